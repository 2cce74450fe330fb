package io.admiralty.web;

import io.admiralty.history.GameViews;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.season.Finals;
import io.admiralty.league.season.PairingMode;
import io.admiralty.league.season.Rounds.NextRound;
import io.admiralty.league.season.SeasonPhase;
import io.admiralty.league.season.Seasons.Progress;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.RankedBot;
import io.admiralty.league.standings.Standings.Standing;
import io.admiralty.rating.Tiers;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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

        static native TemplateInstance tables(Board board, Crosstable crosstable, List<GameView> recentGames);

        static native TemplateInstance games(SeasonView season, GamesShown shown);
    }

    private SeasonPage() {}

    /** A season in the list, with its leader (null before it has bots). */
    record Listed(SeasonView season, Standing leader) {

        public String state() {
            return SeasonPage.state(season);
        }

        /** The leader, once it has played. */
        public Standing playedLeader() {
            return leader == null || leader.games() == 0 ? null : leader;
        }

        /** The rating its leader is ranked by, named: "MLE 1712" once the fit has seen the bot, "Elo 1540" before. */
        public String leaderRating() {
            return leader.mle() == null ? "Elo " + Words.rating(leader.elo()) : "MLE " + Words.rating(leader.mle());
        }
    }

    /**
     * A season's page: the season, its tables (rendered by {@link #tables}), its adaptive plan and its final's table,
     * if any, and when it was rendered.
     */
    record Season(
            SeasonView season, String tables, NextRound nextRound, Finals.FinalResult finalTable, Instant updated) {

        public String pairing() {
            return (season.pairingMode() == PairingMode.ADAPTIVE
                            ? "adaptive pairing, at most " + Words.count(season.budget(), "matchup", "matchups")
                                    + " per bot a round"
                            : "round robin")
                    + (season.duplicate() ? ", duplicate deals (each deal played twice, the seats swapped)" : "");
        }

        public int gamesAPage() {
            return GAMES_A_PAGE;
        }

        /** What an adaptive season's next round would play, so the organiser sees why bots meet. */
        public String plan() {
            String pairs = nextRound.pairs().stream()
                    .map(m -> m.botAName() + " v " + m.botBName())
                    .collect(Collectors.joining(", "));
            return "Next round, " + Words.count(nextRound.matchups(), "matchup", "matchups")
                    + (nextRound.matchups() > nextRound.pairs().size() ? ", the first" : "") + ": "
                    + (pairs.isEmpty() ? "none" : pairs);
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
        return Templates.tables(board(data), crosstable(data), data.recentGames())
                .render();
    }

    /** The word for where a season stands, as the list and the console show it. */
    static String state(SeasonView s) {
        Progress p = s.progress();
        if (s.finalKept()) {
            return "final played";
        }
        if (s.seasonPhase() == SeasonPhase.FINAL) {
            return "playing its final";
        }
        if (s.closedAt() != null) {
            return "closed";
        }
        if (s.paused()) {
            return "paused";
        }
        if (p.running() > 0) {
            return "playing";
        }
        if (p.queued() > 0) {
            return "waiting";
        }
        return s.nextRoundAt() != null ? "scheduled" : "idle";
    }

    /**
     * The leaderboard: its rows, whether a fit exists (movement and the Elo mark mean something once one does: before
     * the first refit every row is by Elo), and under it the bots the next round leaves out and those withdrawn.
     */
    record Board(List<BoardRow> rows, boolean fitted, List<Standing> notPlaying, List<RankedBot> withdrawn) {

        public int columns() {
            return fitted ? 13 : 12;
        }
    }

    /**
     * One leaderboard row: its standing, the places it moved, its MLE's interval on the table's scale, and whether that
     * interval overlaps the one of the row above ({@code tied}: statistically tied with it, rating.Tiers).
     */
    record BoardRow(Standing standing, Move move, Interval interval, boolean tied) {}

    /** Places moved since the table before the latest refit: {@code kind} new, same, up or down. */
    record Move(String kind, int places) {

        static Move of(Integer before, int now) {
            if (before == null) {
                return new Move("new", 0);
            }
            int up = before - now;
            return up == 0 ? new Move("same", 0) : up > 0 ? new Move("up", up) : new Move("down", -up);
        }
    }

    /**
     * A rating with its 95% interval, and where the interval and the rating sit (percentages, as CSS lengths) on a
     * scale from {@code scaleLow} to {@code scaleHigh}: the bar the rating tag draws.
     */
    record Interval(double rating, double low, double high, boolean prior, String from, String width, String at) {

        static Interval of(double rating, double low, double high, boolean prior, double scaleLow, double scaleHigh) {
            double span = Math.max(scaleHigh - scaleLow, 1);
            return new Interval(
                    rating,
                    low,
                    high,
                    prior,
                    percent(100 * (low - scaleLow) / span),
                    percent(Math.max(100 * (high - low) / span, 1)),
                    percent(100 * (rating - scaleLow) / span));
        }

        private static String percent(double value) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
    }

    private static Board board(Tables data) {
        List<Standing> rows = data.leaderboard();
        double low = rows.stream()
                .filter(r -> r.mleLow() != null)
                .mapToDouble(Standing::mleLow)
                .min()
                .orElse(0);
        double high = rows.stream()
                .filter(r -> r.mleHigh() != null)
                .mapToDouble(Standing::mleHigh)
                .max()
                .orElse(1);
        List<BoardRow> shown = new ArrayList<>();
        Standing above = null;
        for (Standing r : rows) {
            shown.add(new BoardRow(
                    r,
                    Move.of(r.previousRank(), r.rank()),
                    r.mle() == null
                            ? null
                            : Interval.of(r.mle(), r.mleLow(), r.mleHigh(), r.mleRegularised(), low, high),
                    above != null
                            && r.mle() != null
                            && above.mle() != null
                            && Tiers.tiedWithAbove(above.mleLow(), above.mleHigh(), r.mleLow(), r.mleHigh())));
            above = r;
        }
        // the bots on the table that the next round (and the final) would leave out: a bench or a refusal here
        List<Standing> notPlaying = rows.stream()
                .filter(r -> r.notPlaying() != null && !r.bot().retired())
                .toList();
        return new Board(shown, rows.stream().anyMatch(r -> r.mle() != null), notPlaying, data.withdrawn());
    }

    /**
     * Every pair's score, as a chess tournament's crosstable: rows and columns in leaderboard order, then the withdrawn
     * bots that played (their games were played, so they stay in it); {@code cut}: the leaderboard has more bots than
     * it shows. Empty below two bots.
     */
    record Crosstable(List<Seat> seats, List<CrossRow> rows, boolean cut) {

        public int most() {
            return CROSSTABLE_BOTS;
        }
    }

    /** One row and column of the crosstable: a ranked bot ("3") or a withdrawn one ("–", and said in its row). */
    record Seat(long id, String name, String label, boolean withdrawn) {}

    /** A row: its bot, its cells against each column, and its total (a win 1, a draw ½) out of the games it played. */
    record CrossRow(Seat seat, List<Cell> cells, String score, int played) {}

    /** A cell: the row's bot itself ({@code self}), a pair that has not met ({@code met} false), or their score. */
    record Cell(boolean self, boolean met, String title, String score, int games) {}

    private static Crosstable crosstable(Tables data) {
        Map<String, HeadToHead> pairs = new HashMap<>();
        Set<Long> met = new HashSet<>();
        data.headToHead().forEach(h -> {
            pairs.put(h.bot() + ":" + h.opponent(), h);
            met.add(h.bot());
        });
        List<Seat> seats = Stream.concat(
                        data.leaderboard().stream()
                                .map(r -> new Seat(r.bot().id(), r.bot().name(), Integer.toString(r.rank()), false)),
                        data.withdrawn().stream()
                                .filter(b -> met.contains(b.id()))
                                .map(b -> new Seat(b.id(), b.name(), "–", true)))
                .limit(CROSSTABLE_BOTS)
                .toList();
        if (seats.size() < 2) {
            return new Crosstable(List.of(), List.of(), false);
        }
        List<CrossRow> rows = new ArrayList<>();
        for (Seat row : seats) {
            List<Cell> cells = new ArrayList<>();
            int won = 0;
            int drawn = 0;
            int played = 0;
            for (Seat column : seats) {
                HeadToHead h = pairs.get(row.id() + ":" + column.id());
                if (column == row) {
                    cells.add(new Cell(true, false, null, null, 0));
                } else if (h == null) {
                    cells.add(new Cell(false, false, null, null, 0));
                } else {
                    int games = h.wins() + h.losses() + h.draws();
                    won += h.wins();
                    drawn += h.draws();
                    played += games;
                    cells.add(new Cell(
                            false,
                            true,
                            row.name() + " against " + column.name() + ": " + h.wins() + " won, " + h.losses()
                                    + " lost, " + h.draws() + " drawn",
                            score(h.wins(), h.draws()),
                            games));
                }
            }
            rows.add(new CrossRow(row, cells, score(won, drawn), played));
        }
        return new Crosstable(seats, rows, data.leaderboard().size() > CROSSTABLE_BOTS);
    }

    /** A score with halves: 7½. */
    static String score(int wins, int draws) {
        int whole = wins + draws / 2;
        return draws % 2 == 0 ? Integer.toString(whole) : (whole == 0 ? "" : Integer.toString(whole)) + "½";
    }

    /**
     * A page of a season's games, newest first: {@code after} is the cursor the page came from (null for the first),
     * {@code page} its games with the next page's cursor.
     */
    record GamesShown(String after, GameViews.GamePage page) {

        public String caption() {
            return (after == null ? "The newest games" : "Older games") + ", "
                    + Words.count(page.games().size(), "game", "games") + ", newest first";
        }

        /** The next page's cursor as a query value. */
        public String next() {
            return URLEncoder.encode(page.endCursor(), StandardCharsets.UTF_8);
        }
    }
}
