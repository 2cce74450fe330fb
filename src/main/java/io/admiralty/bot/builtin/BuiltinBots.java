package io.admiralty.bot.builtin;

import io.admiralty.game.Player;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The league's own bots, by name. Each call makes a fresh instance (one per matchup). */
public final class BuiltinBots {

    private static final Map<String, Supplier<Player>> BOTS = Map.of(
            "random", RandomBot::new,
            "sequential", SequentialBot::new,
            "hunter", HunterBot::new,
            "parity", ParityBot::new,
            "density", DensityBot::new);

    private BuiltinBots() {
    }

    public static List<String> names() {
        return List.of("random", "sequential", "hunter", "parity", "density");
    }

    public static Player create(String name) {
        Supplier<Player> bot = BOTS.get(name);
        if (bot == null) {
            throw new IllegalArgumentException("unknown builtin bot '" + name + "' (builtin bots: " + String.join(", ", names()) + ")");
        }
        return bot.get();
    }
}
