package io.admiralty.bot;

import io.admiralty.game.Firing;
import io.admiralty.game.Ruleset;
import java.util.Arrays;
import java.util.Optional;

/** The languages bots speak (protocols.md §3), with what each can express. */
public enum Dialect {
    SKYNET("skynet", true, false),
    BROADSIDES("broadsides", true, false),
    ARENA("arena", false, true),
    ARENA_JSON("arena-json", false, true),
    NATIVE("native", true, true);

    private final String code;
    private final boolean process;
    private final boolean http;

    Dialect(String code, boolean process, boolean http) {
        this.code = code;
        this.process = process;
        this.http = http;
    }

    public static Optional<Dialect> of(String code) {
        return Arrays.stream(values()).filter(d -> d.code.equals(code)).findFirst();
    }

    public boolean overProcess() {
        return process;
    }

    public boolean overHttp() {
        return http;
    }

    /** Why this dialect cannot carry a game under the ruleset, or empty when it can. */
    public Optional<String> cannotExpress(Ruleset ruleset) {
        return switch (this) {
            case SKYNET -> ruleset.equals(Ruleset.classic()) ? Optional.empty()
                    : Optional.of("skynet speaks only the classic ruleset (10x10, fleet 5,4,3,3,2, one shot per turn)");
            case BROADSIDES -> ruleset.width() == 10 && ruleset.height() == 10 ? Optional.empty()
                    : Optional.of("broadsides names cells A-J and 1-10, so it needs a 10x10 board");
            case ARENA, ARENA_JSON -> ruleset.firing() == Firing.SINGLE ? Optional.empty()
                    : Optional.of(code + " asks for one shot per request, so it cannot play salvo");
            case NATIVE -> Optional.empty();
        };
    }

    @Override
    public String toString() {
        return code;
    }
}
