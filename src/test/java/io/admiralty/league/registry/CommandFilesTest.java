package io.admiralty.league.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which word of a command names a file the archive lacks (archive files separated by spaces; "-": none missing). */
class CommandFilesTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # command                          | the archive's files          | missing
            python3 bott.py                    | bot.py                       | bott.py
            python3 bot.py                     | bot.py                       | -
            python3 -u src/main.py             | src/main.py                  | -
            python3 -u src/main.py             | main.py                      | src/main.py
            ./run                              | run                          | -
            ./run                              | bin/run                      | ./run
            bin/run --fast                     | bin/run                      | -
            java -jar player.jar               | player.jar                   | -
            java -jar player.jar               | bot.jar                      | player.jar
            java -cp lib/*:. Main              | Main.class                   | -
            python3 -m mybot.main              | mybot/main.py                | -
            python3 -c print(1)                | bot.py                       | -
            /usr/bin/python3 bot.py            | bot.py                       | -
            sh -c ./run.sh                     | run.sh                       | -
            ruby bot.rb --seed=3               | bot.rb                       | -
            node dist/index.js                 | src/index.ts                 | dist/index.js
            python3 ./a/../bot.py              | bot.py                       | -
            """)
    void aCommandNamingAFileTheArchiveLacksIsCaught(String command, String files, String missing) {
        Set<Path> archive = Stream.of(files.split(" ")).map(Path::of).collect(Collectors.toSet());
        assertThat(CommandFiles.missing(List.of(command.split(" ")), archive).orElse(null))
                .isEqualTo(missing);
    }
}
