package io.admiralty.league;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.Transcript;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.List;

/** A bot session whose moves are timed into the metric {@code admiralty.bot.move} by dialect (kind for builtin and jvm). */
final class TimedSession implements BotSession {

    private final BotSession bot;
    private final Timer moves;

    TimedSession(BotSession bot, String dialect, MeterRegistry metrics) {
        this.bot = bot;
        this.moves = Timer.builder("admiralty.bot.move").description("time a bot takes to answer a move")
                .tag("dialect", dialect).publishPercentileHistogram().register(metrics);
    }

    @Override
    public String name() {
        return bot.name();
    }

    @Override
    public Placement place(GameSetup setup) {
        return bot.place(setup);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        long start = System.nanoTime();
        try {
            return bot.fire(tracking, shots);
        } finally {
            moves.record(System.nanoTime() - start, java.util.concurrent.TimeUnit.NANOSECONDS);
        }
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        bot.onShotsResolved(strikes);
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        bot.onOpponentShots(strikes);
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        bot.onGameEnd(outcome, self);
    }

    @Override
    public Transcript transcript() {
        return bot.transcript();
    }

    @Override
    public void reset() {
        bot.reset();
    }

    @Override
    public void close() {
        bot.close();
    }
}
