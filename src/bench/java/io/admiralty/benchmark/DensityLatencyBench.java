package io.admiralty.benchmark;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.game.Tracking;
import java.util.Arrays;
import java.util.List;

/**
 * Per-move time of the density bot (or of the built-ins named as arguments, e.g. {@code -Dexec.args="expert"}) on the
 * classic and the largest boards, against the 2 s move limit. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.DensityLatencyBench}
 */
public final class DensityLatencyBench {

    public static void main(String[] args) {
        String fullFleet = "6,6,6,6,6,6,6,6,6,6,5,5,5,5,5,5,5,5,5,5,4,4,4,4,4,4,4,4,4,4,"
                + "3,3,3,3,3,3,3,3,3,3,2,2,2,2,2,2,2,2,2,2,1,1,1,1,1,1,1,1,1,1";
        for (String bot : args.length > 0 ? List.of(args) : List.of("density")) {
            System.out.println(bot);
            measure(bot, fullFleet);
        }
    }

    private static void measure(String bot, String fullFleet) {
        for (String spec : List.of(
                "classic", "100x100:" + fullFleet, "100x100:" + fullFleet + ":salvo", "100x100:5,4,3,3,2:salvo")) {
            Ruleset ruleset = Ruleset.parse(spec);
            Timed timed = new Timed(BuiltinBots.create(bot));
            Referee.play(ruleset, 1, Side.A, 1, timed, BuiltinBots.create("density"));
            long[] nanos = Arrays.copyOf(timed.nanos, timed.moves);
            Arrays.sort(nanos);
            System.out.printf(
                    "%-24s moves %6d  mean %8.3f ms  p99 %8.3f ms  max %8.3f ms%n",
                    spec.length() > 24
                            ? spec.substring(0, 8) + "(60 ships)"
                                    + (ruleset.firing().toString().equals("salvo") ? ":salvo" : "")
                            : spec,
                    timed.moves,
                    Arrays.stream(nanos).average().orElse(0) / 1e6,
                    nanos[(int) (nanos.length * 0.99)] / 1e6,
                    nanos[nanos.length - 1] / 1e6);
        }
    }

    /** Times each move of the wrapped player. */
    private static final class Timed implements Player {
        private final Player inner;
        private long[] nanos = new long[1024];
        private int moves;

        Timed(Player inner) {
            this.inner = inner;
        }

        @Override
        public String name() {
            return inner.name();
        }

        @Override
        public Placement place(GameSetup setup) {
            return inner.place(setup);
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            long start = System.nanoTime();
            List<Coord> volley = inner.fire(tracking, shots);
            if (moves == nanos.length) {
                nanos = Arrays.copyOf(nanos, moves * 2);
            }
            nanos[moves++] = System.nanoTime() - start;
            return volley;
        }
    }
}
