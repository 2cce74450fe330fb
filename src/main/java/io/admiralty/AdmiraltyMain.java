package io.admiralty;

import io.admiralty.play.PlayCommand;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.util.Arrays;

/**
 * One jar, two uses: with {@code play ...} it is the bot authors' offline match runner and starts nothing else
 * (no HTTP server, no database); with any other arguments it starts the league service, on an embedded
 * PostgreSQL unless an external one is configured.
 */
@QuarkusMain
public final class AdmiraltyMain {

    private AdmiraltyMain() {}

    public static void main(String... args) {
        if (args.length > 0 && args[0].equals("play")) {
            System.exit(PlayCommand.run(Arrays.copyOfRange(args, 1, args.length)));
        }
        EmbeddedDatabase.startUnlessConfigured();
        Quarkus.run(args);
    }
}
