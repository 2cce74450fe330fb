package io.admiralty.league;

import io.admiralty.Refusal;

/** What a name of a team, bot or season may be: 1 to 64 printable characters. */
public final class Names {

    public static final int MAX = 64;

    private Names() {}

    public static String check(String what, String name) {
        if (name == null || name.isBlank()) {
            throw Refusal.invalid(what + " is missing");
        }
        String clean = name.strip();
        if (clean.length() > MAX) {
            throw Refusal.invalid(what + " is longer than " + MAX + " characters");
        }
        if (clean.chars().anyMatch(Character::isISOControl)) {
            throw Refusal.invalid(what + " contains control characters");
        }
        return clean;
    }
}
