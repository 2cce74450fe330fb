package io.admiralty.bot.process;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Transcript;
import io.admiralty.bot.nativejson.NativePlayer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** Sessions for bots that are local processes, one per dialect. */
public final class ProcessBots {

    private ProcessBots() {
    }

    /**
     * A session for a process bot: {@code command} runs in {@code botDir} under {@code confinement}, which also
     * names the only folder it may write. Dialects: {@code skynet}, {@code broadsides}, {@code native}.
     */
    public static BotSession open(String dialect, String name, List<String> command, Path botDir, Confinement confinement,
                                  BotLimits limits, String matchup) {
        Transcript transcript = new Transcript();
        Supplier<BotProcess> starter = () -> confinement.start(command, botDir, transcript);
        return confinement.guard(switch (dialect) {
            case "skynet" -> new SkynetPlayer(name, starter, limits, transcript);
            case "broadsides" -> new BroadsidesPlayer(name, starter, limits, transcript);
            case "native" -> new NativePlayer(name, matchup, new LazyProcessChannel(starter, transcript), limits);
            default -> throw new IllegalArgumentException("unknown process dialect '" + dialect + "' (skynet, broadsides, native)");
        });
    }

    /** Splits a command line on spaces, keeping 'single' or "double" quoted parts together. */
    public static List<String> split(String commandLine) {
        List<String> parts = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        char quote = 0;
        boolean inToken = false;
        for (char c : commandLine.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    current.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inToken = true;
            } else if (Character.isWhitespace(c)) {
                if (inToken) {
                    parts.add(current.toString());
                    current.setLength(0);
                    inToken = false;
                }
            } else {
                current.append(c);
                inToken = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed quote in command: " + commandLine);
        }
        if (inToken) {
            parts.add(current.toString());
        }
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("empty command");
        }
        return parts;
    }
}
