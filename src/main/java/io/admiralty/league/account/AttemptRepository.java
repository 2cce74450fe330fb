package io.admiralty.league.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.HexFormat;

/** Attempts counted against limits. */
@ApplicationScoped
public class AttemptRepository implements PanacheRepositoryBase<Attempt, Long> {

    public long since(Attempt.Kind kind, String keyHash, Instant since) {
        return count(
                "kind = :kind and keyHash = :key and at > :since",
                Parameters.with("kind", kind).and("key", keyHash).and("since", since));
    }

    /** Records an attempt; its id. */
    public long add(Attempt.Kind kind, String keyHash, Instant at) {
        Attempt attempt = new Attempt();
        attempt.kind = kind;
        attempt.keyHash = keyHash;
        attempt.at = at;
        persist(attempt);
        return attempt.id;
    }

    public long deleteBefore(Instant before) {
        return delete("at < ?1", before);
    }

    /**
     * Holds PostgreSQL's transaction-scoped advisory lock numbered {@code number} until the transaction ends: the
     * attempts against one key are counted and written one try at a time, on every instance.
     */
    public void lock(long number) {
        getEntityManager()
                .createNativeQuery("select pg_advisory_xact_lock(?1)")
                .setParameter(1, number)
                .getSingleResult();
    }

    /** The lock number of a key: 64 bits of its kind's and hash's SHA-256 (another key sharing it only waits). */
    static long lockNumber(Attempt.Kind kind, String keyHash) {
        return HexFormat.fromHexDigitsToLong(Identities.hash(kind.name() + " " + keyHash), 0, 16);
    }
}
