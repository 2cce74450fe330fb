package io.admiralty.web;

import static io.admiralty.web.Html.count;
import static io.admiralty.web.Html.esc;
import static io.admiralty.web.Html.time;

import io.admiralty.league.account.TeamAccess.TeamView;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.SchedulePreview;
import io.admiralty.league.season.Seasons.EntryView;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.trouble.Trouble;
import io.admiralty.league.trouble.Trouble.BrokenBot;
import io.admiralty.league.trouble.Trouble.ForfeitingBot;
import io.admiralty.league.trouble.Trouble.InstanceWork;
import io.admiralty.league.trouble.Trouble.ReasonCount;
import io.admiralty.league.trouble.Trouble.Waiting;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The organiser's console, rendered on the server: what is going wrong ({@code /admin}), teams ({@code /admin/teams})
 * and seasons ({@code /admin/seasons}, one season's controls and entries). Every form posts to /admin; a refused one
 * comes back with what was typed and the reason beside its field ({@link Form}).
 */
final class AdminPage {

    /** What the console says after a change it made, named in the address it goes back to (never typed text). */
    enum Done {
        PAUSED("The season is paused: no round is queued and no matchup starts until you resume it."),
        RESUMED("The season is resumed."),
        CLOSED("The season is closed: it plays no more rounds."),
        SCHEDULED("The schedule is changed."),
        ENTERED("The bot is entered."),
        WITHDRAWN("The bot is withdrawn: it plays none of the next rounds."),
        CREATED("The season is made: enter bots, then queue a round or let the schedule do it."),
        DISABLED("The team is disabled: its tokens and its members' sessions no longer work, its bots are retired."),
        ENABLED("The team is enabled again (its bots stay retired until its team brings them back)."),
        RENAMED("The team is renamed.");

        final String text;

        Done(String text) {
            this.text = text;
        }

        static Done named(String name) {
            for (Done done : values()) {
                if (done.name().equalsIgnoreCase(name)) {
                    return done;
                }
            }
            return null;
        }
    }

    /** What a change shows once (a team's new token, an invite link, a queued round): never in an address. */
    record Shown(String title, String text, String secret) {}

    private AdminPage() {}

    static String document(String title, String main) {
        return Html.document(
                title,
                """
                <div class="console-page">
                <nav class="console" aria-label="Console"><a href="/admin">What is going wrong</a> \
                <a href="/admin/teams">Teams</a> <a href="/admin/seasons">Seasons</a> \
                <a href="/admin/seasons/new">New season</a></nav>
                """
                        + main
                        + "</div>\n",
                "admin.js");
    }

    static String forbidden() {
        return Html.document(
                "Organisers only",
                "<h1>Organisers only</h1>\n<p>The console is for the league's organisers. <a href=\"/sign-in\">Your"
                        + " account</a> · <a href=\"/\">Every season</a></p>\n",
                null);
    }

    // --- what is going wrong

    static String trouble(Trouble.Report report) {
        StringBuilder main = new StringBuilder("<h1>What is going wrong</h1>\n<p class=\"meta\">As of ")
                .append(time(report.at()))
                .append("; forfeits since ")
                .append(time(report.since()))
                .append(".</p>\n");
        main.append("<section aria-labelledby=\"queue\"><h2 id=\"queue\">Work queue</h2>\n");
        if (report.waiting().isEmpty()) {
            main.append("<p>Nothing waits.</p>\n");
        } else {
            main.append(table(
                    "Work waiting, by kind",
                    "<th scope=\"col\">Kind</th><th scope=\"col\" class=\"num\">Waiting</th>"
                            + "<th scope=\"col\" class=\"num\">Of paused seasons</th>",
                    report.waiting().stream().map(AdminPage::waiting).toList()));
        }
        if (report.running().isEmpty()) {
            main.append("<p>No instance is running anything.</p>\n");
        } else {
            main.append(table(
                    "Running, by instance",
                    "<th scope=\"col\">Instance</th><th scope=\"col\">Kind</th><th scope=\"col\" class=\"num\">Running</th>"
                            + "<th scope=\"col\" class=\"num\">Lease ran out</th><th scope=\"col\">Oldest started</th>",
                    report.running().stream().map(AdminPage::running).toList()));
        }
        main.append(
                "</section>\n<section aria-labelledby=\"forfeits\"><h2 id=\"forfeits\">Forfeits of the last hour</h2>\n");
        if (report.forfeitsByReason().isEmpty()) {
            main.append("<p>No game was forfeited in the last hour.</p>\n");
        } else {
            main.append(table(
                    "By reason",
                    "<th scope=\"col\">Reason</th><th scope=\"col\" class=\"num\">Games</th>",
                    report.forfeitsByReason().stream().map(AdminPage::reason).toList()));
            main.append(table(
                    "By bot, most first",
                    "<th scope=\"col\">Bot</th><th scope=\"col\">Team</th><th scope=\"col\" class=\"num\">Games</th>"
                            + "<th scope=\"col\">Reasons</th><th scope=\"col\">Latest</th>",
                    report.forfeitsByBot().stream().map(AdminPage::forfeiting).toList()));
        }
        main.append("</section>\n<section aria-labelledby=\"broken\"><h2 id=\"broken\">Bots that forfeited every game"
                + " of their last matchup</h2>\n");
        if (report.broken().isEmpty()) {
            main.append("<p>None: every playing bot finished a game of its last matchup.</p>\n");
        } else {
            main.append(table(
                    "Playing bots whose last matchup was all forfeits, latest first",
                    "<th scope=\"col\">Bot</th><th scope=\"col\">Team</th><th scope=\"col\">Matchup</th>"
                            + "<th scope=\"col\" class=\"num\">Games</th><th scope=\"col\">Reasons</th>"
                            + "<th scope=\"col\">Transcripts</th><th scope=\"col\">Ended</th>",
                    report.broken().stream().map(AdminPage::broken).toList()));
        }
        main.append("</section>\n");
        return document("Console", main.toString());
    }

    private static String waiting(Waiting w) {
        return "<th scope=\"row\">" + esc(w.kind()) + "</th><td class=\"num\">" + w.queued() + "</td><td class=\"num\">"
                + w.held() + "</td>";
    }

    private static String running(InstanceWork w) {
        return "<th scope=\"row\">" + esc(w.instance()) + "</th><td>" + esc(w.kind()) + "</td><td class=\"num\">"
                + w.running() + "</td><td class=\"num\">" + w.overdue() + "</td><td>" + time(w.oldest()) + "</td>";
    }

    private static String reason(ReasonCount r) {
        return "<th scope=\"row\">" + esc(r.reason()) + "</th><td class=\"num\">" + r.games() + "</td>";
    }

    private static String forfeiting(ForfeitingBot b) {
        return "<th scope=\"row\">" + SeasonPage.botLink(b.botId(), b.botName()) + "</th><td>" + esc(b.teamName())
                + "</td><td class=\"num\">" + b.games() + "</td><td>" + esc(b.reasons()) + "</td><td>"
                + gameLinks(b.lastGame()) + "</td>";
    }

    private static String broken(BrokenBot b) {
        return "<th scope=\"row\">" + SeasonPage.botLink(b.botId(), b.botName()) + "</th><td>" + esc(b.teamName())
                + "</td><td>" + b.matchupId() + "</td><td class=\"num\">" + b.games() + "</td><td>" + esc(b.reasons())
                + "</td><td>first: " + gameLinks(b.firstGame())
                + (b.lastGame() != b.firstGame() ? "; last: " + gameLinks(b.lastGame()) : "") + "</td><td>"
                + time(b.finishedAt()) + "</td>";
    }

    /** A game's replay and its transcripts (the API's game, which shows the organiser every transcript). */
    private static String gameLinks(long game) {
        return "<a href=\"/games/" + game + "\">game " + game + "</a> (<a href=\"/api/games/" + game
                + "\">transcript</a>)";
    }

    private static String table(String caption, String head, List<String> rows) {
        StringBuilder out = new StringBuilder("<div class=\"scroll\"><table class=\"console\"><caption>")
                .append(esc(caption))
                .append("</caption>\n<thead><tr>")
                .append(head)
                .append("</tr></thead>\n<tbody>\n");
        for (String row : rows) {
            out.append("<tr>").append(row).append("</tr>\n");
        }
        return out.append("</tbody></table></div>\n").toString();
    }

    // --- teams

    /**
     * The teams page: what a change shows once, the new-team form, and each team's card with its forms; a refused
     * rename comes back in {@code renames} under the team's id.
     */
    static String teams(List<TeamView> teams, Shown shown, Done done, Form newTeam, Map<Long, Form> renames) {
        StringBuilder main =
                new StringBuilder("<h1>Teams</h1>\n").append(shown(shown)).append(done(done));
        main.append("<form method=\"post\" action=\"/admin/teams\" class=\"console-form inline\">\n")
                .append(newTeam.alert())
                .append(newTeam.input("new-team", "New team's name", "name", "required maxlength=\"64\"", null))
                .append("<button type=\"submit\">Create the team</button></form>\n");
        if (teams.isEmpty()) {
            main.append("<p>No teams yet.</p>\n");
        }
        main.append("<div class=\"cards\">\n");
        for (TeamView team : teams) {
            Form rename = renames.getOrDefault(team.id(), Form.empty().preset("name", team.name()));
            String action = "/admin/teams/" + team.id();
            main.append("<article class=\"card\" data-team=\"")
                    .append(team.id())
                    .append("\"><h2>")
                    .append(esc(team.name()))
                    .append(team.disabled() ? " <small>(disabled)</small>" : "")
                    .append("</h2>\n<p class=\"meta\">")
                    .append(count(team.members(), "member", "members"))
                    .append(", ")
                    .append(count(team.tokens(), "API token", "API tokens"))
                    .append("; made ")
                    .append(time(team.createdAt()))
                    .append("</p>\n<form method=\"post\" action=\"")
                    .append(action)
                    .append("/invites\" class=\"inline\"><label>Uses <input type=\"number\" name=\"uses\" min=\"1\""
                            + " max=\"100\" value=\"1\"></label> <label>Hours <input type=\"number\" name=\"hours\""
                            + " min=\"1\" max=\"720\" value=\"168\"></label> <button type=\"submit\">Make an invite"
                            + " link</button></form>\n<form method=\"post\" action=\"")
                    .append(action)
                    .append("/name\" class=\"inline\">")
                    .append(rename.alert())
                    .append(rename.input("team-" + team.id(), "Name", "name", "required maxlength=\"64\"", null))
                    .append("<button type=\"submit\">Rename</button></form>\n<div class=\"actions\"><form"
                            + " method=\"post\" action=\"")
                    .append(action)
                    .append("/token\"><button type=\"submit\">Reset its token</button></form><form method=\"post\""
                            + " action=\"")
                    .append(action)
                    .append(
                            team.disabled()
                                    ? "/enable\"><button type=\"submit\">Enable"
                                    : "/disable\"><button" + " type=\"submit\" class=\"danger\">Disable")
                    .append("</button></form></div>\n</article>\n");
        }
        return document("Teams", main.append("</div>\n").toString());
    }

    private static String shown(Shown shown) {
        if (shown == null) {
            return "";
        }
        String secret = shown.secret() == null
                ? ""
                : "<input class=\"secret\" readonly aria-label=\"" + esc(shown.title()) + "\" value=\""
                        + esc(shown.secret()) + "\"> <button type=\"button\" class=\"copy\" hidden>Copy</button>";
        return "<section class=\"shown\" role=\"status\"><h2>" + esc(shown.title()) + "</h2><p>" + esc(shown.text())
                + "</p>" + secret + "</section>\n";
    }

    private static String done(Done done) {
        return done == null ? "" : "<p role=\"status\" class=\"notice\">" + esc(done.text) + "</p>\n";
    }

    // --- seasons

    static String seasons(List<SeasonView> seasons) {
        StringBuilder main = new StringBuilder(
                "<h1>Seasons</h1>\n<p><a href=\"/admin/seasons/new\" class=\"button\">New season</a></p>\n");
        if (seasons.isEmpty()) {
            main.append("<p>No seasons yet.</p>\n");
        } else {
            main.append(table(
                    "Every season, newest first",
                    "<th scope=\"col\">Season</th><th scope=\"col\">Ruleset</th><th scope=\"col\">State</th>"
                            + "<th scope=\"col\" class=\"num\">Entries</th><th scope=\"col\">Progress</th>"
                            + "<th scope=\"col\">Next round</th>",
                    newestFirst(seasons).stream()
                            .map(s -> "<th scope=\"row\"><a href=\"/admin/seasons/" + s.id() + "\">" + esc(s.name())
                                    + "</a></th><td>" + esc(s.ruleset()) + "</td><td>" + SeasonPage.state(s)
                                    + "</td><td class=\"num\">" + s.entries() + "</td><td>"
                                    + SeasonPage.progress(s.progress()) + "</td><td>" + time(s.nextRoundAt()) + "</td>")
                            .toList()));
        }
        return document("Seasons", main.toString());
    }

    private static <T> List<T> newestFirst(List<T> oldestFirst) {
        List<T> reversed = new java.util.ArrayList<>(oldestFirst);
        java.util.Collections.reverse(reversed);
        return reversed;
    }

    static String newSeason(Form form, SchedulePreview schedule) {
        return document("New season", "<h1>New season</h1>\n" + SeasonForm.render(form, schedule));
    }

    /** Everything the console shows of one season, and the forms that change it. */
    record SeasonControls(
            SeasonView season,
            List<EntryView> entries,
            List<BotView> enterable,
            SchedulePreview schedule,
            Form scheduleForm,
            Form entryForm,
            Form actions,
            Done done,
            Shown shown) {}

    static String season(SeasonControls c) {
        SeasonView s = c.season();
        String action = "/admin/seasons/" + s.id();
        boolean closed = s.closedAt() != null;
        StringBuilder main = new StringBuilder("<h1>")
                .append(esc(s.name()))
                .append("</h1>\n<p class=\"meta\"><a href=\"/seasons/")
                .append(s.id())
                .append("\">Its public page</a> · ")
                .append(SeasonPage.state(s))
                .append(" · ruleset <code>")
                .append(esc(s.ruleset()))
                .append("</code> · ")
                .append(count(s.gamesPerMatchup(), "game", "games"))
                .append(" a matchup · ")
                .append(esc(s.pairing()))
                .append(s.budget() == null ? "" : " (budget " + s.budget() + ")")
                .append(s.duplicate() ? " · duplicate deals" : "")
                .append(" · ")
                .append(s.moveTimeoutMs())
                .append(" ms a move · data quota ")
                .append(s.dataQuotaBytes() / SeasonForm.MIB)
                .append(" MiB · K ")
                .append(s.kFactor())
                .append("</p>\n<p>")
                .append(SeasonPage.progress(s.progress()))
                .append("</p>")
                .append(SeasonPage.contest(s))
                .append("\n")
                .append(shown(c.shown()))
                .append(done(c.done()));
        if (!closed) {
            Form actions = c.actions();
            main.append("<section aria-labelledby=\"run\"><h2 id=\"run\">Run it</h2>\n")
                    .append(actions.alert())
                    .append("<div class=\"actions\"><form method=\"post\" action=\"")
                    .append(action)
                    .append("/rounds\"><button type=\"submit\">Queue a round now</button></form>")
                    .append(
                            "final".equals(s.phase())
                                    ? ""
                                    : "<form method=\"post\" action=\"" + action
                                            + "/final\"><button type=\"submit\">Start the final</button></form>")
                    .append("<form method=\"post\" action=\"")
                    .append(action)
                    .append(
                            s.paused()
                                    ? "/resume\"><button type=\"submit\">Resume"
                                    : "/pause\"><button type=\"submit\">Pause")
                    .append("</button></form></div>\n<form method=\"post\" action=\"")
                    .append(action)
                    .append("/close\" class=\"inline\">")
                    .append("<label><input type=\"checkbox\" name=\"confirm\" value=\"yes\""
                            + (actions.problems().containsKey("confirm") ? " aria-invalid=\"true\"" : "")
                            + "> It plays no more rounds, for good</label> ")
                    .append(actions.problemOf("season", "confirm"))
                    .append("<button type=\"submit\" class=\"danger\">Close the season</button></form>\n</section>\n");
            Form schedule = c.scheduleForm();
            main.append("<section aria-labelledby=\"when\"><h2 id=\"when\">Schedule</h2>\n<form method=\"post\""
                            + " action=\"")
                    .append(action)
                    .append("/schedule\" class=\"console-form\" id=\"schedule-form\">\n")
                    .append(schedule.alert())
                    .append(schedule.input(
                            "season",
                            "Schedule",
                            "schedule",
                            "autocomplete=\"off\" spellcheck=\"false\" placeholder=\"0 0 * * * ?\"",
                            "a cron with seconds (Quartz), in UTC; empty: rounds only when you queue them"))
                    .append(SeasonForm.schedulePreview(c.schedule()))
                    .append("<button type=\"submit\">Change the schedule</button></form>\n</section>\n");
        }
        main.append("<section aria-labelledby=\"entries\"><h2 id=\"entries\">Entries</h2>\n");
        if (c.entries().isEmpty()) {
            main.append("<p>No bot is entered yet.</p>\n");
        } else {
            main.append(table(
                    "The season's bots",
                    "<th scope=\"col\">Bot</th><th scope=\"col\">Team</th><th scope=\"col\" class=\"num\">Games</th>"
                            + "<th scope=\"col\" class=\"num\">Forfeits</th><th scope=\"col\">Plays</th>"
                            + "<th scope=\"col\"></th>",
                    c.entries().stream().map(e -> entry(e, action, closed)).toList()));
        }
        if (!closed) {
            Form entry = c.entryForm();
            Set<Long> entered = c.entries().stream()
                    .filter(e -> e.withdrawnAt() == null)
                    .map(EntryView::botId)
                    .collect(java.util.stream.Collectors.toSet());
            String[] choices = c.enterable().stream()
                    .filter(bot -> !entered.contains(bot.id()))
                    .flatMap(bot -> java.util.stream.Stream.of(
                            Long.toString(bot.id()),
                            bot.name() + " (" + bot.team().name() + ", " + bot.kind() + ", #" + bot.id() + ")"))
                    .toArray(String[]::new);
            main.append("<form method=\"post\" action=\"")
                    .append(action)
                    .append("/entries\" class=\"console-form inline\">\n")
                    .append(entry.alert())
                    .append(
                            choices.length == 0
                                    ? "<p>Every playing bot is entered.</p>"
                                    : entry.select("entry", "Bot", "botId", null, choices)
                                            + "<button type=\"submit\">Enter the bot</button>")
                    .append("</form>\n");
        }
        main.append("</section>\n");
        return document(s.name(), main.toString());
    }

    private static String entry(EntryView e, String action, boolean closed) {
        String plays = e.retiredAt() != null
                ? "retired"
                : e.withdrawnAt() != null ? "withdrawn " + time(e.withdrawnAt()) : "yes";
        String button = "";
        if (!closed && e.retiredAt() == null) {
            button = e.withdrawnAt() == null
                    ? "<form method=\"post\" action=\"" + action + "/entries/" + e.botId()
                            + "/withdraw\"><button type=\"submit\">Withdraw</button></form>"
                    : "<form method=\"post\" action=\"" + action + "/entries\"><input type=\"hidden\" name=\"botId\""
                            + " value=\"" + e.botId() + "\"><button type=\"submit\">Enter again</button></form>";
        }
        return "<th scope=\"row\">" + SeasonPage.botLink(e.botId(), e.botName()) + "</th><td>" + esc(e.teamName())
                + "</td><td class=\"num\">" + e.games() + "</td><td class=\"num\">" + e.forfeits() + "</td><td>"
                + plays + "</td><td>" + button + "</td>";
    }
}
