package io.admiralty.league.runtime;

import io.admiralty.Refusal;
import io.admiralty.game.Ruleset;

/**
 * What a matchup is played under, whoever queued it (a season or a version gate): the ruleset, the time a move may
 * take, and the bots' data quota ({@code dataQuotaBytes} null: the league's).
 */
public record MatchTerms(Ruleset ruleset, int moveTimeoutMs, Long dataQuotaBytes) {

    /** The largest data quota a season or the league may give bots. */
    public static final long MAX_DATA_QUOTA = 1024L * 1024 * 1024;

    public static void checkDataQuota(String field, long bytes) {
        if (bytes < 0 || bytes > MAX_DATA_QUOTA) {
            throw Refusal.invalid(field + " must be 0.." + MAX_DATA_QUOTA + " bytes, was " + bytes);
        }
    }
}
