package io.admiralty.league.account;

import io.admiralty.Refusal;
import io.admiralty.league.Names;
import io.admiralty.league.PlainText;
import io.admiralty.league.Unique;
import io.admiralty.league.team.Roles;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * Accounts: made (by an invitation, self-registration, OpenID Connect, or the configuration's first organiser),
 * signed in and out, listed and removed. A session is a row: signing out, removing the account or disabling the team
 * deletes it, and the browser's cookie then names nothing.
 */
@ApplicationScoped
public class Accounts {

    private static final Logger LOG = Logger.getLogger(Accounts.class);
    /** Enough of an address to be one; whether it receives mail is not the league's to check. */
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+");

    private static final int MAX_EMAIL = 254;

    /** A person as the API shows them to themselves and to the organiser. */
    public record AccountView(
            long id, String email, String name, boolean organiser, Instant createdAt, List<TeamRole> teams) {}

    /** A team a person belongs to, and as what. */
    public record TeamRole(long team, String teamName, String role) {}

    /** What a new account is made from. */
    public record NewAccount(String email, String name, String password) {}

    private final AccountRepository accounts;
    private final MembershipRepository memberships;
    private final SessionRepository sessions;
    private final Throttle throttle;
    private final AccountConfig config;

    Accounts(
            AccountRepository accounts,
            MembershipRepository memberships,
            SessionRepository sessions,
            Throttle throttle,
            AccountConfig config) {
        this.accounts = accounts;
        this.memberships = memberships;
        this.sessions = sessions;
        this.throttle = throttle;
        this.config = config;
    }

    @Transactional
    void firstOrganiser(@Observes StartupEvent start) {
        Optional<String> email = config.organiser().email().filter(e -> !e.isBlank());
        if (email.isEmpty()) {
            return;
        }
        Optional<Account> existing = accounts.byEmail(email.get());
        if (existing.isPresent()) {
            existing.get().organiser = true;
            return;
        }
        String password = config.organiser()
                .password()
                .filter(p -> !p.isBlank())
                .orElseThrow(
                        () -> new IllegalStateException(
                                "admiralty.accounts.organiser.email is set but not its password (ADMIRALTY_ACCOUNTS_ORGANISER_PASSWORD)"));
        Account organiser = make(new NewAccount(email.get(), "Organiser", password));
        organiser.organiser = true;
        LOG.infof("Made the first organiser's account, %s", organiser.email);
    }

    /**
     * Signs a person in with their password: a new session whose id the identity's principal holds (the form sign-in
     * keeps it in its encrypted cookie), or nothing, the same way and in about the same time whether the account is
     * unknown, the password wrong or the attempts over their limit.
     */
    @Transactional
    public Optional<SecurityIdentity> signIn(String email, String password, String address) {
        Instant now = Instant.now();
        if (!throttle.signInAllowed(email, address, now)) {
            Passwords.matches(password, null);
            return Optional.empty();
        }
        Optional<Account> account = accounts.byEmail(email.strip()).filter(a -> !a.removed());
        if (!Passwords.matches(password, account.map(a -> a.passwordHash).orElse(null))) {
            throttle.signInFailed(email, address, now);
            return Optional.empty();
        }
        sessions.endOlderThan(now.minus(config.sessionLifetime()));
        String id = Identities.newSecret();
        AccountSession session = new AccountSession();
        session.idHash = Identities.hash(id);
        session.account = account.get();
        sessions.persist(session);
        return Optional.of(identity(id, account.get()));
    }

    /** The person whose live session this is, or nobody once it has ended. */
    @Transactional
    public SecurityIdentity session(String id) {
        return sessions.live(Identities.hash(id), Instant.now().minus(config.sessionLifetime()))
                .map(session -> identity(id, session.account))
                .orElse(Roles.ANONYMOUS);
    }

    /** Ends the session of a person signed in with a password; nothing for anyone else. */
    @Transactional
    public void signOut(SecurityIdentity caller) {
        if (Identities.BY_PASSWORD.equals(caller.getAttribute(Identities.SIGNED_IN_BY))) {
            sessions.deleteById(Identities.hash(caller.getPrincipal().getName()));
        }
    }

    /**
     * The person behind an OpenID Connect identity, made on their first sign-in; nobody if their account was removed.
     * Teams they join by invitation, like anyone.
     */
    @Transactional
    public SecurityIdentity oidc(SecurityIdentity signedIn, String issuer, String subject, String email, String name) {
        String key = issuer + " " + subject;
        Account account = accounts.byOidcSubject(key).orElseGet(() -> {
            Account made = new Account();
            made.oidcSubject = key;
            String given = email != null
                            && EMAIL.matcher(email).matches()
                            && accounts.byEmail(email).isEmpty()
                    ? email
                    : subject + "@" + issuer.replaceFirst("^https?://", "").replaceAll("[/:]", ".");
            made.email = given.length() > MAX_EMAIL ? given.substring(0, MAX_EMAIL) : given;
            made.displayName = cleanName(name, made.email);
            Unique.persist(() -> accounts.persistAndFlush(made), "this account exists already");
            return made;
        });
        if (account.removed()) {
            return Roles.ANONYMOUS;
        }
        return Identities.person(
                QuarkusSecurityIdentity.builder(signedIn),
                account,
                memberships.activeOf(account.id),
                Identities.BY_OIDC);
    }

    /** Makes an account with a password; the caller says which team it joins, if any. */
    Account make(NewAccount request) {
        String email = email(request.email());
        Passwords.problem(request.password()).ifPresent(problem -> {
            throw Refusal.invalid(problem);
        });
        String conflict = "an account with this email address exists already: sign in instead";
        if (accounts.byEmail(email).isPresent()) {
            throw Refusal.conflict(conflict);
        }
        Account account = new Account();
        account.email = email;
        account.displayName = Names.check("name", request.name());
        account.passwordHash = Passwords.hash(request.password());
        Unique.persist(() -> accounts.persistAndFlush(account), conflict);
        return account;
    }

    @Transactional
    public AccountView me(SecurityIdentity caller) {
        long id = Identities.account(caller)
                .orElseThrow(() -> Refusal.forbidden("only a signed-in person has an account"));
        return view(accounts.findById(id));
    }

    @Transactional
    public List<AccountView> list(SecurityIdentity caller) {
        Roles.requireOrganiser(caller);
        return accounts.present().stream().map(this::view).toList();
    }

    /**
     * Removes a person: their sessions end, they leave their teams, and they cannot sign in again (a provider's
     * subject stays known, so that it is not made anew). The tokens they made stay their teams'.
     */
    @Transactional
    public void remove(SecurityIdentity caller, long id) {
        Roles.requireOrganiser(caller);
        Account account = accounts.findByIdOptional(id)
                .filter(a -> !a.removed())
                .orElseThrow(() -> Refusal.notFound("no account " + id));
        if (Identities.account(caller).filter(own -> own == id).isPresent()) {
            throw Refusal.conflict("an organiser does not remove their own account");
        }
        sessions.endAllOf(id);
        memberships.delete("account.id", id);
        account.removedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        account.passwordHash = null;
        account.organiser = false;
    }

    /** The caller's account, which must be a person's. */
    Account caller(SecurityIdentity caller) {
        return Identities.account(caller)
                .flatMap(accounts::findByIdOptional)
                .orElseThrow(() -> Refusal.forbidden("only a signed-in person may do this"));
    }

    private SecurityIdentity identity(String sessionId, Account account) {
        return Identities.person(sessionId, account, memberships.activeOf(account.id), Identities.BY_PASSWORD);
    }

    private AccountView view(Account account) {
        List<TeamRole> teams = memberships.activeOf(account.id).stream()
                .map(m -> new TeamRole(m.team.id, m.team.name, m.role.word()))
                .toList();
        return new AccountView(
                account.id, account.email, account.displayName, account.organiser, account.createdAt, teams);
    }

    static String email(String given) {
        if (given == null || given.isBlank()) {
            throw Refusal.invalid("email is missing");
        }
        String email = given.strip();
        if (email.length() > MAX_EMAIL
                || !EMAIL.matcher(email).matches()
                || PlainText.Check.hasControlCharacters(email)) {
            throw Refusal.invalid(
                    "email must be an address such as ada@example.org (at most " + MAX_EMAIL + " characters)");
        }
        return email;
    }

    private static String cleanName(String name, String fallback) {
        return name == null || Names.problem(name).isPresent() || name.isBlank()
                ? fallback.split("@")[0]
                : name.strip();
    }
}
