package io.admiralty.game;

/**
 * Thrown by a {@link Player} (usually an adapter for a remote or external bot) when the bot broke a limit or
 * the protocol. The referee turns it into a forfeit with this reason; the detail is stored with the game.
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

    public ForfeitReason reason() {
        return reason;
    }
}
