package io.admiralty.play;

import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Outcome;
import io.admiralty.game.Side;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

/** Running totals of a series of games between the same two seats. */
final class MatchTally {

    private final int[] wins = new int[2];
    private final int[] losses = new int[2];
    private final int[] forfeits = new int[2];
    private final int[][] shotsToWin = {new int[64], new int[64]};
    private final int[] winsBySinking = new int[2];
    private final Map<Side, Map<ForfeitReason, Integer>> forfeitReasons = new EnumMap<>(Side.class);
    private final Map<String, Integer> drawReasons = new TreeMap<>();
    private int draws;
    private int games;

    void add(GameRecord game) {
        games++;
        Outcome outcome = game.outcome();
        if (outcome.reason() == EndReason.FORFEIT) {
            if (outcome.forfeiter() == null) {
                for (Side side : Side.values()) {
                    countForfeit(side, outcome.forfeit());
                }
            } else {
                countForfeit(outcome.forfeiter(), outcome.forfeit());
            }
        }
        if (outcome.isDraw()) {
            draws++;
            drawReasons.merge(outcome.code(), 1, Integer::sum);
            return;
        }
        int w = outcome.winner().ordinal();
        wins[w]++;
        losses[1 - w]++;
        if (outcome.reason() == EndReason.FLEET_SUNK) {
            if (winsBySinking[w] == shotsToWin[w].length) {
                shotsToWin[w] = Arrays.copyOf(shotsToWin[w], winsBySinking[w] * 2);
            }
            shotsToWin[w][winsBySinking[w]++] = game.shotsBy(outcome.winner());
        }
    }

    private void countForfeit(Side side, ForfeitReason reason) {
        forfeits[side.ordinal()]++;
        forfeitReasons
                .computeIfAbsent(side, s -> new EnumMap<>(ForfeitReason.class))
                .merge(reason, 1, Integer::sum);
    }

    int games() {
        return games;
    }

    int wins(Side side) {
        return wins[side.ordinal()];
    }

    int losses(Side side) {
        return losses[side.ordinal()];
    }

    int draws() {
        return draws;
    }

    int forfeits(Side side) {
        return forfeits[side.ordinal()];
    }

    Map<ForfeitReason, Integer> forfeitReasons(Side side) {
        return forfeitReasons.getOrDefault(side, Map.of());
    }

    Map<String, Integer> drawReasons() {
        return drawReasons;
    }

    /** Mean shots in games this seat won by sinking the fleet; NaN if none. */
    double meanShotsToWin(Side side) {
        int n = winsBySinking[side.ordinal()];
        return n == 0
                ? Double.NaN
                : Arrays.stream(shotsToWin[side.ordinal()], 0, n).average().orElseThrow();
    }

    /** Median shots in games this seat won by sinking the fleet; NaN if none. */
    double medianShotsToWin(Side side) {
        int n = winsBySinking[side.ordinal()];
        if (n == 0) {
            return Double.NaN;
        }
        int[] sorted = Arrays.copyOf(shotsToWin[side.ordinal()], n);
        Arrays.sort(sorted);
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }
}
