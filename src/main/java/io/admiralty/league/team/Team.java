package io.admiralty.league.team;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.Set;

/**
 * A team: its bots play in seasons; its members and its API tokens act for it. A disabled team's tokens and sessions
 * act for it no more.
 */
@Entity
public class Team {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String name;

    public boolean builtin;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "disabled_at")
    public Instant disabledAt;

    /** The groups the organiser put it in ("students", "staff"), which a tournament may take its entrants from. */
    @ElementCollection
    @CollectionTable(name = "team_group", joinColumns = @JoinColumn(name = "team_id"))
    @Column(name = "name")
    public Set<String> groups = new HashSet<>();

    /** Whether the team's bots' tags and metrics are everyone's to see; only the team's and the organiser's if not. */
    @Column(name = "notes_public")
    public boolean notesPublic;

    public boolean disabled() {
        return disabledAt != null;
    }
}
