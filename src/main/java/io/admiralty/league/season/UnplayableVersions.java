package io.admiralty.league.season;

import java.util.Collection;
import java.util.Map;

/**
 * Which bots have no version that may play in a season, as the feature that judges versions (validation, which builds
 * on this package) tells it: a round pairs none of them, rather than queue matchups that are cancelled when claimed.
 */
public interface UnplayableVersions {

    /**
     * The bots among {@code bots} whose version in the season (its entry's frozen one, else the current one) was
     * refused on the season's ruleset, each with the refusal's sentence.
     */
    Map<Long, String> among(long season, Collection<Long> bots);
}
