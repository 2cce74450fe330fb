package io.admiralty.benchmark;

import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.Placement;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.skill.Deals;
import java.util.SplittableRandom;

/**
 * The games of {@code play --seed S BOT builtin:random} as deals: deal n is game n's seed and the fleet {@code random}
 * places in seat B from its seat's seed, so a bot in seat A fires there the shots it fires in {@code play} (a built-in
 * unhurried, or any bot not pressed for time: the partner's shots change nothing of what the bot sees).
 */
record PlayDeals(long matchupSeed) implements Deals {

    @Override
    public Placement layout(Ruleset ruleset, int game) {
        return RandomFleet.place(ruleset, new SplittableRandom(Referee.seedFor(gameSeed(game), Side.B)));
    }

    @Override
    public long gameSeed(int game) {
        return MatchupRunner.gameSeed(matchupSeed, game);
    }
}
