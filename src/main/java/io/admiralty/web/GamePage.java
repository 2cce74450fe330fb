package io.admiralty.web;

import io.admiralty.game.Ruleset;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.history.GameViews.SeatLogView;
import io.admiralty.history.GameViews.SeatNotesView;
import io.admiralty.history.GameViews.StrikeView;
import io.admiralty.history.ReplayBoard;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A game's replay ({@code /games/{id}}), rendered on the server at a given strike (templates/GamePage/page.html): both
 * boards with their coordinates, the strike list as links to each step (so it works without a script), and the
 * outcome. The page's script (game.js) then steps through the same DOM: every cell carries its coordinates and ship,
 * every strike its shooter, cell and result.
 */
final class GamePage {

    /** Columns get letters (A is x 0) as the letter-and-number dialects name them, on boards this wide at most. */
    private static final int LETTERED = 26;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(Replay r);
    }

    /**
     * Who looks at the replay: anonymous (a token pasted into the page shows a team its transcripts), or signed in
     * ({@code game} then holds the transcripts the caller may read), with {@code team} the caller's team that played
     * it, if any (its own page of the game).
     */
    record Viewer(boolean signedIn, Long team) {
        static final Viewer ANONYMOUS = new Viewer(false, null);
    }

    /**
     * The replay at {@code step} (0: the placements): the game, whether its columns are lettered, its boards' column
     * heads and the boards, whether the game was forfeited (its transcripts are then shown to those who may read them),
     * the stderr lines of the seats the viewer may read (none for others), each beside its move, the tags and metrics of
     * the seats the viewer may see, and who looks.
     */
    record Replay(
            GameView game,
            int step,
            boolean lettered,
            List<Column> columns,
            List<ReplayBoard> boards,
            boolean forfeited,
            List<Transcript> transcripts,
            List<LogLines> logs,
            List<SeatNotesView> notes,
            Viewer viewer) {

        /** The strike the replay shows, null at the placements. */
        public StrikeView strike() {
            return step == 0 ? null : game.strikes().get(step - 1);
        }
    }

    /** A seat's transcript (A or B): its bot and what it holds, shown to the bot's team and the organiser only. */
    record Transcript(String seat, PlayerRef bot, String text) {

        /** The transcripts {@code game} holds (those its reader may read), seat A's first. */
        static List<Transcript> of(GameView game) {
            List<Transcript> held = new ArrayList<>();
            if (game.transcriptA() != null) {
                held.add(new Transcript("A", game.botA(), game.transcriptA()));
            }
            if (game.transcriptB() != null) {
                held.add(new Transcript("B", game.botB(), game.transcriptB()));
            }
            return held;
        }
    }

    /** A column's head: x, and its letter where columns are lettered (null otherwise). */
    record Column(int x, String letter) {}

    private GamePage() {}

    static Replay replay(
            GameView game, int requestedStep, Viewer viewer, List<SeatLogView> logs, List<SeatNotesView> notes) {
        int step = Math.max(0, Math.min(game.strikes().size(), requestedStep));
        Ruleset ruleset = Ruleset.parse(game.ruleset());
        boolean lettered = ruleset.width() <= LETTERED;
        return new Replay(
                game,
                step,
                lettered,
                IntStream.range(0, ruleset.width())
                        .mapToObj(x -> new Column(x, lettered ? String.valueOf((char) ('A' + x)) : null))
                        .toList(),
                List.of(ReplayBoard.of(game, ruleset, "A", step), ReplayBoard.of(game, ruleset, "B", step)),
                game.reason().startsWith("forfeit"),
                Transcript.of(game),
                LogLines.of(game, logs, step),
                notes,
                viewer);
    }
}
