package io.admiralty.league.tournament;

import java.util.List;
import java.util.Optional;

/**
 * A best-of-{@code games} series on duplicate deals, {@code games} odd. Games come in pairs on one deal, seats swapped
 * (games {@code 2k-1} and {@code 2k} share deal {@code k}; the first side takes seat A in the odd games, the second in
 * the even ones), so a series is judged only after a whole pair: then each side has played every deal from both
 * seats. A win is a point, a draw half (both forfeiting in one turn, say); a bot's own faults lose it the game, and a
 * league fault is no game at all (it is played again), so the games given are the ones that count.
 *
 * <ul>
 *   <li><b>Decided early</b>: after a pair, a side with a majority of {@code games}, {@code (games + 1) / 2} points,
 *       and more points than the other has won. Best of 7 is first to 4 after a pair: 4-0, 4-2, 4.5-3.5 (at most 8
 *       games, since pairs are whole).
 *   <li><b>Tied</b>: both reach the majority in the same pair with as many points (4-4 after 8 games of a best of 7):
 *       one more pair is played; still tied, the side with fewer shots per game won (its shots in the games it won,
 *       over how many it won: it sank fleets faster) wins; still tied (or a side won no game), the better seed.
 * </ul>
 */
public record BestOf(int games) {

    public BestOf {
        if (games < 1 || games % 2 == 0) {
            throw new IllegalArgumentException("a series is best of an odd number of games, not " + games);
        }
    }

    /** The two sides of a series: the first opens each deal. */
    public enum Side {
        FIRST,
        SECOND
    }

    /** How one game ended. */
    public enum Result {
        FIRST_WON,
        DRAW,
        SECOND_WON
    }

    /** One game of the series and the shots each side fired in it. */
    public record Game(Result result, int firstShots, int secondShots) {}

    /** Where a series stands. */
    public sealed interface Verdict {}

    /** Not decided: game {@code next} is to be played, on deal {@code deal}, with {@code seatA} in seat A. */
    public record Playing(int next, int deal, Side seatA) implements Verdict {}

    /** Decided for {@code winner}, by what. */
    public record Won(Side winner, Decider by) implements Verdict {}

    /** What decided a series. */
    public enum Decider {
        POINTS,
        SHOTS,
        SEED,
        /** No verdict of these rules: the series' pair could never be played, and the side still playing advanced. */
        WALKOVER
    }

    /** The series after {@code played}, in order; {@code betterSeed} wins a tie nothing else breaks. */
    public Verdict verdict(List<Game> played, Side betterSeed) {
        int first = 0;
        int second = 0;
        for (int pair = 1; pair <= played.size() / 2; pair++) {
            for (Game game : played.subList(2 * pair - 2, 2 * pair)) {
                first += halfPoints(game.result(), Side.FIRST);
                second += halfPoints(game.result(), Side.SECOND);
            }
            Optional<Won> won = afterPair(pair, first, second, played.subList(0, 2 * pair), betterSeed);
            if (won.isPresent()) {
                if (played.size() > 2 * pair) {
                    throw new IllegalArgumentException(
                            "the series was decided after game " + 2 * pair + ", not " + played.size());
                }
                return won.get();
            }
        }
        int next = played.size() + 1;
        return new Playing(next, (next + 1) / 2, next % 2 == 1 ? Side.FIRST : Side.SECOND);
    }

    /** Whether the series is decided after pair {@code pair}, the half-points so far {@code first} and {@code second}. */
    private Optional<Won> afterPair(int pair, int first, int second, List<Game> played, Side betterSeed) {
        int majority = games + 1;
        if (first != second && Math.max(first, second) >= majority) {
            return Optional.of(new Won(first > second ? Side.FIRST : Side.SECOND, Decider.POINTS));
        }
        // undecided after the regular pairs means tied at the majority: one more pair, then the tie-breaks
        if (pair <= (games + 1) / 2) {
            return Optional.empty();
        }
        List<Game> firstWon =
                played.stream().filter(g -> g.result() == Result.FIRST_WON).toList();
        List<Game> secondWon =
                played.stream().filter(g -> g.result() == Result.SECOND_WON).toList();
        if (!firstWon.isEmpty() && !secondWon.isEmpty()) {
            long firstShots = firstWon.stream().mapToLong(Game::firstShots).sum();
            long secondShots = secondWon.stream().mapToLong(Game::secondShots).sum();
            // the means firstShots / firstWon and secondShots / secondWon compared without rounding
            int compared = Long.compare(firstShots * secondWon.size(), secondShots * firstWon.size());
            if (compared != 0) {
                return Optional.of(new Won(compared < 0 ? Side.FIRST : Side.SECOND, Decider.SHOTS));
            }
        }
        return Optional.of(new Won(betterSeed, Decider.SEED));
    }

    /** A game's half-points for {@code side}: 2 a win, 1 a draw, 0 a loss. */
    private static int halfPoints(Result result, Side side) {
        if (result == Result.DRAW) {
            return 1;
        }
        return (result == Result.FIRST_WON) == (side == Side.FIRST) ? 2 : 0;
    }
}
