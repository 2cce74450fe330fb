package io.admiralty.league.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Teams' API tokens. */
@ApplicationScoped
public class ApiTokenRepository implements PanacheRepositoryBase<ApiToken, Long> {

    /** The token with this hash if it is not revoked and its team is not disabled. */
    public Optional<ApiToken> working(String hash) {
        return find(
                        "from ApiToken t join fetch t.team where t.tokenHash = :hash and t.revokedAt is null"
                                + " and t.team.disabledAt is null",
                        Parameters.with("hash", hash))
                .firstResultOptional();
    }

    /** The team's tokens that are not revoked, oldest first. */
    public List<ApiToken> ofTeam(long team) {
        return list("team.id = :team and revokedAt is null order by id", Parameters.with("team", team));
    }

    /**
     * Notes that the token was used at {@code now}, at most once a minute: a busy script's every request would
     * otherwise be a write.
     */
    public void used(long id, Instant now) {
        update(
                "lastUsedAt = :now where id = :id and (lastUsedAt is null or lastUsedAt < :minuteAgo)",
                Parameters.with("now", now).and("id", id).and("minuteAgo", now.minusSeconds(60)));
    }

    /** Revokes the tokens the account made for the team. */
    public long revokeMadeBy(long account, long team, Instant now) {
        return update(
                "revokedAt = :now where createdBy.id = :account and team.id = :team and revokedAt is null",
                Parameters.with("now", now).and("account", account).and("team", team));
    }

    /** Revokes the tokens the account made, for every team. */
    public long revokeAllMadeBy(long account, Instant now) {
        return update(
                "revokedAt = :now where createdBy.id = :account and revokedAt is null",
                Parameters.with("now", now).and("account", account));
    }

    public long revokeAllOf(long team, Instant now) {
        return update(
                "revokedAt = :now where team.id = :team and revokedAt is null",
                Parameters.with("now", now).and("team", team));
    }
}
