package io.admiralty.league.account;

import io.admiralty.league.PlainText;
import io.quarkus.elytron.security.common.BcryptUtil;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Passwords, hashed with bcrypt by Elytron. bcrypt reads at most 72 bytes, so a longer password is refused rather than
 * silently cut. An account without a password (or no account at all) is checked against a hash of nothing anyone
 * knows, so that a sign-in takes as long whether or not the account exists.
 */
final class Passwords {

    static final int MIN_CHARACTERS = 10;
    static final int MAX_BYTES = 72;
    /** bcrypt's cost: 2^10 rounds, about 60 ms here. */
    private static final int COST = 10;

    private static final String NOBODYS = BcryptUtil.bcryptHash(Identities.newSecret(), COST);

    private Passwords() {}

    /** What is wrong with a new password, if anything. */
    static Optional<String> problem(String password) {
        if (password == null || password.isEmpty()) {
            return Optional.of("password is missing");
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
}
