package io.admiralty.game;

/** Every way a bot can lose a game by breaking the rules or the limits. */
public enum ForfeitReason implements Coded {
    /** Wrong number of ships or wrong lengths. */
    WRONG_FLEET,
    SHIP_OFF_BOARD,
    SHIPS_OVERLAP,
    /** A reply that cannot be read as the move that was asked for. */
    MALFORMED_REPLY,
    SHOT_OFF_BOARD,
    /** A volley with more or fewer shots than the bot was given. */
    WRONG_SHOT_COUNT,
    /** No reply within the move time limit (or the start-up limit). */
    TIMEOUT,
    /** The bot's process exited or crashed, or could not be started. */
    CRASH,
    /** The bot's processes together used more memory than its limit, and the kernel killed one of them. */
    MEMORY,
    /** An HTTP bot answered with an error status or could not be reached. */
    HTTP_ERROR,
    /** An in-process (JVM) bot threw. */
    EXCEPTION,
    /** A reply larger than the output limit. */
    OUTPUT_LIMIT,
    /** A sandboxed bot's data folder grew past its quota; what it wrote beyond it is not kept. */
    DATA_LIMIT;

    public static ForfeitReason fromCode(String code) {
        return Coded.find(ForfeitReason.class, code)
                .orElseThrow(() -> new IllegalArgumentException("unknown forfeit reason '" + code + "'"));
    }

    @Override
    public String toString() {
        return code();
    }
}
