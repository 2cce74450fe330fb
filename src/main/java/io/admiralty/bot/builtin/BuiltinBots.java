package io.admiralty.bot.builtin;

import io.admiralty.game.Player;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The league's own bots, by name. Each call makes a fresh instance (one per matchup). */
public final class BuiltinBots {

    /** The move limit a bot is made for when none is given: the league's default. */
    public static final Duration DEFAULT_MOVE_LIMIT = Duration.ofSeconds(2);

    private static final Map<String, Function<Duration, Player>> BOTS = Map.of(
            "random", limit -> new RandomBot(),
            "sequential", limit -> new SequentialBot(),
            "hunter", limit -> new HunterBot(),
            "parity", limit -> new ParityBot(),
            "density", limit -> new DensityBot(),
            "expert", ExpertBot::new);

    private BuiltinBots() {}

    public static List<String> names() {
        return List.of("random", "sequential", "hunter", "parity", "density", "expert");
    }

    public static Player create(String name) {
        return create(name, DEFAULT_MOVE_LIMIT);
    }

    /** A fresh bot for games whose moves may take up to {@code moveLimit}; only {@code expert} uses its time. */
    public static Player create(String name, Duration moveLimit) {
        Function<Duration, Player> bot = BOTS.get(name);
        if (bot == null) {
            throw new IllegalArgumentException(
                    "unknown builtin bot '" + name + "' (builtin bots: " + String.join(", ", names()) + ")");
        }
        return bot.apply(moveLimit);
    }
}
