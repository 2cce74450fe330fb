package io.admiralty.web;

import io.admiralty.chart.MetricChart;
import io.admiralty.chart.RatingChart;
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
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
                        return new Rated(season, points.isEmpty() ? null : ratingChart(season, points));
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
    record Rated(BotSeason season, RatingChart chart) {}

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

    private BotPage() {}

    /** The season's rating chart: its Elo after each game, the version that played it, its fit's interval. */
    private static RatingChart ratingChart(BotSeason season, List<RatingPoint> points) {
        return RatingChart.of(
                season.seasonName(),
                points.stream().map(RatingPoint::elo).toList(),
                points.stream().map(RatingPoint::version).toList(),
                season.mle() == null
                        ? null
                        : new RatingChart.Interval(season.mle(), season.mleLow(), season.mleHigh()));
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
