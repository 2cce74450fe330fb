package io.admiralty.play;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.bot.MoveClock;
import io.admiralty.bot.MoveTimes;
import io.admiralty.game.Coord;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One environment of {@code play --env}: a matchup between the client's seats and, in the other seat, a bot opened as
 * {@code play} opens it, whose games the league's own {@link Referee} plays. Game n of the matchup seeded S is the
 * game {@code play --seed S --games n} plays as its n-th (its seed {@link MatchupRunner#gameSeed}, A first in odd
 * games), so that a client making the moves a bot would make gets that bot's game, move for move. The opponent's
 * session lives from one game to the next of its matchup, as in {@code play}; a reset to another seed, or to a game
 * that does not come after the last one, starts a new matchup (a new session), so a bot that learns between games
 * sees what it would in {@code play}.
 */
final class LearningEnvironment implements AutoCloseable {

    private final String id;
    private final Ruleset ruleset;
    private final List<Side> outside;
    private final String name;
    private final BotDefinition opponent;
    private final PlayCommand.Seating seating;
    private final PrintStream progress;
    private final List<Path> dataFolders = new ArrayList<>();

    private MoveClock session;
    private long matchupSeed;
    private int gameNumber;
    private Referee referee;
    private Instant startedAt;
    private Instant finishedAt;
    private int[] opponentMicros;
    /** Strikes of the game already told to the client. */
    private int told;
    /** The outside seats' move times, and when each was last asked to move (nanoTime), by seat. */
    private final int[][] outsideMicros = new int[2][];

    private final int[] outsideMoves = new int[2];
    private long askedAt;

    LearningEnvironment(EnvProtocol.Open open, PlayCommand.Seating seating, PrintStream progress) {
        this.id = open.id();
        this.ruleset = open.ruleset();
        this.outside = open.outside();
        this.name = open.name();
        this.opponent = open.opponent();
        this.seating = seating;
        this.progress = progress;
        if (opponent != null) {
            PlayCommand.requireSandbox(seating.sandbox(), opponent.kind().sandboxed());
        }
    }

    /** Game {@code game} of the matchup seeded {@code seed}: {@code ID start FIRST SEED_A SEED_B} and its state. */
    String reset(long seed, int game) throws IOException {
        if (opponent != null && (session == null || seed != matchupSeed || game <= gameNumber)) {
            closeSession();
            Side side = outside.get(0).other();
            PlayCommand.Seat seat = PlayCommand.seat(seating, opponent, name, side, progress);
            session = MoveClock.seat(PlayCommand.open(seating, seat, "env-" + id, dataFolders, progress));
        }
        matchupSeed = seed;
        gameNumber = game;
        Side first = game % 2 == 1 ? Side.A : Side.B;
        told = 0;
        Arrays.fill(outsideMoves, 0);
        outsideMicros[0] = new int[16];
        outsideMicros[1] = new int[16];
        if (session != null) {
            session.transcript().clear();
            session.take();
        }
        startedAt = Instant.now();
        finishedAt = null;
        referee =
                Referee.start(ruleset, MatchupRunner.gameSeed(seed, game), first, game, player(Side.A), player(Side.B));
        StringBuilder reply = new StringBuilder(id).append(" start ").append(first.name());
        for (Side side : Side.values()) {
            reply.append(' ');
            if (outside.contains(side)) {
                reply.append(referee.setup(side).seed());
            } else {
                reply.append('-');
            }
        }
        return state(reply);
    }

    private Player player(Side side) {
        if (!outside.contains(side)) {
            return session;
        }
        return Referee.outside(outside.size() == 2 ? name + "-" + side : name);
    }

    String place(Placement placement) {
        Side side = referee == null ? null : referee.placing();
        if (side == null) {
            throw new EnvProtocol.Refused(id, "no seat is due to place its fleet");
        }
        referee.place(side, placement);
        return state(new StringBuilder(id));
    }

    String fire(List<Coord> targets) {
        Side side = referee == null ? null : referee.turn();
        if (side == null || !outside.contains(side)) {
            throw new EnvProtocol.Refused(id, "no seat of the client's is due to fire");
        }
        moved(side);
        referee.fire(targets);
        return state(new StringBuilder(id));
    }

    /** The finished game as one line of {@code play --log}. */
    String record() {
        if (referee == null || referee.outcome() == null) {
            throw new EnvProtocol.Refused(id, "no finished game to record");
        }
        GameRecord game = referee.record();
        int[] a = outside.contains(Side.A) ? Arrays.copyOf(outsideMicros[0], outsideMoves[0]) : opponentMicros;
        int[] b = outside.contains(Side.B) ? Arrays.copyOf(outsideMicros[1], outsideMoves[1]) : opponentMicros;
        PlayedGame played = new PlayedGame(
                gameNumber, game, Map.of(), Map.of(), Map.of(), startedAt, finishedAt, new MoveTimes(a, b), false);
        return GameLog.line(played);
    }

    /** The strikes the client has not been told yet, then what is due: {@code place S}, {@code fire S N}, or the end. */
    private String state(StringBuilder reply) {
        List<Strike> strikes = referee.strikesSince(told);
        for (Strike strike : strikes) {
            EnvProtocol.strike(reply, strike);
        }
        told += strikes.size();
        Outcome outcome = referee.outcome();
        if (outcome != null) {
            if (finishedAt == null) {
                finished(outcome);
            }
            EnvProtocol.over(reply, outcome);
        } else if (referee.placing() != null) {
            reply.append(" place ").append(referee.placing().name());
        } else {
            reply.append(" fire ").append(referee.turn().name()).append(' ').append(referee.shotsDue());
        }
        askedAt = System.nanoTime();
        return reply.toString();
    }

    /** Keeps the game's end and the opponent's move times; a bot that forfeited starts afresh, as in a matchup. */
    private void finished(Outcome outcome) {
        finishedAt = Instant.now();
        opponentMicros = session == null ? new int[0] : session.take();
        boolean opponentForfeited =
                outcome.forfeit() != null && (outcome.forfeiter() == null || !outside.contains(outcome.forfeiter()));
        if (session != null && opponentForfeited) {
            progress.println(
                    "play --env: " + id + ": the opponent forfeited (" + outcome.code() + "); its transcript:\n"
                            + session.transcript().toString().indent(4).stripTrailing());
            session.reset();
        }
    }

    /** Counts the outside seat's move and how long the client took over it, as a bot's think time is counted. */
    private void moved(Side side) {
        int i = side.ordinal();
        if (outsideMoves[i] == outsideMicros[i].length) {
            outsideMicros[i] = Arrays.copyOf(outsideMicros[i], outsideMoves[i] * 2);
        }
        outsideMicros[i][outsideMoves[i]++] = (int) Math.min(Integer.MAX_VALUE, (System.nanoTime() - askedAt) / 1000);
    }

    private void closeSession() throws IOException {
        if (session != null) {
            try {
                session.close();
            } finally {
                session = null;
                for (Path data : dataFolders) {
                    PlayCommand.deleteTree(data);
                }
                dataFolders.clear();
            }
        }
    }

    @Override
    public void close() throws IOException {
        closeSession();
    }
}
