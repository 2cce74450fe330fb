package io.admiralty.bot.builtin;

import io.admiralty.game.CellState;
import io.admiralty.game.Coord;
import io.admiralty.game.Sink;
import io.admiralty.game.Tracking;
import java.util.Arrays;
import java.util.List;

/**
 * What the expert has seen of the opponent's board, as masks: misses, hits, when each cell became known, and for
 * each sunk ship its sinking cell and time. A sunk ship lay on hits through its sinking cell, none of them known
 * after the sinking; an afloat ship is not all hits; every hit is some ship's. Those are all the constraints a
 * layout must meet to be consistent with the game so far.
 */
final class Evidence {

    final PlacementTable table;
    /** Ship lengths by fleet index. */
    final int[] fleet;

    long missLo;
    long missHi;
    long hitLo;
    long hitHi;
    /** Per cell: when it became known, counting from 1, or 0 while unknown. */
    final int[] time;

    private int clock;
    /** Per ship: its sinking cell and time, or -1 while afloat. */
    final int[] sinkCell;

    final int[] sinkTime;

    Evidence(PlacementTable table, List<Integer> fleet) {
        this.table = table;
        this.fleet = fleet.stream().mapToInt(Integer::intValue).toArray();
        this.time = new int[table.cells];
        this.sinkCell = new int[this.fleet.length];
        this.sinkTime = new int[this.fleet.length];
        Arrays.fill(sinkCell, -1);
        Arrays.fill(sinkTime, -1);
    }

    /** Notes newly known cells in shot order (the bot's own last shot first, then any other in reading order) and sinkings. */
    void observe(Tracking tracking, Coord lastShot) {
        if (lastShot != null) {
            note(tracking, lastShot.y() * table.width + lastShot.x());
        }
        for (int c = 0; c < table.cells; c++) {
            note(tracking, c);
        }
        for (Sink sink : tracking.sinks()) {
            int ship = sink.ship();
            if (ship >= 0 && ship < fleet.length && sinkCell[ship] < 0) {
                sinkCell[ship] = sink.at().y() * table.width + sink.at().x();
                sinkTime[ship] = time[sinkCell[ship]];
            }
        }
    }

    private void note(Tracking tracking, int c) {
        if (time[c] == 0) {
            CellState state = tracking.at(c % table.width, c / table.width);
            if (state != CellState.UNKNOWN) {
                time[c] = ++clock;
                if (state == CellState.HIT) {
                    hitLo |= PlacementTable.bitLo(c);
                    hitHi |= PlacementTable.bitHi(c);
                } else {
                    missLo |= PlacementTable.bitLo(c);
                    missHi |= PlacementTable.bitHi(c);
                }
            }
        }
    }

    boolean isKnown(int c) {
        return time[c] != 0;
    }

    boolean isSunk(int ship) {
        return sinkCell[ship] >= 0;
    }

    /** Whether line {@code p} of ship {@code ship}'s length can be that ship, taken on its own. */
    boolean allows(int ship, int p) {
        int length = fleet[ship];
        long lo = table.lo[length][p];
        long hi = table.hi[length][p];
        if ((lo & missLo | hi & missHi) != 0) {
            return false;
        }
        boolean allHits = (lo & ~hitLo | hi & ~hitHi) == 0;
        if (!isSunk(ship)) {
            return !allHits;
        }
        if (!allHits || !PlacementTable.has(lo, hi, sinkCell[ship])) {
            return false;
        }
        for (int c : table.cellsOf[length][p]) {
            if (time[c] > sinkTime[ship]) {
                return false;
            }
        }
        return true;
    }
}
