package io.admiralty.bot.builtin;

import io.admiralty.game.Player;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The expert with only some of its parts, for the benchmarks to measure what each adds: {@code expert:greedy} (the
 * play-outs' greedy rule alone, which the expert plays when no other cell wins), {@code expert:rollouts} (with
 * roll-outs), {@code expert:endgame} (roll-outs and the exact endgame), {@code expert:full} (all of them and the
 * tie-breaks by information, the shipped bot); and {@code expert:VARIANT}, the whole expert with the knobs of one of
 * the departure audit's {@link #variants()} (such as {@code expert:budget-x2}), to play a variant the audit found
 * promising over whole games.
 */
public final class ExpertSteps {

    /**
     * The variants measured for the shipped settings, each named by what it changes from the second version's knobs;
     * {@code budget-x2} is the one shipped. Kept here rather than in the departure audit (a benchmark, src/bench):
     * {@code ExpertBotTest} checks that {@code expert:budget-x2} plays the shipped expert.
     */
    private static final Map<String, ExpertBot.Settings> VARIANTS = new LinkedHashMap<>();

    static {
        // name, layouts, play-out shots, cells, margin, z, drop z, final z
        variant("second", 2000, 300_000, 4, 0.05, 3, 3, 1);
        variant("z2", 2000, 300_000, 4, 0.05, 2, 2, 1);
        variant("final-0.5", 2000, 300_000, 4, 0.05, 3, 3, 0.5);
        variant("final-0", 2000, 300_000, 4, 0.05, 3, 3, 0);
        variant("cells-6", 2000, 300_000, 6, 0.08, 3, 3, 1);
        variant("shots-x2", 2000, 600_000, 4, 0.05, 3, 3, 1);
        variant("layouts-x4", 8000, 300_000, 4, 0.05, 3, 3, 1);
        variant("budget-x2", 4000, 600_000, 4, 0.05, 3, 3, 1);
        variant("budget-x4", 8000, 1_200_000, 4, 0.05, 3, 3, 1);
        variant("budget-x2-final-0.5", 4000, 600_000, 4, 0.05, 3, 3, 0.5);
        variant("layouts-x2-cells-6-final-0.5", 4000, 300_000, 6, 0.08, 3, 3, 0.5);
        variant("layouts-x4-cells-6-final-0.5", 8000, 300_000, 6, 0.08, 3, 3, 0.5);
        variant("layouts-x2-cells-6-final-0.5-drop-1.5", 4000, 300_000, 6, 0.08, 3, 1.5, 0.5);
        variant("layouts-x2-cells-6-final-0.5-drop-1", 4000, 300_000, 6, 0.08, 3, 1, 0.5);
        variant("third", 4000, 600_000, 6, 0.08, 3, 1, 0.5);
        variant("budget-x3-cells-6-final-0.5-drop-1.5", 6000, 900_000, 6, 0.08, 3, 1.5, 0.5);
        variant("budget-x3-cells-6-final-0.5-drop-1", 6000, 900_000, 6, 0.08, 3, 1, 0.5);
        variant("budget-x4-cells-6-final-0.5-drop-1", 8000, 1_200_000, 6, 0.08, 3, 1, 0.5);
        variant("budget-half", 1000, 150_000, 4, 0.05, 3, 3, 1);
    }

    private static void variant(
            String name, int layouts, long shots, int cells, double margin, double z, double dropZ, double finalZ) {
        VARIANTS.put(
                name, new ExpertBot.Settings(true, 100, layouts, shots, cells, margin, z, dropZ, finalZ, true, true));
    }

    private ExpertSteps() {}

    /** The departure audit's variants by name, in the order it prints them (the strength benchmark plays them too). */
    static Map<String, ExpertBot.Settings> variants() {
        return Collections.unmodifiableMap(VARIANTS);
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
        int step = names().indexOf(name);
        String prefix = "expert:";
        ExpertBot.Settings knobs = step >= 0
                ? ExpertBot.Settings.FULL
                : Optional.of(name)
                        .filter(n -> n.startsWith(prefix))
                        .map(n -> VARIANTS.get(n.substring(prefix.length())))
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
