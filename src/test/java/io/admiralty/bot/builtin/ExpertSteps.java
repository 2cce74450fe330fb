package io.admiralty.bot.builtin;

import io.admiralty.game.Player;
import java.time.Duration;
import java.util.List;

/**
 * The expert with only some of its parts, for the benchmarks to measure what each adds: {@code expert:rollouts}
 * (roll-outs alone), {@code expert:endgame} (roll-outs and the exact endgame), {@code expert:full} (all three, the
 * shipped bot).
 */
public final class ExpertSteps {

    private ExpertSteps() {
    }

    public static List<String> names() {
        return List.of("expert:rollouts", "expert:endgame", "expert:full");
    }

    /**
     * The step as shipped (layouts are taken to come from the random placer, as the strength benchmark's do), for games
     * whose moves may take up to {@code moveLimit}.
     */
    public static Player create(String step, Duration moveLimit) {
        return create(step, moveLimit, true);
    }

    /**
     * The step for boards where every legal layout is equally likely (the small-board checks, whose optimum is
     * computed so), for games whose moves may take up to {@code moveLimit}.
     */
    public static Player equallyLikely(String step, Duration moveLimit) {
        return create(step, moveLimit, false);
    }

    private static Player create(String step, Duration moveLimit, boolean placerPrior) {
        ExpertBot.Settings full = ExpertBot.Settings.FULL;
        boolean endgame = switch (step) {
            case "expert:rollouts" -> false;
            case "expert:endgame", "expert:full" -> true;
            default -> throw new IllegalArgumentException("unknown expert step '" + step + "' (steps: " + String.join(", ", names()) + ")");
        };
        return new ExpertBot(moveLimit, new ExpertBot.Settings(placerPrior, full.batch(), full.maxLayouts(), full.maxPlayoutShots(),
                full.candidates(),
                full.margin(), full.z(), full.dropZ(), full.finalZ(), endgame, step.equals("expert:full")));
    }
}
