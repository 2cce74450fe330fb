package io.admiralty.web;

import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.SeatNotesView;
import io.admiralty.league.account.TeamAccess.TeamView;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.util.List;

/**
 * One game of a team's bot as its team sees it (templates/TeamGamePage/page.html): who played, how it ended, the tags
 * and metrics its bots said of it, what the
 * team's own bots wrote to stderr (each line beside its move, with the move's think time and shots), and the
 * transcript of the team's own bot where it forfeited (the lines it was sent and answered, and the end of its stderr).
 * The replay is the public game page's.
 */
final class TeamGamePage {

    @CheckedTemplate
    static class Templates {
        /**
         * {@code game} holds the transcripts of the team's own bots only (the caller's predicate saw to that), and
         * {@code logs} their seats' stderr lines alone, {@code notes} the tags and metrics of the seats the team may
         * see.
         */
        static native TemplateInstance page(
                TeamView team,
                GameView game,
                List<GamePage.Transcript> transcripts,
                List<LogLines> logs,
                List<SeatNotesView> notes);
    }

    private TeamGamePage() {}
}
