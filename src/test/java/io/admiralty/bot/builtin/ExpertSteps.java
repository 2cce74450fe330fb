package io.admiralty.bot.builtin;

import io.admiralty.game.Player;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The expert with only some of its parts, for the benchmarks to measure what each adds: {@code expert:greedy} (the
 * play-outs' greedy rule alone, which the expert plays when no other cell wins), {@code expert:rollouts} (with
 * roll-outs), {@code expert:endgame} (roll-outs and the exact endgame), {@code expert:full} (all of them and the
 * tie-breaks by information, the shipped bot); and {@code expert:VARIANT}, the whole expert with the knobs of one of
 * {@link DepartureAudit}'s variants (such as {@code expert:budget-x2}), to play a variant the audit found promising
 * over whole games.
 */
public final class ExpertSteps {

    private ExpertSteps() {}

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
        int step = names().indexOf(name);
        String prefix = "expert:";
        ExpertBot.Settings knobs = step >= 0
                ? ExpertBot.Settings.FULL
                : Optional.of(name)
                        .filter(n -> n.startsWith(prefix))
                        .flatMap(n -> DepartureAudit.variant(n.substring(prefix.length())))
                        .orElseThrow(() -> new IllegalArgumentException(
                                "unknown expert step '" + name + "' (steps: " + String.join(", ", names())
                                        + ", or expert:VARIANT for one of the departure audit's variants)"));
        // A variant is the whole expert; a step has the parts up to its own.
        boolean endgame = step < 0 || step >= 2;
        boolean informationTieBreak = step < 0 || step == 3;
        // With no other candidate the rule's own cell is the only one: no roll-out is played.
        int candidates = step == 0 ? 0 : knobs.candidates();
        return new ExpertBot(
                moveLimit,
                new ExpertBot.Settings(
                        placerPrior,
                        knobs.batch(),
                        knobs.maxLayouts(),
                        knobs.maxPlayoutShots(),
                        candidates,
                        knobs.margin(),
                        knobs.z(),
                        knobs.dropZ(),
                        knobs.finalZ(),
                        endgame,
                        informationTieBreak));
    }
}
