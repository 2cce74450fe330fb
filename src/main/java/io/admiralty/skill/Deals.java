package io.admiralty.skill;

import io.admiralty.game.Placement;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;

/**
 * What a bot's measured games are dealt: game n's layout, which the partner places, and game n's seed, from which the
 * referee derives the bot's own seed as in every game ({@link Referee#seedFor}). The two must come from generators of
 * their own: a bot seeded from the generator that drew the layout could, in principle, draw the layout again, and a
 * score measured so would not be the one the bot earns against a placer it knows nothing of.
 */
public interface Deals {

    /** Game {@code game}'s layout (games are numbered from 1). */
    Placement layout(Ruleset ruleset, int game);

    /** Game {@code game}'s seed. */
    long gameSeed(int game);
}
