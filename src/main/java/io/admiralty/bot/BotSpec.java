package io.admiralty.bot;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.host.HostFiles;
import io.admiralty.bot.host.PlayerHost;
import io.admiralty.bot.http.Egress;
import io.admiralty.bot.http.HttpBots;
import io.admiralty.bot.jvm.JarPlayer;
import io.admiralty.bot.jvm.TrustedJarPlayer;
import io.admiralty.bot.process.ProcessBots;
import io.admiralty.game.Ruleset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A bot named on the command line as {@code kind:target}, e.g. {@code builtin:density}. The kinds are those of
 * the contract: builtin, skynet, broadsides, native, arena, arena-json, jar, ruby-player and elixir-player.
 * A player dialect's target is a player file or a folder of player files, relative to the bot folder; an Elixir
 * target may end in {@code #Module.Name} to name the player module.
 */
public record BotSpec(String kind, String target) {

    /**
     * Bots named on the command line are the author's own, played on the author's own machine, where there is no
     * league to protect: their URLs may point anywhere, loopback included.
     */
    private static final Egress PLAY_EGRESS = Egress.unrestricted(Egress.SYSTEM_RESOLVER);
    private static final List<String> KINDS = List.of("builtin", "skynet", "broadsides", "native", "arena", "arena-json", "jar",
            PlayerHost.RUBY.dialect(), PlayerHost.ELIXIR.dialect());

    public static BotSpec parse(String text) {
        int colon = text.indexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new IllegalArgumentException("bot '" + text + "' is not KIND:TARGET, e.g. builtin:density (kinds: " + String.join(", ", KINDS) + ")");
        }
        String kind = text.substring(0, colon);
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("unknown bot kind '" + kind + "' (kinds: " + String.join(", ", KINDS) + ")");
        }
        return new BotSpec(kind, text.substring(colon + 1));
    }

    /** A fresh session for one matchup. */
    public BotSession open(BotEnvironment env) {
        return switch (kind) {
            case "builtin" -> BotSession.of(BuiltinBots.create(target));
            case "arena", "arena-json" -> HttpBots.open(kind, toString(), target, env.limits(), env.matchup(), PLAY_EGRESS);
            case "native" -> isHttp() ? HttpBots.open(kind, toString(), target, env.limits(), env.matchup(), PLAY_EGRESS)
                    : ProcessBots.open(kind, toString(), ProcessBots.split(target), env.botDir(), env.confinement(), env.limits(),
                    env.matchup());
            case "skynet", "broadsides" -> ProcessBots.open(kind, toString(), ProcessBots.split(target), env.botDir(),
                    env.confinement(), env.limits(), env.matchup());
            case "jar" -> env.trustJars() ? new TrustedJarPlayer(toString(), env.botDir().resolve(target), env.limits())
                    : JarPlayer.open(toString(), env.botDir().resolve(target), env.confinement(), env.limits());
            default -> PlayerHost.of(kind).map(host -> openPlayer(host, env))
                    .orElseThrow(() -> new IllegalArgumentException("unknown bot kind '" + kind + "'"));
        };
    }

    /** The host of a player dialect, run in the player's folder on the player's file (or on the whole folder). */
    private BotSession openPlayer(PlayerHost host, BotEnvironment env) {
        int hash = host == PlayerHost.ELIXIR ? target.lastIndexOf('#') : -1;
        Path player = env.botDir().resolve(hash < 0 ? target : target.substring(0, hash)).toAbsolutePath().normalize();
        List<String> arguments = new ArrayList<>();
        if (hash >= 0) {
            arguments.addAll(List.of("--module", target.substring(hash + 1)));
        }
        Path folder = player;
        if (Files.isRegularFile(player)) {
            folder = player.getParent();
            arguments.add(player.getFileName().toString());
        } else if (!Files.isDirectory(player)) {
            throw new IllegalArgumentException(kind + ": no player file or folder " + player);
        }
        return host.open(toString(), arguments, HostFiles.forThisRun(), new BotEnvironment(env.limits(), env.sandbox(), env.uid(),
                folder, env.dataDir(), env.matchup(), env.trustJars()));
    }

    /** Why this bot cannot play the ruleset, or empty when its dialect can express it. */
    public Optional<String> cannotPlay(Ruleset ruleset) {
        return PlayerHost.of(kind).map(host -> host.cannotExpress(ruleset))
                .orElseGet(() -> Dialect.of(kind).flatMap(dialect -> dialect.cannotExpress(ruleset)));
    }

    /** Whether this bot runs code from outside the league, so it needs the sandbox. */
    public boolean isProcess() {
        return kind.equals("skynet") || kind.equals("broadsides") || kind.equals("jar") || (kind.equals("native") && !isHttp())
                || PlayerHost.of(kind).isPresent();
    }

    /** {@code native:} takes a URL for a bot served over HTTP, anything else is a command line. */
    private boolean isHttp() {
        return target.startsWith("http://") || target.startsWith("https://");
    }

    @Override
    public String toString() {
        return kind + ":" + target;
    }
}
