package io.admiralty.web;

import io.admiralty.history.GameViews;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.season.Finals;
import io.admiralty.league.season.Rounds.NextRound;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.standings.Crosstable;
import io.admiralty.league.standings.Leaderboard;
import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.RankedBot;
import io.admiralty.league.standings.Standings.Standing;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

/**
 * The season list ({@code /}), one season's page ({@code /seasons/{id}}) and its games ({@code /seasons/{id}/games}):
 * what they show, as records the templates under templates/SeasonPage/ read.
 */
final class SeasonPage {

    /** The most bots the crosstable shows (the leaderboard's first). */
    static final int CROSSTABLE_BOTS = 30;

    /** Games the season's games page shows at once. */
    static final int GAMES_A_PAGE = 50;

    /** What the season's tables are kept as, beside its views. */
    static final String TABLES = "the season page's tables";

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(List<Listed> seasons);

        static native TemplateInstance page(Season data);

        static native TemplateInstance tables(
                Leaderboard board, Crosstable crosstable, int crosstableMost, List<GameView> recentGames);

        static native TemplateInstance games(SeasonView season, GamesShown shown);
    }

    private SeasonPage() {}

    /** A season in the list, with its leader (null before it has bots). */
    record Listed(SeasonView season, Standing leader) {}

    /**
     * A season's page: the season, its tables (rendered by {@link #tables}), its adaptive plan and its final's table,
     * if any, and when it was rendered.
     */
    record Season(
            SeasonView season, String tables, NextRound nextRound, Finals.FinalResult finalTable, Instant updated) {

        public int gamesAPage() {
            return GAMES_A_PAGE;
        }
    }

    /** What the season's tables show: its kept views alone. */
    record Tables(
            List<Standing> leaderboard,
            List<RankedBot> withdrawn,
            List<HeadToHead> headToHead,
            List<GameView> recentGames) {}

    /**
     * The season's leaderboard, crosstable and recent games: worked out from its kept views alone, so the page keeps
     * them beside those views (as the question {@link #TABLES}) and renders them once per change of the season.
     */
    static String tables(Tables data) {
        return Templates.tables(
                        Leaderboard.of(data.leaderboard(), data.withdrawn()),
                        Crosstable.of(data.leaderboard(), data.withdrawn(), data.headToHead(), CROSSTABLE_BOTS),
                        CROSSTABLE_BOTS,
                        data.recentGames())
                .render();
    }

    /**
     * A page of a season's games, newest first: {@code after} is the cursor the page came from (null for the first),
     * {@code page} its games with the next page's cursor.
     */
    record GamesShown(String after, GameViews.GamePage page) {

        /** The next page's cursor as a query value. */
        public String next() {
            return URLEncoder.encode(page.endCursor(), StandardCharsets.UTF_8);
        }
    }
}
