package io.admiralty.bot.builtin;

import io.admiralty.game.Player;
import java.time.Duration;
import java.util.List;

/**
 * The expert with only some of its parts, for the benchmarks to measure what each adds: {@code expert:greedy} (the
 * play-outs' greedy rule alone, which the expert plays when no other cell wins), {@code expert:rollouts} (with
 * roll-outs), {@code expert:endgame} (roll-outs and the exact endgame), {@code expert:full} (all of them and the
 * tie-breaks by information, the shipped bot).
 */
public final class ExpertSteps {

    private ExpertSteps() {
    }

    public static List<String> names() {
        return List.of("expert:greedy", "expert:rollouts", "expert:endgame", "expert:full");
    }

    /**
     * The step as shipped (layouts are taken to come from the random placer, as the strength benchmark's do), for games
     * whose moves may take up to {@code moveLimit}.
     */
    public static Player create(String name, Duration moveLimit) {
        return create(name, moveLimit, true);
    }

    /**
     * The step for boards where every legal layout is equally likely (the small-board checks, whose optimum is
     * computed so), for games whose moves may take up to {@code moveLimit}.
     */
    public static Player equallyLikely(String name, Duration moveLimit) {
        return create(name, moveLimit, false);
    }

    private static Player create(String name, Duration moveLimit, boolean placerPrior) {
        ExpertBot.Settings full = ExpertBot.Settings.FULL;
        int step = names().indexOf(name);
        if (step < 0) {
            throw new IllegalArgumentException("unknown expert step '" + name + "' (steps: " + String.join(", ", names()) + ")");
        }
        // With no other candidate the rule's own cell is the only one: no roll-out is played.
        int candidates = step == 0 ? 0 : full.candidates();
        return new ExpertBot(moveLimit, new ExpertBot.Settings(placerPrior, full.batch(), full.maxLayouts(), full.maxPlayoutShots(),
                candidates, full.margin(), full.z(), full.dropZ(), full.finalZ(), step >= 2, step == 3));
    }
}
