package io.admiralty.skill;

import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.Placement;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Ruleset;
import java.util.SplittableRandom;

/**
 * The public layouts a skill score is measured on: layout n of a ruleset is the engine's random fleet drawn from seed
 * n ({@code RandomFleet.place(ruleset, new SplittableRandom(n))}), so anyone with the engine gets the same fleets. Game
 * n's seed is not n: it is derived from {@link #GAME_SEEDS} as a matchup's game seeds are from the matchup's, so the
 * bot's own seed shares nothing with the generator that drew the layout (with seed n, the bot's seed was that
 * generator's first output).
 */
public final class SkillLayouts {

    /** How many layouts a score is measured on unless the league is told otherwise. */
    public static final int DEFAULT_COUNT = 200;
    /** The most layouts a score may use, and a layouts request may list. */
    public static final int MAX_COUNT = 10_000;
    /** The matchup seed the skill games' seeds are derived from. */
    static final long GAME_SEEDS = 0x9A7C_3F1D_52E8_B604L;
    /** The skill games' deals: layout n, and game n's seed derived from {@link #GAME_SEEDS}. */
    public static final Deals DEALS = new Deals() {
        @Override
        public Placement layout(Ruleset ruleset, int game) {
            return SkillLayouts.layout(ruleset, game);
        }

        @Override
        public long gameSeed(int game) {
            return MatchupRunner.gameSeed(GAME_SEEDS, game);
        }
    };

    private SkillLayouts() {}

    /** Layout {@code number} (1, 2, ...) of {@code ruleset}. */
    public static Placement layout(Ruleset ruleset, int number) {
        if (number < 1) {
            throw new IllegalArgumentException("layouts are numbered from 1, was " + number);
        }
        return RandomFleet.place(ruleset, new SplittableRandom(number));
    }
}
