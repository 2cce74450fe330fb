package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.net.URI;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BotDefinitionTest {

    private static final String KINDS =
            "(kinds: builtin, skynet, broadsides, native, arena, arena-json, ruby-player, elixir-player, jar)";
    private static final String PROCESS_DIALECTS = "skynet, broadsides, native, ruby-player or elixir-player";

    @Test
    void everyCommandLineFormParsesToItsDefinitionAndPrintsBackTheSame() {
        assertParses("builtin:density", new BotDefinition.Builtin("density"));
        assertParses(
                "skynet:python3 skynet_bot.py",
                new BotDefinition.Process(Dialect.SKYNET, List.of("python3", "skynet_bot.py")));
        assertParses(
                "broadsides:ruby players/x.rb",
                new BotDefinition.Process(Dialect.BROADSIDES, List.of("ruby", "players/x.rb")));
        assertParses(
                "native:python3 native_bot.py",
                new BotDefinition.Process(Dialect.NATIVE, List.of("python3", "native_bot.py")));
        assertParses("native:http://127.0.0.1:8765/", new BotDefinition.Http(Dialect.NATIVE, "http://127.0.0.1:8765/"));
        assertParses(
                "native:https://bots.example.org/mine?key=1",
                new BotDefinition.Http(Dialect.NATIVE, "https://bots.example.org/mine?key=1"));
        assertParses("arena:http://127.0.0.1:8765/", new BotDefinition.Http(Dialect.ARENA, "http://127.0.0.1:8765/"));
        assertParses(
                "arena-json:http://user:pw@[::1]:80/bot",
                new BotDefinition.Http(Dialect.ARENA_JSON, "http://user:pw@[::1]:80/bot"));
        assertParses("jar:bots/my-bot.jar", new BotDefinition.Jar(Path.of("bots/my-bot.jar")));
        assertParses(
                "ruby-player:examples/ruby/hunter",
                new BotDefinition.Player(Dialect.RUBY_PLAYER, Path.of("examples/ruby/hunter"), Optional.empty()));
        assertParses(
                "ruby-player:odd#name.rb",
                new BotDefinition.Player(Dialect.RUBY_PLAYER, Path.of("odd#name.rb"), Optional.empty()));
        assertParses(
                "elixir-player:corner_player.exs",
                new BotDefinition.Player(Dialect.ELIXIR_PLAYER, Path.of("corner_player.exs"), Optional.empty()));
        assertParses(
                "elixir-player:my_bot#MyTeam.Player",
                new BotDefinition.Player(Dialect.ELIXIR_PLAYER, Path.of("my_bot"), Optional.of("MyTeam.Player")));
    }

    /** What play calls a bot, as the contests' own runners did: the base name of its file. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "builtin:density                                  | density",
                "broadsides:ruby ruby_players/random_player.rb    | random_player",
                "native:python3 -u native_bot.py --fast           | native_bot",
                "skynet:./skynet                                  | skynet",
                "jar:target/my-bot-1.0.jar                        | my-bot-1.0",
                "ruby-player:examples/ruby/corner_player.rb       | corner_player",
                "elixir-player:examples/elixir/hunter#Hunter.Player | hunter",
                "arena-json:http://127.0.0.1:8765/bot             | 127.0.0.1"
            })
    void playCallsABotByTheBaseNameOfItsFile(String spec, String name) {
        assertThat(BotDefinition.parse(spec).shortName()).isEqualTo(name);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "hunter    | density   | A | hunter",
                "hunter    | hunter    | A | hunter-A",
                "hunter    | hunter    | B | hunter-B",
                "My Bot    | My,Bot    | B | My Bot-B",
                "My Bot    | My Bot 2  | A | My Bot"
            })
    void seatsAreCalledByDifferentWords(String name, String other, Side side, String seatName) {
        assertThat(Bots.seatName(name, other, side)).isEqualTo(seatName);
        assertThat(Bots.word(Bots.seatName(name, other, side)))
                .isNotEqualTo(Bots.word(Bots.seatName(other, name, side.other())));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "native:\"python3 my bot.py\"         | native:\"python3 my bot.py\"",
                "native:python3 'say \"hi\".py'       | native:python3 'say \"hi\".py'",
                "skynet:  python3   bot.py            | skynet:python3 bot.py",
                "NATIVE:python3 bot.py                | native:python3 bot.py",
                "Builtin:random                       | builtin:random",
                "elixir-player:#My.Player             | elixir-player:.#My.Player"
            })
    void commandLinesAreReadAsTheShellWouldGroupThem(String text, String canonical) {
        BotDefinition bot = BotDefinition.parse(text);
        assertThat(bot).hasToString(canonical);
        assertThat(BotDefinition.parse(canonical)).isEqualTo(bot);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "density                     | bot 'density' is not KIND:TARGET, e.g. builtin:density " + KINDS,
                "builtin:                    | bot 'builtin:' is not KIND:TARGET, e.g. builtin:density " + KINDS,
                ":density                    | bot ':density' is not KIND:TARGET, e.g. builtin:density " + KINDS,
                "bogus:x                     | unknown bot kind 'bogus' " + KINDS,
                "process:python3 bot.py      | unknown bot kind 'process' " + KINDS,
                "builtin:clever              | unknown built-in bot 'clever' (built-in bots: random, sequential, hunter, parity, density, expert)",
                "arena:python3 bot.py        | url is not a valid address: Illegal character in path",
                "arena:bots.example.org/x    | url must be an absolute http:// or https:// address",
                "arena-json:http://h:99999/  | url's port must be 1..65535, was 99999",
                "arena:http://exa mple.org/  | url is not a valid address: Illegal character in authority",
                "native:'unclosed            | unclosed quote in command: 'unclosed",
                "skynet:   ''                | a process bot needs \"command\": a non-empty list of words, e.g. [\"python3\", \"bot.py\"]",
                "elixir-player:x#lower       | 'lower' is not an Elixir module name such as My.Player",
                "elixir-player:x#My Player   | 'My Player' is not an Elixir module name such as My.Player"
            })
    void badCommandLineFormsSayWhatIsWrong(String text, String message) {
        assertThatThrownBy(() -> BotDefinition.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                "process | native        | [\"python3\",\"bot.py\"]  | -                      | native:python3 bot.py",
                "process | skynet        | [\"./my bot\"]            | -                      | skynet:\"./my bot\"",
                "PROCESS | Broadsides    | [\"ruby\",\"x.rb\"]       | -                      | broadsides:ruby x.rb",
                "process | ruby-player   | -                         | -                      | ruby-player:.",
                "process | ruby-player   | [\"hunter_player.rb\"]    | -                      | ruby-player:hunter_player.rb",
                "process | elixir-player | []                        | -                      | elixir-player:.",
                "process | elixir-player | [\"lib#Hunter.Player\"]   | -                      | elixir-player:lib#Hunter.Player",
                "http    | arena         | -                         | http://127.0.0.1:9/    | arena:http://127.0.0.1:9/",
                "http    | native        | -                         | https://example.org/b  | native:https://example.org/b",
                "jvm     | -             | -                         | -                      | jar:bot.jar",
                "jvm     | jvm           | -                         | -                      | jar:bot.jar"
            })
    void whatATeamSubmitsParsesToTheBotTheLeagueRuns(
            String kind, String dialect, String command, String url, String bot) {
        BotDefinition parsed = BotDefinition.submitted(kind, dialect, words(command), url);
        assertThat(parsed).hasToString(bot);
        assertThat(BotDefinition.stored(
                        "any",
                        parsed.kind().code(),
                        parsed.speaks().map(Dialect::code).orElse(null),
                        words(command),
                        url))
                .as("what is stored reads back as the same bot")
                .isEqualTo(parsed);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            quoteCharacter = '`',
            value = {
                "-       | -             | -                        | -                  | kind is missing: process, http or jvm",
                "wasm    | -             | -                        | -                  | unknown kind 'wasm': process, http or jvm",
                "builtin | -             | -                        | -                  | unknown kind 'builtin': process, http or jvm",
                "process | -             | [\"a\"]                  | -                  | dialect is missing: a process bot speaks "
                        + PROCESS_DIALECTS,
                "process | klingon       | [\"a\"]                  | -                  | unknown dialect 'klingon': a process bot speaks "
                        + PROCESS_DIALECTS,
                "process | arena         | [\"a\"]                  | -                  | dialect 'arena' is not spoken by process bots: they speak "
                        + PROCESS_DIALECTS,
                "http    | ruby-player   | -                        | http://h/          | dialect 'ruby-player' is not spoken by http bots: they speak native, arena or arena-json",
                "http    | -             | -                        | http://h/          | dialect is missing: a http bot speaks native, arena or arena-json",
                "process | native        | -                        | -                  | a process bot needs \"command\": a non-empty list of words, e.g. [\"python3\", \"bot.py\"]",
                "process | native        | []                       | -                  | a process bot needs \"command\": a non-empty list of words, e.g. [\"python3\", \"bot.py\"]",
                "process | native        | [\"python3\",\"\"]       | -                  | a process bot needs \"command\": a non-empty list of words, e.g. [\"python3\", \"bot.py\"]",
                "process | native        | [\"a\"]                  | http://h/          | a process bot has no url",
                "process | ruby-player   | [\"a.rb\",\"b.rb\"]      | -                  | ruby-player bots take at most one word as \"command\": their player file or folder among their files",
                "process | elixir-player | [\"a\",\"b\"]            | -                  | elixir-player bots take at most one word as \"command\": their player file or folder among their files, which may end in #Module.Name",
                "process | ruby-player   | [\"../other/x.rb\"]      | -                  | the player file or folder must be inside the bot's files: a relative path without '..'",
                "process | ruby-player   | [\"lib/../../x.rb\"]     | -                  | the player file or folder must be inside the bot's files: a relative path without '..'",
                "process | elixir-player | [\"/etc#My.Player\"]     | -                  | the player file or folder must be inside the bot's files: a relative path without '..'",
                "process | ruby-player   | [\"x.rb#Mod\"]           | -                  | -",
                "process | elixir-player | [\"x#bad-name\"]         | -                  | 'bad-name' is not an Elixir module name such as My.Player",
                "http    | arena         | -                        | -                  | an http bot needs \"url\": where the league POSTs each turn",
                "http    | arena         | -                        | ` `                | an http bot needs \"url\": where the league POSTs each turn",
                "http    | arena         | [\"a\"]                  | http://h/          | an http bot has no command",
                "http    | arena         | -                        | ftp://host/        | url must be an absolute http:// or https:// address",
                "http    | arena         | -                        | http:///path       | url must be an absolute http:// or https:// address with a host",
                "http    | arena-json    | -                        | http://h:0/        | url's port must be 1..65535, was 0",
                "jvm     | native        | -                        | -                  | a jvm bot has no dialect (it implements the Java bot interface)",
                "jvm     | -             | [\"java\",\"-jar\"]      | -                  | a jvm bot has neither command nor url: upload its jar",
                "jvm     | -             | -                        | http://h/          | a jvm bot has neither command nor url: upload its jar"
            })
    void badSubmissionsSayWhatIsWrong(String kind, String dialect, String command, String url, String message) {
        if (message == null) {
            assertThat(BotDefinition.submitted(kind, dialect, words(command), url))
                    .as("not an error")
                    .isNotNull();
            return;
        }
        assertThatThrownBy(() -> BotDefinition.submitted(kind, dialect, words(command), url))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void aCommandHasAtMostSixtyFourWords() {
        List<String> words = Collections.nCopies(BotDefinition.MAX_COMMAND_WORDS, "w");
        assertThat(BotDefinition.submitted("process", "native", words, null)).isInstanceOf(BotDefinition.Process.class);
        List<String> more = Collections.nCopies(BotDefinition.MAX_COMMAND_WORDS + 1, "w");
        assertThatThrownBy(() -> BotDefinition.submitted("process", "native", more, null))
                .hasMessage("command has more than 64 words");
    }

    @Test
    void theLeaguesStoredRowsReadBackIncludingItsBuiltInBots() {
        assertThat(BotDefinition.stored("density", "builtin", null, null, null))
                .isEqualTo(new BotDefinition.Builtin("density"));
        assertThat(BotDefinition.stored("mine", "http", "arena", null, "http://127.0.0.1:9/"))
                .isEqualTo(new BotDefinition.Http(Dialect.ARENA, URI.create("http://127.0.0.1:9/")));
        assertThatThrownBy(() -> BotDefinition.stored("x", "wasm", null, null, null))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aBotCanPlayWhatItsDialectCanExpressAndIsToldApartByItsLanguage() {
        Ruleset salvo = Ruleset.parse("salvo");
        assertThat(BotDefinition.parse("builtin:random").cannotPlay(salvo)).isEmpty();
        assertThat(BotDefinition.parse("jar:x.jar").cannotPlay(salvo)).isEmpty();
        assertThat(BotDefinition.parse("arena:http://h/").cannotPlay(salvo))
                .contains("arena asks for one shot per request, so it cannot play salvo");
        assertThat(BotDefinition.parse("ruby-player:x.rb").cannotPlay(salvo)).isPresent();
        assertThat(BotDefinition.parse("builtin:random").language()).isEqualTo("builtin");
        assertThat(BotDefinition.parse("jar:x.jar").language()).isEqualTo("jvm");
        assertThat(BotDefinition.parse("elixir-player:x").language()).isEqualTo("elixir-player");
        assertThat(BotDefinition.parse("ruby-player:x").kind()).isEqualTo(Kind.PROCESS);
        assertThat(BotDefinition.parse("native:http://h/").kind()).isEqualTo(Kind.HTTP);
        assertThat(Kind.PROCESS.sandboxed()
                        && Kind.JVM.sandboxed()
                        && !Kind.HTTP.sandboxed()
                        && !Kind.BUILTIN.sandboxed())
                .isTrue();
    }

    private static void assertParses(String text, BotDefinition expected) {
        assertThat(BotDefinition.parse(text)).as(text).isEqualTo(expected);
        assertThat(expected).as("printed back").hasToString(text);
    }

    private static List<String> words(String json) {
        try {
            return json == null ? null : new ObjectMapper().readValue(json, new TypeReference<List<String>>() {});
        } catch (Exception e) {
            throw new IllegalArgumentException(json, e);
        }
    }
}
