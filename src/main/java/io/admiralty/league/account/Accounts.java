package io.admiralty.league.account;

import io.admiralty.Refusal;
import io.admiralty.league.Names;
import io.admiralty.league.PlainText;
import io.admiralty.league.Unique;
import io.admiralty.league.team.Roles;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
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
            long id,
            String email,
            String name,
            boolean showName,
            boolean organiser,
            Instant createdAt,
            List<TeamRole> teams) {}

    /** A team a person belongs to, and as what. */
    public record TeamRole(long team, String teamName, String role) {}

    /** What a new account is made from. */
    public record NewAccount(String email, String name, String password) {}

    private final AccountRepository accounts;
    private final MembershipRepository memberships;
    private final SessionRepository sessions;
    private final ApiTokenRepository tokens;
    private final InviteRepository invites;
    private final PasswordResetRepository resets;
    private final Throttle throttle;
    private final AccountConfig config;

    Accounts(
            AccountRepository accounts,
            MembershipRepository memberships,
            SessionRepository sessions,
            ApiTokenRepository tokens,
            InviteRepository invites,
            PasswordResetRepository resets,
            Throttle throttle,
            AccountConfig config) {
        this.accounts = accounts;
        this.memberships = memberships;
        this.sessions = sessions;
        this.tokens = tokens;
        this.invites = invites;
        this.resets = resets;
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
        Account organiser =
                make(new NewAccount(email.get(), "Organiser", password), null).orElseThrow();
        organiser.organiser = true;
        LOG.infof("Made the first organiser's account, %s", organiser.email);
    }

    /**
     * Signs a person in with their password: a new session whose id the identity's principal holds (the form sign-in
     * keeps it in its encrypted cookie), or nothing, the same way and in about the same time whether the account is
     * unknown, the password wrong or the attempts over their limit. The attempt is counted before the password is
     * checked, and given back when it was right. No transaction is open while bcrypt works: a hundred sign-ins at once
     * hold no hundred database connections.
     */
    public Optional<SecurityIdentity> signIn(String email, String password, String address) {
        Instant now = Instant.now();
        Optional<Throttle.Taken> taken = throttle.signIn(email, address, now);
        if (taken.isEmpty()) {
            Passwords.matches(password, null);
            return Optional.empty();
        }
        Optional<Account> account = QuarkusTransaction.requiringNew()
                .call(() -> accounts.byEmail(email.strip()).filter(a -> !a.removed()));
        if (!Passwords.matches(password, account.map(a -> a.passwordHash).orElse(null))) {
            return Optional.empty();
        }
        throttle.giveBack(taken.get());
        return Optional.of(QuarkusTransaction.requiringNew().call(() -> {
            sessions.endOlderThan(now.minus(config.sessionLifetime()));
            return newSession(accounts.findById(account.get().id));
        }));
    }

    private SecurityIdentity newSession(Account account) {
        String id = Identities.newSecret();
        AccountSession session = new AccountSession();
        session.idHash = Identities.hash(id);
        session.account = account;
        sessions.persist(session);
        return identity(id, account);
    }

    /**
     * A signed-in person changes their password. The current one comes first, counted as a sign-in against the account
     * and the address (a session left open on a shared machine does not let its finder guess it); the new one is
     * checked as every new password is. Their other sessions end, and any reset link made for them.
     */
    @Transactional
    public void changePassword(SecurityIdentity caller, String current, String password, String address) {
        Account account = caller(caller);
        if (account.passwordHash == null) {
            throw Refusal.conflict(
                    "your account signs in through your organisation's provider: it has no password here to change");
        }
        Optional<Throttle.Taken> taken = throttle.signIn(account.email, address, Instant.now());
        if (taken.isEmpty()) {
            throw Refusal.tooMany("current password: too many wrong tries, wait a few minutes and try again");
        }
        if (!Passwords.matches(current == null ? "" : current, account.passwordHash)) {
            throw Refusal.invalid("current password is not this account's password");
        }
        throttle.giveBack(taken.get());
        String keep = Identities.BY_PASSWORD.equals(caller.getAttribute(Identities.SIGNED_IN_BY))
                ? Identities.hash(caller.getPrincipal().getName())
                : null;
        setPassword(account, password);
        sessions.endAllOfBut(account.id, keep);
    }

    /**
     * Sets the person's password, checked as every new password is against what is known of them; ends their reset
     * links. Their sessions are the caller's to end.
     */
    void setPassword(Account account, String password) {
        List<String> context = new ArrayList<>(List.of(account.email, account.displayName));
        memberships.activeOf(account.id).forEach(m -> context.add(m.team.name));
        Passwords.problem(password, context).ifPresent(problem -> {
            throw Refusal.invalid(problem);
        });
        account.passwordHash = Passwords.hash(password);
        resets.endAllOf(account.id, Instant.now().truncatedTo(ChronoUnit.MICROS));
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

    /**
     * Makes an account with a password, for a newcomer joining {@code team} (null: none): every field is checked
     * first, so that a refusal is the same whether or not the email address has an account. Where it has one, nothing
     * is made (empty) after the same bcrypt work, and the caller answers as if it had been: which addresses have
     * accounts is not for a stranger to learn.
     */
    Optional<Account> make(NewAccount request, String team) {
        String email = email(request.email());
        String name = Names.check("name", request.name());
        Passwords.problem(request.password(), Arrays.asList(email, name, team)).ifPresent(problem -> {
            throw Refusal.invalid(problem);
        });
        String hash = Passwords.hash(request.password());
        if (accounts.byEmail(email).isPresent()) {
            return Optional.empty();
        }
        Account account = new Account();
        account.email = email;
        account.displayName = name;
        account.passwordHash = hash;
        // two posts making the same new address at the same moment: the later one is told
        Unique.persist(() -> accounts.persistAndFlush(account), "an account with this email address was just made");
        return Optional.of(account);
    }

    /**
     * The signed-in person sets the name others see (checked as every name is) and whether their teams' public pages
     * show it.
     */
    @Transactional
    public AccountView setName(SecurityIdentity caller, String name, boolean shown) {
        Account account = caller(caller);
        account.displayName = Names.check("name", name);
        account.showName = shown;
        return view(account);
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
     * Removes a person: their sessions end, they leave their teams, the tokens and invite links they made are revoked
     * (what they made acts for no team once they are in none), and they cannot sign in again (a provider's subject stays
     * known, so that it is not made anew).
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
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        sessions.endAllOf(id);
        tokens.revokeAllMadeBy(id, now);
        invites.revokeAllMadeBy(id, now);
        resets.endAllOf(id, now);
        memberships.delete("account.id", id);
        account.removedAt = now;
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
                account.id,
                account.email,
                account.displayName,
                account.showName,
                account.organiser,
                account.createdAt,
                teams);
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
