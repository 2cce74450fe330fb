package io.admiralty.web;

import static io.admiralty.web.Html.esc;
import static io.admiralty.web.Html.rating;
import static io.admiralty.web.Html.time;
import static io.admiralty.web.SeasonPage.botLink;

import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import io.admiralty.league.gate.Gates.GateView;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.profile.BotViews.VersionView;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.standings.Standings.BotSeason;
import io.admiralty.league.standings.Standings.ForfeitCount;
import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.RatingPoint;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntToDoubleFunction;
import java.util.stream.Collectors;

/** A bot's profile ({@code /bots/{id}}): its versions, its rating in each season, its record against each opponent. */
final class BotPage {

    /**
     * Everything the profile shows ({@code skill}: every version's skill scores, {@code defence} its defence scores); {@code history} holds each of
     * {@code seasons}' rating points by season id; {@code mayLiftBench}: the visitor is of the bot's team (or the
     * organiser), shown the bench's button.
     */
    record Profile(
            BotView bot,
            List<VersionView> versions,
            List<SkillView> skill,
            List<SkillView> defence,
            List<GateView> gates,
            List<BotSeason> seasons,
            Map<Long, List<RatingPoint>> history,
            List<HeadToHead> opponents,
            List<ForfeitCount> forfeits,
            List<GameView> recentGames,
            List<ChallengeView> challenges,
            boolean mayLiftBench) {}

    private static final int WIDTH = 640;
    private static final int HEIGHT = 260;
    private static final int LEFT = 68;
    private static final int RIGHT = 16;
    private static final int TOP = 16;
    private static final int BOTTOM = 44;

    private BotPage() {}

    static String page(Profile p) {
        BotView bot = p.bot();
        String main =
                """
                <h1>%s%s</h1>
                <p class="meta">Team %s · %s%s · version %d%s · registered %s%s</p>
                %s<section aria-labelledby="ratings-h"><h2 id="ratings-h">Ratings</h2>%s</section>
                <section aria-labelledby="opponents-h"><h2 id="opponents-h">Results by opponent</h2>%s</section>
                <section aria-labelledby="forfeits-h"><h2 id="forfeits-h">Forfeits by reason</h2>%s</section>
                <section aria-labelledby="versions-h"><h2 id="versions-h">Versions</h2>%s</section>
                %s
                <section aria-labelledby="games-h"><h2 id="games-h">Recent games</h2>%s</section>
                <section aria-labelledby="challenges-h"><h2 id="challenges-h">Challenges</h2>%s</section>"""
                        .formatted(
                                esc(bot.name()),
                                bot.retired()
                                        ? " <small>(retired)</small>"
                                        : bot.benched() != null ? " <small>(benched)</small>" : "",
                                esc(bot.team().name()),
                                esc(bot.kind()),
                                bot.dialect() == null ? "" : " · " + esc(bot.dialect()),
                                bot.version(),
                                validation(bot),
                                time(bot.createdAt()),
                                bot.challengeable() ? " · takes challenges" : "",
                                bench(bot, p.mayLiftBench()),
                                ratings(p),
                                opponents(p.opponents()),
                                forfeits(p.forfeits()),
                                versions(p.versions(), p.skill(), p.defence()),
                                gates(p.gates()),
                                games(bot.id(), p.recentGames()),
                                ChallengeTable.of(p.challenges(), side -> side.id() == bot.id()));
        // while a gate runs, bot.js reads the page again every two seconds and puts in the fresh gates section
        boolean running = p.gates().stream().anyMatch(g -> g.state().equals("running"));
        return Html.document(bot.name(), main, running ? "bot.js" : null);
    }

