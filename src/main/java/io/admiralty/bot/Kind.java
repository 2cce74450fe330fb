package io.admiralty.bot;

import io.admiralty.game.Coded;
import java.util.Optional;

/** How a bot runs; its code ({@code builtin}, {@code process}, {@code http}, {@code jvm}) is what the league stores. */
public enum Kind implements Coded {
    /** One of the league's own strategies, played inside the league. */
    BUILTIN,
    /** A program among the team's files, run under the sandbox, speaking a dialect over its standard input and output. */
    PROCESS,
    /** A server of the team's, speaking a dialect over HTTP. */
    HTTP,
    /** A jar implementing the Java bot interface, run under the sandbox in a JVM of its own. */
    JVM;

    public static Optional<Kind> of(String code) {
        return Coded.find(Kind.class, code);
    }

    /** Whether bots of this kind run a team's code on the league's machine, which only the sandbox makes safe. */
    public boolean sandboxed() {
        return this == PROCESS || this == JVM;
    }

    @Override
    public String toString() {
        return code();
    }
}
