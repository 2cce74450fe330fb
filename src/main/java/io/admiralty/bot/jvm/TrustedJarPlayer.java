package io.admiralty.bot.jvm;

import io.admiralty.bot.AdapterSession;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Transcript;
import io.admiralty.botapi.BattleshipBot;
import io.admiralty.botapi.Cell;
import io.admiralty.botapi.GameInfo;
import io.admiralty.botapi.GameResult;
import io.admiralty.botapi.ShipPlacement;
import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.Firing;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Orientation;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Ship;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A jar bot loaded into the league's own JVM, in a class loader of its own: fast, for a bot author's offline
 * play with {@code play --trusted}. Calls still have time limits (an overrunning call forfeits, though its
 * thread cannot be killed), but nothing else is confined: never use it for strangers' jars.
 */
public final class TrustedJarPlayer extends AdapterSession {

    private final URLClassLoader loader;
    private final BotApiBridge bridge;
    private final ExecutorService calls = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "trusted-jar-bot");
        t.setDaemon(true);
        return t;
    });

    public TrustedJarPlayer(String name, Path jar, BotLimits limits) {
        super(name, limits, new Transcript());
        try {
            this.loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, BattleshipBot.class.getClassLoader());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read jar " + jar);
        }
        BattleshipBot bot = ServiceLoader.load(BattleshipBot.class, loader)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "no io.admiralty.botapi.BattleshipBot listed in META-INF/services of " + jar));
        this.bridge = new BotApiBridge(bot);
    }

    @Override
    public Placement place(GameSetup setup) {
        var ruleset = setup.ruleset();
        GameInfo game = new GameInfo(
                ruleset.width(),
                ruleset.height(),
                ruleset.fleet(),
                ruleset.firing() == Firing.SALVO,
                setup.opponent(),
                setup.movesFirst(),
                setup.seed());
        List<ShipPlacement> ships = call(() -> bridge.newGame(game), limits.placementTimeout());
        return new Placement(ships.stream()
                .map(s -> new Ship(
                        s.x(),
                        s.y(),
                        s.length(),
                        Orientation.valueOf(s.orientation().name())))
                .toList());
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        List<Cell> cells = call(() -> bridge.turn(shots), limits.moveTimeout());
        return cells.stream().map(c -> Coord.of(c.x(), c.y())).toList();
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        call(
                () -> {
                    strikes.forEach(s -> bridge.ownResult(
                            s.x(), s.y(), s.result().isHit(), s.sunkLength() == null ? 0 : s.sunkLength()));
                    return null;
                },
                limits.moveTimeout());
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        call(
                () -> {
                    strikes.forEach(
                            s -> bridge.opponentShot(s.x(), s.y(), s.result().isHit()));
                    return null;
                },
                limits.moveTimeout());
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        GameResult result =
                outcome.isDraw() ? GameResult.DRAW : outcome.winner() == self ? GameResult.WIN : GameResult.LOSS;
        call(
                () -> {
                    bridge.end(result);
                    return null;
                },
                limits.moveTimeout());
    }

    @Override
    public void close() {
        calls.shutdownNow();
        try {
            loader.close();
        } catch (IOException ignored) {
            // nothing to release
        }
    }

    private <T> T call(Callable<T> action, Duration timeout) {
        Future<T> result = calls.submit(action);
        try {
            return result.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            result.cancel(true);
            throw new BotFault(ForfeitReason.TIMEOUT, "did not answer within " + timeout.toMillis() + " ms");
        } catch (ExecutionException e) {
            BotApiBridge.trace(e.getCause()).forEach(transcript::note);
            throw new BotFault(ForfeitReason.EXCEPTION, "threw an exception");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BotFault(ForfeitReason.TIMEOUT, "did not answer before the league stopped waiting");
        }
    }
}