    /**
     * Each season the bot is benched in, why, and the games that show it, with the button that puts it back there for
     * those who may; nothing for a bot benched nowhere. It plays its other seasons as usual, and the page says so.
     */
    private static String bench(BotView bot, boolean mayLift) {
        if (bot.benches().isEmpty()) {
            return "";
        }
        StringBuilder spells = new StringBuilder();
        for (Benches.BenchView bench : bot.benches()) {
            String games = bench.games().stream()
                    .map(g -> "<a href=\"/games/" + g + "\">" + g + "</a>")
                    .collect(Collectors.joining(", "));
            String button = mayLift
                    ? "<form method=\"post\" action=\"/bots/" + bot.id()
                            + "/unbench\"><input type=\"hidden\" name=\"season\" value=\"" + bench.season()
                            + "\"><button type=\"submit\">Put it back in play in " + esc(bench.seasonName())
                            + "</button></form>\n"
                    : "";
            spells.append(
                    """
                    <li data-season="%d"><p>In <a href="/seasons/%d">%s</a>, since %s, version %d plays none of its matchups: it %s.</p>
                    <p>The games that show it: %s</p>
                    %s</li>
                    """
                            .formatted(
                                    bench.season(),
                                    bench.season(),
                                    esc(bench.seasonName()),
                                    time(bench.since()),
                                    bench.version(),
                                    esc(bench.reason()),
                                    games,
                                    button));
        }
        return """
                <section id="bench" class="benched" aria-labelledby="bench-h"><h2 id="bench-h">Benched</h2>
                <ul class="benches">
                %s</ul>
                <p>A bench holds in its own season only: the bot plays its other seasons as usual. A new version, or its team, puts it back.</p>
                </section>
                """
                .formatted(spells);
    }

    private static String ratings(Profile p) {
        StringBuilder out = new StringBuilder();
        for (BotSeason season : p.seasons()) {
            List<RatingPoint> points = p.history().getOrDefault(season.season(), List.of());
            out.append("<h3><a href=\"/seasons/")
                    .append(season.season())
                    .append("\">")
                    .append(esc(season.seasonName()))
                    .append("</a>: Elo ")
                    .append(rating(season.elo()))
                    .append(" after ")
                    .append(Html.count(season.games(), "game", "games"))
                    .append(
                            season.mle() == null
                                    ? ""
                                    : ", MLE " + rating(season.mle()) + " (95% " + rating(season.mleLow()) + "–"
                                            + rating(season.mleHigh()) + ")")
                    .append("</h3>\n");
            out.append(points.isEmpty() ? "<p>No games yet.</p>" : chart(season, points))
                    .append('\n');
        }
        return out.isEmpty() ? "<p>Not entered in any season.</p>" : out.toString();
    }

