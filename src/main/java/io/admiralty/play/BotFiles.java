package io.admiralty.play;

import io.admiralty.bot.BotDefinition;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What the sandbox must show of a bot's files when {@code play} runs it, decided before the first game. A process
 * bot runs in the folder {@code play} runs in, which the sandbox shows; files its command names elsewhere (a script
 * given by its path, a model file after {@code --weights=}) are shown too, read-only, with their folders, so that
 * what runs on the author's machine runs in the sandbox. A named file the sandbox's user cannot read is refused with
 * what to do, since the bot would only fail in its first game with a bare "Permission denied"; a bot folder it cannot
 * read is warned about, since the command may need nothing from it.
 */
final class BotFiles {

    private BotFiles() {}

    /**
     * {@code sandbox} showing what {@code bot} in seat {@code seat}, running as {@code uid} in {@code folder}, needs.
     *
     * @param warn takes a warning, one sentence
     * @throws IllegalArgumentException when a file the command names cannot be read by the bot's user
     */
    static Sandbox shownTo(Sandbox sandbox, BotDefinition bot, Side seat, int uid, Path folder, Consumer<String> warn)
            throws IOException {
        if (!sandbox.isConfined()) {
            return sandbox;
        }
        if (bot instanceof BotDefinition.Process process) {
            return showNamedFiles(sandbox, process.command(), seat, uid, folder, warn);
        }
        if (bot instanceof BotDefinition.Player player) {
            Path target = folder.resolve(player.player()).toAbsolutePath().normalize();
            warnIfUnreadable(sandbox, seat, uid, Files.isRegularFile(target) ? target.getParent() : target, warn);
        }
        return sandbox;
    }

    private static Sandbox showNamedFiles(
            Sandbox sandbox, List<String> command, Side seat, int uid, Path folder, Consumer<String> warn)
            throws IOException {
        Path home = folder.toAbsolutePath().normalize();
        boolean homeReadable = warnIfUnreadable(sandbox, seat, uid, home, warn);
        Set<Path> shown = new LinkedHashSet<>();
        for (String word : command) {
            for (Path named : namedPaths(word, home)) {
                for (Path file : withTarget(named)) {
                    if (Sandbox.showsAnyway(file) || !Sandbox.canShow(file)) {
                        continue;
                    }
                    boolean inside = file.startsWith(home);
                    if (inside && !homeReadable) {
                        continue;
                    }
                    Path visible = Files.isDirectory(file) ? file : file.getParent();
                    if (!Sandbox.canShow(visible)) {
                        // a file directly in / or /tmp is shown by itself, not with the whole folder
                        visible = file;
                    }
                    requireReadable(sandbox, seat, uid, visible, word);
                    requireReadable(sandbox, seat, uid, file, word);
                    if (!inside) {
                        shown.add(visible);
                    }
                }
            }
        }
        Sandbox showing = sandbox;
        for (Path path : outermost(shown)) {
            showing = showing.withReadable(path);
        }
        return showing;
    }

    /** The paths a command word names that exist: the word itself, and what follows {@code =} in {@code --option=PATH}. */
    private static List<Path> namedPaths(String word, Path home) {
        List<Path> named = new ArrayList<>();
        int equals = word.indexOf('=');
        for (String candidate : equals < 0 ? List.of(word) : List.of(word, word.substring(equals + 1))) {
            try {
                Path path = home.resolve(candidate).normalize();
                if (!candidate.isEmpty() && Files.exists(path)) {
                    named.add(path);
                }
            } catch (InvalidPathException notAPath) {
                // a word that cannot be a file name names no file
            }
        }
        return named;
    }

    /** The path, and where it leads if it is a link: the bot must see both. */
    private static List<Path> withTarget(Path path) throws IOException {
        Path real = path.toRealPath();
        return real.equals(path) ? List.of(path) : List.of(path, real);
    }

    /** Only the outermost of nested paths: showing a folder shows what is inside it. */
    private static List<Path> outermost(Set<Path> paths) {
        return paths.stream()
                .filter(p -> paths.stream().noneMatch(other -> !other.equals(p) && p.startsWith(other)))
                .toList();
    }

    private static boolean warnIfUnreadable(Sandbox sandbox, Side seat, int uid, Path folder, Consumer<String> warn)
            throws IOException {
        if (!Files.isDirectory(folder) || sandbox.canRead(uid, folder)) {
            return true;
        }
        warn.accept(
                "bot " + seat + " runs as uid " + uid + " in the sandbox, which cannot read its folder " + folder + " ("
                        + describe(folder) + "): give others read access (chmod o+rx " + folder
                        + "), run play from another folder, "
                        + "or use --sandbox none for your own bot");
        return false;
    }

    private static void requireReadable(Sandbox sandbox, Side seat, int uid, Path path, String word)
            throws IOException {
        if (!sandbox.canRead(uid, path)) {
            throw new IllegalArgumentException("bot " + seat + "'s command names " + word
                    + ", but the sandbox runs the bot as uid " + uid
                    + ", which cannot read " + path + " (" + describe(path) + "): give others read access (chmod o+r"
                    + (Files.isDirectory(path) ? "x" : "") + " " + path
                    + "), move the files to a folder others can read, "
                    + "or use --sandbox none for your own bot");
        }
    }

    private static String describe(Path path) throws IOException {
        return "owner uid " + Files.getAttribute(path, "unix:uid") + ", mode "
                + Integer.toOctalString((Integer) Files.getAttribute(path, "unix:mode") & 07777);
    }
}
