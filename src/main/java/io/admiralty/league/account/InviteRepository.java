package io.admiralty.league.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Invitations. */
@ApplicationScoped
public class InviteRepository implements PanacheRepositoryBase<Invite, Long> {

    public Optional<Invite> byTokenHash(String hash) {
        return find("from Invite i join fetch i.team where i.tokenHash = :hash", Parameters.with("hash", hash))
                .firstResultOptional();
    }

    /** The team's invites that may still be used. */
    public List<Invite> openOf(long team, Instant now) {
        return list(
                "team.id = :team and revokedAt is null and usesLeft > 0 and expiresAt > :now order by id",
                Parameters.with("team", team).and("now", now));
    }

    /** Revokes the open invites the account made for the team. */
    public long revokeMadeBy(long account, long team, Instant now) {
        return update(
                "revokedAt = :now where createdBy.id = :account and team.id = :team and revokedAt is null",
                Parameters.with("now", now).and("account", account).and("team", team));
    }

    /** Revokes the open invites the account made, for every team. */
    public long revokeAllMadeBy(long account, Instant now) {
        return update(
                "revokedAt = :now where createdBy.id = :account and revokedAt is null",
                Parameters.with("now", now).and("account", account));
    }

    /**
     * Takes one use of the invite if it is still open: one statement, so that two people following a single-use link
     * at once cannot both join.
     */
    public boolean take(long id, Instant now) {
        return update(
                        "usesLeft = usesLeft - 1 where id = :id and revokedAt is null and usesLeft > 0"
                                + " and expiresAt > :now",
                        Parameters.with("id", id).and("now", now))
                == 1;
    }
}
