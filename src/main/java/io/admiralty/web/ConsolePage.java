package io.admiralty.web;

import io.admiralty.league.account.Invites;
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

    /** What the console did, named in the address it goes back to (never typed text); tags/doneText.html says it. */
    enum Done {
        PAUSED,
        RESUMED,
        CLOSED,
        SCHEDULED,
        ENTERED,
        WITHDRAWN,
        CREATED,
        DISABLED,
        ENABLED,
        RENAMED,
        QUEUED,
        FINAL,
        CANCELLED,
        UNBENCHED
    }

    /**
     * What a change of a team shows once, never in an address (tags/shown.html says it): the team made, with its token;
     * its new token; an invite link ({@code secret}) and its {@code invite}; or {@code why} no invite was made.
     */
    record Shown(What what, String team, String secret, Invites.NewInvite invite, String why) {

        enum What {
            MADE,
            TOKEN,
            INVITE,
            NO_INVITE
        }
    }

    /** An open season and its entries on the bench (they play none of its matchups until put back). */
    record SeasonBenches(SeasonView season, List<EntryView> benched) {}

    /** A playing bot on the bench, with the bench's season's name. */
    record Benched(BotView bot, Benches.BenchView bench) {}

    /** A team's card on the teams page, with its rename form (as refused, or holding its name). */
    record TeamCard(TeamView team, Form rename) {}

    /**
     * Everything the console shows of one season, and the forms that change it; {@code queuedRound}: the round (or the
     * final) {@code done} just queued, by its number.
     */
    record SeasonControls(
            SeasonView season,
            List<EntryView> entries,
            List<BotView> enterable,
            SchedulePreview schedule,
            Form scheduleForm,
            Form entryForm,
            Form actions,
            Done done,
            Integer queuedRound) {

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
