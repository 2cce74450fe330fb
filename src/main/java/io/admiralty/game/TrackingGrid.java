package io.admiralty.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The referee's mutable implementation of one player's {@link Tracking}; players only see the read-only view. */
final class TrackingGrid implements Tracking {

    private static final CellState[] STATES = CellState.values();

    private final Ruleset ruleset;
    private final byte[] cells;
    private final int[] afloatByLength;
    private final List<Sink> sinks = new ArrayList<>();
    private final List<Sink> sinksView = Collections.unmodifiableList(sinks);
    private int unknown;
    private int hits;
    private int sunkCells;
    private int shots;

    TrackingGrid(Ruleset ruleset) {
        this.ruleset = ruleset;
        this.cells = new byte[ruleset.cells()];
        this.afloatByLength = ruleset.countsByLength();
        this.unknown = cells.length;
    }

    void record(int x, int y, ShotResult result, int ship, int length) {
        shots++;
        int cell = y * ruleset.width() + x;
        if (cells[cell] == 0) {
            unknown--;
            cells[cell] = (byte) (result.isHit() ? CellState.HIT.ordinal() : CellState.MISS.ordinal());
            if (result.isHit()) {
                hits++;
            }
        }
        if (result == ShotResult.SUNK) {
            sinks.add(new Sink(Coord.of(x, y), ship, length));
            afloatByLength[length]--;
            sunkCells += length;
        }
    }

    @Override
    public Ruleset ruleset() {
        return ruleset;
    }

    @Override
    public CellState at(int x, int y) {
        return STATES[cells[y * ruleset.width() + x]];
    }

    @Override
    public boolean isUnknown(int x, int y) {
        return cells[y * ruleset.width() + x] == 0;
    }

    @Override
    public List<Sink> sinks() {
        return sinksView;
    }

    @Override
    public int[] afloatLengths() {
        int n = 0;
        for (int count : afloatByLength) {
            n += count;
        }
        int[] lengths = new int[n];
        int i = 0;
        for (int length = afloatByLength.length - 1; length >= 1; length--) {
            for (int k = 0; k < afloatByLength[length]; k++) {
                lengths[i++] = length;
            }
        }
        return lengths;
    }

    @Override
    public int unknownCells() {
        return unknown;
    }

    @Override
    public int unresolvedHits() {
        return hits - sunkCells;
    }

    @Override
    public int shotsFired() {
        return shots;
    }
}
