package io.admiralty.league.season;

import java.time.Instant;

/**
 * A season in which a bot's entry is frozen: it plays {@code version} there whatever the bot uploads since, and
 * {@code reason} says why (its submission deadline passed, or its final started).
 */
public record FrozenEntry(long bot, long season, String seasonName, int version, String reason) {

    /** As the query reads it: the season's deadline, null when the entries froze because the final started. */
    public FrozenEntry(long bot, long season, String seasonName, Integer version, Instant deadline) {
        this(
                bot,
                season,
                seasonName,
                version,
                (deadline == null
                                ? "its entries froze when its final started"
                                : "its submissions closed at " + deadline)
                        + ": it plays version " + version + " there, whatever is uploaded since");
    }
}
