package io.admiralty.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A fleet laid out on a board. Once judged against a ruleset, ship {@code i} is fleet ship {@code i}. */
public record Placement(List<Ship> ships) {

    public Placement {
        if (ships == null) {
            throw new IllegalArgumentException("placement has no ships");
        }
        ships = List.copyOf(ships);
    }

    /** The verdict on a placement: the placement in fleet order, or why it is rejected. */
    public sealed interface Verdict permits Accepted, Rejected {}

    public record Accepted(Placement placement) implements Verdict {}

    public record Rejected(ForfeitReason reason, String detail) implements Verdict {}

    /**
     * Checks the fleet (count and lengths, in any order), that every ship is on the board and that none
     * overlap. Accepted placements come back with ships reordered to fleet order (stable among equal lengths).
     */
    public Verdict judge(Ruleset ruleset) {
        List<Integer> fleet = ruleset.fleet();
        if (ships.size() != fleet.size()) {
            return new Rejected(
                    ForfeitReason.WRONG_FLEET,
                    "placed " + ships.size() + " ships, the fleet has " + fleet.size() + " " + fleet);
        }
        Ship[] ordered = new Ship[fleet.size()];
        boolean[] taken = new boolean[ships.size()];
        for (int i = 0; i < fleet.size(); i++) {
            int want = fleet.get(i);
            for (int j = 0; j < ships.size() && ordered[i] == null; j++) {
                if (!taken[j] && ships.get(j).length() == want) {
                    taken[j] = true;
                    ordered[i] = ships.get(j).canonical();
                }
            }
            if (ordered[i] == null) {
                return new Rejected(ForfeitReason.WRONG_FLEET, "the ships' lengths do not match the fleet " + fleet);
            }
        }
        int width = ruleset.width();
        int[] owner = new int[ruleset.cells()];
        for (int i = 0; i < ordered.length; i++) {
            Ship ship = ordered[i];
            if (!ship.isOn(width, ruleset.height())) {
                return new Rejected(
                        ForfeitReason.SHIP_OFF_BOARD,
                        "ship of length " + ship.length() + " at " + ship.origin() + " " + ship.orientation()
                                + " leaves the " + width + "x" + ruleset.height() + " board");
            }
            for (int k = 0; k < ship.length(); k++) {
                Coord c = ship.cell(k);
                int cell = c.y() * width + c.x();
                if (owner[cell] != 0) {
                    return new Rejected(
                            ForfeitReason.SHIPS_OVERLAP,
                            "ships of length " + ordered[owner[cell] - 1].length() + " and " + ship.length()
                                    + " overlap at " + c);
                }
                owner[cell] = i + 1;
            }
        }
        return new Accepted(new Placement(List.of(ordered)));
    }

    /** For each cell of the board, the index of the ship on it, or -1 for water. Assumes a judged placement. */
    int[] shipIndexByCell(Ruleset ruleset) {
        int[] cells = new int[ruleset.cells()];
        Arrays.fill(cells, -1);
        for (int i = 0; i < ships.size(); i++) {
            Ship ship = ships.get(i);
            for (int k = 0; k < ship.length(); k++) {
                Coord c = ship.cell(k);
                cells[c.y() * ruleset.width() + c.x()] = i;
            }
        }
        return cells;
    }

    public List<Coord> cells() {
        List<Coord> cells = new ArrayList<>();
        ships.forEach(s -> cells.addAll(s.cells()));
        return cells;
    }
}
