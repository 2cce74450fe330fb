package io.admiralty.web;

import io.admiralty.game.Ruleset;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.history.GameViews.SeatLogView;
import io.admiralty.history.GameViews.SeatNotesView;
import io.admiralty.history.GameViews.ShipView;
import io.admiralty.history.GameViews.StrikeView;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
     * The replay at {@code step} (0: the placements): the game, its boards, the strike list, whether the game was
     * forfeited (its transcripts are then shown to those who may read them), the stderr lines of the seats the viewer
     * may read (none for others), each beside its move, the tags and metrics of the seats the viewer may see, and who
     * looks.
     */
    record Replay(
            GameView game,
            int step,
            boolean lettered,
            String stepText,
            List<Board> boards,
            List<StrikeLink> strikes,
            boolean forfeited,
            List<Transcript> transcripts,
            List<LogLines> logs,
            List<SeatNotesView> notes,
            Viewer viewer) {

        public String title() {
            return "Game " + game.id() + ": " + game.botA().name() + " v "
                    + game.botB().name();
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

    /**
     * One side's board: its owner, whether it moved first, the opponent whose strikes it shows, its column heads and
     * its rows of cells.
     */
    record Board(
            String side, PlayerRef owner, boolean movedFirst, String opponent, List<Column> columns, List<Row> rows) {}

    /** A column's head: x, and its letter where columns are lettered (null otherwise). */
    record Column(int x, String letter) {}

    /** A row: y, its number from 1 (the row as broadsides names it), and its cells. */
    record Row(int y, int number, List<Cell> cells) {}

    /** A cell: its classes (ship, sunk, miss or hit, last), coordinates, ship (null for water) and names. */
    record Cell(String classes, int x, int y, Integer ship, String title) {}

    /** A strike as a link to the replay at it, with its cell in letter and number where columns are lettered. */
    record StrikeLink(StrikeView strike, String letterCell, boolean current) {}

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
                stepText(game, step),
                List.of(board(game, ruleset, "A", step), board(game, ruleset, "B", step)),
                game.strikes().stream()
                        .map(s -> new StrikeLink(s, lettered ? column(s.x()) + s.y() + " " : "", s.seq() == step))
                        .toList(),
                game.reason().startsWith("forfeit"),
                Transcript.of(game),
                LogLines.of(game, logs, step),
                notes,
                viewer);
    }

    private static String stepText(GameView game, int step) {
        if (step == 0) {
            return "strike 0 / " + game.strikes().size() + ": placements";
        }
        StrikeView s = game.strikes().get(step - 1);
        String shooter =
                "A".equals(s.shooter()) ? game.botA().name() : game.botB().name();
        return "strike " + step + " / " + game.strikes().size() + ": " + shooter + " fires at (" + s.x() + ", " + s.y()
                + "): " + s.result() + (s.sunkLength() == null ? "" : " (ship of " + s.sunkLength() + ")");
    }

    /** One side's board: its ships, and the opponent's strikes up to the step, whole sunk ships marked. */
    private static Board board(GameView game, Ruleset ruleset, String side, int step) {
        List<ShipView> ships = "A".equals(side) ? game.placementA() : game.placementB();
        Map<String, Integer> shipAt = new HashMap<>();
        if (ships != null) {
            for (int i = 0; i < ships.size(); i++) {
                ShipView ship = ships.get(i);
                for (int k = 0; k < ship.length(); k++) {
                    boolean across = "across".equals(ship.orientation());
                    shipAt.put((ship.x() + (across ? k : 0)) + "," + (ship.y() + (across ? 0 : k)), i);
                }
            }
        }
        Map<String, String> marks = new HashMap<>();
        Set<Integer> sunk = new HashSet<>();
        String last = null;
        for (StrikeView s : game.strikes().subList(0, step)) {
            if (!s.shooter().equals(side)) {
                String key = s.x() + "," + s.y();
                marks.put(key, "miss".equals(s.result()) ? "miss" : "hit");
                if (s.sunkShip() != null) {
                    sunk.add(s.sunkShip());
                }
                last = key;
            }
        }
        boolean lettered = ruleset.width() <= LETTERED;
        List<Column> columns = new ArrayList<>();
        for (int x = 0; x < ruleset.width(); x++) {
            columns.add(new Column(x, lettered ? column(x) : null));
        }
        List<Row> rows = new ArrayList<>();
        for (int y = 0; y < ruleset.height(); y++) {
            List<Cell> cells = new ArrayList<>();
            for (int x = 0; x < ruleset.width(); x++) {
                String key = x + "," + y;
                Integer ship = shipAt.get(key);
                String mark = marks.get(key);
                boolean shipSunk = ship != null && sunk.contains(ship);
                String classes = "cell" + (ship == null ? "" : " ship" + (shipSunk ? " sunk" : ""))
                        + (mark == null ? "" : " " + mark) + (key.equals(last) ? " last" : "");
                cells.add(new Cell(
                        classes, x, y, ship, cellName(ruleset, x, y) + describe(ship != null, mark, shipSunk)));
            }
            rows.add(new Row(y, y + 1, cells));
        }
        return new Board(
                side,
                "A".equals(side) ? game.botA() : game.botB(),
                side.equals(game.firstMover()),
                ("A".equals(side) ? game.botB() : game.botA()).name(),
                columns,
                rows);
    }

    /** A cell's names in every notation: "C4 · x 2, y 4". */
    private static String cellName(Ruleset ruleset, int x, int y) {
        return ruleset.width() <= LETTERED ? column(x) + y + " · x " + x + ", y " + y : "x " + x + ", y " + y;
    }

    private static String describe(boolean ship, String mark, boolean sunk) {
        return (ship ? ": ship" : ": water") + (mark == null ? "" : ", " + mark) + (sunk ? ", sunk" : "");
    }

    private static String column(int x) {
        return String.valueOf((char) ('A' + x));
    }
}
