package io.admiralty;

import io.admiralty.play.PlayCommand;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * One jar, two commands: {@code serve} (also with no command) starts the league service, on an embedded PostgreSQL
 * unless an external one is configured; {@code play ...} is the bot authors' offline match runner and starts nothing
 * else (no HTTP server, no database). {@code --help} on either prints its usage and does nothing else, and an unknown
 * command is an error (exit code 2), never a service start.
 */
@QuarkusMain
@Command(
        name = "admiralty",
        description = "A league service for Battleship bots, and the runner of matches between bots on your machine.",
        subcommands = {AdmiraltyMain.Serve.class, AdmiraltyMain.Play.class},
        footer = {
            "",
            "With no command, serve. Each command takes --help. The service's settings come from environment variables"
                    + " and -D options (docs/operations.md, \"Configuration\"), such as ADMIRALTY_ADMIN_TOKEN and QUARKUS_HTTP_PORT."
        })
public final class AdmiraltyMain implements Callable<Integer> {

    /** Whether the command that ran started the service, which then runs until it is stopped. */
    private static volatile boolean serving;

    @Mixin
    HelpOption help;

    public static void main(String... args) {
        int code = commands().execute(args);
        if (code != 0 || !serving) {
            System.exit(code);
        }
    }

    /** The jar's command line, as {@link #main} runs it. */
    static CommandLine commands() {
        CommandLine commands = new CommandLine(new AdmiraltyMain());
        // play reads its own options (and its own --help): everything after the word goes to it as written
        commands.getSubcommands().get("play").setUnmatchedOptionsArePositionalParams(true);
        commands.getSubcommands().get("play").setStopAtPositional(true);
        return commands;
    }

    @Override
    public Integer call() {
        return new Serve().call();
    }

    @Command(
            name = "serve",
            description =
                    "Runs the league service: REST and GraphQL API, web pages, the scheduler and the bots' workers."
                            + " Without a configured database (QUARKUS_DATASOURCE_JDBC_URL) it runs its own PostgreSQL in"
                            + " <data-dir>/pg (ADMIRALTY_DATA_DIR, default ./data).")
    static final class Serve implements Callable<Integer> {
        @Mixin
        HelpOption help;

        @Override
        public Integer call() {
            serving = true;
            EmbeddedDatabase.startUnlessConfigured();
            Quarkus.run();
            return 0;
        }
    }

    @Command(
            name = "play",
            description = "Plays matches between bots on this machine; no service, no database. play --help lists its"
                    + " options and bots.")
    static final class Play implements Callable<Integer> {
        @Parameters(paramLabel = "ARGUMENT", description = "play's own options and bots")
        List<String> arguments = new ArrayList<>();

        @Override
        public Integer call() {
            return PlayCommand.run(arguments.toArray(String[]::new));
        }
    }

    /** {@code -h}, {@code --help}: the command's usage, and nothing else done. */
    static final class HelpOption {
        @Option(
                names = {"-h", "--help"},
                usageHelp = true,
                description = "Shows this help and does nothing else.")
        boolean help;
    }
}
