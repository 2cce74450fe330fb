package io.admiralty.bot;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Player;

/**
 * A bot named on the command line as {@code kind:target}, e.g. {@code builtin:density}. The kinds are those of
 * the contract: builtin, skynet, broadsides, native, arena, arena-json and jar.
 */
public record BotSpec(String kind, String target) {

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

    /** A fresh player for one matchup. */
    public Player open() {
        if (kind.equals("builtin")) {
            return BuiltinBots.create(target);
        }
        throw new IllegalArgumentException("bots of kind '" + kind + "' cannot be played yet; this build plays builtin bots only");
    }

    @Override
    public String toString() {
        return kind + ":" + target;
    }
}
