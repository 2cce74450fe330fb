package io.admiralty.api;

import io.admiralty.Refusal;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/** Query parameters read by hand, so a malformed one is a 400 saying so rather than the framework's bare 404. */
final class Params {

    private Params() {}

    static Long id(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw Refusal.invalid(name + " must be a number (an id), was '" + value + "'");
        }
    }

    static int count(String name, String value, int fallback) {
        Long parsed = id(name, value);
        return parsed == null ? fallback : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, parsed));
    }

    static Instant instant(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Instant.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw Refusal.invalid(
                    name + " must be an ISO-8601 instant such as 2026-11-23T10:00:00Z, was '" + value + "'");
        }
    }
}
