package io.admiralty.bot;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.http.Egress;
import io.admiralty.bot.http.HttpBots;
import io.admiralty.bot.jvm.JarPlayer;
import io.admiralty.bot.jvm.TrustedJarPlayer;
import io.admiralty.bot.process.ProcessBots;

/**
 * A bot named on the command line as {@code kind:target}, e.g. {@code builtin:density}. The kinds are those of
 * the contract: builtin, skynet, broadsides, native, arena, arena-json and jar.
 */
public record BotSpec(String kind, String target) {

    /**
     * Bots named on the command line are the author's own, played on the author's own machine, where there is no
     * league to protect: their URLs may point anywhere, loopback included.
     */
    private static final Egress PLAY_EGRESS = Egress.unrestricted(Egress.SYSTEM_RESOLVER);
    private static final java.util.List<String> KINDS =
            java.util.List.of("builtin", "skynet", "broadsides", "native", "arena", "arena-json", "jar");

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
            default -> throw new IllegalArgumentException("unknown bot kind '" + kind + "'");
        };
    }

    /** Whether this bot runs code from outside the league, so it needs the sandbox. */
    public boolean isProcess() {
        return kind.equals("skynet") || kind.equals("broadsides") || kind.equals("jar") || (kind.equals("native") && !isHttp());
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
