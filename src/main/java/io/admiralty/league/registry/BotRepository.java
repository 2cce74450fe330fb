package io.admiralty.league.registry;

import io.admiralty.league.Names;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Bots and their versions: one aggregate, since a version is written only with its bot's version number. */
@ApplicationScoped
public class BotRepository implements PanacheRepositoryBase<Bot, Long> {

    /** Every bot with its team, oldest first. */
    public List<Bot> all() {
        return find("#Bot.all").list();
    }

    public List<Bot> ofTeam(long team) {
        return find("#Bot.ofTeam", Parameters.with("team", team)).list();
    }

    /**
     * Whether a bot of the team, retired or not, has a name that reads as this one ({@link Names#key}), or a built-in
     * bot has: built-ins stand beside every team's bots on leaderboards, so their names are reserved.
     */
    public boolean nameTaken(long team, String name) {
        String key = Names.key(name);
        return getEntityManager()
                .createNamedQuery("Bot.namesBeside", String.class)
                .setParameter("team", team)
                .getResultStream()
                .anyMatch(other -> Names.key(other).equals(key));
    }

    /** The bot, locked until the transaction ends: a new version takes the next number. */
    public Optional<Bot> lock(long id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    public List<Bot> byIds(Collection<Long> ids) {
        return getEntityManager()
                .createNamedQuery("Bot.byIds", Bot.class)
                .setParameter("ids", ids)
                .getResultList();
    }

    /** The lowest id among {@code ids} of a retired bot. */
    public Optional<Long> firstRetired(Collection<Long> ids) {
        return getEntityManager()
                .createNamedQuery("Bot.firstRetired", Long.class)
                .setParameter("ids", ids)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    /** The current version of each of the bots, by bot id. */
    public Map<Long, BotVersion> currentVersions(Collection<Long> bots) {
        return getEntityManager()
                .createNamedQuery("BotVersion.current", BotVersion.class)
                .setParameter("bots", bots)
                .getResultStream()
                .collect(Collectors.toMap(v -> v.botId, Function.identity()));
    }

    /** The highest version number the bot has: its current one, or a gated candidate's above it. */
    public int lastVersion(long bot) {
        return getEntityManager()
                .createNamedQuery("BotVersion.last", Integer.class)
                .setParameter("bot", bot)
                .getSingleResult();
    }

    /** The built-in bot of that name. */
    public Optional<Bot> builtin(String name) {
        return getEntityManager()
                .createNamedQuery("Bot.builtin", Bot.class)
                .setParameter("name", name)
                .getResultStream()
                .findFirst();
    }

    public Optional<BotVersion> version(long bot, int version) {
        BotVersion.Key key = new BotVersion.Key();
        key.botId = bot;
        key.version = version;
        return Optional.ofNullable(getEntityManager().find(BotVersion.class, key));
    }

    /** Every version of the bot, oldest first. */
    public List<BotVersion> versions(long bot) {
        return getEntityManager()
                .createNamedQuery("BotVersion.ofBot", BotVersion.class)
                .setParameter("bot", bot)
                .getResultList();
    }

    public void persistVersion(BotVersion version) {
        getEntityManager().persist(version);
    }
}
