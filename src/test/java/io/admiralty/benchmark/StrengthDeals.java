package io.admiralty.benchmark;

import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.Placement;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Ruleset;
import io.admiralty.skill.Deals;
import java.util.SplittableRandom;

/**
 * The strength benchmark's deals. Deal n's layout is the engine's random fleet drawn from a generator seeded with
 * {@link #layoutSeed}, and its game seed (the bot's own seed is derived from it by the referee, as in every game) is
 * a matchup's game seed n under another matchup seed, so the bot's generator and the layout's share nothing. Both are
 * 64-bit hashes: no deal's layout comes from the small seeds the expert was tuned on (1..10,000, 20,001 on, 100,000
 * on), which drew the layouts and seeded the bot from one generator.
 */
record StrengthDeals() implements Deals {

    /** The matchup seed the layouts' seeds are derived from. */
    static final long LAYOUT_SEEDS = 0x3C6E_F372_FE94_F82BL;
    /** The matchup seed the games' seeds are derived from. */
    static final long GAME_SEEDS = 0xA54F_F53A_5F1D_36F1L;

    /** The seed of the generator that draws deal {@code deal}'s layout. */
    long layoutSeed(int deal) {
        return MatchupRunner.gameSeed(LAYOUT_SEEDS, deal);
    }

    @Override
    public Placement layout(Ruleset ruleset, int deal) {
        return RandomFleet.place(ruleset, new SplittableRandom(layoutSeed(deal)));
    }

    @Override
    public long gameSeed(int deal) {
        return MatchupRunner.gameSeed(GAME_SEEDS, deal);
    }
}
