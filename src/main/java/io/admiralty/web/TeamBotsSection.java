package io.admiralty.web;

import io.admiralty.league.gate.Gates.GateView;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.standings.Standings.BotSeason;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The team's bots: kind, dialect, current version, state (playing, gating, retired), skill and defence scores with the
 * heat map of where the bot's ships sat in its defence games (the team's own view of its bot), the seasons each is in; retiring and bringing back; the history downloads. Its table is live: while a gate runs or a score is being
 * worked out, team.js renders it again every few seconds.
 */
@ApplicationScoped
class TeamBotsSection implements TeamSection {

    /** Skill score states that will change by themselves. */
    private static final Set<String> PENDING = Set.of("queued", "running");

    private final BotProfiles bots;
    private final Standings standings;

    TeamBotsSection(BotProfiles bots, Standings standings) {
        this.bots = bots;
        this.standings = standings;
    }

    @Override
    public int order() {
        return 100;
    }

    @Override
    public String render(TeamContext context) {
        List<BotView> own = bots.list(context.caller(), context.id());
        StringBuilder html = new StringBuilder("<section id=\"bots\" aria-labelledby=\"bots-h\" data-live-part");
        if (own.stream().anyMatch(TeamBotsSection::changing)) {
            html.append(" data-live");
        }
        html.append("><h2 id=\"bots-h\">Bots</h2>\n");
        if (own.isEmpty()) {
            return html.append("<p>No bots yet: register the first one below.</p>\n</section>\n")
                    .toString();
        }
        html.append(
                """
                <div class="scroll"><table class="team-bots">
                <thead><tr><th scope="col">Bot</th><th scope="col">Kind</th><th scope="col">Dialect</th>\
                <th scope="col" class="num">Version</th><th scope="col">State</th><th scope="col">Skill</th>\
                <th scope="col">Defence</th>\
                <th scope="col">Seasons</th><th scope="col">History</th><th scope="col"></th></tr></thead>
                <tbody>
                """);
        for (BotView bot : own) {
            html.append("<tr data-bot=\"")
                    .append(bot.id())
                    .append("\"><th scope=\"row\"><a href=\"/bots/")
                    .append(bot.id())
                    .append("\">")
                    .append(Html.esc(bot.name()))
                    .append("</a></th><td>")
                    .append(Html.esc(bot.kind()))
                    .append("</td><td>")
                    .append(bot.dialect() == null ? "–" : Html.esc(bot.dialect()))
                    .append("</td><td class=\"num\">")
                    .append(bot.version())
                    .append("</td><td class=\"state\">")
                    .append(state(bot))
                    .append("</td><td class=\"skill\">")
                    .append(skill(bot.skill()))
                    .append("</td><td class=\"defence\">")
                    .append(skill(bot.defence()))
                    .append(bot.defence().stream().map(TeamBotsSection::heat).collect(Collectors.joining()))
                    .append("</td><td>")
                    .append(seasons(standings.seasonsOf(bot.id())))
                    .append("</td><td class=\"downloads\">")
                    .append(downloads(bot.id()))
                    .append("</td><td>")
                    .append(
                            bot.retired()
                                    ? TeamForms.button(
                                            context,
                                            "unretire-" + bot.id(),
                                            "/teams/" + context.id() + "/bots/" + bot.id() + "/unretire",
                                            "Bring back")
                                    : TeamForms.button(
                                            context,
                                            "retire-" + bot.id(),
                                            "/teams/" + context.id() + "/bots/" + bot.id() + "/retire",
                                            "Retire"))
                    .append("</td></tr>\n");
        }
        return html.append("</tbody></table></div>\n</section>\n").toString();
    }

    /** Whether the row will change by itself: a gate running, a score queued or being played. */
    private static boolean changing(BotView bot) {
        return !bot.retired()
                && (bot.gate() != null
                        || Stream.concat(bot.skill().stream(), bot.defence().stream())
                                .anyMatch(s -> PENDING.contains(s.status())));
    }

    private static String state(BotView bot) {
        if (bot.retired()) {
            return "retired";
        }
        GateView gate = bot.gate();
        if (gate == null) {
            return "playing";
        }
        return String.format(
                Locale.ROOT,
                "gating v%d against v%d: %s, LLR %.2f in [%.2f, %.2f]",
                gate.candidate(),
                gate.baseline(),
                Html.count(gate.games(), "game", "games"),
                gate.llr(),
                gate.lowerBound(),
                gate.upperBound());
    }

    private static String skill(List<SkillView> scores) {
        if (scores.isEmpty()) {
            return "–";
        }
        StringBuilder html = new StringBuilder();
        for (SkillView score : scores) {
            html.append(html.isEmpty() ? "" : "<br>")
                    .append(Html.esc(score.ruleset()))
                    .append(": ")
                    .append(Html.skill(score));
        }
        return html.toString();
    }

    /**
     * A defence score's heat map: per cell, in how many of the layouts played the bot put a ship there, shaded by that
     * share (a random placer's cells are each covered in about a sixth of its layouts on the classic board, the
     * centre's a little more; a bot that always places the same way shows its fleet in full); nothing when there is
     * none to show.
     */
    static String heat(SkillView score) {
        if (score.heat() == null || score.played() == 0) {
            return "";
        }
        StringBuilder html = new StringBuilder()
                .append("<details class=\"heat\"><summary>Where its ships sat, ")
                .append(Html.esc(score.ruleset()))
                .append("</summary><table class=\"heat\"><caption>In how many of ")
                .append(Html.count(score.played(), "layout", "layouts"))
                .append(" of version ")
                .append(score.version())
                .append(" a ship covered each cell</caption><tbody>\n");
        for (List<Integer> row : score.heat()) {
            html.append("<tr>");
            for (int count : row) {
                html.append("<td class=\"h")
                        .append(shade(count, score.played()))
                        .append("\">")
                        .append(count)
                        .append("</td>");
            }
            html.append("</tr>\n");
        }
        return html.append("</tbody></table></details>").toString();
    }

    /** The shade of a cell a ship covered in {@code count} of {@code layouts}: 0 never, 4 in more than half. */
    static int shade(int count, int layouts) {
        double share = (double) count / layouts;
        return count == 0 ? 0 : share <= 0.1 ? 1 : share <= 0.25 ? 2 : share <= 0.5 ? 3 : 4;
    }

    private static String seasons(List<BotSeason> entered) {
        if (entered.isEmpty()) {
            return "none";
        }
        StringBuilder html = new StringBuilder();
        for (BotSeason season : entered) {
            html.append(html.isEmpty() ? "" : ", ")
                    .append("<a href=\"/seasons/")
                    .append(season.season())
                    .append("\">")
                    .append(Html.esc(season.seasonName()))
                    .append("</a>")
                    .append(season.withdrawn() ? " <small>(withdrawn)</small>" : "");
        }
        return html.toString();
    }

    /** The bot's history as files: NDJSON and CSV, plain or gzipped (the API's own download, with the session). */
    private static String downloads(long bot) {
        StringBuilder html = new StringBuilder();
        for (String format : List.of("ndjson", "csv")) {
            for (boolean gzip : List.of(false, true)) {
                html.append("<a class=\"button\" download href=\"/api/bots/")
                        .append(bot)
                        .append("/history?format=")
                        .append(format)
                        .append(gzip ? "&amp;compression=gzip" : "")
                        .append("\">")
                        .append(format.toUpperCase(Locale.ROOT))
                        .append(gzip ? ".gz" : "")
                        .append("</a> ");
            }
        }
        return html.toString();
    }
}
