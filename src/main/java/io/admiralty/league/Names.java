package io.admiralty.league;

import io.admiralty.Refusal;
import java.util.Optional;

/** What a name of a team, bot or season may be: 1 to 64 printable characters. */
public final class Names {

    public static final int MAX = 64;

    private Names() {}

    public static String check(String what, String name) {
        if (name == null || name.isBlank()) {
            throw Refusal.invalid(what + " is missing");
        }
        problem(name).ifPresent(problem -> {
            throw Refusal.invalid(what + " " + problem);
        });
        return name.strip();
    }

    /** What is wrong with a name that is given, if anything (a missing name is the caller's to refuse or allow). */
    public static Optional<String> problem(String name) {
        if (name == null) {
            return Optional.empty();
        }
        if (name.strip().length() > MAX) {
            return Optional.of("is longer than " + MAX + " characters");
        }
        if (PlainText.Check.hasControlCharacters(name)) {
            return Optional.of("contains control characters");
        }
        return Optional.empty();
    }
}
