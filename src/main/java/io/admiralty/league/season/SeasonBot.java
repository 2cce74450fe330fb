package io.admiralty.league.season;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** The key columns a season's rows about one bot begin with: its entry, and each point of its rating history. */
@MappedSuperclass
public abstract class SeasonBot {

    @Id
    @Column(name = "season_id")
    public Long seasonId;

    @Id
    @Column(name = "bot_id")
    public Long botId;
}
