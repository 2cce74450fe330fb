package io.admiralty.game;

/** Every way a bot can lose a game by breaking the rules or the limits. */
public enum ForfeitReason {
    /** Wrong number of ships or wrong lengths. */
    WRONG_FLEET("wrong_fleet"),
    SHIP_OFF_BOARD("ship_off_board"),
    SHIPS_OVERLAP("ships_overlap"),
    /** A reply that cannot be read as the move that was asked for. */
    MALFORMED_REPLY("malformed_reply"),
    SHOT_OFF_BOARD("shot_off_board"),
    /** A volley with more or fewer shots than the bot was given. */
    WRONG_SHOT_COUNT("wrong_shot_count"),
    /** No reply within the move time limit (or the start-up limit). */
    TIMEOUT("timeout"),
    /** The bot's process exited or crashed, or could not be started. */
    CRASH("crash"),
    /** An HTTP bot answered with an error status or could not be reached. */
    HTTP_ERROR("http_error"),
    /** An in-process (JVM) bot threw. */
    EXCEPTION("exception"),
    /** A reply larger than the output limit. */
    OUTPUT_LIMIT("output_limit"),
    /** A sandboxed bot's data folder grew past its quota; what it wrote beyond it is not kept. */
    DATA_LIMIT("data_limit");

    private final String code;

    ForfeitReason(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static ForfeitReason fromCode(String code) {
        for (ForfeitReason r : values()) {
            if (r.code.equals(code)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown forfeit reason '" + code + "'");
    }

    @Override
    public String toString() {
        return code;
    }
}
