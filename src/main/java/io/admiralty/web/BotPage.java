package io.admiralty.web;

import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import io.admiralty.league.gate.Gates.GateView;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.profile.BotViews.VersionView;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.standings.Standings.BotSeason;
import io.admiralty.league.standings.Standings.ForfeitCount;
import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.Opponent;
import io.admiralty.league.standings.Standings.RatingPoint;
import io.admiralty.league.standings.Standings.VersionsMet;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntToDoubleFunction;
import java.util.stream.Collectors;

/**
 * A bot's profile ({@code /bots/{id}}): its versions, its rating in each season, its record against each opponent, as
 * records templates/BotPage/page.html reads.
 */
final class BotPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(Profile p);
    }

    /**
     * Everything the profile shows ({@code skill}: every version's skill scores, {@code defence} its defence scores);
     * {@code history} holds each of {@code seasons}' rating points by season id; {@code mayLiftBench}: the visitor is
     * of the bot's team (or the organiser), shown the bench's button; {@code metrics}: the bot's metrics over its last
     * games, for a visitor who may see them (its team, the organiser, or anyone when its team made them public);
     * {@code notesPublic}: whether they are public, for the bot's team alone (null for anyone else), with its switch.
     */
    record Profile(
            BotView bot,
            List<VersionView> versions,
            List<SkillView> skill,
            List<SkillView> defence,
            List<GateView> gates,
            List<BotSeason> seasons,
            Map<Long, List<RatingPoint>> history,
            List<Opponent> opponents,
            List<ForfeitCount> forfeits,
            List<GameView> recentGames,
            List<ChallengeView> challenges,
            boolean mayLiftBench,
            List<MetricChart> metrics,
            Boolean notesPublic) {

        /** While a gate runs, bot.js reads the page again every two seconds and puts in the fresh gates section. */
        public boolean gateRunning() {
            return gates.stream().anyMatch(g -> g.state().equals("running"));
        }

        /** The newest version's validation, while it runs or when it refused the version; null otherwise. */
        public String validation() {
            if (bot.validation() == null) {
                return null;
            }
            return switch (bot.validation().state()) {
                case "validating" ->
                    "version " + bot.validation().version() + " validating on "
                            + bot.validation().ruleset();
                case "refused" ->
                    "version " + bot.validation().version() + " refused: "
                            + bot.validation().detail();
                case "partly-refused" ->
                    "version " + bot.validation().version() + " refused on "
                            + bot.validation().rulesets().stream()
                                    .filter(c -> c.state().equals("refused"))
                                    .map(c -> c.ruleset())
                                    .collect(Collectors.joining(", "))
                            + " (it plays none of the seasons on it, and the others as usual): "
                            + bot.validation().detail();
                default -> null;
            };
        }

        /** Each season entered, with its chart (null before the bot has played there). */
        public List<Rated> ratings() {
            return seasons.stream()
                    .map(season -> {
                        List<RatingPoint> points = history.getOrDefault(season.season(), List.of());
                        return new Rated(season, points.isEmpty() ? null : chart(season, points));
                    })
                    .toList();
        }

        /** Each version with its scores, ruleset by ruleset. */
        public List<VersionRow> versionRows() {
            return versions.stream()
                    .map(v -> new VersionRow(v, scoresOf(v, skill), scoresOf(v, defence)))
                    .toList();
        }

        public List<OpponentRow> opponentRows() {
            return opponents.stream()
                    .map(o -> new OpponentRow(
                            o.total(),
                            Score.of(
                                    o.total().wins(),
                                    o.total().losses(),
                                    o.total().draws()),
                            o.versions().stream()
                                    .map(v -> new VersionsMetRow(v, Score.of(v.wins(), v.losses(), v.draws())))
                                    .toList()))
                    .toList();
        }

        /** Forfeits by reason, the reason in words: "http error" for forfeit_http_error. */
        public List<ForfeitCount> forfeitRows() {
            return forfeits.stream()
                    .map(f -> new ForfeitCount(
                            f.reason().replaceFirst("^forfeit_", "").replace('_', ' '), f.games()))
                    .toList();
        }

        public List<GateRow> gateRows() {
            return gates.stream().map(GateRow::of).toList();
        }

        public List<GameRow> gameRows() {
            return recentGames.stream().map(g -> GameRow.of(bot.id(), g)).toList();
        }

        public List<ChallengeTable.Row> challengeRows() {
            return ChallengeTable.of(challenges, side -> side.id() == bot.id());
        }
    }

    /** A season the bot is entered in, and its rating chart there (null without games). */
    record Rated(BotSeason season, Chart chart) {}

    /** A version with its skill and defence scores, each "ruleset score". */
    record VersionRow(VersionView version, List<String> skill, List<String> defence) {}

    /** Results by opponent: in total, then by the versions that met. */
    record OpponentRow(HeadToHead h, Score total, List<VersionsMetRow> versions) {}

    /** The bot's version against the opponent's ("v2 against v1"), with its results. */
    record VersionsMetRow(VersionsMet met, Score total) {

        public String label() {
            return "v" + met.version() + " against v" + met.opponentVersion();
        }
    }

    /** Games, the score (a win 1, a draw ½) and that score in percent. */
    record Score(int games, String score, long percent) {

        static Score of(int wins, int losses, int draws) {
            int games = wins + losses + draws;
            return new Score(games, SeasonPage.score(wins, draws), Math.round(100.0 * (wins + draws / 2.0) / games));
        }
    }

    /**
     * One of the bot's recent games: against another bot ({@code opponent}, {@code result} won, lost or draw), or a
     * version gate's game, the bot against another of its versions ({@code gate} "v2 against v1", {@code result}
     * "v2 won" or draw).
     */
    record GameRow(GameView game, String gate, PlayerRef opponent, String result) {

        static GameRow of(long bot, GameView g) {
            if (g.botA().id() == g.botB().id()) {
                return new GameRow(
                        g,
                        "v" + g.botA().version() + " against v" + g.botB().version(),
                        null,
                        g.winner() == null
                                ? "draw"
                                : "v" + ("A".equals(g.winner()) ? g.botA() : g.botB()).version() + " won");
            }
            return new GameRow(
                    g,
                    null,
                    g.botA().id() == bot ? g.botB() : g.botA(),
                    g.winnerBot() == null ? "draw" : g.winnerBot() == bot ? "won" : "lost");
        }
    }

    /**
     * A version gate as its row shows it: the pairs' scores, the LLR and its bounds, the Elo difference with its 95%
     * interval, the test's settings and, with a pool, each version's results against it.
     */
    record GateRow(
            GateView gate,
            String pentanomial,
            String llr,
            String lowerBound,
            String upperBound,
            EloInterval elo,
            String elo0,
            String elo1,
            String alpha,
            String beta,
            String pool) {

        static GateRow of(GateView g) {
            String pool = g.poolResults().stream()
                    .map(r -> "v" + r.version() + " "
                            + EloInterval.of(
                                            r.pentanomial().stream()
                                                    .mapToLong(Long::longValue)
                                                    .sum(),
                                            r.elo(),
                                            r.eloLow(),
                                            r.eloHigh())
                                    .text())
                    .reduce((a, b) -> a + ", " + b)
                    .map(results -> "; pool: " + results)
                    .orElse("");
            return new GateRow(
                    g,
                    g.pentanomial().stream().map(String::valueOf).collect(Collectors.joining(" · ")),
                    fmt("%.2f", g.llr()),
                    fmt("%.2f", g.lowerBound()),
                    fmt("%.2f", g.upperBound()),
                    EloInterval.of(g.pairs(), g.elo(), g.eloLow(), g.eloHigh()),
                    signedBound(g.elo0()),
                    signedBound(g.elo1()),
                    Words.number(g.alpha()),
                    Words.number(g.beta()),
                    pool);
        }

        private static String signedBound(double value) {
            return (value < 0 ? "−" : "+") + Words.number(Math.abs(value));
        }
    }

    /**
     * An Elo difference with its 95% interval, or none before the first pair ({@code elo} null); once there are pairs,
     * an end the games do not bound is "+∞" rather than a zero-width interval at a made-up number.
     */
    record EloInterval(String elo, String low, String high) {

        static EloInterval of(long pairs, Double elo, Double low, Double high) {
            if (pairs == 0) {
                return new EloInterval(null, null, null);
            }
            return new EloInterval(
                    elo == null ? (low == null ? "−∞" : "+∞") : fmt("%+.1f", elo),
                    low == null ? "−∞ (unbounded)" : fmt("%+.1f", low),
                    high == null ? "+∞ (unbounded)" : fmt("%+.1f", high));
        }

        String text() {
            return elo == null ? "–" : elo + " [" + low + ", " + high + "]";
        }
    }

    private static final int WIDTH = 640;
    private static final int HEIGHT = 260;
    private static final int LEFT = 68;
    private static final int RIGHT = 16;
    private static final int TOP = 16;
    private static final int BOTTOM = 44;
    // a version's label: room for a character at the small screen's 17px (style.css), its line's height and the space
    // between it and its mark; below three lines of labels they would hide much of the plot, so the third is shared
    private static final double LABEL_CHAR = 10;
    private static final double LABEL_HEIGHT = 18;
    private static final double LABEL_GAP = 3;
    private static final int LABEL_LINES = 3;

    private BotPage() {}

    /**
     * Elo after each game (x: games played in the season, y: Elo) as an SVG line, over a band for the season's
     * maximum-likelihood rating's 95% interval as the last complete round left it, with a labelled vertical line where
     * each version began: the numbers the template draws, written as SVG wants them. {@code band} is null before the
     * season's first fit; {@code versions} says in words which version played which games ("v1: games 1–12, v2:
     * games 13–30").
     */
    record Chart(
            String label,
            int width,
            int height,
            int left,
            int right,
            int top,
            int bottom,
            int tickLabelX,
            int axisLabelY,
            String middleX,
            String middleY,
            Band band,
            List<Tick> eloTicks,
            List<Tick> gameTicks,
            String points,
            List<VersionMark> marks,
            String versions) {}

    /** The MLE's band: the rectangle of its interval, the rating's line, and where its label stands. */
    record Band(String x, String y, String width, String height, String line, String labelX, String labelY) {}

    /** A tick on an axis: where it stands (x or y, in the SVG's units), where its label's line is, and its label. */
    record Tick(String at, String labelAt, long label) {}

    /** A run of a season's games in a row played by one version: games {@code first} to {@code last}, from 1. */
    record Stretch(int version, int first, int last) {

        String text() {
            return "v" + version + ": " + (first == last ? "game " + first : "games " + first + "–" + last);
        }
    }

    /**
     * Where a version began on the chart: its line's x, and its label ("v2") at {@code labelX}, {@code labelY}, on
     * the side {@code anchor} (SVG's text-anchor) says.
     */
    record VersionMark(String x, String labelX, String labelY, String anchor, String label) {}

    /** The stretches of games each version played, in order, from the versions that played each game. */
    static List<Stretch> stretches(List<Integer> versions) {
        List<Stretch> stretches = new ArrayList<>();
        for (int game = 1; game <= versions.size(); game++) {
            int version = versions.get(game - 1);
            Stretch last = stretches.isEmpty() ? null : stretches.get(stretches.size() - 1);
            if (last != null && last.version() == version) {
                stretches.set(stretches.size() - 1, new Stretch(version, last.first(), game));
            } else {
                stretches.add(new Stretch(version, game, game));
            }
        }
        return stretches;
    }

    /**
     * Each stretch's mark on a chart of {@code games} games: its line where the Elo line's segment of its first game
     * begins (after game {@code first - 1}), so what lies right of it until the next mark is that version's. Its label
     * stands right of the line, or left of it where the plot would cut it; labels too close to fit side by side go
     * on lower lines, so that versions a few games apart stay readable.
     */
    static List<VersionMark> marks(List<Stretch> stretches, int games) {
        List<Double> lineEnds = new ArrayList<>();
        List<VersionMark> marks = new ArrayList<>();
        for (Stretch stretch : stretches) {
            double x = gameX(stretch.first() - 1, games);
            String label = "v" + stretch.version();
            double width = LABEL_CHAR * label.length();
            boolean right = x + LABEL_GAP + width <= WIDTH - RIGHT;
            double from = right ? x + LABEL_GAP : x - LABEL_GAP - width;
            int line = 0;
            while (line < lineEnds.size() && lineEnds.get(line) > from && line < LABEL_LINES - 1) {
                line++;
            }
            double end = from + width + LABEL_GAP;
            if (line == lineEnds.size()) {
                lineEnds.add(end);
            } else {
                lineEnds.set(line, Math.max(lineEnds.get(line), end));
            }
            marks.add(new VersionMark(
                    fmt("%.1f", x),
                    fmt("%.1f", right ? x + LABEL_GAP : x - LABEL_GAP),
                    fmt("%.1f", TOP + LABEL_HEIGHT * (line + 1.0)),
                    right ? "start" : "end",
                    label));
        }
        return marks;
    }

    static Chart chart(BotSeason season, List<RatingPoint> points) {
        double low = points.stream().mapToDouble(RatingPoint::elo).min().orElseThrow();
        double high = points.stream().mapToDouble(RatingPoint::elo).max().orElseThrow();
        low = Math.min(low, 1500);
        high = Math.max(high, 1500);
        if (season.mle() != null) {
            low = Math.min(low, season.mleLow());
            high = Math.max(high, season.mleHigh());
        }
        double step = niceStep((high - low) / 4);
        low = Math.floor(low / step) * step;
        high = Math.max(Math.ceil(high / step) * step, low + step);
        int games = points.size();
        double plotWidth = WIDTH - LEFT - RIGHT;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        double yLow = low;
        double ySpan = high - low;
        DoubleUnaryOperator y = elo -> TOP + plotHeight * (1 - (elo - yLow) / ySpan);
        IntToDoubleFunction x = n -> gameX(n, games);
        List<Stretch> stretches =
                stretches(points.stream().map(RatingPoint::version).toList());
        String versions = stretches.stream().map(Stretch::text).collect(Collectors.joining(", "));
        String label = "Elo of the bot in " + season.seasonName() + " after each of its " + games + " games, from "
                + Words.rating(points.get(0).elo()) + " to "
                + Words.rating(points.get(games - 1).elo())
                + (season.mle() == null
                        ? ""
                        : "; maximum-likelihood rating " + Words.rating(season.mle()) + ", 95% interval "
                                + Words.rating(season.mleLow()) + " to " + Words.rating(season.mleHigh()))
                + "; " + versions;
        Band band = season.mle() == null
                ? null
                : new Band(
                        fmt("%.1f", (double) LEFT),
                        fmt("%.1f", y.applyAsDouble(season.mleHigh())),
                        fmt("%.1f", plotWidth),
                        fmt("%.1f", Math.max(y.applyAsDouble(season.mleLow()) - y.applyAsDouble(season.mleHigh()), 1)),
                        fmt("%.1f", y.applyAsDouble(season.mle())),
                        Integer.toString(WIDTH - RIGHT - 4),
                        fmt("%.1f", y.applyAsDouble(season.mleHigh()) + 12));
        List<Tick> eloTicks = new ArrayList<>();
        for (double tick = low; tick <= high + step / 2; tick += step) {
            eloTicks.add(new Tick(
                    fmt("%.1f", y.applyAsDouble(tick)), fmt("%.1f", y.applyAsDouble(tick) + 4), Math.round(tick)));
        }
        List<Tick> gameTicks = new ArrayList<>();
        int gameStep = (int) Math.max(1, niceStep(games / 5.0));
        for (int n = 0; n <= games; n += gameStep) {
            gameTicks.add(new Tick(fmt("%.1f", x.applyAsDouble(n)), Integer.toString(HEIGHT - BOTTOM + 16), n));
        }
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < games; i++) {
            line.append(fmt(
                    "%.1f,%.1f ",
                    x.applyAsDouble(i + 1), y.applyAsDouble(points.get(i).elo())));
        }
        return new Chart(
                label,
                WIDTH,
                HEIGHT,
                LEFT,
                WIDTH - RIGHT,
                TOP,
                HEIGHT - BOTTOM,
                LEFT - 6,
                HEIGHT - 6,
                fmt("%.1f", LEFT + plotWidth / 2),
                fmt("%.1f", TOP + plotHeight / 2),
                band,
                eloTicks,
                gameTicks,
                line.toString().trim(),
                marks(stretches, games),
                versions);
    }

    /** Where the chart of {@code games} games stands after {@code n} of them, on its x axis. */
    private static double gameX(int n, int games) {
        return LEFT + (double) (WIDTH - LEFT - RIGHT) * n / games;
    }

    /** 1, 2 or 5 times a power of ten, at least {@code rough}. */
    static double niceStep(double rough) {
        if (rough <= 0) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        for (int m : new int[] {1, 2, 5, 10}) {
            if (m * power >= rough) {
                return m * power;
            }
        }
        return 10 * power;
    }

    private static String fmt(String format, Object... values) {
        return String.format(Locale.ROOT, format, values);
    }

    /** The version's scores, ruleset by ruleset. */
    private static List<String> scoresOf(VersionView version, List<SkillView> scores) {
        return scores.stream()
                .filter(score -> score.version() == version.version())
                .map(score -> score.ruleset() + " " + Words.skill(score))
                .toList();
    }
}
