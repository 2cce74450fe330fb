package io.admiralty.league.registry;

import io.admiralty.bot.Kind;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.runtime.Launch;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/** What the workers read of registered bots: which are retired, and how a version of one is started. */
@ApplicationScoped
public class BotRegistry {

    private final PublicChanges publicChanges;

    private final BotRepository bots;

    public BotRegistry(BotRepository bots, PublicChanges publicChanges) {
        this.publicChanges = publicChanges;
        this.bots = bots;
    }

    /** The lowest id among the bots that are retired, if any is. */
    @Transactional
    public Optional<Long> firstRetired(List<Long> ids) {
        return bots.firstRetired(ids);
    }

    /** Retires every bot of the team that still plays: a disabled team's bots play no more rounds. */
    @Transactional
    public void retireAllOf(long teamId) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        for (Bot bot : bots.ofTeam(teamId)) {
            if (!bot.retired() && bot.kind != Kind.BUILTIN) {
                bot.retiredAt = now;
            }
        }
        publicChanges.everySeason(); // leaderboards mark retired bots
    }

    /** How version {@code version} of the bot runs. */
    @Transactional
    public Launch launch(long botId, int version) {
        Bot bot = bots.findById(botId);
        BotVersion stored = bots.version(botId, version)
                .orElseThrow(() -> new IllegalStateException("bot " + botId + " has no version " + version));
        return new Launch(
                botId,
                version,
                bot.name,
                bot.kind,
                bot.dialect == null ? null : bot.dialect.code(),
                stored.command,
                stored.url,
                stored.artifact);
    }
}
