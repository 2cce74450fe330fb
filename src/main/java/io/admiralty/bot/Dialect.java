package io.admiralty.bot;

import io.admiralty.game.Coded;
import io.admiralty.game.Firing;
import io.admiralty.game.Ruleset;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The languages bots speak, each with the kinds of bot that carry it (a process's standard input and output, HTTP)
 * and the rulesets it can express. Its code ({@code arena-json}) is what {@code play} and the league's API take
 * and what the league stores.
 */
public enum Dialect implements Coded {
    /** Line commands, classic only: one process per matchup. */
    SKYNET(Kind.PROCESS),
    /** INFO and ACTION lines on 10x10 boards, single or salvo: one process per game. */
    BROADSIDES(Kind.PROCESS),
    /** The league's own JSON messages, for every ruleset. */
    NATIVE(Kind.PROCESS, Kind.HTTP),
    /** Stateless form POSTs carrying the whole game; one shot per request. */
    ARENA(Kind.HTTP),
    /** {@link #ARENA}'s JSON generation. */
    ARENA_JSON(Kind.HTTP),
    /** A Ruby player class, loaded by the Ruby host the league ships. */
    RUBY_PLAYER(Kind.PROCESS),
    /** An Elixir GenServer player module, loaded by the Elixir host the league ships. */
    ELIXIR_PLAYER(Kind.PROCESS);

    private final Set<Kind> kinds;

    Dialect(Kind first, Kind... more) {
        this.kinds = EnumSet.of(first, more);
    }

    public static Optional<Dialect> of(String code) {
        return Coded.find(Dialect.class, code);
    }

    /** The dialects bots of {@code kind} may speak. */
    public static List<Dialect> spokenBy(Kind kind) {
        return Arrays.stream(values())
                .filter(dialect -> dialect.kinds.contains(kind))
                .toList();
    }

    /** The codes of the dialects bots of {@code kind} may speak, as a list for a sentence: "a, b or c". */
    public static String listSpokenBy(Kind kind) {
        List<String> codes = spokenBy(kind).stream().map(Dialect::code).toList();
        return String.join(", ", codes.subList(0, codes.size() - 1)) + " or " + codes.get(codes.size() - 1);
    }

    @Override
    public String code() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Whether bots of {@code kind} can speak it. */
    public boolean isSpokenBy(Kind kind) {
        return kinds.contains(kind);
    }

    /**
     * Whether its bots are not programs but player code written for an in-runtime API: a host program the league
     * ships loads the player inside the sandbox and speaks the native protocol for it.
     */
    public boolean isPlayer() {
        return this == RUBY_PLAYER || this == ELIXIR_PLAYER;
    }

    /**
     * Why this dialect cannot carry a game under the ruleset, or empty when it can. The player APIs ask for one
     * shot per turn and tell the board's size only through the tracking grid; Elixir players build a square
     * {@code Grid} from it, as the original framework's boards were.
     */
    public Optional<String> cannotExpress(Ruleset ruleset) {
        return switch (this) {
            case SKYNET ->
                ruleset.equals(Ruleset.classic())
                        ? Optional.empty()
                        : Optional.of(
                                "skynet speaks only the classic ruleset (10x10, fleet 5,4,3,3,2, one shot per turn)");
            case BROADSIDES ->
                ruleset.width() == 10 && ruleset.height() == 10
                        ? Optional.empty()
                        : Optional.of("broadsides names cells A-J and 1-10, so it needs a 10x10 board");
            case ARENA, ARENA_JSON ->
                ruleset.firing() == Firing.SINGLE
                        ? Optional.empty()
                        : Optional.of(code() + " asks for one shot per request, so it cannot play salvo");
            case NATIVE -> Optional.empty();
            case RUBY_PLAYER, ELIXIR_PLAYER -> {
                if (ruleset.firing() != Firing.SINGLE) {
                    yield Optional.of(code() + " players fire one shot per turn, so they cannot play salvo");
                }
                if (this == ELIXIR_PLAYER && ruleset.width() != ruleset.height()) {
                    yield Optional.of(code() + " players work on square boards (the Grid helper is square), not "
                            + ruleset.width() + "x" + ruleset.height());
                }
                yield Optional.empty();
            }
        };
    }

    @Override
    public String toString() {
        return code();
    }
}
