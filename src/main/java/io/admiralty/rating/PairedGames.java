package io.admiralty.rating;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Tallies a test's games for {@link Sprt}: the trinomial counts of every game and the pentanomial counts of every
 * complete pair. In a matchup of paired games, games {@code 2k-1} and {@code 2k} form pair {@code k} (same seed, seats
 * swapped). A pair is counted once both its games are in; a lone game (a matchup cut short) counts in the trinomial
 * only.
 */
public final class PairedGames {

    private PairedGames() {}

    /** One game from the tested side's view: its matchup, its number in it (from 1), and the side's result. */
    public record Game(long matchup, int number, Result result) {}

    /** A game's result for the tested side; its score is 0, 1/2 or 1. */
    public enum Result {
        LOSS,
        DRAW,
        WIN;

        /** Half-points: 0, 1 or 2. */
        int halfPoints() {
            return ordinal();
        }
    }

    /** Both tallies of the same games. */
    public record Tally(long[] trinomial, long[] pentanomial) {

        public long games() {
            return trinomial[0] + trinomial[1] + trinomial[2];
        }

        public long pairs() {
            long pairs = 0;
            for (long count : pentanomial) {
                pairs += count;
            }
            return pairs;
        }
    }

    private record PairKey(long matchup, int pair) {}

    public static Tally tally(List<Game> games) {
        long[] trinomial = new long[3];
        long[] pentanomial = new long[5];
        Map<PairKey, Result> waiting = new HashMap<>();
        for (Game game : games) {
            if (game.number() < 1) {
                throw new IllegalArgumentException("games are numbered from 1, was " + game.number());
            }
            trinomial[game.result().halfPoints()]++;
            PairKey key = new PairKey(game.matchup(), (game.number() + 1) / 2);
            Result partner = waiting.remove(key);
            if (partner == null) {
                waiting.put(key, game.result());
            } else {
                pentanomial[partner.halfPoints() + game.result().halfPoints()]++;
            }
        }
        return new Tally(trinomial, pentanomial);
    }
}
