package io.admiralty.skill;

import io.admiralty.game.Placement;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Ruleset;
import java.util.SplittableRandom;

/**
 * The public layouts a skill score is measured on: layout n of a ruleset is the engine's random fleet drawn from seed
 * n ({@code RandomFleet.place(ruleset, new SplittableRandom(n))}), so anyone with the engine gets the same fleets, and
 * seeds 1..N of the classic ruleset are the layouts of the built-in bots' strength table.
 */
public final class SkillLayouts {

    /** How many layouts a score is measured on unless the league is told otherwise. */
    public static final int DEFAULT_COUNT = 200;
    /** The most layouts a score may use, and a layouts request may list. */
    public static final int MAX_COUNT = 10_000;

    private SkillLayouts() {}

    /** Layout {@code number} (1, 2, ...) of {@code ruleset}. */
    public static Placement layout(Ruleset ruleset, int number) {
        if (number < 1) {
            throw new IllegalArgumentException("layouts are numbered from 1, was " + number);
        }
        return RandomFleet.place(ruleset, new SplittableRandom(number));
    }
}
