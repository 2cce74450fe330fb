package io.admiralty.web;

import io.admiralty.league.gate.Gates.GateView;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.standings.Standings.BotSeason;
import io.admiralty.league.validation.Validations.ValidationView;
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

    /** The kinds of games a history download holds (GameKind's words), as the form offers them. */
    private static final String[][] HISTORY_KINDS = {
        {"all", "all games"},
        {"season", "season games"},
        {"validation", "validation games"},
        {"gate", "gate games"},
        {"challenge", "challenge games"},
        {"tournament", "tournament games"}
    };

    private static final String[][] HISTORY_FORMATS = {
        {"ndjson", "NDJSON"}, {"csv", "CSV"}, {"placements-csv", "placements CSV"}
    };

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
                    .append(state(bot, games(context, bot), context.id()))
                    .append("</td><td class=\"skill\">")
                    .append(skill(bot.skill()))
                    .append("</td><td class=\"defence\">")
                    .append(skill(bot.defence()))
                    .append(bot.defence().stream().map(TeamBotsSection::heat).collect(Collectors.joining()))
                    .append("</td><td>")
                    .append(seasons(standings.seasonsOf(bot.id())))
                    .append("</td><td class=\"downloads\">")
                    .append(downloads(bot.id()))
                    .append("</td><td class=\"bot-actions\">")
                    .append(bot.retired() ? "" : challengeable(context, bot))
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

    /** Whether the row will change by itself: a gate running, a validation or a score queued or being played. */
    private static boolean changing(BotView bot) {
        return !bot.retired()
                && (bot.gate() != null
                        || (bot.validation() != null
                                && "validating".equals(bot.validation().state()))
                        || Stream.concat(bot.skill().stream(), bot.defence().stream())
                                .anyMatch(s -> PENDING.contains(s.status())));
    }

    /** What the bot does now, then where its newest version stands when that is not simply playing. */
    private static String state(BotView bot, ValidationView validation, long team) {
        if (bot.retired()) {
            return "retired";
        }
        return playing(bot) + validation(validation, team);
    }

    /** The bot's newest validation, with its games when it refused the version (a list leaves them out). */
    private ValidationView games(TeamContext context, BotView bot) {
        ValidationView validation = bot.validation();
        return validation != null && "refused".equals(validation.state())
                ? bots.get(context.caller(), bot.id()).validation()
                : validation;
    }

    /**
     * The newest version's validation when it says more than "playing": running, or refused (why, and its games'
     * transcripts on the team's own game page).
     */
    static String validation(ValidationView validation, long team) {
        if (validation == null) {
            return "";
        }
        return switch (validation.state()) {
            case "validating" ->
                "<br><span class=\"validating\">v" + validation.version() + " validating against "
                        + Html.esc(validation.opponent()) + "</span>";
            case "refused" ->
                "<br><strong class=\"refused\">v" + validation.version() + " refused</strong>: "
                        + Html.esc(validation.detail())
                        + validation.games().stream()
                                .map(game ->
                                        " <a href=\"/teams/" + team + "/games/" + game + "\">game " + game + "</a>")
                                .collect(Collectors.joining(","));
            default -> "";
        };
    }

    private static String playing(BotView bot) {
        GateView gate = bot.gate();
        if (gate == null) {
            return "playing v" + bot.version() + benched(bot);
        }
        return String.format(
                Locale.ROOT,
                "gating v%d against v%d: %s, LLR %.2f in [%.2f, %.2f]",
                gate.candidate(),
                gate.baseline(),
                Words.count(gate.games(), "game", "games"),
                gate.llr(),
                gate.lowerBound(),
                gate.upperBound());
    }

    /** The seasons the bot is benched in (each bench holds there only), after its state; nothing when none. */
    private static String benched(BotView bot) {
        if (bot.benches().isEmpty()) {
            return "";
        }
        return "; <strong>benched in</strong> "
                + bot.benches().stream()
                        .map(b -> "<a href=\"/seasons/" + b.season() + "\">" + Html.esc(b.seasonName()) + "</a>")
                        .collect(Collectors.joining(", "))
                + " (it plays its other seasons)";
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
                .append(Words.count(score.played(), "layout", "layouts"))
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

    /** The button that lets other teams challenge the bot, or stops them. */
    private static String challengeable(TeamContext context, BotView bot) {
        return "<form method=\"post\" action=\"/teams/" + context.id() + "/bots/" + bot.id()
                + "/challengeable\" class=\"team-form inline\" data-form=\"challengeable-" + bot.id()
                + "\"><input type=\"hidden\" name=\"value\" value=\"" + !bot.challengeable()
                + "\"><button type=\"submit\">"
                + (bot.challengeable() ? "Stop challenges" : "Take challenges") + "</button>"
                + TeamForms.problem(context, "challengeable-" + bot.id(), "") + "</form>"
                + (bot.challengeable() ? " <small>(other teams may challenge it)</small>" : "");
    }

    /**
     * The bot's history as files: its season games as NDJSON and CSV, plain or gzipped, and a small form for the other
     * kinds (gates', challenges', validations' games, or all of them) and the placements; the API's own download,
     * with the session.
     */
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
        html.append("<form method=\"get\" action=\"/api/bots/")
                .append(bot)
                .append("/history\" class=\"history\"><select name=\"kind\" aria-label=\"Games of\">");
        for (String[] kind : HISTORY_KINDS) {
            html.append("<option value=\"")
                    .append(kind[0])
                    .append("\">")
                    .append(kind[1])
                    .append("</option>");
        }
        html.append("</select><select name=\"format\" aria-label=\"As\">");
        for (String[] format : HISTORY_FORMATS) {
            html.append("<option value=\"")
                    .append(format[0])
                    .append("\">")
                    .append(format[1])
                    .append("</option>");
        }
        return html.append("</select><button type=\"submit\">Download</button></form>")
                .toString();
    }
}
