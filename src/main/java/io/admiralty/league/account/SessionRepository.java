package io.admiralty.league.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;

/** Sign-in sessions, by the hash of their id. */
@ApplicationScoped
public class SessionRepository implements PanacheRepositoryBase<AccountSession, String> {

    /** The session, if it began after {@code since} and its account is still there. */
    public Optional<AccountSession> live(String idHash, Instant since) {
        return find(
                        "from AccountSession s join fetch s.account a"
                                + " where s.idHash = :hash and s.createdAt > :since and a.removedAt is null",
                        Parameters.with("hash", idHash).and("since", since))
                .firstResultOptional();
    }

    public long endAllOf(long account) {
        return delete("account.id", account);
    }

    /** Ends the account's sessions but the one whose id has hash {@code keep} (null: ends them all). */
    public long endAllOfBut(long account, String keep) {
        return keep == null
                ? endAllOf(account)
                : delete(
                        "account.id = :account and idHash <> :keep",
                        Parameters.with("account", account).and("keep", keep));
    }

    /** Ends the sessions of every member of the team. */
    public long endAllInTeam(long team) {
        return delete(
                "account.id in (select m.account.id from Membership m where m.team.id = :team)",
                Parameters.with("team", team));
    }

    public long endOlderThan(Instant before) {
        return delete("createdAt < ?1", before);
    }
}
