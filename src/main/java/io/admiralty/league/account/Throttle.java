package io.admiralty.league.account;

import io.admiralty.league.account.Attempt.Kind;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Stream;

/**
 * Limits on attempts, counted in the database so that every instance of the service sees the same counts: sign-ins per
 * account name and per client address, newcomer forms per email address and per client address, self-registrations per
 * address. Keys are kept as hashes (an address or a name someone tried is not worth keeping).
 *
 * <p>An attempt is taken from its allowances before it is tried, in a transaction of its own that counts and writes
 * under a lock per key and commits before the attempt goes on: a hundred attempts at once take at most the allowance
 * between them, and the rest are refused unheard. One that succeeds is given back (a right password is not a failure).
 * Counting first and writing after the attempt, as before, let every one of a hundred simultaneous guesses through.
 * The lock is PostgreSQL's (advisory, for every instance), taken only after this instance's own lock on the same key
 * stripe: tries waiting for one key wait here without a database connection, so a flood on one account cannot take
 * the pool's connections from everything else.
 */
@ApplicationScoped
class Throttle {

    /** One allowance: at most {@code allowed} attempts against this key within the window. */
    private record Limit(Kind kind, String keyHash, int allowed, Duration window) {}

    /** The attempts taken by one try, to give back if it succeeds. */
    record Taken(List<Long> attempts) {}

    /** Stripes of this instance's locks on keys (by lock number): tries of different keys seldom share one. */
    private static final int STRIPES = 256;

    /** How often old attempts are deleted, at most: not in every try, which holds its key's lock meanwhile. */
    private static final Duration FORGET_EVERY = Duration.ofMinutes(1);

    private final ReentrantLock[] stripes = new ReentrantLock[STRIPES];
    private final AtomicReference<Instant> forgotten = new AtomicReference<>(Instant.EPOCH);
    private final AttemptRepository attempts;
    private final AccountConfig config;

    Throttle(AttemptRepository attempts, AccountConfig config) {
        this.attempts = attempts;
        this.config = config;
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new ReentrantLock();
        }
    }

    /** A sign-in (or a check of a signed-in person's password) against the account's and the address's allowances. */
    Optional<Taken> signIn(String email, String address, Instant now) {
        AccountConfig.SignIn limits = config.signIn();
        return take(
                now,
                new Limit(Kind.SIGN_IN_ACCOUNT, emailKey(email), limits.failuresPerAccount(), limits.window()),
                new Limit(
                        Kind.SIGN_IN_ADDRESS, Identities.hash(address), limits.failuresPerAddress(), limits.window()));
    }

    /** A newcomer form (an invite link's or /sign-up) posted, whatever it holds. */
    Optional<Taken> newcomerForm(String email, String address, Instant now) {
        AccountConfig.NewcomerForms limits = config.newcomerForms();
        return take(
                now,
                new Limit(
                        Kind.NEWCOMER_EMAIL, emailKey(email == null ? "" : email), limits.perEmail(), limits.window()),
                new Limit(Kind.NEWCOMER_ADDRESS, Identities.hash(address), limits.perAddress(), limits.window()));
    }

    /** A self-registration from the address; given back if it is refused. */
    Optional<Taken> registration(String address, Instant now) {
        AccountConfig.Registration limits = config.registration();
        return take(now, new Limit(Kind.REGISTRATION, Identities.hash(address), limits.perAddress(), limits.window()));
    }

    /**
     * Takes one attempt from each allowance, or none and nothing when any is used up. The keys are locked in one order
     * (their lock numbers ascending), so that two tries sharing keys never wait for each other in a circle. Its own
     * transaction, committed before the try goes on, whatever the caller's.
     */
    private Optional<Taken> take(Instant now, Limit... limits) {
        List<Long> numbers = Stream.of(limits)
                .map(limit -> AttemptRepository.lockNumber(limit.kind(), limit.keyHash()))
                .sorted()
                .distinct()
                .toList();
        int[] held = numbers.stream()
                .mapToInt(number -> (int) Math.floorMod(number, (long) STRIPES))
                .distinct()
                .sorted()
                .toArray();
        for (int stripe : held) {
            stripes[stripe].lock();
        }
        try {
            return QuarkusTransaction.requiringNew().call(() -> {
                numbers.forEach(attempts::lock);
                return takeLocked(now, limits);
            });
        } finally {
            for (int i = held.length - 1; i >= 0; i--) {
                stripes[held[i]].unlock();
            }
        }
    }

    private Optional<Taken> takeLocked(Instant now, Limit... limits) {
        for (Limit limit : limits) {
            if (attempts.since(limit.kind(), limit.keyHash(), now.minus(limit.window())) >= limit.allowed()) {
                return Optional.empty();
            }
        }
        List<Long> taken = new ArrayList<>();
        for (Limit limit : limits) {
            taken.add(attempts.add(limit.kind(), limit.keyHash(), now));
        }
        forget(now);
        return Optional.of(new Taken(List.copyOf(taken)));
    }

    /** Gives a try's attempts back: it succeeded. */
    void giveBack(Taken taken) {
        QuarkusTransaction.requiringNew().run(() -> attempts.delete("id in ?1", taken.attempts()));
    }

    /** Drops what no window looks back to any more, once a minute at most. */
    private void forget(Instant now) {
        Instant last = forgotten.get();
        if (now.isBefore(last.plus(FORGET_EVERY)) || !forgotten.compareAndSet(last, now)) {
            return;
        }
        Duration longest = Stream.of(
                        config.signIn().window(),
                        config.newcomerForms().window(),
                        config.registration().window())
                .max(Comparator.naturalOrder())
                .orElseThrow();
        attempts.deleteBefore(now.minus(longest));
    }

    private static String emailKey(String email) {
        return Identities.hash(email.strip().toLowerCase(Locale.ROOT));
    }
}
