package io.admiralty.league.runtime;

import io.admiralty.Refusal;
import io.admiralty.game.Ruleset;

/**
 * What a matchup is played under, whoever queued it (a season, a version gate, a challenge, a validation): the ruleset,
 * the time a move may take, the bots' data quota ({@code dataQuotaBytes} null: the league's), and whether the bots play
 * in an empty data folder of the matchup's own, removed when it ends ({@code scratchData}: a validation, the league's
 * own check, neither reads nor changes what a bot keeps between its matchups).
 */
public record MatchTerms(Ruleset ruleset, int moveTimeoutMs, Long dataQuotaBytes, boolean scratchData) {

    /** Terms in which the bots keep their data folders. */
    public MatchTerms(Ruleset ruleset, int moveTimeoutMs, Long dataQuotaBytes) {
        this(ruleset, moveTimeoutMs, dataQuotaBytes, false);
    }

    /** The largest data quota a season or the league may give bots. */
    public static final long MAX_DATA_QUOTA = 1024L * 1024 * 1024;

    public static void checkDataQuota(String field, long bytes) {
        if (bytes < 0 || bytes > MAX_DATA_QUOTA) {
            throw Refusal.invalid(field + " must be 0.." + MAX_DATA_QUOTA + " bytes, was " + bytes);
        }
    }
}
