package io.admiralty;

/**
 * A request the league refuses, in its own terms: what kind of refusal, and a sentence saying what is wrong.
 * Services throw it; only the API decides what a kind looks like to a client (an HTTP status, a GraphQL null).
 */
public final class Refusal extends RuntimeException {

    /** Why the request is refused. */
    public enum Kind {
        /** The request itself is wrong: a missing or malformed field, a value out of range. */
        INVALID,
        /** The caller did not say who they are, or said it wrongly. */
        UNAUTHENTICATED,
        /** The caller is known and may not do this. */
        FORBIDDEN,
        /** What the request names does not exist. */
        NOT_FOUND,
        /** The request clashes with the league's state: a name taken, a bot retired, a season closed. */
        CONFLICT,
        /** The request is larger than the league takes. */
        TOO_LARGE,
        /** The caller holds as many of a shared resource as one caller may (open live streams). */
        TOO_MANY
    }

    private final Kind kind;

    private Refusal(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    public static Refusal invalid(String message) {
        return new Refusal(Kind.INVALID, message);
    }

    public static Refusal unauthenticated(String message) {
        return new Refusal(Kind.UNAUTHENTICATED, message);
    }

    public static Refusal forbidden(String message) {
        return new Refusal(Kind.FORBIDDEN, message);
    }

    public static Refusal notFound(String message) {
        return new Refusal(Kind.NOT_FOUND, message);
    }

    public static Refusal conflict(String message) {
        return new Refusal(Kind.CONFLICT, message);
    }

    public static Refusal tooLarge(String message) {
        return new Refusal(Kind.TOO_LARGE, message);
    }

    public static Refusal tooMany(String message) {
        return new Refusal(Kind.TOO_MANY, message);
    }
}
