package io.admiralty.skill;

import io.admiralty.game.Referee;
import io.admiralty.game.Side;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntToLongFunction;

/**
 * Checks that a way of dealing games keeps the layout's generator and the bot's apart: over many deals, no value the
 * generator that draws a layout starts from or gives first is one that a bot's generators start from or give first.
 * A built-in bot seeded with {@code s} places its fleet from {@code new SplittableRandom(s)} and decides from that
 * generator's split; the seat's seed {@code s} is derived from the game's seed by the referee.
 */
public final class DealStreams {

    /** Outputs compared per generator: far more than a layout or a game's first choices draw. */
    static final int OUTPUTS = 64;

    private DealStreams() {}

    /**
     * A value shared between a layout's generator (seeded with {@code layoutSeed} of the deal) and a bot's, over deals
     * 1..{@code deals}, described; empty when none is.
     */
    public static Optional<String> sharedValue(IntToLongFunction layoutSeed, IntToLongFunction gameSeed, int deals) {
        Map<Long, String> layoutValues = new HashMap<>();
        for (int deal = 1; deal <= deals; deal++) {
            long seed = layoutSeed.applyAsLong(deal);
            layoutValues.put(seed, "the seed of layout " + deal + "'s generator");
            SplittableRandom layout = new SplittableRandom(seed);
            for (int i = 1; i <= OUTPUTS; i++) {
                layoutValues.put(layout.nextLong(), "output " + i + " of layout " + deal + "'s generator");
            }
        }
        for (int deal = 1; deal <= deals; deal++) {
            long seat = Referee.seedFor(gameSeed.applyAsLong(deal), Side.A);
            Optional<String> shared = shared(layoutValues, seat, "the bot's seed in game " + deal);
            SplittableRandom placing = new SplittableRandom(seat);
            SplittableRandom deciding = new SplittableRandom(seat).split();
            for (int i = 1; i <= OUTPUTS && shared.isEmpty(); i++) {
                long placed = placing.nextLong();
                long decided = deciding.nextLong();
                shared = shared(layoutValues, placed, "output " + i + " of game " + deal + "'s placer");
                if (shared.isEmpty()) {
                    shared = shared(layoutValues, decided, "output " + i + " of game " + deal + "'s bot");
                }
            }
            if (shared.isPresent()) {
                return shared;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> shared(Map<Long, String> layoutValues, long value, String what) {
        return Optional.ofNullable(layoutValues.get(value)).map(layout -> what + " is " + layout);
    }
}
