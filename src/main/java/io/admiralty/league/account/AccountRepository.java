package io.admiralty.league.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

/** Accounts, by id, email address (whatever its case) or OpenID Connect subject. */
@ApplicationScoped
public class AccountRepository implements PanacheRepositoryBase<Account, Long> {

    public Optional<Account> byEmail(String email) {
        return find("lower(email) = lower(:email)", Parameters.with("email", email))
                .firstResultOptional();
    }

    public Optional<Account> byOidcSubject(String subject) {
        return find("oidcSubject", subject).firstResultOptional();
    }

    public List<Account> present() {
        return list("removedAt is null order by id");
    }
}
