package io.admiralty.league.queue;

import io.admiralty.bot.Kind;
import io.admiralty.game.Coded;
import java.util.Collection;

/**
 * What a piece of work costs the instance that plays it, by the bots it runs: {@code cpu} when one of them runs on the
 * instance's cores (a process or jar bot, under the sandbox), {@code builtin} when the league's own strategies play in
 * its JVM, {@code network} when the bots are servers elsewhere and the instance only waits on them. The referee asks
 * one bot at a time, so a matchup's two bots never think at once: a matchup costs what its dearest bot costs.
 * {@link WorkRepository}'s claim says the same in SQL.
 */
public enum CostClass implements Coded {
    CPU,
    BUILTIN,
    NETWORK;

    /** The class of work that runs these bots. */
    public static CostClass of(Collection<Kind> bots) {
        if (bots.stream().anyMatch(Kind::sandboxed)) {
            return CPU;
        }
        return bots.contains(Kind.BUILTIN) ? BUILTIN : NETWORK;
    }
}
