package io.admiralty.league;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.ForwardingSession;
import io.admiralty.game.Coord;
import io.admiralty.game.Tracking;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A bot session whose moves are timed into the metric {@code admiralty.bot.move} by dialect (kind for builtin and jvm). */
final class TimedSession extends ForwardingSession.Around {

    private final Timer moves;

    TimedSession(BotSession bot, String dialect, MeterRegistry metrics) {
        super(bot);
        this.moves = Timer.builder("admiralty.bot.move").description("time a bot takes to answer a move")
                .tag("dialect", dialect).publishPercentileHistogram().register(metrics);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        long start = System.nanoTime();
        try {
            return super.fire(tracking, shots);
        } finally {
            moves.record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
        }
    }
}
