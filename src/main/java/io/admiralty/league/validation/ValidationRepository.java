package io.admiralty.league.validation;

import io.admiralty.game.Side;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Tuple;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Validations, and what their games say of the validated bot (always seat A of its validation matchup). */
@ApplicationScoped
public class ValidationRepository implements PanacheRepositoryBase<Validation, Long> {

    public Optional<Validation> lock(long id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /** The version's checks, one per ruleset, oldest first. */
    public List<Validation> ofVersion(long bot, int version) {
        return getEntityManager()
                .createNamedQuery("Validation.ofVersion", Validation.class)
                .setParameter("bot", bot)
                .setParameter("version", version)
                .getResultList();
    }

    /** Each bot's newest version's checks (one per ruleset). */
    public List<Validation> latestOf(Collection<Long> bots) {
        return getEntityManager()
                .createNamedQuery("Validation.latestOfBots", Validation.class)
                .setParameter("bots", bots)
                .getResultList();
    }

    /** The bot's validations still waiting for versions older than {@code version}. */
    public List<Validation> openBefore(long bot, int version) {
        return getEntityManager()
                .createNamedQuery("Validation.openOfBot", Validation.class)
                .setParameter("bot", bot)
                .setParameter("validating", ValidationState.VALIDATING)
                .setParameter("version", version)
                .getResultList();
    }

    /** The bot's versions that were refused on every ruleset they were checked on. */
    public Set<Integer> refusedEverywhere(long bot) {
        return Set.copyOf(getEntityManager()
                .createNamedQuery("Validation.refusedEverywhere", Integer.class)
                .setParameter("bot", bot)
                .setParameter("refused", ValidationState.REFUSED)
                .getResultList());
    }

    /** The refusals of the bots' versions in the season (frozen, else current) on the season's ruleset. */
    public List<Validation> refusedInSeason(long season, Collection<Long> bots) {
        return getEntityManager()
                .createNamedQuery("Validation.refusedInSeason", Validation.class)
                .setParameter("season", season)
                .setParameter("bots", bots)
                .setParameter("refused", ValidationState.REFUSED)
                .getResultList();
    }

    /** The validation's games in order, as the bot in seat A lived them. */
    public List<ValidationVerdict.Game> games(long validation) {
        return getEntityManager()
                .createQuery(
                        """
                        select g.id, g.winner, g.reason from StoredGame g, Matchup m
                        where m.validationId = :validation and g.matchupId = m.id order by g.gameIndex""",
                        Tuple.class)
                .setParameter("validation", validation)
                .getResultStream()
                .map(row -> new ValidationVerdict.Game(
                        row.get(0, Long.class), forfeitOfSeatA(row.get(1, Side.class), row.get(2, String.class))))
                .toList();
    }

    /** The reason, when the game ended by a forfeit that was seat A's (it lost it, or both forfeited). */
    private static String forfeitOfSeatA(Side winner, String reason) {
        return reason.startsWith("forfeit_") && winner != Side.A ? reason : null;
    }
}
