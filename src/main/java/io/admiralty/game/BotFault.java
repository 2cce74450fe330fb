package io.admiralty.game;

/**
 * Thrown by a {@link Player} (usually an adapter for a remote or external bot) when the bot broke a limit or
 * the protocol. The referee turns it into a forfeit with this reason; the detail is stored with the game and
 * shown to everyone, so it is always the league's own sentence ("answered HTTP 500", "did not answer within
 * 2000 ms"): it never quotes what the bot or its server sent, which adapters keep in the bot's transcript.
 */
public class BotFault extends RuntimeException {

    private final ForfeitReason reason;

    public BotFault(ForfeitReason reason, String detail) {
        super(detail);
        this.reason = reason;
    }

    public BotFault(ForfeitReason reason, String detail, Throwable cause) {
        super(detail, cause);
        this.reason = reason;
    }

    /** A reply that cannot be read as the move asked for; {@code expected} says what was expected, in the league's words. */
    public static BotFault malformed(String expected) {
        return new BotFault(ForfeitReason.MALFORMED_REPLY, expected);
    }

    public ForfeitReason reason() {
        return reason;
    }
}
