package io.admiralty.play;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs {@code play} in this JVM for tests outside its package: results to {@code out}; returns the exit status. */
public final class PlayInProcess {

    private PlayInProcess() {}

    public static int run(OutputStream out, String... args) throws Exception {
        return new PlayCommand(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))
                .play(PlayCommand.PlayOptions.parse(args));
    }
}
