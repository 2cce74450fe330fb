package io.admiralty.web;

import io.admiralty.league.account.TeamAccess.TeamView;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.SchedulePreview;
import io.admiralty.league.season.SeasonEntries.EntryView;
import io.admiralty.league.season.SeasonPhase;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.trouble.Trouble;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.core.Response;
import java.util.List;

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

        private final String text;

        Done(String text) {
            this.text = text;
        }

        public String text() {
            return text;
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

    /** An open season and its entries on the bench (they play none of its matchups until put back). */
    record SeasonBenches(SeasonView season, List<EntryView> benched) {}

    /** A playing bot on the bench, with the bench's season's name. */
    record Benched(BotView bot, Benches.BenchView bench) {}

    /** A team's card on the teams page, with its rename form (as refused, or holding its name). */
    record TeamCard(TeamView team, Form rename) {}

    /** Everything the console shows of one season, and the forms that change it. */
    record SeasonControls(
            SeasonView season,
            List<EntryView> entries,
            List<Choice> enterable,
            SchedulePreview schedule,
            Form scheduleForm,
            Form entryForm,
            Form actions,
            Done done,
            Shown shown) {

        public boolean closed() {
            return season.closedAt() != null;
        }

        public boolean finalPlaying() {
            return season.seasonPhase() == SeasonPhase.FINAL;
        }

        public long quotaMiB() {
            return season.dataQuotaBytes() / SeasonForm.MIB;
        }
    }

    /** A choice of a select: its value and what it says. */
    record Choice(String value, String label) {}

    /**
     * The console's pages (templates/ConsolePage/), each in the console's frame (tags/console.html: its links, and
     * where it is read: admin.js puts that in the address bar when the page answers a form's post, so that a reload
     * reads the page rather than posting the form again).
     */
    @CheckedTemplate
    static class Templates {
        static native TemplateInstance forbidden();

        /**
         * What is going wrong: the queue and what runs, the benches, the forfeits; {@code done} what a button of it just
         * did, {@code refused} why it was not done.
         */
        static native TemplateInstance trouble(
                Trouble.Report report, List<SeasonBenches> seasons, List<Benched> benched, Done done, String refused);

        /** The teams: what a change shows once, the new-team form, and each team's card with its forms. */
        static native TemplateInstance teams(List<TeamCard> teams, Shown shown, Done done, Form newTeam);

        /** Every season, newest first. */
        static native TemplateInstance seasons(List<SeasonView> seasons);

        static native TemplateInstance newSeason(SeasonForm.View form);

        static native TemplateInstance season(SeasonControls c);

        /** The schedule's preview alone, for the form's script. */
        static native TemplateInstance schedulePreview(SchedulePreview preview);

        /** The ruleset's preview alone, for the form's script. */
        static native TemplateInstance rulesetPreview(SeasonForm.RulesetPreview preview);
    }

    /** The console's answer to a signed-in person who is not an organiser, for each console resource's mapper. */
    static Response forbidden() {
        return PageResponses.page(403, Templates.forbidden());
    }

    private ConsolePage() {}
}
