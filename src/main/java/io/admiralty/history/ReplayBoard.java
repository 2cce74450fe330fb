package io.admiralty.history;

import io.admiralty.game.Ruleset;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.history.GameViews.ShipView;
import io.admiralty.history.GameViews.StrikeView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One side's board in a game's replay at a step (0: the placements; k: after the game's first k strikes): its owner's
 * fleet and the strikes its opponent fired at it by then, whole sunk ships marked, as rows from y 0 of cells from x 0.
 */
public record ReplayBoard(String side, PlayerRef owner, PlayerRef opponent, boolean movedFirst, List<List<Cell>> rows) {

    /**
     * A cell: its coordinates, its ship (the ship's index in the placement; null for water, and where the game holds no
     * placement), the mark of the strike at it ({@code miss} or {@code hit}, null before one), whether its ship is sunk
     * whole, and whether it took the latest strike at this board.
     */
    public record Cell(int x, int y, Integer ship, String mark, boolean sunk, boolean last) {}

    /** The board of {@code side} (A or B) after {@code step} strikes. */
    public static ReplayBoard of(GameView game, Ruleset ruleset, String side, int step) {
        boolean a = "A".equals(side);
        Map<String, Integer> shipAt = new HashMap<>();
        List<ShipView> ships = a ? game.placementA() : game.placementB();
        for (int i = 0; ships != null && i < ships.size(); i++) {
            ShipView ship = ships.get(i);
            boolean across = "across".equals(ship.orientation());
            for (int k = 0; k < ship.length(); k++) {
                shipAt.put((ship.x() + (across ? k : 0)) + "," + (ship.y() + (across ? 0 : k)), i);
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
        List<List<Cell>> rows = new ArrayList<>();
        for (int y = 0; y < ruleset.height(); y++) {
            List<Cell> cells = new ArrayList<>();
            for (int x = 0; x < ruleset.width(); x++) {
                String key = x + "," + y;
                Integer ship = shipAt.get(key);
                cells.add(new Cell(x, y, ship, marks.get(key), ship != null && sunk.contains(ship), key.equals(last)));
            }
            rows.add(cells);
        }
        return new ReplayBoard(
                side,
                a ? game.botA() : game.botB(),
                a ? game.botB() : game.botA(),
                side.equals(game.firstMover()),
                rows);
    }
}
