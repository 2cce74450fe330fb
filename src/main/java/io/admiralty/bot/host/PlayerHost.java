package io.admiralty.bot.host;

import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.process.Confinement;
import io.admiralty.bot.process.ProcessBots;
import io.admiralty.bot.process.Sandbox;
import io.admiralty.game.Firing;
import io.admiralty.game.Ruleset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The dialects whose bots are not programs but player code written for an in-runtime API: a Ruby class
 * ({@code ruby-player}) or an Elixir GenServer module ({@code elixir-player}). A host program shipped with the
 * league (see {@link HostFiles}) loads the player inside the sandbox and speaks the native protocol for it, so
 * to the league such a bot is a native process bot whose command is the host.
 * <p>
 * The host runs in the bot's folder. Its arguments name the player: for Ruby the player file (default: the one
 * {@code .rb} file in the folder, whose {@code lib/} is on the load path), for Elixir the files to compile
 * (default: every {@code .ex} and {@code .exs} file under the folder, or under its {@code lib/} when it has one),
 * optionally preceded by {@code --module NAME}.
 */
public enum PlayerHost {
    /** One instance of the player class per game, as the original Ruby runner made them. */
    RUBY("ruby-player", "ruby/player_host.rb"),
    /** One process of the player module per matchup; the module may keep state between games. */
    ELIXIR("elixir-player", "elixir/player_host.exs");

    /**
     * The Erlang VM reserves far more address space than it uses (a 1 GiB literal area, one malloc arena per
     * thread); these keep it well inside the sandbox's address-space limit and its thread count small, and stop
     * it from writing crash dumps into the bot's folder.
     */
    private static final String ERLANG_FLAGS = "+MIscs 64 +S 1 +SDcpu 1 +SDio 1 +sbwt none +sbwtdcpu none +sbwtdio none";
    /**
     * The JIT keeps its code in a memory file it enlarges past the sandbox's file-size limit, which kills the VM;
     * with perf support on, it maps code plainly instead and only writes a symbol map (a few MiB) to the
     * sandbox's private /tmp.
     */
    private static final String CONFINED_ERLANG_FLAGS = " +JPperf map";

    private final String dialect;
    private final String hostFile;

    PlayerHost(String dialect, String hostFile) {
        this.dialect = dialect;
        this.hostFile = hostFile;
    }

    public static Optional<PlayerHost> of(String dialect) {
        return Arrays.stream(values()).filter(h -> h.dialect.equals(dialect)).findFirst();
    }

    public String dialect() {
        return dialect;
    }

    /**
     * Why players of this dialect cannot play the ruleset, or empty when they can. Both APIs ask for one shot per
     * turn and tell the board's size only through the tracking grid; Elixir players build a square {@code Grid}
     * from it, as the original framework's boards were.
     */
    public Optional<String> cannotExpress(Ruleset ruleset) {
        if (ruleset.firing() != Firing.SINGLE) {
            return Optional.of(dialect + " players fire one shot per turn, so they cannot play salvo");
        }
        if (this == ELIXIR && ruleset.width() != ruleset.height()) {
            return Optional.of(dialect + " players work on square boards (the Grid helper is square), not "
                    + ruleset.width() + "x" + ruleset.height());
        }
        return Optional.empty();
    }

    /**
     * The command that runs the host from {@code hostFiles} (an install folder) on the player named by
     * {@code arguments}, {@code confined} when it runs under the sandbox's limits.
     */
    public List<String> command(Path hostFiles, List<String> arguments, boolean confined) {
        List<String> command = new ArrayList<>();
        if (this == RUBY) {
            command.add("ruby");
        } else {
            command.addAll(List.of("env", "MALLOC_ARENA_MAX=1", "ERL_CRASH_DUMP_SECONDS=0", "elixir", "--erl",
                    confined ? ERLANG_FLAGS + CONFINED_ERLANG_FLAGS : ERLANG_FLAGS));
        }
        command.add(hostFiles.resolve(hostFile).toString());
        command.addAll(arguments);
        return command;
    }

    /**
     * A session for the player in {@code env}'s bot folder, named there by {@code arguments}: the host runs from
     * {@code hostFiles} in that folder, confined as {@code env} says and able to read {@code hostFiles} too.
     */
    public BotSession open(String name, List<String> arguments, Path hostFiles, BotEnvironment env) {
        Sandbox sandbox = env.sandbox();
        Confinement confinement = sandbox.withReadable(hostFiles).confine(env.uid(), env.dataDir(), env.limits());
        return ProcessBots.open("native", name, command(hostFiles, arguments, sandbox.isConfined()), env.botDir(), confinement,
                env.limits(), env.matchup());
    }

    @Override
    public String toString() {
        return dialect;
    }
}
