package io.admiralty.bot;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.http.Egress;
import io.admiralty.game.Ruleset;
import java.net.URI;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a bot is and how the league reaches it, parsed once: from {@code play}'s {@code KIND:TARGET}
 * ({@link #parse}), from what a team submits ({@link #submitted}) and from what the league stores for a bot version
 * ({@link #stored}). Whatever gets through a parser can be opened by {@link Bots#open}; its {@code toString} is the
 * {@code KIND:TARGET} form.
 */
public sealed interface BotDefinition permits BotDefinition.Builtin, BotDefinition.Jar, BotDefinition.Speaking {

    /** The most words a process bot's command may have. */
    int MAX_COMMAND_WORDS = 64;
    /** The file a jvm bot's jar is kept as among the league's unpacked bot files. */
    String STORED_JAR = "bot.jar";

    Kind kind();

    /** The dialect the league speaks with the bot; empty for built-in and jar bots, which it calls in Java. */
    default Optional<Dialect> speaks() {
        return Optional.empty();
    }

    /** Why this bot cannot play the ruleset, or empty when its dialect can express it. */
    default Optional<String> cannotPlay(Ruleset ruleset) {
        return speaks().flatMap(dialect -> dialect.cannotExpress(ruleset));
    }

    /**
     * What {@code play} calls the bot, as the original contests' runners did: the name of its file without folder
     * or extension (the player's, the jar's, or for a process the last word of its command that is not an option,
     * usually its program), a built-in's name, or an HTTP bot's host.
     */
    String shortName();

    /**
     * Whether the bot keeps no process from one game of a matchup to the next: it starts one for each game (as
     * broadsides does) or runs none (built-ins, HTTP servers, jars loaded into the league's JVM when
     * {@code jarsInProcess}). Such a matchup's games can be played side by side, each lane with sessions of its own;
     * a bot whose process lives through the matchup sees its games one after the other.
     */
    boolean keepsNoProcessBetweenGames(boolean jarsInProcess);

    /** The name of the file at {@code path}, without its folders and its last extension. */
    private static String baseName(String path) {
        String file = path.substring(path.lastIndexOf('/') + 1);
        int dot = file.lastIndexOf('.');
        String base = dot > 0 ? file.substring(0, dot) : file;
        return base.isEmpty() ? "bot" : base;
    }

    /** Its dialect's code, or for bots called in Java its kind's: what the league's metrics tell bots apart by. */
    default String language() {
        return speaks().map(Dialect::code).orElse(kind().code());
    }

    /** A bot the league speaks a dialect with: over a process's standard input and output, or over HTTP. */
    sealed interface Speaking extends BotDefinition permits Process, Http, Player {

        Dialect dialect();

        @Override
        default Optional<Dialect> speaks() {
            return Optional.of(dialect());
        }
    }

    /** One of the league's own strategies, by name. */
    record Builtin(String name) implements BotDefinition {

        public Builtin {
            if (!BuiltinBots.names().contains(name)) {
                throw new IllegalArgumentException("unknown built-in bot '" + name + "' (built-in bots: "
                        + String.join(", ", BuiltinBots.names()) + ")");
            }
        }

        @Override
        public Kind kind() {
            return Kind.BUILTIN;
        }

        @Override
        public String shortName() {
            return name;
        }

        @Override
        public boolean keepsNoProcessBetweenGames(boolean jarsInProcess) {
            return true;
        }

        @Override
        public String toString() {
            return "builtin:" + name;
        }
    }

    /** A program speaking {@code dialect}, started as {@code command} in the bot's folder. */
    record Process(Dialect dialect, List<String> command) implements Speaking {

        public Process {
            requireSpoken(dialect, Kind.PROCESS);
            if (dialect.isPlayer()) {
                throw new IllegalArgumentException(dialect + " bots are player files, not commands");
            }
            if (command == null
                    || command.isEmpty()
                    || command.stream().anyMatch(word -> word == null || word.isEmpty())) {
                throw new IllegalArgumentException(
                        "a process bot needs \"command\": a non-empty list of words, e.g. [\"python3\", \"bot.py\"]");
            }
            if (command.size() > MAX_COMMAND_WORDS) {
                throw new IllegalArgumentException("command has more than " + MAX_COMMAND_WORDS + " words");
            }
            command = List.copyOf(command);
        }

        @Override
        public Kind kind() {
            return Kind.PROCESS;
        }

        @Override
        public String shortName() {
            for (int i = command.size() - 1; i > 0; i--) {
                if (!command.get(i).startsWith("-")) {
                    return baseName(command.get(i));
                }
            }
            return baseName(command.get(0));
        }

        @Override
        public boolean keepsNoProcessBetweenGames(boolean jarsInProcess) {
            return dialect == Dialect.BROADSIDES;
        }

        @Override
        public String toString() {
            return dialect + ":" + command.stream().map(BotDefinition::quoted).collect(Collectors.joining(" "));
        }
    }

    /** A server speaking {@code dialect} at {@code url}, an absolute http or https address. */
    record Http(Dialect dialect, URI url) implements Speaking {

        public Http {
            requireSpoken(dialect, Kind.HTTP);
            url = Egress.url(url.toString());
        }

        /** The bot at {@code url} as written; its form is checked here (see {@link Egress#url}). */
        public Http(Dialect dialect, String url) {
            this(dialect, Egress.url(url));
        }

        @Override
        public Kind kind() {
            return Kind.HTTP;
        }

        @Override
        public String shortName() {
            return url.getHost();
        }

        @Override
        public boolean keepsNoProcessBetweenGames(boolean jarsInProcess) {
            return true;
        }

        @Override
        public String toString() {
            return dialect + ":" + url;
        }
    }

    /** A jar implementing the Java bot interface, at {@code jar} in the bot's folder. */
    record Jar(Path jar) implements BotDefinition {

        public Jar {
            Objects.requireNonNull(jar, "jar");
        }

        @Override
        public Kind kind() {
            return Kind.JVM;
        }

        @Override
        public String shortName() {
            return baseName(jar.toString());
        }

        @Override
        public boolean keepsNoProcessBetweenGames(boolean jarsInProcess) {
            return jarsInProcess;
        }

        @Override
        public String toString() {
            return "jar:" + jar;
        }
    }

    /**
     * Player code for one of the in-runtime APIs: a file or a folder of files at {@code player} in the bot's folder,
     * loaded by the dialect's host. An Elixir player may name its {@code module}; otherwise the host finds it.
     */
    record Player(Dialect dialect, Path player, Optional<String> module) implements Speaking {

        private static final Pattern MODULE = Pattern.compile("[A-Z][A-Za-z0-9_]*(\\.[A-Z][A-Za-z0-9_]*)*");

        public Player {
            if (!dialect.isPlayer()) {
                throw new IllegalArgumentException(dialect + " is not a player dialect");
            }
            Objects.requireNonNull(player, "player");
            if (module.isPresent() && dialect != Dialect.ELIXIR_PLAYER) {
                throw new IllegalArgumentException(dialect + " players name no module");
            }
            if (module.isPresent() && !MODULE.matcher(module.get()).matches()) {
                throw new IllegalArgumentException(
                        "'" + module.get() + "' is not an Elixir module name such as My.Player");
            }
        }

        /** Whether a file or folder is named, rather than the whole of the bot's folder. */
        public boolean named() {
            return !player.normalize().toString().isEmpty();
        }

        /** {@code PATH}, or for Elixir {@code PATH#Module.Name}. */
        static Player parse(Dialect dialect, String target) {
            int hash = dialect == Dialect.ELIXIR_PLAYER ? target.lastIndexOf('#') : -1;
            String path = hash < 0 ? target : target.substring(0, hash);
            try {
                return new Player(
                        dialect,
                        Path.of(path.isEmpty() ? "." : path),
                        hash < 0 ? Optional.empty() : Optional.of(target.substring(hash + 1)));
            } catch (InvalidPathException e) {
                throw new IllegalArgumentException("'" + path + "' is not a file name");
            }
        }

        @Override
        public Kind kind() {
            return Kind.PROCESS;
        }

        @Override
        public String shortName() {
            return baseName(player.toAbsolutePath().normalize().toString());
        }

        @Override
        public boolean keepsNoProcessBetweenGames(boolean jarsInProcess) {
            return false;
        }

        @Override
        public String toString() {
            return dialect + ":" + player + module.map(name -> "#" + name).orElse("");
        }
    }

    /**
     * A bot named on {@code play}'s command line as {@code KIND:TARGET}: {@code builtin:NAME}, {@code jar:PATH}, a
     * process dialect and a command line ({@code native:"python3 my bot.py"}: quotes group words), an HTTP dialect
     * and a URL ({@code native:} takes either), or a player dialect and a player file or folder (Elixir's may end
     * in {@code #Module.Name}). Paths are the author's own, relative to the folder {@code play} runs in.
     */
    static BotDefinition parse(String text) {
        List<String> kinds = Stream.concat(
                        Stream.concat(
                                Stream.of("builtin"),
                                Arrays.stream(Dialect.values()).map(Dialect::code)),
                        Stream.of("jar"))
                .toList();
        int colon = text.indexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new IllegalArgumentException("bot '" + text + "' is not KIND:TARGET, e.g. builtin:density (kinds: "
                    + String.join(", ", kinds) + ")");
        }
        String kind = text.substring(0, colon);
        String target = text.substring(colon + 1);
        if (kind.equalsIgnoreCase("builtin")) {
            return new Builtin(target);
        }
        if (kind.equalsIgnoreCase("jar")) {
            return new Jar(Path.of(target));
        }
        Dialect dialect = Dialect.of(kind)
                .orElseThrow(() -> new IllegalArgumentException(
                        "unknown bot kind '" + kind + "' (kinds: " + String.join(", ", kinds) + ")"));
        if (dialect.isPlayer()) {
            return Player.parse(dialect, target);
        }
        boolean url = target.startsWith("http://") || target.startsWith("https://");
        if (dialect.isSpokenBy(Kind.HTTP) && (url || !dialect.isSpokenBy(Kind.PROCESS))) {
            return new Http(dialect, target);
        }
        return new Process(dialect, split(target));
    }

    /**
     * A bot a team submits to the league: its {@code kind} ({@code process}, {@code http} or {@code jvm}), its
     * {@code dialect}, and how it runs: a process bot's {@code command} (for a player dialect, at most one word:
     * the player inside the bot's files, {@code PATH} or {@code PATH#Module}), an http bot's {@code url}.
     *
     * @throws IllegalArgumentException saying what is wrong, in words for the team
     */
    static BotDefinition submitted(String kind, String dialect, List<String> command, String url) {
        String kinds = "process, http or jvm";
        if (kind == null) {
            throw new IllegalArgumentException("kind is missing: " + kinds);
        }
        Kind known = Kind.of(kind)
                .filter(k -> k != Kind.BUILTIN)
                .orElseThrow(() -> new IllegalArgumentException("unknown kind '" + kind + "': " + kinds));
        return define(null, known, dialect, command, url);
    }

    /** A bot version as the league stores it; {@code name} is a built-in bot's strategy. */
    static BotDefinition stored(String name, String kind, String dialect, List<String> command, String url) {
        return define(
                name,
                Kind.of(kind).orElseThrow(() -> new IllegalStateException("stored bot kind '" + kind + "' is unknown")),
                dialect,
                command,
                url);
    }

    private static BotDefinition define(String name, Kind kind, String dialect, List<String> command, String url) {
        if (kind == Kind.BUILTIN) {
            return new Builtin(name);
        }
        if (kind == Kind.JVM) {
            refuse(
                    dialect != null && !dialect.equals("jvm"),
                    "a jvm bot has no dialect (it implements the Java bot interface)");
            refuse(command != null || url != null, "a jvm bot has neither command nor url: upload its jar");
            return new Jar(Path.of(STORED_JAR));
        }
        String allowed = Dialect.listSpokenBy(kind);
        if (dialect == null) {
            throw new IllegalArgumentException("dialect is missing: a " + kind + " bot speaks " + allowed);
        }
        Dialect known = Dialect.of(dialect)
                .orElseThrow(() -> new IllegalArgumentException(
                        "unknown dialect '" + dialect + "': a " + kind + " bot speaks " + allowed));
        refuse(
                !known.isSpokenBy(kind),
                "dialect '" + dialect + "' is not spoken by " + kind + " bots: they speak " + allowed);
        if (kind == Kind.HTTP) {
            if (url == null || url.isBlank()) {
                throw new IllegalArgumentException("an http bot needs \"url\": where the league POSTs each turn");
            }
            refuse(command != null, "an http bot has no command");
            return new Http(known, url);
        }
        refuse(url != null, "a process bot has no url");
        if (!known.isPlayer()) {
            return new Process(known, command);
        }
        refuse(
                command != null && command.size() > 1,
                known + " bots take at most one word as \"command\": their player file or " + "folder among their files"
                        + (known == Dialect.ELIXIR_PLAYER ? ", which may end in #Module.Name" : ""));
        Player player = Player.parse(
                known, command == null || command.isEmpty() || command.get(0) == null ? "." : command.get(0));
        refuse(
                escapes(player.player()),
                "the player file or folder must be inside the bot's files: a relative path without '..'");
        return player;
    }

    /** Whether a path leads out of the folder it is read in: absolute, or through a parent folder. */
    private static boolean escapes(Path path) {
        if (path.isAbsolute()) {
            return true;
        }
        for (Path part : path) {
            if (part.toString().equals("..")) {
                return true;
            }
        }
        return false;
    }

    private static void requireSpoken(Dialect dialect, Kind kind) {
        if (!dialect.isSpokenBy(kind)) {
            throw new IllegalArgumentException(dialect + " is not spoken by " + kind + " bots");
        }
    }

    private static void refuse(boolean wrong, String message) {
        if (wrong) {
            throw new IllegalArgumentException(message);
        }
    }

    /**
     * Splits a command line on spaces, keeping 'single' or "double" quoted parts together (as {@code play} and the
     * team page's form take a command typed on one line).
     */
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
        return parts;
    }

    /** A command as one line that {@link #split} reads back as the same words (the team page's form shows it so). */
    public static String join(List<String> words) {
        return String.join(" ", words.stream().map(BotDefinition::quoted).toList());
    }

    /** A command's word as {@link #split} reads it back: quoted when it holds spaces or quotes. */
    private static String quoted(String word) {
        if (!word.isEmpty() && word.chars().noneMatch(c -> Character.isWhitespace(c) || c == '"' || c == '\'')) {
            return word;
        }
        return word.indexOf('"') < 0 ? "\"" + word + "\"" : "'" + word + "'";
    }
}
