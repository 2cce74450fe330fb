package io.admiralty.web;

import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.standings.Standings.BotSeason;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The team's entries: entering a bot in an open season, and each entry with its rating and games, withdrawn or not,
 * with the button that withdraws it while its season is not closed. Live while a season the team is in plays a round.
 */
@ApplicationScoped
class TeamSeasonsSection implements TeamSection {

    static final String ENTER = "enter";
    static final List<String> ENTER_FIELDS = List.of("bot", "season");

    private final BotProfiles bots;
    private final Seasons seasons;
    private final SeasonEntries seasonEntries;
    private final Standings standings;

    TeamSeasonsSection(BotProfiles bots, Seasons seasons, SeasonEntries seasonEntries, Standings standings) {
        this.bots = bots;
        this.seasons = seasons;
        this.seasonEntries = seasonEntries;
        this.standings = standings;
    }

    @Override
    public int order() {
        return 300;
    }

    @Override
    public String render(TeamContext context) {
        List<BotView> own = bots.list(context.caller(), context.id());
        Map<Long, SeasonView> all =
                seasons.list().stream().collect(Collectors.toMap(SeasonView::id, Function.identity()));
        List<SeasonView> open =
                all.values().stream().filter(s -> s.closedAt() == null).toList();
        StringBuilder entries = new StringBuilder();
        boolean playing = false;
        for (BotView bot : own) {
            for (BotSeason entry : standings.seasonsOf(bot.id())) {
                SeasonView season = all.get(entry.season());
                boolean closed = season == null || season.closedAt() != null;
                playing |= !closed
                        && season.progress().queued() + season.progress().running() > 0;
                entries.append("<tr><th scope=\"row\"><a href=\"/seasons/")
                        .append(entry.season())
                        .append("\">")
                        .append(Html.esc(entry.seasonName()))
                        .append("</a></th><td>")
                        .append(Html.esc(bot.name()))
                        .append("</td><td class=\"num\">")
                        .append(Words.rating(entry.elo()))
                        .append("</td><td class=\"num\">")
                        .append(entry.games())
                        .append("</td><td>")
                        .append(closed ? "season closed" : entry.withdrawn() ? "withdrawn" : now(season, bot.id()))
                        .append("</td><td>")
                        .append(
                                closed || entry.withdrawn()
                                        ? ""
                                        : TeamForms.button(
                                                context,
                                                "withdraw-" + entry.season() + "-" + bot.id(),
                                                "/teams/" + context.id() + "/seasons/" + entry.season() + "/bots/"
                                                        + bot.id() + "/withdraw",
                                                "Withdraw"))
                        .append("</td></tr>\n");
            }
        }
        StringBuilder html = new StringBuilder("<section id=\"seasons\" aria-labelledby=\"seasons-h\">")
                .append("<h2 id=\"seasons-h\">Seasons</h2>\n");
        html.append(enterForm(context, own, open));
        html.append("<div id=\"entries\" data-live-part")
                .append(playing ? " data-live" : "")
                .append(">\n");
        if (entries.isEmpty()) {
            html.append("<p>No bot of the team is in a season yet.</p>\n");
        } else {
            html.append(
                            """
                            <div class="scroll"><table class="entries">
                            <thead><tr><th scope="col">Season</th><th scope="col">Bot</th><th scope="col" class="num">Elo</th>\
                            <th scope="col" class="num">Games</th><th scope="col">Now</th><th scope="col"></th></tr></thead>
                            <tbody>
                            """)
                    .append(entries)
                    .append("</tbody></table></div>\n");
        }
        return html.append("</div>\n</section>\n").toString();
    }

    /**
     * Whether the bot plays in the season, and what the season is doing: why it is left out (benched there, or its
     * version refused on the season's ruleset), else the season's progress.
     */
    private String now(SeasonView season, long bot) {
        String why = seasonEntries.notPlaying(season.id(), List.of(bot)).of(bot);
        return why == null
                ? progress(season)
                : "<strong class=\"not-playing\">not playing here</strong>: " + Html.esc(why);
    }

    /** What the season is doing: its round's matchups waiting and running, or that it waits for its next round. */
    private static String progress(SeasonView season) {
        Seasons.Progress progress = season.progress();
        if (progress.queued() + progress.running() == 0) {
            return season.paused() ? "paused" : "between rounds";
        }
        return "<span class=\"playing\">playing: " + progress.running() + " running, " + progress.queued()
                + " waiting</span>";
    }

    private static String enterForm(TeamContext context, List<BotView> own, List<SeasonView> open) {
        List<BotView> playing = own.stream().filter(b -> !b.retired()).toList();
        if (playing.isEmpty() || open.isEmpty()) {
            return "<p>" + (open.isEmpty() ? "No season is open." : "Register a bot to enter it in a season.")
                    + "</p>\n";
        }
        StringBuilder form = new StringBuilder(
                        TeamForms.open(context, ENTER, "/teams/" + context.id() + "/entries", false))
                .append("<label>Bot <select name=\"bot\" required>");
        for (BotView bot : playing) {
            form.append(option(Long.toString(bot.id()), bot.name(), context.typed(ENTER, "bot")));
        }
        form.append("</select></label>\n")
                .append(TeamForms.problem(context, ENTER, "bot"))
                .append("<label>Season <select name=\"season\" required>");
        for (SeasonView season : open) {
            form.append(option(
                    Long.toString(season.id()),
                    season.name() + " (" + season.ruleset() + ")",
                    context.typed(ENTER, "season")));
        }
        return form.append("</select></label>\n")
                .append(TeamForms.problem(context, ENTER, "season"))
                .append("<button type=\"submit\">Enter</button>\n</form>\n")
                .toString();
    }

    private static String option(String value, String label, String chosen) {
        return "<option value=\"" + value + (value.equals(chosen) ? "\" selected>" : "\">") + Html.esc(label)
                + "</option>";
    }
}
