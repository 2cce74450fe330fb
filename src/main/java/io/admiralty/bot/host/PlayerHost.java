package io.admiralty.bot.host;

import io.admiralty.bot.Dialect;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The host programs of the player dialects ({@link Dialect#isPlayer}): a Ruby class ({@code ruby-player}) or an
 * Elixir GenServer module ({@code elixir-player}) is not a program, so a host shipped with the league (see
 * {@link HostFiles}) loads the player inside the sandbox and speaks the native protocol for it; to the league such
 * a bot is a native process bot whose command is the host.
 * <p>
 * The host runs in the player's folder. Its arguments name the player: for Ruby the player file (default: the one
 * {@code .rb} file in the folder, whose {@code lib/} is on the load path), for Elixir the files to compile
 * (default: every {@code .ex} and {@code .exs} file under the folder, or under its {@code lib/} when it has one),
 * optionally preceded by {@code --module NAME}.
 */
public enum PlayerHost {
    /** One instance of the player class per game, as the original Ruby runner made them. */
    RUBY("ruby/player_host.rb", "player.rb"),
    /** One process of the player module per matchup; the module may keep state between games. */
    ELIXIR("elixir/player_host.exs", "player.exs");

    /**
     * The Erlang VM reserves far more address space than it uses (a 1 GiB literal area, one malloc arena per
     * thread); these keep it well inside the sandbox's address-space limit and its thread count small, and stop
     * it from writing crash dumps into the bot's folder.
     */
    private static final String ERLANG_FLAGS =
            "+MIscs 64 +S 1 +SDcpu 1 +SDio 1 +sbwt none +sbwtdcpu none +sbwtdio none";
    /**
     * The JIT keeps its code in a memory file it enlarges past the sandbox's file-size limit, which kills the VM;
     * with perf support on, it maps code plainly instead and only writes a symbol map (a few MiB) to the
     * sandbox's private /tmp.
     */
    private static final String CONFINED_ERLANG_FLAGS = " +JPperf map";

    private final String hostFile;
    private final String playerFile;

    PlayerHost(String hostFile, String playerFile) {
        this.hostFile = hostFile;
        this.playerFile = playerFile;
    }

    /** The host of a player dialect. */
    public static PlayerHost of(Dialect dialect) {
        return switch (dialect) {
            case RUBY_PLAYER -> RUBY;
            case ELIXIR_PLAYER -> ELIXIR;
            default -> throw new IllegalArgumentException(dialect + " is not a player dialect");
        };
    }

    /** The name a player uploaded as a single file, not in an archive, is kept under among the bot's files. */
    public String playerFile() {
        return playerFile;
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
            command.addAll(List.of(
                    "env",
                    "MALLOC_ARENA_MAX=1",
                    "ERL_CRASH_DUMP_SECONDS=0",
                    "elixir",
                    "--erl",
                    confined ? ERLANG_FLAGS + CONFINED_ERLANG_FLAGS : ERLANG_FLAGS));
        }
        command.add(hostFiles.resolve(hostFile).toString());
        command.addAll(arguments);
        return command;
    }
}
