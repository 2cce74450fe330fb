package io.admiralty.web;

import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.standings.Standings.BotSeason;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The team's entries: entering a bot in an open season, and each entry with its rating and games, withdrawn or not,
 * with the button that withdraws it while its season is not closed. Live while a season the team is in plays a round.
 */
@ApplicationScoped
class TeamSeasonsSection {

    static final String ENTER = "enter";
    static final List<String> ENTER_FIELDS = List.of("bot", "season");

    private final Seasons seasons;
    private final SeasonEntries seasonEntries;
    private final Standings standings;

    TeamSeasonsSection(Seasons seasons, SeasonEntries seasonEntries, Standings standings) {
        this.seasons = seasons;
        this.seasonEntries = seasonEntries;
        this.standings = standings;
    }

    /**
     * The section: the bots that may enter a season and the open seasons (the form, when both are some), and the
     * team's entries; {@code live} while a season one of them is in plays a round.
     */
    record Entries(List<BotView> playing, List<SeasonView> open, List<Entry> entries, boolean live) {}

    /**
     * An entry of one of the team's bots: {@code season} null once the season is gone or closed; {@code notPlaying} why
     * the bot is left out there (benched, or its version refused on the season's ruleset), null when it plays.
     */
    record Entry(BotSeason entry, BotView bot, SeasonView season, String notPlaying) {

        public boolean playing() {
            return season != null
                    && season.progress().queued() + season.progress().running() > 0;
        }
    }

    Entries view(TeamContext context) {
        List<BotView> own = context.bots();
        Map<Long, SeasonView> all =
                seasons.list().stream().collect(Collectors.toMap(SeasonView::id, Function.identity()));
        List<Entry> entries = new ArrayList<>();
        for (BotView bot : own) {
            for (BotSeason entry : standings.seasonsOf(bot.id())) {
                SeasonView season = all.get(entry.season());
                boolean open = season != null && season.closedAt() == null;
                entries.add(new Entry(
                        entry,
                        bot,
                        open ? season : null,
                        open && !entry.withdrawn()
                                ? seasonEntries
                                        .notPlaying(season.id(), List.of(bot.id()))
                                        .of(bot.id())
                                : null));
            }
        }
        return new Entries(
                own.stream().filter(b -> !b.retired()).toList(),
                all.values().stream().filter(s -> s.closedAt() == null).toList(),
                entries,
                entries.stream().anyMatch(Entry::playing));
    }
}
