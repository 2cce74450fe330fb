package io.admiralty.league;

import io.admiralty.RequestException;

/** What a name of a team, bot or season may be: 1 to 64 printable characters. */
final class Names {

    static final int MAX = 64;

    private Names() {
    }

    static String check(String what, String name) {
        if (name == null || name.isBlank()) {
            throw RequestException.badRequest(what + " is missing");
        }
        String clean = name.strip();
        if (clean.length() > MAX) {
            throw RequestException.badRequest(what + " is longer than " + MAX + " characters");
        }
        if (clean.chars().anyMatch(Character::isISOControl)) {
            throw RequestException.badRequest(what + " contains control characters");
        }
        return clean;
    }
}
