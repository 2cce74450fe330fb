package io.admiralty.web;

import static io.admiralty.web.Html.esc;
import static io.admiralty.web.Html.time;
import static io.admiralty.web.Words.count;

import io.admiralty.league.account.TeamAccess.TeamView;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.SchedulePreview;
import io.admiralty.league.season.SeasonEntries.EntryView;
import io.admiralty.league.season.SeasonPhase;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.trouble.Trouble;
import io.admiralty.league.trouble.Trouble.BrokenBot;
import io.admiralty.league.trouble.Trouble.ForfeitingBot;
import io.admiralty.league.trouble.Trouble.InstanceWork;
import io.admiralty.league.trouble.Trouble.ReasonCount;
import io.admiralty.league.trouble.Trouble.RunningWork;
import io.admiralty.league.trouble.Trouble.Waiting;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The organiser's console, rendered on the server: what is going wrong ({@code /admin}), teams ({@code /admin/teams})
 * and seasons ({@code /admin/seasons}, one season's controls and entries). Every form posts to /admin; a refused one
 * comes back with what was typed and the reason beside its field ({@link Form}).
 */
final class ConsolePage {

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
        RENAMED("The team is renamed."),
        QUEUED("A round is queued: its matchups wait for the workers, and the progress above follows them."),
        FINAL("The final is queued: its matchups wait for the workers, and the progress above follows them."),
        CANCELLED("The job is cancelled: it ends with no score, and its worker leaves it after its current game."),
        UNBENCHED("The bot is put back: it plays its seasons' matchups again from their next round.");

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

    private ConsolePage() {}

    /**
     * A console page; {@code address} is where it is read (admin.js puts it in the address bar when the page answers a
     * form's post, so that a reload reads the page rather than posting the form again).
     */
    static String document(String title, String main, String address) {
        return Html.document(
                title,
                "<div class=\"console-page\" data-address=\"" + Html.esc(address) + "\">\n"
                        + """
                <nav class="console" aria-label="Console"><a href="/admin">What is going wrong</a> \
                <a href="/admin/teams">Teams</a> <a href="/admin/seasons">Seasons</a> \
                <a href="/admin/tournaments">Tournaments</a> \
                <a href="/admin/seasons/new">New season</a> <a href="/guides/for-organisers">Guide</a></nav>
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

    /** An open season and its entries on the bench (they play none of its matchups until put back). */
    record SeasonBenches(SeasonView season, List<EntryView> benched) {}

    /** A playing bot on the bench, with the bench's season's name. */
    record Benched(BotView bot, Benches.BenchView bench) {}

    /**
     * What is going wrong: the queue and what runs, the benches, the forfeits; {@code done} what a button of it just
     * did, {@code refused} why it was not done.
     */
    static String trouble(
            Trouble.Report report, List<SeasonBenches> seasons, List<Benched> benched, Done done, String refused) {
        StringBuilder main = new StringBuilder("<h1>What is going wrong</h1>\n<p class=\"meta\">As of ")
                .append(time(report.at()))
                .append("; forfeits since ")
                .append(time(report.since()))
                .append(".</p>\n")
                .append(done(done))
                .append(refused == null ? "" : "<p role=\"alert\" class=\"notice problem\">" + esc(refused) + "</p>\n");
        main.append("<section aria-labelledby=\"queue\"><h2 id=\"queue\">Work queue</h2>\n");
        if (report.waiting().isEmpty()) {
            main.append("<p>Nothing waits.</p>\n");
        } else {
            main.append(table(
                    "Work waiting, by kind",
                    "<th scope=\"col\">Kind</th><th scope=\"col\" class=\"num\">Waiting</th>"
                            + "<th scope=\"col\" class=\"num\">Of paused seasons</th>",
                    report.waiting().stream().map(ConsolePage::waiting).toList()));
        }
        if (report.running().isEmpty()) {
            main.append("<p>No instance is running anything.</p>\n");
        } else {
            main.append(table(
                    "Running, by instance",
                    "<th scope=\"col\">Instance</th><th scope=\"col\">Kind</th><th scope=\"col\" class=\"num\">Running</th>"
                            + "<th scope=\"col\" class=\"num\">Lease ran out</th><th scope=\"col\">Oldest started</th>",
                    report.running().stream().map(ConsolePage::running).toList()));
            main.append(table(
                    "What each running piece of work is doing, oldest first",
                    "<th scope=\"col\">Work</th><th scope=\"col\">Doing</th><th scope=\"col\">Progress</th>"
                            + "<th scope=\"col\">Started</th><th scope=\"col\">Instance</th><th scope=\"col\"></th>",
                    report.work().stream().map(ConsolePage::work).toList()));
        }
        main.append("</section>\n");
        main.append(benches(seasons, benched));
        main.append(
                "</section>\n<section aria-labelledby=\"forfeits\"><h2 id=\"forfeits\">Forfeits of the last hour</h2>\n");
        if (report.forfeitsByReason().isEmpty()) {
            main.append("<p>No game was forfeited in the last hour.</p>\n");
        } else {
            main.append(table(
                    "By reason",
                    "<th scope=\"col\">Reason</th><th scope=\"col\" class=\"num\">Games</th>",
                    report.forfeitsByReason().stream().map(ConsolePage::reason).toList()));
            main.append(table(
                    "By bot, most first",
                    "<th scope=\"col\">Bot</th><th scope=\"col\">Team</th><th scope=\"col\" class=\"num\">Games</th>"
                            + "<th scope=\"col\">Reasons</th><th scope=\"col\">Latest</th>",
                    report.forfeitsByBot().stream().map(ConsolePage::forfeiting).toList()));
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
                    report.broken().stream().map(ConsolePage::broken).toList()));
        }
        main.append("</section>\n");
        return document("Console", main.toString(), "/admin");
    }

    private static String waiting(Waiting w) {
        return "<th scope=\"row\">" + esc(w.kind()) + "</th><td class=\"num\">" + w.queued() + "</td><td class=\"num\">"
                + w.held() + "</td>";
    }

    private static String running(InstanceWork w) {
        return "<th scope=\"row\">" + esc(w.instance()) + "</th><td>" + esc(w.kind()) + "</td><td class=\"num\">"
                + w.running() + "</td><td class=\"num\">" + w.overdue() + "</td><td>" + time(w.oldest()) + "</td>";
    }

    /** One running piece of work: what it plays, how far it is, and for a skill or defence job the button to stop it. */
    private static String work(RunningWork w) {
        String bots = w.botA() == null ? "" : Html.botLink(w.botA(), w.botAName());
        String doing =
                switch (w.kind()) {
                    case "skill", "defence" ->
                        esc(w.kind()) + " score of " + bots + " v" + w.version() + " on <code>" + esc(w.ruleset())
                                + "</code>";
                    case "season" ->
                        "season <a href=\"/admin/seasons/" + w.season() + "\">" + esc(w.seasonName()) + "</a>: " + bots
                                + " v " + Html.botLink(w.botB(), w.botBName());
                    default ->
                        esc(w.kind()) + ": " + bots
                                + (w.botB() == null ? "" : " v " + Html.botLink(w.botB(), w.botBName()));
                };
        String unit = w.cancellable() ? "layouts" : "games";
        String progress = "<progress max=\"" + Math.max(w.total(), 1) + "\" value=\"" + w.done() + "\" aria-label=\""
                + unit + " stored\"></progress> " + w.done() + " of " + w.total() + " " + unit
                + (w.attempts() > 1 ? " <small>(attempt " + w.attempts() + ")</small>" : "")
                + (w.overdue() ? " <strong>lease ran out</strong>" : "");
        String cancel = w.cancellable()
                ? "<form method=\"post\" action=\"/admin/work/" + w.id()
                        + "/cancel\"><button type=\"submit\" class=\"danger\">Cancel</button></form>"
                : "";
        return "<th scope=\"row\">" + esc(w.kind()) + " " + w.id() + "</th><td>" + doing + "</td><td>" + progress
                + "</td><td>" + time(w.startedAt()) + "</td><td>" + esc(w.instance()) + "</td><td>" + cancel + "</td>";
    }

    /** The benches: each open season's rule and its entries on the bench, then every benched bot with why. */
    private static String benches(List<SeasonBenches> seasons, List<Benched> benched) {
        StringBuilder html =
                new StringBuilder("<section aria-labelledby=\"benches\"><h2 id=\"benches\">Benches</h2>\n");
        if (seasons.isEmpty()) {
            html.append("<p>No season is open.</p>\n");
        } else {
            html.append(table(
                    "Open seasons: when a bot is benched, and which of their entries are",
                    "<th scope=\"col\">Season</th><th scope=\"col\">Benches a bot</th><th scope=\"col\">On the bench now</th>",
                    seasons.stream()
                            .map(sb -> "<th scope=\"row\"><a href=\"/admin/seasons/"
                                    + sb.season().id() + "\">"
                                    + esc(sb.season().name()) + "</a></th><td>"
                                    + (sb.season().benchAfter() <= 0
                                            ? "never"
                                            : "after " + count(sb.season().benchAfter(), "matchup", "matchups")
                                                    + " in a row of nothing but forfeits")
                                    + "</td><td>"
                                    + (sb.benched().isEmpty()
                                            ? "none"
                                            : String.join(
                                                    ", ",
                                                    sb.benched().stream()
                                                            .map(e -> Html.botLink(e.botId(), e.botName()))
                                                            .toList()))
                                    + "</td>")
                            .toList()));
        }
        if (benched.isEmpty()) {
            html.append("<p>No bot is on the bench.</p>\n");
        } else {
            html.append(table(
                    "Bots on the bench: each plays no matchup of that season until its team or you put it back, or a"
                            + " new version becomes current",
                    "<th scope=\"col\">Bot</th><th scope=\"col\">Team</th><th scope=\"col\">Why</th>"
                            + "<th scope=\"col\">Since</th><th scope=\"col\"></th>",
                    benched.stream()
                            .map(b -> "<th scope=\"row\">"
                                    + Html.botLink(b.bot().id(), b.bot().name()) + " v"
                                    + b.bench().version() + "</th><td>"
                                    + esc(b.bot().team().name()) + "</td><td>"
                                    + "it " + esc(b.bench().reason()) + " in <a href=\"/admin/seasons/"
                                    + b.bench().season() + "\">" + esc(b.bench().seasonName()) + "</a>"
                                    + b.bench().games().stream()
                                            .map(g -> " " + gameLinks(g))
                                            .reduce("", String::concat)
                                    + "</td><td>" + time(b.bench().since())
                                    + "</td><td><form method=\"post\" action=\"/admin/bots/"
                                    + b.bot().id()
                                    + "/unbench?season=" + b.bench().season()
                                    + "\"><button type=\"submit\">Put it back</button></form></td>")
                            .toList()));
        }
        return html.append("</section>\n").toString();
    }

    private static String reason(ReasonCount r) {
        return "<th scope=\"row\">" + esc(r.reason()) + "</th><td class=\"num\">" + r.games() + "</td>";
    }

    private static String forfeiting(ForfeitingBot b) {
        return "<th scope=\"row\">" + Html.botLink(b.botId(), b.botName()) + "</th><td>" + esc(b.teamName())
                + "</td><td class=\"num\">" + b.games() + "</td><td>" + esc(b.reasons()) + "</td><td>"
                + gameLinks(b.lastGame()) + "</td>";
    }

    private static String broken(BrokenBot b) {
        return "<th scope=\"row\">" + Html.botLink(b.botId(), b.botName()) + "</th><td>" + esc(b.teamName())
                + "</td><td>" + b.matchupId() + "</td><td class=\"num\">" + b.games() + "</td><td>" + esc(b.reasons())
                + "</td><td>first: " + gameLinks(b.firstGame())
                + (b.lastGame() != b.firstGame() ? "; last: " + gameLinks(b.lastGame()) : "") + "</td><td>"
                + time(b.finishedAt()) + "</td>";
    }

    /** A game's replay and its transcripts (the replay page shows the signed-in organiser every transcript). */
    private static String gameLinks(long game) {
        return "<a href=\"/games/" + game + "\">game " + game + "</a> (<a href=\"/games/" + game
                + "#forfeit-h\">transcript</a>)";
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
        return document("Teams", main.append("</div>\n").toString(), "/admin/teams");
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
                                    + Html.tag("progress", s.progress()) + "</td><td>" + time(s.nextRoundAt())
                                    + "</td>")
                            .toList()));
        }
        return document("Seasons", main.toString(), "/admin/seasons");
    }

    private static <T> List<T> newestFirst(List<T> oldestFirst) {
        List<T> reversed = new java.util.ArrayList<>(oldestFirst);
        java.util.Collections.reverse(reversed);
        return reversed;
    }

    static String newSeason(Form form, SchedulePreview schedule) {
        return document(
                "New season", "<h1>New season</h1>\n" + SeasonForm.render(form, schedule), "/admin/seasons/new");
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
                .append(Words.number(s.kFactor()))
                .append("</p>\n<p>")
                .append(Html.tag("progress", s.progress()))
                .append("</p>")
                .append(Html.tag("contest", s))
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
                            s.seasonPhase() == SeasonPhase.FINAL
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
        return document(s.name(), main.toString(), action);
    }

    private static String entry(EntryView e, String action, boolean closed) {
        // the season's own reasons only: a bench in another season leaves it playing here
        String plays = e.retiredAt() != null
                ? "retired"
                : e.withdrawnAt() != null
                        ? "withdrawn " + time(e.withdrawnAt())
                        : e.notPlaying() == null ? "yes" : "<strong>no</strong>: " + esc(e.notPlaying());
        String button = "";
        if (!closed && e.retiredAt() == null) {
            button = e.withdrawnAt() == null
                    ? "<form method=\"post\" action=\"" + action + "/entries/" + e.botId()
                            + "/withdraw\"><button type=\"submit\">Withdraw</button></form>"
                    : "<form method=\"post\" action=\"" + action + "/entries\"><input type=\"hidden\" name=\"botId\""
                            + " value=\"" + e.botId() + "\"><button type=\"submit\">Enter again</button></form>";
        }
        return "<th scope=\"row\">" + Html.botLink(e.botId(), e.botName()) + "</th><td>" + esc(e.teamName())
                + "</td><td class=\"num\">" + e.games() + "</td><td class=\"num\">" + e.forfeits() + "</td><td>"
                + plays + "</td><td>" + button + "</td>";
    }
}
