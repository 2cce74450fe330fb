package io.admiralty.league.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

/** Who is in which team. */
@ApplicationScoped
public class MembershipRepository implements PanacheRepositoryBase<Membership, Long> {

    /** The account's teams that are not disabled. */
    public List<Membership> activeOf(long account) {
        return list(
                "account.id = :account and team.disabledAt is null order by team.id",
                Parameters.with("account", account));
    }

    public List<Membership> ofTeam(long team) {
        return list("team.id = :team order by id", Parameters.with("team", team));
    }

    public Optional<Membership> find(long account, long team) {
        return find(
                        "account.id = :account and team.id = :team",
                        Parameters.with("account", account).and("team", team))
                .firstResultOptional();
    }

    public long inTeam(long team) {
        return count("team.id", team);
    }
}
