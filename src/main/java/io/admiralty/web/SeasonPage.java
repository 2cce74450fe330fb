package io.admiralty.web;

import static io.admiralty.web.Html.count;
import static io.admiralty.web.Html.esc;
import static io.admiralty.web.Html.rating;
import static io.admiralty.web.Html.time;

import io.admiralty.history.GameViews;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.season.FinalStart;
import io.admiralty.league.season.Finals;
import io.admiralty.league.season.PairingMode;
import io.admiralty.league.season.Rounds.NextRound;
import io.admiralty.league.season.SeasonPhase;
import io.admiralty.league.season.Seasons.FinalView;
import io.admiralty.league.season.Seasons.Progress;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.RankedBot;
import io.admiralty.league.standings.Standings.Standing;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The season list ({@code /}) and one season's page ({@code /seasons/{id}}), rendered on the server. */
final class SeasonPage {

    /** The most bots the crosstable shows (the leaderboard's first). */
    static final int CROSSTABLE_BOTS = 30;

    /**
     * Everything a season's page shows; {@code withdrawn}: the bots taken out of it (off the leaderboard, their games in
     * the crosstable); {@code nextRound} only for an adaptive season, {@code finalTable} only once its final's table is
     * kept.
     */
    /** A season's page: the season, its tables ({@link #tables}), its adaptive plan and its final's table, if any. */
    record Season(SeasonView season, String tables, NextRound nextRound, Finals.FinalResult finalTable) {}

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
        return String.join("\n", leaderboard(data), crosstable(data), recent(data));
    }

    /** What the season's tables are kept as, beside its views. */
    static final String TABLES = "the season page's tables";

    /** A season in the list, with its leader (null before it has bots). */
    record Listed(SeasonView season, Standing leader) {}

    private SeasonPage() {}

    static String list(List<Listed> seasons) {
        StringBuilder rows = new StringBuilder();
        for (Listed listed : seasons) {
            SeasonView s = listed.season();
            Standing leader = listed.leader();
            rows.append("<tr data-season=\"")
                    .append(s.id())
                    .append("\"><th scope=\"row\"><a href=\"/seasons/")
                    .append(s.id())
                    .append("\">")
                    .append(esc(s.name()))
                    .append("</a></th><td data-label=\"Ruleset\">")
                    .append(esc(s.ruleset()))
                    .append("</td><td data-label=\"State\">")
                    .append(state(s))
                    .append("</td><td data-label=\"Progress\">")
                    .append(progress(s.progress()))
                    .append("</td><td data-label=\"Leader\">")
                    .append(
                            leader == null || leader.games() == 0
                                    ? "–"
                                    : botLink(leader.bot().id(), leader.bot().name()) + " <span class=\"num\">"
                                            + rankedRating(leader) + "</span>")
                    .append("</td></tr>\n");
        }
        String table = seasons.isEmpty()
                ? "<p>No seasons yet.</p>"
                : """
                <div class="scroll"><table class="seasons">
                <caption>Every season, newest first</caption>
                <thead><tr><th scope="col">Season</th><th scope="col">Ruleset</th><th scope="col">State</th><th scope="col">Progress</th>
                <th scope="col">Leader</th></tr></thead>
                <tbody>
                %s</tbody></table></div>"""
                        .formatted(rows);
        return Html.document("Seasons", "<h1>Seasons</h1>\n" + table, null);
    }

    static String page(Season data) {
        SeasonView s = data.season();
        String main =
                """
                <h1>%s</h1>
                <p class="meta">%s · %s per matchup · %s</p>
                <p id="live-status" class="live-status" role="status">Updated %s</p>
                <div id="live" data-season="%d">
                %s
                </div>"""
                        .formatted(
                                esc(s.name()),
                                esc(s.ruleset()),
                                count(s.gamesPerMatchup(), "game", "games"),
                                pairing(s),
                                time(Instant.now()),
                                s.id(),
                                live(data));
        return Html.document(s.name(), main, "season.js");
    }

    /** The part of the page that follows the season as it plays (the script swaps it for the server's fresh copy). */
    private static String live(Season data) {
        SeasonView s = data.season();
        return """
                <section aria-labelledby="progress-h"><h2 id="progress-h">Progress</h2>
                <p class="progress-line">%s</p>
                <p class="schedule">%s</p>%s%s</section>
                %s
                %s
                <p class="more"><a href="/seasons/%d/games">Every game of the season</a>, %d a page, newest first</p>"""
                .formatted(
                        progress(s.progress()),
                        schedule(s),
                        contest(s),
                        plan(data.nextRound()),
                        finalTable(data.finalTable()),
                        data.tables(),
                        s.id(),
                        GAMES_A_PAGE);
    }

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

    /** A progress bar of the matchups queued so far, with the counts beside it. */
    static String progress(Progress p) {
        int total = p.queued() + p.running() + p.done() + p.cancelled();
        int finished = p.done() + p.cancelled();
        String counts = finished + " of " + count(total, "matchup", "matchups") + " done"
                + (p.running() > 0 ? ", " + p.running() + " running" : "")
                + (p.queued() > 0 ? ", " + p.queued() + " queued" : "")
                + (p.cancelled() > 0 ? " (" + p.cancelled() + " cancelled)" : "") + " · "
                + count(p.games(), "game", "games") + " played";
        return "<progress max=\"" + Math.max(total, 1) + "\" value=\"" + finished
                + "\" aria-label=\"matchups done\"></progress> <span class=\"counts\">" + counts + "</span>";
    }

    private static String pairing(SeasonView s) {
        return (s.pairingMode() == PairingMode.ADAPTIVE
                        ? "adaptive pairing, at most " + count(s.budget(), "matchup", "matchups") + " per bot a round"
                        : "round robin")
                + (s.duplicate() ? ", duplicate deals (each deal played twice, the seats swapped)" : "");
    }

    private static String schedule(SeasonView s) {
        if (s.closedAt() != null) {
            return "Closed " + time(s.closedAt()) + ": no more rounds.";
        }
        String cron = s.schedule() == null
                ? "No schedule: rounds are queued by the organiser."
                : "Schedule <code>" + esc(s.schedule()) + "</code>"
                        + (s.paused() ? "" : ", next round " + time(s.nextRoundAt())) + ".";
        return (s.paused()
                        ? "<strong>Paused</strong>: no round is queued and no matchup starts until the organiser resumes it. "
                        : "")
                + cron + " " + count(s.rounds(), "round", "rounds") + " so far, " + count(s.entries(), "bot", "bots")
                + " entered.";
    }

    /** The season's deadline and final, in words; "" when it has neither. */
    static String contest(SeasonView s) {
        StringBuilder out = new StringBuilder();
        if (s.deadline() != null) {
            out.append(
                    s.seasonPhase().freezesVersions()
                            ? "Submissions closed " + time(s.deadline()) + ": entries and their versions are frozen. "
                            : "Submissions close " + time(s.deadline())
                                    + ": after it no bot enters or leaves, and each plays the version it has then. ");
        }
        FinalView plan = s.finalPlan();
        if (plan != null) {
            String games = count(plan.gamesPerMatchup(), "game", "games") + " per matchup";
            out.append(
                    switch (plan.finalState()) {
                        case KEPT -> "<strong>Final</strong> played (" + games + "): its table below is the result.";
                        case PLAYING ->
                            "<strong>Final</strong> playing: a round robin of " + games
                                    + "; its table is the season's result.";
                        case PLANNED ->
                            "Final: a round robin of " + games + ", "
                                    + (plan.finalStart() == FinalStart.DEADLINE
                                            ? "at the deadline."
                                            : "when the organiser starts it.");
                    });
        }
        return out.isEmpty() ? "" : "\n<p class=\"contest\">" + out.toString().strip() + "</p>";
    }

    /** The final's table as kept: the season's result. */
    private static String finalTable(Finals.FinalResult result) {
        if (result == null) {
            return "";
        }
        StringBuilder body = new StringBuilder();
        for (Finals.FinalRow r : result.table()) {
            body.append(r.notPlayed() == null ? "<tr>" : "<tr class=\"not-played\">")
                    .append("<td class=\"num\">")
                    .append(r.place() == null ? "–" : r.place().toString())
                    .append("</td><th scope=\"row\">")
                    .append(botLink(r.botId(), r.botName()))
                    .append("</th><td>")
                    .append(esc(r.teamName()))
                    .append("</td><td class=\"num\">")
                    .append(r.version() == null ? "–" : r.version().toString())
                    .append("</td>");
            if (r.notPlayed() != null) {
                // a bot entered that the final left out: why, where its points and games would be
                body.append("<td colspan=\"6\" class=\"why\">")
                        .append(esc(r.notPlayed()))
                        .append("</td></tr>\n");
                continue;
            }
            body.append("<td class=\"num\">").append(points(r.points())).append("</td>");
            for (int n : new int[] {r.games(), r.wins(), r.losses(), r.draws(), r.forfeits()}) {
                body.append("<td class=\"num\">").append(n).append("</td>");
            }
            body.append("</tr>\n");
        }
        return """
                <section aria-labelledby="final-h"><h2 id="final-h">Final</h2>
                <div class="scroll"><table class="final">
                <caption>The season's result: its final, %s per matchup, kept %s; a win is a point, a draw half; equal points share a place</caption>
                <thead><tr><th class="num" scope="col">Place</th><th scope="col">Bot</th><th scope="col">Team</th><th class="num" scope="col">Version</th>
                <th class="num" scope="col">Points</th><th class="num" scope="col">Games</th><th class="num" scope="col">Won</th><th class="num" scope="col">Lost</th>
                <th class="num" scope="col">Drawn</th><th class="num" scope="col">Forfeits</th></tr></thead>
                <tbody>
                %s</tbody></table></div>
                <p>Download: <a href="/api/seasons/%d/final.csv">CSV</a> · <a href="/api/seasons/%d/final">JSON</a></p></section>"""
                .formatted(
                        count(result.gamesPerMatchup(), "game", "games"),
                        time(result.keptAt()),
                        body,
                        result.season(),
                        result.season());
    }

    /** What an adaptive season's next round would play, so the organiser sees why bots meet. */
    private static String plan(NextRound next) {
        if (next == null) {
            return "";
        }
        String pairs = next.pairs().stream()
                .map(m -> esc(m.botAName()) + " v " + esc(m.botBName()))
                .collect(Collectors.joining(", "));
        return "\n<p class=\"plan\">Next round, " + count(next.matchups(), "matchup", "matchups")
                + (next.matchups() > next.pairs().size() ? ", the first" : "") + ": "
                + (pairs.isEmpty() ? "none" : pairs) + "</p>";
    }

    private static String leaderboard(Tables data) {
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
        // movement and the Elo mark mean something once a fit exists: before the first refit every row is by Elo
        boolean fitted = rows.stream().anyMatch(r -> r.mle() != null);
        StringBuilder body = new StringBuilder();
        for (Standing r : rows) {
            body.append("<tr><td class=\"num\">").append(r.rank());
            if (fitted && r.mle() == null) {
                body.append(
                        " <abbr class=\"by-elo\" title=\"placed by its Elo: the latest fit has not seen this bot yet; "
                                + "the next refit places it\">Elo</abbr>");
            }
            body.append("</td>");
            if (fitted) {
                body.append("<td class=\"move\">")
                        .append(movement(r.previousRank(), r.rank()))
                        .append("</td>");
            }
            body.append("<th scope=\"row\">")
                    .append(botLink(r.bot().id(), r.bot().name()))
                    .append(
                            r.bot().retired()
                                    ? " <small>(retired)</small>"
                                    : r.notPlaying() != null
                                            ? " <small class=\"not-playing\">("
                                                    + (r.benched() != null ? "benched" : "not playing") + ")</small>"
                                            : "")
                    .append("</th><td>")
                    .append(esc(r.bot().team().name()))
                    .append("</td><td class=\"num\">")
                    .append(rating(r.elo()))
                    .append("</td><td class=\"mle\">")
                    .append(mle(r, low, high))
                    .append("</td><td class=\"num skill\">")
                    .append(Html.skill(r.skill()))
                    .append("</td><td class=\"num defence\">")
                    .append(Html.skill(r.defence()))
                    .append("</td>");
            for (int n : new int[] {r.games(), r.wins(), r.losses(), r.draws(), r.forfeits()}) {
                body.append("<td class=\"num\">").append(n).append("</td>");
            }
            body.append("</tr>\n");
        }
        int columns = fitted ? 13 : 12;
        return """
                <section aria-labelledby="board-h"><h2 id="board-h">Leaderboard</h2>
                <div class="scroll"><table class="leaderboard">
                <caption>Bots by %s; MLE: the season-wide maximum-likelihood rating after the last complete round, its bar the 95%% interval</caption>
                <thead><tr><th class="num" scope="col">Rank</th>%s<th scope="col">Bot</th><th scope="col">Team</th><th class="num" scope="col">Elo</th>
                <th scope="col">MLE (95%%)</th><th class="num" scope="col"><abbr title="the current version's mean shots to sink the league's layouts against a partner that never hits, ± standard error; fewer is better">Skill</abbr></th><th class="num" scope="col"><abbr title="the current version's mean shots the league's attacker needs to sink the fleets it places, ± standard error; more is better">Defence</abbr></th><th class="num" scope="col">Games</th><th class="num" scope="col">Won</th><th class="num" scope="col">Lost</th>
                <th class="num" scope="col">Drawn</th><th class="num" scope="col">Forfeits</th></tr></thead>
                <tbody>
                %s</tbody></table></div>%s</section>"""
                .formatted(
                        fitted
                                ? "their MLE (a bot the fit has not seen yet by its Elo, marked Elo); ± places moved since the table before the latest refit"
                                : "Elo until the first round is complete, then by their MLE",
                        fitted
                                ? "<th scope=\"col\"><abbr title=\"places moved since the table before the latest refit\">±</abbr></th>"
                                : "",
                        rows.isEmpty() ? "<tr><td colspan=\"" + columns + "\">No bots entered yet.</td></tr>\n" : body,
                        notPlaying(rows) + withdrawn(data.withdrawn()));
    }

    /**
     * The bots on the table that the season's next round (and its final) would leave out, each with why, under the
     * table: a bench or a refusal here, never another season's.
     */
    private static String notPlaying(List<Standing> rows) {
        List<Standing> out = rows.stream()
                .filter(r -> r.notPlaying() != null && !r.bot().retired())
                .toList();
        if (out.isEmpty()) {
            return "";
        }
        return "\n<ul class=\"not-playing\" aria-label=\"Bots this season does not play\">"
                + out.stream()
                        .map(r -> "<li>" + botLink(r.bot().id(), r.bot().name()) + " does not play here: "
                                + esc(r.notPlaying()) + "</li>")
                        .collect(Collectors.joining())
                + "</ul>";
    }

    /** The bots withdrawn from the season, under its table: they left it, and their games stay. */
    private static String withdrawn(List<RankedBot> bots) {
        if (bots.isEmpty()) {
            return "";
        }
        return "\n<p class=\"withdrawn\">Withdrawn, off the table (their games stay in the crosstable and the histories): "
                + bots.stream()
                        .map(b -> botLink(b.id(), b.name()) + " <small>("
                                + esc(b.team().name()) + ")</small>")
                        .collect(Collectors.joining(", "))
                + "</p>";
    }

    /** The rating a row is ranked by, named: "MLE 1712" once the fit has seen the bot, "Elo 1540" before. */
    private static String rankedRating(Standing r) {
        return r.mle() == null ? "Elo " + rating(r.elo()) : "MLE " + rating(r.mle());
    }

    private static String movement(Integer before, int now) {
        if (before == null) {
            return "<span class=\"new\">new</span>";
        }
        int up = before - now;
        if (up == 0) {
            return "<span aria-label=\"no change\">–</span>";
        }
        return up > 0
                ? "<span class=\"up\" aria-label=\"up " + up + "\">▲" + up + "</span>"
                : "<span class=\"down\" aria-label=\"down " + -up + "\">▼" + -up + "</span>";
    }

    /** The MLE with its 95% interval drawn as a bar on the scale of the whole leaderboard's intervals. */
    private static String mle(Standing r, double low, double high) {
        if (r.mle() == null) {
            return "–";
        }
        double span = Math.max(high - low, 1);
        double from = 100 * (r.mleLow() - low) / span;
        double width = Math.max(100 * (r.mleHigh() - r.mleLow()) / span, 1);
        double at = 100 * (r.mle() - low) / span;
        return String.format(
                        Locale.ROOT,
                        "<span class=\"mle-bar\" aria-hidden=\"true\"><span class=\"mle-range\" "
                                + "style=\"left:%.1f%%;width:%.1f%%\"></span><span class=\"mle-point\" style=\"left:%.1f%%\"></span></span>",
                        from,
                        width,
                        at)
                + "<span class=\"num\">" + rating(r.mle()) + "</span> <small>" + rating(r.mleLow()) + "–"
                + rating(r.mleHigh())
                + (r.mleRegularised() ? ", prior" : "") + "</small>";
    }

    /** One row and column of the crosstable: a ranked bot ("3") or a withdrawn one ("–", and said in its row). */
    private record Seat(long id, String name, String label, boolean withdrawn) {}

    /**
     * Every pair's score, as a chess tournament's crosstable: a win is 1, a draw ½, rows and columns in leaderboard
     * order, then the withdrawn bots that played (their games were played, so they stay in it).
     */
    private static String crosstable(Tables data) {
        Map<String, HeadToHead> pairs = new HashMap<>();
        Set<Long> met = new HashSet<>();
        data.headToHead().forEach(h -> {
            pairs.put(h.bot() + ":" + h.opponent(), h);
            met.add(h.bot());
        });
        List<Seat> bots = Stream.concat(
                        data.leaderboard().stream()
                                .map(r -> new Seat(r.bot().id(), r.bot().name(), Integer.toString(r.rank()), false)),
                        data.withdrawn().stream()
                                .filter(b -> met.contains(b.id()))
                                .map(b -> new Seat(b.id(), b.name(), "–", true)))
                .limit(CROSSTABLE_BOTS)
                .toList();
        if (bots.size() < 2) {
            return "";
        }
        StringBuilder head = new StringBuilder("<th scope=\"col\">Bot</th>");
        for (Seat b : bots) {
            head.append("<th scope=\"col\" class=\"num\"><abbr title=\"")
                    .append(esc(b.name()))
                    .append(b.withdrawn() ? " (withdrawn)" : "")
                    .append("\">")
                    .append(b.label())
                    .append("</abbr></th>");
        }
        head.append("<th scope=\"col\" class=\"num\">Score</th>");
        StringBuilder body = new StringBuilder();
        for (Seat row : bots) {
            body.append("<tr")
                    .append(row.withdrawn() ? " class=\"withdrawn\"" : "")
                    .append("><th scope=\"row\">")
                    .append(row.label())
                    .append(". ")
                    .append(esc(row.name()))
                    .append(row.withdrawn() ? " <small>(withdrawn)</small>" : "")
                    .append("</th>");
            int won = 0;
            int drawn = 0;
            int played = 0;
            for (Seat column : bots) {
                HeadToHead h = pairs.get(row.id() + ":" + column.id());
                if (column == row) {
                    body.append("<td class=\"self\" aria-label=\"itself\">×</td>");
                } else if (h == null) {
                    body.append("<td class=\"num\" aria-label=\"not met\">·</td>");
                } else {
                    int games = h.wins() + h.losses() + h.draws();
                    won += h.wins();
                    drawn += h.draws();
                    played += games;
                    body.append("<td class=\"num\" title=\"")
                            .append(esc(row.name()))
                            .append(" against ")
                            .append(esc(column.name()))
                            .append(": ")
                            .append(h.wins())
                            .append(" won, ")
                            .append(h.losses())
                            .append(" lost, ")
                            .append(h.draws())
                            .append(" drawn\">")
                            .append(score(h.wins(), h.draws()))
                            .append("<small>/")
                            .append(games)
                            .append("</small></td>");
                }
            }
            body.append("<td class=\"num\"><strong>")
                    .append(score(won, drawn))
                    .append("</strong><small>/")
                    .append(played)
                    .append("</small></td></tr>\n");
        }
        return """
                <section aria-labelledby="cross-h"><h2 id="cross-h">Crosstable</h2>
                <div class="scroll"><table class="crosstable">
                <caption>Each row's score against each column's bot (a win 1, a draw ½) out of the games they played%s</caption>
                <thead><tr>%s</tr></thead>
                <tbody>
                %s</tbody></table></div></section>"""
                .formatted(
                        data.leaderboard().size() > CROSSTABLE_BOTS
                                ? "; the leaderboard's first " + CROSSTABLE_BOTS + " bots"
                                : "",
                        head,
                        body);
    }

    /** Points as a chess table writes them: 58, 57½ (a win is a point, a draw half). */
    static String points(double points) {
        double halves = points * 2;
        if (halves != Math.rint(halves)) {
            return String.format(Locale.ROOT, "%.1f", points);
        }
        long whole = (long) Math.floor(points);
        return halves % 2 == 0 ? Long.toString(whole) : (whole == 0 ? "" : Long.toString(whole)) + "½";
    }

    /** A score with halves: 7½. */
    static String score(int wins, int draws) {
        int whole = wins + draws / 2;
        return draws % 2 == 0 ? Integer.toString(whole) : (whole == 0 ? "" : Integer.toString(whole)) + "½";
    }

    private static String recent(Tables data) {
        if (data.recentGames().isEmpty()) {
            return "<section aria-labelledby=\"recent-h\"><h2 id=\"recent-h\">Recent games</h2><p>No games yet.</p></section>";
        }
        return "<section aria-labelledby=\"recent-h\"><h2 id=\"recent-h\">Recent games</h2>\n"
                + games("The season's latest games, newest first", data.recentGames()) + "</section>";
    }

    /** A table of games, each with its replay, both bots, the result and when it finished. */
    private static String games(String caption, List<GameView> games) {
        StringBuilder rows = new StringBuilder();
        for (GameView g : games) {
            rows.append("<tr><td><a href=\"/games/")
                    .append(g.id())
                    .append("\">")
                    .append(g.id())
                    .append("</a></td><td>")
                    .append(botLink(g.botA().id(), g.botA().name()))
                    .append(" v ")
                    .append(botLink(g.botB().id(), g.botB().name()))
                    .append("</td><td>")
                    .append(GamePage.result(g))
                    .append("</td><td>")
                    .append(esc(g.reason()))
                    .append("</td><td>")
                    .append(time(g.finishedAt()))
                    .append("</td></tr>\n");
        }
        return """
                <div class="scroll"><table class="games">
                <caption>%s</caption>
                <thead><tr><th scope="col">Game</th><th scope="col">Bots (A v B)</th><th scope="col">Result</th><th scope="col">Reason</th>
                <th scope="col">Finished</th></tr></thead>
                <tbody>
                %s</tbody></table></div>"""
                .formatted(esc(caption), rows);
    }

    /** Games the season's games page shows at once. */
    static final int GAMES_A_PAGE = 50;

    /**
     * Every game of a season, a page at a time, newest first ({@code /seasons/{id}/games}): {@code after} is the cursor
     * the page came from (null for the first), {@code page} the page's games with the next page's cursor.
     */
    static String gamesPage(SeasonView s, String after, GameViews.GamePage page) {
        StringBuilder main = new StringBuilder("<p class=\"meta\"><a href=\"/seasons/")
                .append(s.id())
                .append("\">")
                .append(esc(s.name()))
                .append("</a></p>\n<h1>Games of ")
                .append(esc(s.name()))
                .append("</h1>\n");
        if (page.games().isEmpty()) {
            main.append(after == null ? "<p>No games yet.</p>\n" : "<p>No older games.</p>\n");
        } else {
            main.append(games(
                    (after == null ? "The newest games" : "Older games") + ", "
                            + count(page.games().size(), "game", "games") + ", newest first",
                    page.games()));
        }
        main.append("<nav class=\"pages\" aria-label=\"Pages\">");
        if (after != null) {
            main.append("<a href=\"/seasons/").append(s.id()).append("/games\">Newest games</a> ");
        }
        if (page.hasNextPage()) {
            main.append("<a rel=\"next\" href=\"/seasons/")
                    .append(s.id())
                    .append("/games?after=")
                    .append(esc(java.net.URLEncoder.encode(page.endCursor(), java.nio.charset.StandardCharsets.UTF_8)))
                    .append("\">Older games</a>");
        }
        main.append("</nav>\n");
        return Html.document("Games of " + s.name(), main.toString(), null);
    }

    static String botLink(long id, String name) {
        return "<a href=\"/bots/" + id + "\">" + esc(name) + "</a>";
    }
}