    /**
     * Elo after each game (x: games played in the season, y: Elo) as an SVG line, over a band for the season's
     * maximum-likelihood rating's 95% interval as the last complete round left it.
     */
    static String chart(BotSeason season, List<RatingPoint> points) {
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
        IntToDoubleFunction x = n -> LEFT + plotWidth * n / games;
        StringBuilder svg = new StringBuilder();
        String label = "Elo of the bot in " + season.seasonName() + " after each of its " + games + " games, from "
                + rating(points.get(0).elo()) + " to "
                + rating(points.get(games - 1).elo())
                + (season.mle() == null
                        ? ""
                        : "; maximum-likelihood rating " + rating(season.mle()) + ", 95% interval "
                                + rating(season.mleLow()) + " to " + rating(season.mleHigh()));
        svg.append(fmt(
                "<svg class=\"chart\" role=\"img\" aria-label=\"%s\" viewBox=\"0 0 %d %d\" preserveAspectRatio=\"xMinYMin meet\">",
                esc(label), WIDTH, HEIGHT));
        svg.append("<title>").append(esc(label)).append("</title>");
        if (season.mle() != null) {
            svg.append(fmt(
                    "<rect class=\"mle-band\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"/>",
                    (double) LEFT,
                    y.applyAsDouble(season.mleHigh()),
                    plotWidth,
                    Math.max(y.applyAsDouble(season.mleLow()) - y.applyAsDouble(season.mleHigh()), 1)));
            svg.append(fmt(
                    "<line class=\"mle-line\" x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\"/>",
                    LEFT, WIDTH - RIGHT, y.applyAsDouble(season.mle()), y.applyAsDouble(season.mle())));
            svg.append(fmt(
                    "<text class=\"band-label\" x=\"%d\" y=\"%.1f\">MLE 95%%</text>",
                    WIDTH - RIGHT - 4, y.applyAsDouble(season.mleHigh()) + 12));
        }
        for (double tick = low; tick <= high + step / 2; tick += step) {
            svg.append(fmt(
                    "<line class=\"grid\" x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\"/>",
                    LEFT, WIDTH - RIGHT, y.applyAsDouble(tick), y.applyAsDouble(tick)));
            svg.append(fmt(
                    "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d</text>",
                    LEFT - 6, y.applyAsDouble(tick) + 4, Math.round(tick)));
        }
        int gameStep = (int) Math.max(1, niceStep(games / 5.0));
        for (int n = 0; n <= games; n += gameStep) {
            svg.append(fmt(
                    "<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>",
                    x.applyAsDouble(n), HEIGHT - BOTTOM + 16, n));
        }
        svg.append(fmt(
                "<line class=\"axis\" x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\"/>",
                LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM, HEIGHT - BOTTOM));
        svg.append(fmt(
                "<line class=\"axis\" x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\"/>", LEFT, LEFT, TOP, HEIGHT - BOTTOM));
        svg.append(fmt(
                "<text class=\"axis-label\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">games played in the season</text>",
                LEFT + plotWidth / 2, HEIGHT - 6));
        svg.append(fmt(
                "<text class=\"axis-label\" transform=\"translate(14 %.1f) rotate(-90)\" text-anchor=\"middle\">Elo</text>",
                TOP + plotHeight / 2));
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < games; i++) {
            line.append(fmt(
                    "%.1f,%.1f ",
                    x.applyAsDouble(i + 1), y.applyAsDouble(points.get(i).elo())));
        }
        svg.append("<polyline class=\"elo\" points=\"")
                .append(line.toString().trim())
                .append("\"/>");
        svg.append("</svg>");
        return "<figure class=\"chart-figure\">" + svg + "<figcaption>Line: Elo after each game. "
                + (season.mle() == null
                        ? "No maximum-likelihood rating yet (it comes with the first complete round)."
                        : "Band: the maximum-likelihood rating's 95% interval, dashed: the rating itself, as the last complete round left them.")
                + "</figcaption></figure>";
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

    private static String opponents(List<HeadToHead> opponents) {
        if (opponents.isEmpty()) {
            return "<p>No games yet.</p>";
        }
        StringBuilder rows = new StringBuilder();
        for (HeadToHead h : opponents) {
            int games = h.wins() + h.losses() + h.draws();
            rows.append("<tr><th scope=\"row\">")
                    .append(botLink(h.opponent(), h.opponentName()))
                    .append("</th><td class=\"num\">")
                    .append(games)
                    .append("</td><td class=\"num\">")
                    .append(h.wins())
                    .append("</td><td class=\"num\">")
                    .append(h.losses())
                    .append("</td><td class=\"num\">")
                    .append(h.draws())
                    .append("</td><td class=\"num\">")
                    .append(SeasonPage.score(h.wins(), h.draws()))
                    .append("</td><td class=\"num\">")
                    .append(Math.round(100.0 * (h.wins() + h.draws() / 2.0) / games))
                    .append("%</td></tr>\n");
        }
        return """
                <div class="scroll"><table class="opponents"><caption>Every season together</caption>
                <thead><tr><th scope="col">Opponent</th><th scope="col" class="num">Games</th><th scope="col" class="num">Won</th>
                <th scope="col" class="num">Lost</th><th scope="col" class="num">Drawn</th><th scope="col" class="num">Score</th>
                <th scope="col" class="num">Score %%</th></tr></thead>
                <tbody>
                %s</tbody></table></div>"""
                .formatted(rows);
    }

    private static String forfeits(List<ForfeitCount> forfeits) {
        if (forfeits.isEmpty()) {
            return "<p>None.</p>";
        }
        StringBuilder rows = new StringBuilder();
        for (ForfeitCount f : forfeits) {
            rows.append("<tr><th scope=\"row\">")
                    .append(esc(f.reason().replaceFirst("^forfeit_", "").replace('_', ' ')))
                    .append("</th><td class=\"num\">")
                    .append(f.games())
                    .append("</td></tr>\n");
        }
        return """
                <table class="forfeits"><caption>Games the bot lost by breaking a rule or a limit (its transcripts: on each game's page, for its team)</caption>
                <thead><tr><th scope="col">Reason</th><th scope="col" class="num">Games</th></tr></thead>
                <tbody>
                %s</tbody></table>"""
                .formatted(rows);
    }

