package io.admiralty.bot.builtin;

import io.admiralty.game.Player;
import java.time.Duration;
import java.util.List;

/**
 * The expert with only some of its parts, for the strength benchmark to measure what each adds: {@code expert:rollouts}
 * (roll-outs alone), {@code expert:endgame} (roll-outs and the exact endgame), {@code expert:full} (all three, the
 * shipped bot).
 */
public final class ExpertSteps {

    private ExpertSteps() {
    }

    public static List<String> names() {
        return List.of("expert:rollouts", "expert:endgame", "expert:full");
    }

    public static Player create(String step) {
        return create(step, BuiltinBots.DEFAULT_MOVE_LIMIT);
    }

    /** The step for games whose moves may take up to {@code moveLimit}. */
    public static Player create(String step, Duration moveLimit) {
        ExpertBot.Settings full = ExpertBot.Settings.FULL;
        ExpertBot.Settings settings = switch (step) {
            case "expert:rollouts" -> new ExpertBot.Settings(full.layouts(), full.candidates(), full.margin(), true, false, false);
            case "expert:endgame" -> new ExpertBot.Settings(full.layouts(), full.candidates(), full.margin(), true, true, false);
            case "expert:full" -> full;
            default -> throw new IllegalArgumentException("unknown expert step '" + step + "' (steps: " + String.join(", ", names()) + ")");
        };
        return new ExpertBot(moveLimit, settings);
    }
}
