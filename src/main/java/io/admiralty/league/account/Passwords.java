package io.admiralty.league.account;

import io.admiralty.league.PlainText;
import io.quarkus.elytron.security.common.BcryptUtil;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Passwords: what a new one may be, and hashing with bcrypt by Elytron.
 *
 * <p>A new password is refused as NIST SP 800-63B (section 3.1.1.2, "Password Verifiers") says a verifier should: too
 * short, on a list of passwords known to be common or breached, one character or a few repeated ({@code aaaaaaaaaa},
 * {@code abcabcabca}) or runs such as {@code 1234567890}, or little more than a context word (the email address, its local part, the person's name, the
 * team's name, the league's name). There are no composition rules (a digit, a capital): spaces and any printable
 * character are welcome. The list is the one Django ships, {@code django/contrib/auth/common-passwords.txt.gz} (Django
 * 3.2, unzipped, unchanged): Royce Williams' 20,000 most common passwords of Have I Been Pwned's Pwned Passwords,
 * lowercased; a password is compared with it whatever its case.
 *
 * <p>bcrypt reads at most 72 bytes, so a longer password is refused rather than silently cut. An account without a
 * password (or no account at all) is checked against a hash of nothing anyone knows, so that a sign-in takes as long
 * whether or not the account exists.
 */
final class Passwords {

    static final int MIN_CHARACTERS = 10;
    static final int MAX_BYTES = 72;
    /** What a password must hold besides its context words, which an attacker tries first. */
    static final int BESIDES_CONTEXT = 6;
    /** Context words shorter than this are too common inside passwords to count ("al", "jo"). */
    private static final int MIN_CONTEXT_WORD = 3;
    /** A password made of this few runs of repeated or consecutive characters is refused ({@code aaaaabcdef}). */
    private static final int MAX_RUNS = 2;
    /** A password that is a block of at most this many characters over and over is refused ({@code abcabcabca}). */
    private static final int MAX_BLOCK = 4;
    /** The league's own name: the first word a guesser tries for an account of it. */
    private static final String LEAGUE = "admiralty";
    /** bcrypt's cost: 2^10 rounds, about 60 ms here. */
    private static final int COST = 10;

    private static final String NOBODYS = BcryptUtil.bcryptHash(Identities.newSecret(), COST);
    private static final Set<String> COMMON = common();

    private Passwords() {}

    /**
     * What is wrong with a new password, if anything: each sentence begins with "password", the field it is about.
     * {@code context} is what is known of its person: their email address, name, their teams' names.
     */
    static Optional<String> problem(String password, Collection<String> context) {
        if (password == null || password.isEmpty()) {
            return Optional.of("password is missing");
        }
        if (password.isBlank()) {
            return Optional.of("password must not be only spaces");
        }
        if (password.codePointCount(0, password.length()) < MIN_CHARACTERS) {
            return Optional.of("password must have at least " + MIN_CHARACTERS + " characters");
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            return Optional.of("password must be at most " + MAX_BYTES + " bytes long (in UTF-8)");
        }
        if (PlainText.Check.hasControlCharacters(password)) {
            return Optional.of("password must not contain control characters");
        }
        String lower = password.toLowerCase(Locale.ROOT);
        if (runs(lower) <= MAX_RUNS || repeatsABlock(lower)) {
            return Optional.of(
                    "password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)");
        }
        if (COMMON.contains(lower)) {
            return Optional.of("password is one of the most common passwords, the first an attacker tries: choose"
                    + " another (a few unrelated words make a good one)");
        }
        String besides = withoutContext(lower, context);
        if (besides.codePointCount(0, besides.length()) < BESIDES_CONTEXT) {
            return Optional.of("password must have at least " + BESIDES_CONTEXT
                    + " characters besides your email address, your name, your team's name and the league's name");
        }
        return Optional.empty();
    }

    static String hash(String password) {
        return BcryptUtil.bcryptHash(password, COST);
    }

    /** Whether the password is the one hashed; a null hash (no account, no password) never matches, as slowly. */
    static boolean matches(String password, String hash) {
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            BcryptUtil.matches("", NOBODYS);
            return false;
        }
        boolean matched = BcryptUtil.matches(password, hash == null ? NOBODYS : hash);
        return matched && hash != null;
    }

    /**
     * How many runs the text is made of, a run being characters that each repeat the one before or follow it up or down
     * by one ({@code aaaa}, {@code abcd}, {@code 9876}); {@code 0} follows {@code 9}, as on a keyboard's row.
     */
    static int runs(String text) {
        int[] points = text.codePoints().toArray();
        int runs = 0;
        int i = 0;
        while (i < points.length) {
            runs++;
            if (i + 1 == points.length) {
                break;
            }
            int step = step(points[i], points[i + 1]);
            int next = i + 1;
            if (Math.abs(step) <= 1) {
                while (next + 1 < points.length && step(points[next], points[next + 1]) == step) {
                    next++;
                }
                next++;
            }
            i = next;
        }
        return runs;
    }

    /** Whether the text is a few characters repeated, the last time perhaps in part ({@code x1y2x1y2x1y2}). */
    static boolean repeatsABlock(String text) {
        int[] points = text.codePoints().toArray();
        for (int block = 1; block <= MAX_BLOCK && block < points.length; block++) {
            boolean repeats = true;
            for (int i = block; i < points.length && repeats; i++) {
                repeats = points[i] == points[i % block];
            }
            if (repeats) {
                return true;
            }
        }
        return false;
    }

    private static int step(int from, int to) {
        if (from == '9' && to == '0') {
            return 1;
        }
        if (from == '0' && to == '9') {
            return -1;
        }
        return to - from;
    }

    /** The password (lowercased) with every context word taken out, the longest first. */
    private static String withoutContext(String lower, Collection<String> context) {
        List<String> words = new ArrayList<>(List.of(LEAGUE));
        for (String given : context) {
            if (given == null || given.isBlank()) {
                continue;
            }
            String whole = given.strip().toLowerCase(Locale.ROOT);
            words.add(whole);
            for (String part : whole.split("[^\\p{L}\\p{N}]+")) {
                words.add(part);
            }
        }
        String left = lower;
        for (String word : words.stream()
                .filter(w -> w.length() >= MIN_CONTEXT_WORD)
                .distinct()
                .sorted(Comparator.comparingInt(String::length).reversed())
                .toList()) {
            left = left.replace(word, "");
        }
        return left;
    }

    private static Set<String> common() {
        try (InputStream list = Passwords.class.getResourceAsStream("common-passwords.txt")) {
            if (list == null) {
                throw new IllegalStateException("common-passwords.txt is missing beside " + Passwords.class);
            }
            return new BufferedReader(new InputStreamReader(list, StandardCharsets.UTF_8))
                    .lines()
                    .map(String::strip)
                    .collect(Collectors.toUnmodifiableSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
