package io.admiralty.league.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;

/** Password reset links. */
@ApplicationScoped
public class PasswordResetRepository implements PanacheRepositoryBase<PasswordReset, Long> {

    public Optional<PasswordReset> byTokenHash(String hash) {
        return find(
                        "from PasswordReset r join fetch r.account where r.tokenHash = :hash",
                        Parameters.with("hash", hash))
                .firstResultOptional();
    }

    /**
     * Uses the link if it is still open: one statement, so that the same link posted twice at once sets the password
     * once.
     */
    public boolean take(long id, Instant now) {
        return update(
                        "usedAt = :now where id = :id and usedAt is null and expiresAt > :now",
                        Parameters.with("id", id).and("now", now))
                == 1;
    }

    /** Ends every open link of the account: a newer one, a password set otherwise. */
    public long endAllOf(long account, Instant now) {
        return update(
                "usedAt = :now where account.id = :account and usedAt is null",
                Parameters.with("now", now).and("account", account));
    }
}