    /** The version's scores, ruleset by ruleset, or a dash. */
    private static String scoresOf(VersionView version, List<SkillView> scores) {
        String shown = scores.stream()
                .filter(score -> score.version() == version.version())
                .map(score -> esc(score.ruleset()) + " " + Html.skill(score))
                .collect(Collectors.joining("<br>"));
        return shown.isEmpty() ? "–" : shown;
    }

    private static String versions(List<VersionView> versions, List<SkillView> skill, List<SkillView> defence) {
        StringBuilder rows = new StringBuilder();
        for (VersionView v : versions) {
            rows.append("<tr><td class=\"num\">")
                    .append(v.version())
                    .append("</td><td>")
                    .append(time(v.uploadedAt()))
                    .append("</td><td class=\"skill\">")
                    .append(scoresOf(v, skill))
                    .append("</td><td class=\"defence\">")
                    .append(scoresOf(v, defence))
                    .append("</td></tr>\n");
        }
        return """
                <div class="scroll"><table class="versions"><caption>Each version plays from the next matchup after its upload. Skill: mean shots to sink                 the league's <a href="/api/skill/layouts">public layouts</a> against a partner that never hits, ± standard error,                 fewer is better. Defence: mean shots the league's attacker (density, remembering where the bot put its                 ships before) needs to sink the fleets the bot places, ± standard error, more is better</caption>
                <thead><tr><th scope="col" class="num">Version</th><th scope="col">Uploaded</th><th scope="col">Skill</th><th scope="col">Defence</th></tr></thead>
                <tbody>
                %s</tbody></table></div>"""
                .formatted(rows);
    }

    /** The bot's version gates, newest first: each candidate's test against the version that was current. */
    private static String gates(List<GateView> gates) {
        if (gates.isEmpty()) {
            return "";
        }
        StringBuilder rows = new StringBuilder();
        boolean running = false;
        for (GateView g : gates) {
            running |= g.state().equals("running");
            String pool = g.poolResults().stream()
                    .map(r -> "v" + r.version() + " "
                            + interval(
                                    r.pentanomial().stream()
                                            .mapToLong(Long::longValue)
                                            .sum(),
                                    r.elo(),
                                    r.eloLow(),
                                    r.eloHigh()))
                    .reduce((a, b) -> a + ", " + b)
                    .map(results -> "; pool: " + results)
                    .orElse("");
            rows.append(fmt(
                    """
                    <tr class="gate-%s"><td class="num">%d</td><td class="num">%d</td><td><strong>%s</strong>: %s</td><td class="num">%d / %d</td><td>%s</td>
                    <td class="num">%.2f <span class="bounds">(%.2f, %.2f)</span></td><td class="num">%s</td>
                    <td>fails at %s, passes at %s Elo; α %s, β %s, %s%s</td></tr>
                    """,
                    esc(g.state()),
                    g.candidate(),
                    g.baseline(),
                    esc(g.state()),
                    esc(g.verdict()),
                    g.games(),
                    g.maxGames(),
                    g.pentanomial().stream()
                            .map(String::valueOf)
                            .reduce((a, b) -> a + " · " + b)
                            .orElse(""),
                    g.llr(),
                    g.lowerBound(),
                    g.upperBound(),
                    interval(g.pairs(), g.elo(), g.eloLow(), g.eloHigh()),
                    signedBound(g.elo0()),
                    signedBound(g.elo1()),
                    number(g.alpha()),
                    number(g.beta()),
                    esc(g.ruleset()),
                    esc(pool)));
        }
        return """
                <section id="gates" aria-labelledby="gates-h"%s><h2 id="gates-h">Version gates</h2>
                <div class="scroll"><table class="gates"><caption>Each candidate against the version that was current: it becomes current only if it passes</caption>
                <thead><tr><th scope="col" class="num">Candidate</th><th scope="col" class="num">Against</th><th scope="col">State</th>
                <th scope="col" class="num">Games</th><th scope="col">Pairs scoring 0 · ½ · 1 · 1½ · 2</th><th scope="col" class="num">LLR (bounds)</th>
                <th scope="col" class="num">Elo [95%%]</th><th scope="col">Test (H0, H1)</th></tr></thead>
                <tbody>
                %s</tbody></table></div></section>"""
                .formatted(running ? " data-running" : "", rows);
    }

