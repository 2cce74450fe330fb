package io.admiralty;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/** The bot API jar that jar bots compile against ships with its sources and its javadoc, attached beside it. */
class BotApiJarsIT {

    @Test
    void theBotApiJarHasItsSourcesAndItsJavadocBesideIt() throws IOException {
        List<String> classes = entries("bot-api");
        assertThat(classes)
                .contains("io/admiralty/botapi/BattleshipBot.class")
                .filteredOn(name -> name.endsWith(".class"))
                .allMatch(name -> name.startsWith("io/admiralty/botapi/"));
        List<String> sources = entries("bot-api-sources");
        assertThat(sources)
                .contains(
                        "io/admiralty/botapi/BattleshipBot.java",
                        "io/admiralty/botapi/Mark.java",
                        "io/admiralty/botapi/package-info.java")
                .filteredOn(name -> name.endsWith(".java"))
                .allMatch(name -> name.startsWith("io/admiralty/botapi/"));
        String overview = read("bot-api-javadoc", "io/admiralty/botapi/package-summary.html");
        assertThat(overview).contains("board[y][x]").contains("Testing locally").contains("play --games");
        String bot = read("bot-api-javadoc", "io/admiralty/botapi/BattleshipBot.html");
        assertThat(bot).contains("sunkLength").contains("also when the shot sank it");
    }

    private static Path jar(String classifier) throws IOException {
        try (Stream<Path> files = Files.list(Path.of("target"))) {
            return files.filter(p -> p.getFileName().toString().endsWith("-" + classifier + ".jar"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no target/*-" + classifier + ".jar: run mvn package"));
        }
    }

    private static List<String> entries(String classifier) throws IOException {
        try (ZipFile zip = new ZipFile(jar(classifier).toFile())) {
            return zip.stream().map(ZipEntry::getName).toList();
        }
    }

    private static String read(String classifier, String entry) throws IOException {
        try (ZipFile zip = new ZipFile(jar(classifier).toFile())) {
            ZipEntry found = zip.getEntry(entry);
            assertThat(found).as(entry).isNotNull();
            return new String(zip.getInputStream(found).readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
