package io.admiralty.league.bench;

import java.util.List;

/**
 * A CDI event, fired in the transaction that benches a bot (observe it with {@code during = AFTER_SUCCESS} to act only
 * once the bench is stored): the bot's {@code team}, the {@code bot}, the {@code season} it is benched in (and only there) and its name, the {@code reason} in the league's words, and
 * the {@code games} that show it (at most {@link BenchRule#GAMES_SHOWN}, oldest first).
 */
public record BotBenched(long team, long bot, long season, String seasonName, String reason, List<Long> games) {}
