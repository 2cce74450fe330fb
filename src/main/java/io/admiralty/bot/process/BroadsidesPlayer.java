package io.admiralty.bot.process;

import io.admiralty.bot.AdapterSession;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Bots;
import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.LeagueFault;
import io.admiralty.game.Orientation;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Ship;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The {@code broadsides} INFO/ACTION protocol (10x10, classic and salvo): a new process for
 * every game, cells as a letter A-J and a row 1-10, {@code ACTION FINISH} at the end so the bot can save its
 * data file before it must exit.
 */
public final class BroadsidesPlayer extends AdapterSession {

    /** Starts spares and clears finished processes away: their own threads, since both mostly wait for processes. */
    private static final ExecutorService SPARES = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "broadsides-spare");
        thread.setDaemon(true);
        return thread;
    });

    private final Supplier<BotProcess> starter;
    private BotProcess process;
    /**
     * The next game's process, started as soon as the last one has exited (so it finds the data the last one
     * saved): a game then begins with a process that is already up, instead of waiting for the interpreter.
     */
    private CompletableFuture<BotProcess> spare;
    /** Whether the game being played is the matchup's last, after which no spare is started. */
    private boolean lastGame;
    /** Finished games' processes being cleared away; the matchup ends when they are. */
    private final List<CompletableFuture<Void>> clearings = new ArrayList<>();

    private final String me;
    private String opponent;

    public BroadsidesPlayer(String name, Supplier<BotProcess> starter, BotLimits limits, Transcript transcript) {
        super(name, limits, transcript);
        this.starter = starter;
        this.me = Bots.word(name);
    }

    @Override
    public Placement place(GameSetup setup) {
        finishGame();
        process = next();
        opponent = Bots.word(setup.opponent());
        String fleet = setup.ruleset().fleet().stream().map(String::valueOf).collect(Collectors.joining(","));
        String order = setup.movesFirst() ? me + "," + opponent : opponent + "," + me;
        process.send("INFO SETUP players:" + order + " board:" + setup.ruleset().width() + "x"
                + setup.ruleset().height() + " ships:" + fleet);
        String reply = process.ask("ACTION SHIPS " + fleet, limits.startTimeout(), String::strip);
        String[] parts = reply.split("\\s+");
        if (!parts[0].equals("SHIPS")) {
            throw BotFault.malformed("did not answer with SHIPS LENGTH:CELL:H|V ...");
        }
        List<Ship> ships = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            String[] ship = parts[i].split(":");
            if (ship.length != 3 || !(ship[2].equals("H") || ship[2].equals("V"))) {
                throw BotFault.malformed("answered a ship that is not LENGTH:CELL:H or LENGTH:CELL:V");
            }
            Coord at = cell(ship[1]);
            ships.add(new Ship(
                    at.x(), at.y(), number(ship[0]), ship[2].equals("H") ? Orientation.ACROSS : Orientation.DOWN));
        }
        return new Placement(ships);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        String reply = process.ask("ACTION SHOTS " + shots, limits.moveTimeout(), String::strip);
        String[] parts = reply.split("\\s+");
        if (!parts[0].equals("SHOTS")) {
            throw BotFault.malformed("did not answer with SHOTS CELL ...");
        }
        List<Coord> cells = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            cells.add(cell(parts[i]));
        }
        return cells;
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        process.send(shotsInfo(me, strikes));
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        process.send(shotsInfo(opponent, strikes));
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        if (process == null || !process.isAlive()) {
            return;
        }
        if (!outcome.isDraw()) {
            process.send("INFO WINNER " + (outcome.winner() == self ? me : opponent));
        }
        finishGame();
        if (!lastGame) {
            spare = CompletableFuture.supplyAsync(starter, SPARES);
        }
    }

    @Override
    public void lastGameNext() {
        lastGame = true;
    }

    /** Stops the game's process and the spare, which no game will use: the matchup ends with no process left. */
    @Override
    public void close() {
        finishGame();
        clearings.forEach(CompletableFuture::join);
        clearings.clear();
        if (spare != null) {
            try {
                spare.join().close();
            } catch (CompletionException failed) {
                // it never started
            }
            spare = null;
        }
    }

    /** The spare if it is up, else a process started now; a spare that failed to start fails this game as a start would. */
    private BotProcess next() {
        CompletableFuture<BotProcess> ready = spare;
        spare = null;
        if (ready == null) {
            return starter.get();
        }
        BotProcess started;
        try {
            started = ready.join();
        } catch (CompletionException failed) {
            if (failed.getCause() instanceof BotFault fault) {
                throw fault;
            }
            if (failed.getCause() instanceof LeagueFault fault) {
                throw fault;
            }
            throw failed;
        }
        if (started.isAlive()) {
            return started;
        }
        started.close();
        return starter.get();
    }

    /**
     * ACTION FINISH, a moment to save its data, then the process must be gone. Once it has exited (or its moment is
     * up), what is left of it (its sandbox, its cgroup) is cleared away in the background, so that the next game's
     * process starts at once instead of after the clearing.
     */
    private void finishGame() {
        if (process == null) {
            return;
        }
        try {
            if (process.isAlive()) {
                process.ask("ACTION FINISH", limits.moveTimeout(), String::strip);
            }
        } catch (BotFault late) {
            transcript.note("no FINISH after the game: " + late.getMessage());
        }
        BotProcess finished = process;
        process = null;
        finished.awaitExit(limits.moveTimeout());
        clearings.removeIf(CompletableFuture::isDone);
        clearings.add(CompletableFuture.runAsync(finished::close, SPARES));
    }

    private static String shotsInfo(String shooter, List<Strike> strikes) {
        StringBuilder sb = new StringBuilder("INFO SHOTS ").append(shooter);
        for (Strike s : strikes) {
            sb.append(' ')
                    .append((char) ('A' + s.x()))
                    .append(s.y() + 1)
                    .append(':')
                    .append(s.result().isHit() ? "hit" : "miss");
        }
        return sb.toString();
    }

    static Coord cell(String text) {
        if (text.length() < 2 || text.length() > 3 || !Character.isLetter(text.charAt(0))) {
            throw BotFault.malformed("answered a cell that is not a letter A-J and a row 1-10");
        }
        return Coord.of(Character.toUpperCase(text.charAt(0)) - 'A', number(text.substring(1)) - 1);
    }

    private static int number(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw BotFault.malformed("answered a ship length or row that is not a number");
        }
    }
}
