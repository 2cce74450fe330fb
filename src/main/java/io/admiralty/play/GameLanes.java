package io.admiralty.play;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.Ruleset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;

/**
 * A matchup's games played in several lanes at once: each lane a pair of sessions of its own on a thread of its own,
 * taking the next game number whenever it has finished a game. Game n is the same game in whichever lane plays it
 * (its seed and first move depend on n alone), and results are handed on in game order, so that what a run prints
 * and logs is what one lane would have given. Only for bots that keep no process between games
 * ({@link io.admiralty.bot.BotDefinition#keepsNoProcessBetweenGames}); one lane plays on the caller's thread.
 */
final class GameLanes {

    /** One lane's two seats. */
    record Lane(BotSession a, BotSession b) {}

    private final Map<Integer, PlayedGame> finished = new HashMap<>();
    private int lanesDone;
    private Throwable failure;

    private GameLanes() {}

    /** Plays games 1..{@code games} in {@code lanes}, each lane's sessions closed when it ends. */
    static void play(List<Lane> lanes, Ruleset ruleset, int games, long seed, Consumer<PlayedGame> results)
            throws InterruptedException {
        AtomicInteger next = new AtomicInteger(1);
        // once the caller stops taking results (a log it cannot write), lanes take no new game
        AtomicInteger last = new AtomicInteger(games);
        IntSupplier numbers = () -> {
            int n = next.getAndIncrement();
            return n <= last.get() ? n : 0;
        };
        // a lane that takes one of the last numbers will likely find none left when it has played it
        IntPredicate lastGame = n -> n > games - lanes.size();
        if (lanes.size() == 1) {
            MatchupRunner.play(lanes.get(0).a(), lanes.get(0).b(), ruleset, numbers, lastGame, seed, results);
            return;
        }
        GameLanes state = new GameLanes();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < lanes.size(); i++) {
            Lane lane = lanes.get(i);
            Thread thread = new Thread(() -> state.run(lane, ruleset, numbers, lastGame, seed), "play-lane-" + (i + 1));
            thread.start();
            threads.add(thread);
        }
        try {
            for (int n = 1; n <= games; n++) {
                results.accept(state.await(n, lanes.size()));
            }
        } finally {
            last.set(0);
            for (Thread thread : threads) {
                thread.join();
            }
        }
    }

    private void run(Lane lane, Ruleset ruleset, IntSupplier numbers, IntPredicate lastGame, long seed) {
        try {
            MatchupRunner.play(lane.a(), lane.b(), ruleset, numbers, lastGame, seed, this::finished);
        } catch (RuntimeException | Error e) {
            synchronized (this) {
                failure = e;
            }
        } finally {
            synchronized (this) {
                lanesDone++;
                notifyAll();
            }
        }
    }

    private synchronized void finished(PlayedGame game) {
        finished.put(game.number(), game);
        notifyAll();
    }

    /** Game {@code n} once a lane has played it; a lane's failure is the caller's. */
    private synchronized PlayedGame await(int n, int lanes) throws InterruptedException {
        while (!finished.containsKey(n)) {
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
            if (lanesDone == lanes) {
                throw new IllegalStateException("every lane ended before game " + n);
            }
            wait();
        }
        return finished.remove(n);
    }
}
