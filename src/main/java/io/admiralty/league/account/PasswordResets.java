package io.admiralty.league.account;

import io.admiralty.Refusal;
import io.admiralty.league.team.Roles;
import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.jboss.logging.Logger;

/**
 * Password reset links: the organiser makes one for a person who lost their password (the league sends no mail
 * unless told to: the organiser hands the link over, or, with {@code admiralty.accounts.password-resets.mail} and an
 * SMTP server, it is also mailed to the person). A link works once, within its lifetime
 * ({@code admiralty.accounts.password-resets.lifetime}, an hour); a newer link, the person changing their password or
 * their account being removed ends it. Using it sets a new password, checked as every new one is, and ends the
 * person's sessions.
 */
@ApplicationScoped
public class PasswordResets {

    private static final Logger LOG = Logger.getLogger(PasswordResets.class);

    /** A link just made: the only time it is shown. */
    public record NewReset(long account, String url, Instant expiresAt, boolean mailed) {}

    private final PasswordResetRepository resets;
    private final AccountRepository accountRows;
    private final SessionRepository sessions;
    private final Accounts accounts;
    private final Mailer mailer;
    private final AccountConfig config;

    PasswordResets(
            PasswordResetRepository resets,
            AccountRepository accountRows,
            SessionRepository sessions,
            Accounts accounts,
            Mailer mailer,
            AccountConfig config) {
        this.resets = resets;
        this.accountRows = accountRows;
        this.sessions = sessions;
        this.accounts = accounts;
        this.mailer = mailer;
        this.config = config;
    }

    /**
     * The organiser makes a link for the person; {@code link} turns its token into the address the person opens. Their
     * older links end.
     */
    @Transactional
    public NewReset create(SecurityIdentity caller, long accountId, UnaryOperator<String> link) {
        Roles.requireOrganiser(caller);
        Account account = accountRows
                .findByIdOptional(accountId)
                .filter(a -> !a.removed())
                .orElseThrow(() -> Refusal.notFound("no account " + accountId));
        if (account.passwordHash == null) {
            throw Refusal.conflict("account " + accountId
                    + " signs in through the organisation's provider: it has no password here to reset");
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        resets.endAllOf(account.id, now);
        String token = Identities.newSecret();
        PasswordReset reset = new PasswordReset();
        reset.account = account;
        reset.tokenHash = Identities.hash(token);
        reset.expiresAt = now.plus(config.passwordResets().lifetime()).truncatedTo(ChronoUnit.SECONDS);
        reset.createdBy = Identities.account(caller)
                .flatMap(accountRows::findByIdOptional)
                .orElse(null);
        resets.persist(reset);
        String url = link.apply(token);
        return new NewReset(
                account.id, url, reset.expiresAt, config.passwordResets().mail() && mail(account, url, reset));
    }

    /** The email address whose password the link sets, while it is open. */
    @Transactional
    public Optional<String> follow(String token) {
        return open(token).map(reset -> reset.account.email);
    }

    /** Sets the password with the link, once; every session of the person ends. */
    @Transactional
    public void use(String token, String password) {
        PasswordReset reset = open(token).orElseThrow(PasswordResets::closed);
        // taken first: a refused password rolls the use back with it, and two posts at once set it once
        if (!resets.take(reset.id, Instant.now().truncatedTo(ChronoUnit.MICROS))) {
            throw closed();
        }
        accounts.setPassword(reset.account, password);
        sessions.endAllOf(reset.account.id);
    }

    private Optional<PasswordReset> open(String token) {
        if (token == null || token.isBlank() || token.length() > 100) {
            return Optional.empty();
        }
        return resets.byTokenHash(Identities.hash(token)).filter(r -> r.open(Instant.now()));
    }

    private boolean mail(Account account, String url, PasswordReset reset) {
        try {
            mailer.send(Mail.withText(
                    account.email,
                    "[Admiralty] Set a new password",
                    "The organiser made you a link to set a new password for " + account.email + ":\n\n" + url
                            + "\n\nIt works once, until " + reset.expiresAt + ". If you did not ask for it, tell"
                            + " the organiser."));
            return true;
        } catch (RuntimeException e) {
            LOG.warnf("the password reset link for account %d could not be mailed: %s", account.id, e.getMessage());
            return false;
        }
    }

    private static Refusal closed() {
        return Refusal.notFound("this link has expired or has been used: ask the organiser for a new one");
    }
}
