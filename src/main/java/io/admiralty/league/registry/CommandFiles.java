package io.admiralty.league.registry;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which words of a process bot's command name files the bot must bring, so that a command naming a file its archive
 * lacks ({@code python3 bott.py}) is refused at upload instead of losing every game. A word names one of the bot's
 * files when it is a relative path ({@code ./bot}, {@code src/main.py}) or, after the program, ends as a program or
 * script file does ({@code bot.py}, {@code player.jar}). Not checked: the program found on the sandbox's path
 * ({@code python3}), absolute paths (the system's own), options ({@code -O}), the code or module an option takes
 * ({@code -c CODE}, {@code -m module}), and class paths or patterns ({@code lib/*:.}).
 */
public final class CommandFiles {

    /** The endings of the programs and scripts bots are written as. */
    private static final Pattern PROGRAM = Pattern.compile(
            "[^/]+\\.(py|pyc|rb|js|mjs|cjs|ts|sh|bash|pl|php|lua|jar|exs|ex|jl|r|R|class|wasm|exe|bin|out|elf)");
    /** Options whose next word is code or a module's name, not a file. */
    private static final Set<String> TAKES_CODE = Set.of("-c", "-e", "-m", "--eval", "-E");

    private CommandFiles() {}

    /** The first word of {@code command} that names a file {@code files} (the archive's, by path) does not hold. */
    public static Optional<String> missing(List<String> command, Set<Path> files) {
        for (int i = 0; i < command.size(); i++) {
            String word = command.get(i);
            if (i > 0 && TAKES_CODE.contains(command.get(i - 1))) {
                continue;
            }
            if (namesFile(word, i == 0) && !files.contains(Path.of(word).normalize())) {
                return Optional.of(word);
            }
        }
        return Optional.empty();
    }

    private static boolean namesFile(String word, boolean program) {
        if (word.isEmpty() || word.startsWith("-") || word.startsWith("/") || word.matches(".*[*:=?\\s$].*")) {
            return false;
        }
        if (word.contains("/")) {
            return true;
        }
        return !program && PROGRAM.matcher(word).matches();
    }
}