    /**
     * An Elo difference with its 95% interval; once there are pairs, a null end is one the games do not bound: "+∞"
     * rather than a zero-width interval at a made-up number.
     */
    private static String interval(long pairs, Double elo, Double low, Double high) {
        if (pairs == 0) {
            return "–";
        }
        return (elo == null ? (low == null ? "−∞" : "+∞") : fmt("%+.1f", elo)) + " <span class=\"bounds\">["
                + (low == null ? "−∞ (unbounded)" : fmt("%+.1f", low)) + ", "
                + (high == null ? "+∞ (unbounded)" : fmt("%+.1f", high)) + "]</span>";
    }

    private static String signedBound(double value) {
        return (value < 0 ? "−" : "+") + number(Math.abs(value));
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /** The newest version's validation, while it runs or when it refused the version. */
    private static String validation(BotView bot) {
        if (bot.validation() == null) {
            return "";
        }
        return switch (bot.validation().state()) {
            case "validating" ->
                " · version " + bot.validation().version() + " validating on "
                        + esc(bot.validation().ruleset());
            case "refused" ->
                " · version " + bot.validation().version() + " refused: "
                        + esc(bot.validation().detail());
            case "partly-refused" ->
                " · version " + bot.validation().version() + " refused on "
                        + esc(bot.validation().rulesets().stream()
                                .filter(c -> c.state().equals("refused"))
                                .map(c -> c.ruleset())
                                .collect(Collectors.joining(", ")))
                        + " (it plays none of the seasons on it, and the others as usual): "
                        + esc(bot.validation().detail());
            default -> "";
        };
    }

    private static String games(long bot, List<GameView> games) {
        if (games.isEmpty()) {
            return "<p>No games yet.</p>";
        }
        StringBuilder rows = new StringBuilder();
        for (GameView g : games) {
            if (g.botA().id() == g.botB().id()) {
                // a version gate's game: the bot against another of its versions
                String winner = g.winner() == null
                        ? "draw"
                        : "v" + ("A".equals(g.winner()) ? g.botA() : g.botB()).version() + " won";
                rows.append("<tr><td><a href=\"/games/")
                        .append(g.id())
                        .append("\">")
                        .append(g.id())
                        .append("</a></td><td>v")
                        .append(g.botA().version())
                        .append(" against v")
                        .append(g.botB().version())
                        .append(" (gate)</td><td>")
                        .append(winner)
                        .append("</td><td>")
                        .append(esc(g.reason()))
                        .append("</td><td>")
                        .append(time(g.finishedAt()))
                        .append("</td></tr>\n");
                continue;
            }
            boolean isA = g.botA().id() == bot;
            PlayerRef opponent = isA ? g.botB() : g.botA();
            String result = g.winnerBot() == null ? "draw" : g.winnerBot() == bot ? "won" : "lost";
            rows.append("<tr><td><a href=\"/games/")
                    .append(g.id())
                    .append("\">")
                    .append(g.id())
                    .append("</a></td><td>")
                    .append(botLink(opponent.id(), opponent.name()))
                    .append("</td><td>")
                    .append(result)
                    .append("</td><td>")
                    .append(esc(g.reason()))
                    .append("</td><td>")
                    .append(time(g.finishedAt()))
                    .append("</td></tr>\n");
        }
        return """
                <div class="scroll"><table class="games"><caption>The bot's latest games, newest first</caption>
                <thead><tr><th scope="col">Game</th><th scope="col">Opponent</th><th scope="col">Result</th><th scope="col">Reason</th>
                <th scope="col">Finished</th></tr></thead>
                <tbody>
                %s</tbody></table></div>"""
                .formatted(rows);
    }
}
