package io.admiralty.bot;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.host.PlayerHost;
import io.admiralty.bot.http.ArenaPlayer;
import io.admiralty.bot.http.BotHttpClient;
import io.admiralty.bot.http.HttpChannel;
import io.admiralty.bot.jvm.JarPlayer;
import io.admiralty.bot.jvm.TrustedJarPlayer;
import io.admiralty.bot.nativejson.NativePlayer;
import io.admiralty.bot.process.BotProcess;
import io.admiralty.bot.process.BroadsidesPlayer;
import io.admiralty.bot.process.ConfinedSession;
import io.admiralty.bot.process.LazyProcessChannel;
import io.admiralty.bot.process.SkynetPlayer;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Confinement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** Opens bots: the one place that knows which adapter speaks to which {@link BotDefinition}. */
public final class Bots {

    private Bots() {}

    /**
     * The name a seat of a matchup is called by: the bot's name, with {@code -A} or {@code -B} added when both
     * bots would be the same {@link #word}, as they are when a bot meets itself or another version of itself: the
     * protocols tell players apart by name.
     */
    public static String seatName(String name, String otherName, Side side) {
        return word(name).equals(word(otherName)) ? name + "-" + side : name;
    }

    /**
     * A bot's name as protocols that list players in one line call it: one word, runs of spaces and commas made
     * underscores. Process bots find it in {@code ADMIRALTY_BOT_NAME}.
     */
    public static String word(String name) {
        return name.strip().replaceAll("[\\s,]+", "_");
    }

    /**
     * A fresh session for one matchup with the bot {@code definition}, called {@code name} (what its opponent is
     * told and what the games record; see {@link #seatName} and {@link #word}), in
     * {@code env}: process and jar bots run under its sandbox, HTTP bots connect
     * only where its egress policy allows.
     *
     * @throws IllegalArgumentException when a player's file or folder is not among the bot's files
     */
    public static BotSession open(String name, BotDefinition definition, BotEnvironment env) {
        BotLimits limits = env.limits();
        if (definition instanceof BotDefinition.Builtin builtin) {
            return BotSession.of(BuiltinBots.create(builtin.name(), limits.moveTimeout()));
        }
        if (definition instanceof BotDefinition.Process process) {
            return process(name, process.dialect(), process.command(), env.botDir(), env.confinement(word(name)), env);
        }
        if (definition instanceof BotDefinition.Player player) {
            return player(name, player, env);
        }
        if (definition instanceof BotDefinition.Jar jar) {
            Path file = env.botDir().resolve(jar.jar());
            if (env.trustJars()) {
                return new TrustedJarPlayer(name, file, limits);
            }
            Confinement confinement = env.confinement(word(name));
            return ConfinedSession.of(confinement, new JarPlayer(name, file, confinement, limits));
        }
        BotDefinition.Http http = (BotDefinition.Http) definition;
        BotHttpClient client = new BotHttpClient(
                http.url(), env.egress(), limits.startTimeout(), limits.maxReplyBytes(), new Transcript());
        return switch (http.dialect()) {
            case ARENA -> new ArenaPlayer(name, ArenaPlayer.Encoding.FORM, client, env::gameId, limits);
            case ARENA_JSON -> new ArenaPlayer(name, ArenaPlayer.Encoding.JSON, client, env::gameId, limits);
            case NATIVE -> new NativePlayer(name, env.matchup(), new HttpChannel(client, limits.moveTimeout()), limits);
            default -> throw new IllegalStateException(http.dialect() + " is not spoken over HTTP");
        };
    }

    /** A program speaking {@code dialect}, started as {@code command} in {@code folder} under {@code confinement}. */
    private static BotSession process(
            String name,
            Dialect dialect,
            List<String> command,
            Path folder,
            Confinement confinement,
            BotEnvironment env) {
        BotLimits limits = env.limits();
        Transcript transcript = new Transcript();
        Supplier<BotProcess> starter = () -> BotProcess.start(confinement, command, folder, limits, transcript);
        return ConfinedSession.of(
                confinement,
                switch (dialect) {
                    case SKYNET -> new SkynetPlayer(name, starter, limits, transcript);
                    case BROADSIDES -> new BroadsidesPlayer(name, starter, limits, transcript);
                    case NATIVE ->
                        new NativePlayer(name, env.matchup(), new LazyProcessChannel(starter, transcript), limits);
                    default -> throw new IllegalStateException(dialect + " is not a program's protocol");
                });
    }

    /**
     * The dialect's host run in the player's folder, on the player's file (or on the whole folder), speaking native;
     * the sandbox lets it read the host files too.
     */
    private static BotSession player(String name, BotDefinition.Player player, BotEnvironment env) {
        Path target = env.botDir().resolve(player.player()).toAbsolutePath().normalize();
        List<String> arguments = new ArrayList<>();
        player.module().ifPresent(module -> arguments.addAll(List.of("--module", module)));
        Path folder = target;
        if (Files.isRegularFile(target)) {
            folder = target.getParent();
            arguments.add(target.getFileName().toString());
        } else if (!Files.isDirectory(target)) {
            throw new IllegalArgumentException(player.dialect() + ": no player file or folder " + target);
        }
        Path hosts = env.hostFiles().get();
        Confinement confinement =
                env.sandbox().withReadable(hosts).confine(env.uid(), env.dataDir(), env.limits(), word(name));
        List<String> command = PlayerHost.of(player.dialect())
                .command(hosts, arguments, env.sandbox().isConfined());
        return process(name, Dialect.NATIVE, command, folder, confinement, env);
    }
}
