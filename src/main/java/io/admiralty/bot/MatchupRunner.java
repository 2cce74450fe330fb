package io.admiralty.bot;

import io.admiralty.game.GameRecord;
import io.admiralty.game.Outcome;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;

/**
 * Plays a matchup: N games between two bot sessions with the first move alternating (A first in odd games),
 * game seeds derived from the matchup seed. A paired matchup (a version gate's, a duplicate season's) plays its games in pairs instead:
 * games {@code 2k-1} and {@code 2k} share one seed, and in the second the two sessions change seats, so each bot gets
 * the seat, the first move and the seat's seed (its placement and its random choices) the other had, and the luck of
 * the deal cancels within the pair. A bot that forfeits is reset (its processes killed) so the next
 * game starts clean; the league never stops for one bot's failure. Each game's transcripts hold that game only.
 * Both sessions are closed at the end.
 */
public final class MatchupRunner {

    /**
     * Game {@code number} of the matchup, when it started and ended, how long each bot thought over each move, and,
     * for each bot that forfeited it, the transcript of its last messages, and what each bot that wrote to stderr wrote
     * ({@link StderrLog}), with the tags and metrics each bot said of the game ({@link BotNotes}); the record, times,
     * transcripts, logs and notes are by seat, and {@code swapped} says that the
     * matchup's B session sat in seat A (the second game of a pair).
     */
    public record PlayedGame(
            int number,
            GameRecord record,
            Map<Side, String> transcripts,
            Map<Side, StderrLog.Kept> logs,
            Map<Side, BotNotes.Kept> notes,
            Instant startedAt,
            Instant finishedAt,
            MoveTimes moveTimes,
            boolean swapped) {}

    private MatchupRunner() {}

    public static void play(
            BotSession a, BotSession b, Ruleset ruleset, int games, long seed, Consumer<PlayedGame> results) {
        play(a, b, ruleset, 1, games, seed, results);
    }

    /**
     * Plays games {@code firstGame..games} only: how a matchup interrupted after {@code firstGame - 1} games resumes.
     * Every forfeit's detail is the league's own sentence (see {@link WordedSession}).
     */
    public static void play(
            BotSession botA,
            BotSession botB,
            Ruleset ruleset,
            int firstGame,
            int games,
            long seed,
            Consumer<PlayedGame> results) {
        play(botA, botB, ruleset, firstGame, games, seed, false, results);
    }

    /** As {@link #play(BotSession, BotSession, Ruleset, int, int, long, Consumer)}, in pairs when {@code paired}. */
    public static void play(
            BotSession botA,
            BotSession botB,
            Ruleset ruleset,
            int firstGame,
            int games,
            long seed,
            boolean paired,
            Consumer<PlayedGame> results) {
        AtomicInteger next = new AtomicInteger(firstGame);
        play(
                botA,
                botB,
                ruleset,
                () -> next.get() <= games ? next.getAndIncrement() : 0,
                n -> n == games,
                paired ? Schedule.paired(seed) : Schedule.alternating(seed),
                results);
    }

    /**
     * Plays the games whose numbers {@code gameNumbers} hands out, until it hands out 0: how sessions of their own
     * share a matchup's games between them when its games are played side by side. Game n is the same game
     * whichever session plays it: its seed and first move depend on n alone.
     */
    public static void play(
            BotSession botA,
            BotSession botB,
            Ruleset ruleset,
            IntSupplier gameNumbers,
            IntPredicate lastGame,
            long seed,
            Consumer<PlayedGame> results) {
        play(botA, botB, ruleset, gameNumbers, lastGame, Schedule.alternating(seed), results);
    }

    /** How a matchup's games are set up: game n's seed, who moves first in it, and whether the sessions change seats. */
    public interface Schedule {

        long seed(int game);

        Side firstMover(int game);

        /** Whether the matchup's B session sits in seat A in game n. */
        default boolean swapped(int game) {
            return false;
        }

