package io.admiralty.league.season;

import java.time.Instant;

/**
 * One row of a season's leaderboard, read as values: the leaderboard is read far more often than anything else.
 * {@code seasonRuleset}, the same in every row, comes with them so that the leaderboard, which shows each bot's skill
 * on it, need not read the season apart.
 */
public record BoardRow(
        long botId,
        String botName,
        Instant retiredAt,
        long teamId,
        String teamName,
        double elo,
        int games,
        int wins,
        int losses,
        int draws,
        int forfeits,
        Double mle,
        Double mleLow,
        Double mleHigh,
        boolean mleRegularised,
        Integer rankBeforeFit,
        String seasonRuleset) {}
