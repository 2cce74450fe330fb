package io.admiralty.league.account;

import io.admiralty.league.account.Attempt.Kind;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/**
 * Limits on attempts, counted in the database so that every instance of the service sees the same counts: failed
 * sign-ins per account name and per client address, self-registrations per address. Keys are kept as hashes (an
 * address or a name someone tried is not worth keeping). Callers hold the transaction.
 */
@ApplicationScoped
class Throttle {

    private final AttemptRepository attempts;
    private final AccountConfig config;

    Throttle(AttemptRepository attempts, AccountConfig config) {
        this.attempts = attempts;
        this.config = config;
    }

    boolean signInAllowed(String email, String address, Instant now) {
        AccountConfig.SignIn limits = config.signIn();
        Instant since = now.minus(limits.window());
        return attempts.since(Kind.SIGN_IN_ACCOUNT, accountKey(email), since) < limits.failuresPerAccount()
                && attempts.since(Kind.SIGN_IN_ADDRESS, Identities.hash(address), since) < limits.failuresPerAddress();
    }

    void signInFailed(String email, String address, Instant now) {
        attempts.add(Kind.SIGN_IN_ACCOUNT, accountKey(email), now);
        attempts.add(Kind.SIGN_IN_ADDRESS, Identities.hash(address), now);
        forget(now);
    }

    boolean registrationAllowed(String address, Instant now) {
        AccountConfig.Registration limits = config.registration();
        return attempts.since(Kind.REGISTRATION, Identities.hash(address), now.minus(limits.window()))
                < limits.perAddress();
    }

    void registered(String address, Instant now) {
        attempts.add(Kind.REGISTRATION, Identities.hash(address), now);
        forget(now);
    }

    /** Drops what no window looks back to any more. */
    private void forget(Instant now) {
        Duration longest =
                config.signIn().window().compareTo(config.registration().window()) > 0
                        ? config.signIn().window()
                        : config.registration().window();
        attempts.deleteBefore(now.minus(longest));
    }

    private static String accountKey(String email) {
        return Identities.hash(email.strip().toLowerCase(Locale.ROOT));
    }
}
