package io.admiralty.league.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;

/** Attempts counted against limits. */
@ApplicationScoped
public class AttemptRepository implements PanacheRepositoryBase<Attempt, Long> {

    public long since(Attempt.Kind kind, String keyHash, Instant since) {
        return count(
                "kind = :kind and keyHash = :key and at > :since",
                Parameters.with("kind", kind).and("key", keyHash).and("since", since));
    }

    public void add(Attempt.Kind kind, String keyHash, Instant at) {
        Attempt attempt = new Attempt();
        attempt.kind = kind;
        attempt.keyHash = keyHash;
        attempt.at = at;
        persist(attempt);
    }

    public long deleteBefore(Instant before) {
        return delete("at < ?1", before);
    }
}
