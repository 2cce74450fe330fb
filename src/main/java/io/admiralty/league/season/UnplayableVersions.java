package io.admiralty.league.season;

import java.util.Collection;
import java.util.Set;

/**
 * Which bots have no version that may play, as the feature that judges versions (validation, which builds on this
 * package) tells it: a round pairs none of them, rather than queue matchups that are cancelled when claimed.
 */
public interface UnplayableVersions {

    /** The bots among {@code bots} whose current version was refused, with none to fall back on. */
    Set<Long> among(Collection<Long> bots);
}
