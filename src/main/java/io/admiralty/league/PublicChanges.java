package io.admiralty.league;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Announces that what anyone may read of a season changed (its games, entries, matchups, ratings, settings), or of
 * every season (a team's name, a bot's retirement or current version, a skill score: leaderboards show them), in
 * the caller's transaction. PostgreSQL delivers the notice on {@link #CHANNEL} to every instance's listener when, and
 * only if, the transaction commits; on this instance the {@link Changed} event is also fired, so its observers with
 * {@code during = AFTER_SUCCESS} hear of it as the commit returns, before the caller's next read.
 */
@ApplicationScoped
public class PublicChanges {

    /**
     * PostgreSQL's channel; a notice's text is the season's id ({@code 0} for every season), what changed ({@link
     * Scope}'s name), and the announcing instance's tag, a space between each.
     */
    public static final String CHANNEL = "admiralty_season_changed";

    /** A season changed ({@link #EVERY_SEASON}: every season may have). */
    public record Changed(long season) {

        /** No season has id 0. */
        public static final long EVERY_SEASON = 0;

        public boolean everySeason() {
            return season == EVERY_SEASON;
        }
    }

    /** What a notice says changed of its season. */
    public enum Scope {
        /** What anyone may read of the season: what is kept of it is out of date. */
        SEASON,
        /** Only its progress (a matchup finished): what is kept of it still holds, the live pages follow it. */
        PROGRESS
    }

    /** A notice as PostgreSQL delivered it: the season, what of it changed, and whether it was announced here. */
    public record Notice(long season, Scope scope, boolean fromHere) {}

    /** This instance's tag in its notices: the channel delivers a notice to its own sender's listener too. */
    private final String instance = Long.toString(ThreadLocalRandom.current().nextLong() >>> 1, 36);

    private final EntityManager entities;
    private final Event<Changed> local;

    public PublicChanges(EntityManager entities, Event<Changed> local) {
        this.entities = entities;
        this.local = local;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void season(long season) {
        announce(season);
    }

    /**
     * Only the season's progress changed (a matchup finished): the live pages follow it, while what is kept of the
     * season (its games, ratings, entries) is as it was, so no event is fired and other instances keep theirs too.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void progress(long season) {
        notice(season, Scope.PROGRESS);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void everySeason() {
        announce(Changed.EVERY_SEASON);
    }

    private void announce(long season) {
        notice(season, Scope.SEASON);
        local.fire(new Changed(season));
    }

    private void notice(long season, Scope scope) {
        entities.createNativeQuery("select pg_notify('" + CHANNEL + "', :text)")
                .setParameter("text", season + " " + scope.name() + " " + instance)
                .getSingleResult();
    }

    /** Reads a notice's text (as {@link #CHANNEL} says). */
    public Notice read(String text) {
        String[] parts = text.split(" ", 3);
        return new Notice(Long.parseLong(parts[0]), Scope.valueOf(parts[1]), parts[2].equals(instance));
    }
}