        /** A matchup's usual games: seeds derived from the matchup's seed, A first in odd games and B in even ones. */
        static Schedule alternating(long matchupSeed) {
            return new Schedule() {
                @Override
                public long seed(int game) {
                    return gameSeed(matchupSeed, game);
                }

                @Override
                public Side firstMover(int game) {
                    return game % 2 == 1 ? Side.A : Side.B;
                }
            };
        }

        /**
         * A paired matchup's games: games 2k-1 and 2k share one seed and in the second the sessions change seats; in a
         * pair seat A always moves first: the bot in it changes instead.
         */
        static Schedule paired(long matchupSeed) {
            return new Schedule() {
                @Override
                public long seed(int game) {
                    return gameSeed(matchupSeed, (game + 1) / 2);
                }

                @Override
                public Side firstMover(int game) {
                    return Side.A;
                }

                @Override
                public boolean swapped(int game) {
                    return game % 2 == 0;
                }
            };
        }
    }

    /**
     * Plays the games {@code gameNumbers} hands out, until it hands out 0, each set up as {@code schedule} says.
     * {@code lastGame} tells which game is likely the last these sessions play, so that they ready nothing for a game
     * after it; a game after one it named starts as the first of a matchup does.
     */
    public static void play(
            BotSession botA,
            BotSession botB,
            Ruleset ruleset,
            IntSupplier gameNumbers,
            IntPredicate lastGame,
            Schedule schedule,
            Consumer<PlayedGame> results) {
        MoveClock a = MoveClock.seat(botA);
        MoveClock b = MoveClock.seat(botB);
        try {
            for (int n = gameNumbers.getAsInt(); n > 0; n = gameNumbers.getAsInt()) {
                if (lastGame.test(n)) {
                    a.lastGameNext();
                    b.lastGameNext();
                }
                boolean swapped = schedule.swapped(n);
                Side first = schedule.firstMover(n);
                MoveClock seatA = swapped ? b : a;
                MoveClock seatB = swapped ? a : b;
                Instant started = Instant.now();
                a.transcript().clear();
                b.transcript().clear();
                GameRecord game = Referee.play(ruleset, schedule.seed(n), first, n, seatA, seatB);
                MoveTimes moveTimes = new MoveTimes(seatA.take(), seatB.take());
                seatA.transcript().catchUpStderr();
                seatB.transcript().catchUpStderr();
                Map<Side, StderrLog.Kept> logs = new EnumMap<>(Side.class);
                Map<Side, BotNotes.Kept> notes = new EnumMap<>(Side.class);
                for (Side side : Side.values()) {
                    Transcript transcript = (side == Side.A ? seatA : seatB).transcript();
                    StderrLog.Kept log = transcript.stderrLog().kept();
                    if (!log.isEmpty()) {
                        logs.put(side, log);
                    }
                    BotNotes.Kept said = transcript.notes().kept();
                    if (!said.isEmpty()) {
                        notes.put(side, said);
                    }
                }
                Map<Side, String> transcripts = new EnumMap<>(Side.class);
                Outcome outcome = game.outcome();
                if (outcome.forfeit() != null) {
                    for (Side side : Side.values()) {
                        if (outcome.forfeiter() == null || outcome.forfeiter() == side) {
                            BotSession session = side == Side.A ? seatA : seatB;
                            transcripts.put(side, session.transcript().toString());
                            session.reset();
                        }
                    }
                }
                results.accept(
                        new PlayedGame(n, game, transcripts, logs, notes, started, Instant.now(), moveTimes, swapped));
            }
        } finally {
            closeQuietly(a);
            closeQuietly(b);
        }
    }

    /** Seeds of the games of one matchup: distinct, and the same for the same matchup seed. */
    public static long gameSeed(long matchupSeed, int gameNumber) {
        return Referee.seedFor(matchupSeed + gameNumber * 0x632BE59BD9B4E019L, Side.A);
    }

    private static void closeQuietly(BotSession session) {
        try {
            session.close();
        } catch (RuntimeException ignored) {
            // closing a broken bot must not lose the games already played
        }
    }
}
