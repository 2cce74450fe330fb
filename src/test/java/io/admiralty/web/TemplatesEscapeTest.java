package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The templates escape every value but those on the list below: an expression that ends in {@code .raw} or
 * {@code .safe} (Qute's two ways to skip escaping) is refused unless it is a value the code itself makes. Nothing from a
 * team, a bot or a person may be raw: names are the teams' own text, and may hold markup.
 */
@Execution(ExecutionMode.CONCURRENT)
class TemplatesEscapeTest {

    private static final Path TEMPLATES = Path.of("src/main/resources/templates");

    private static final Pattern RAW = Pattern.compile("\\{([^{}]*?)\\.(raw|safe)\\b[^{}]*}");

    /** Template and expression, with why it is safe. */
    private static final Map<String, String> ALLOWED = Map.of(
            "GuidesResource/guide.html article",
            "docs/for-teams.md or for-organisers.md as HTML: the league's own text, built into the service, its links"
                    + " sanitised by the Markdown renderer",
            "SeasonPage/page.html data.tables",
            "SeasonPage/tables.html's output, escaped as it was rendered, kept beside the season's views between changes");

    @Test
    void noTemplateShowsAValueUnescapedButThoseTheCodeMakes() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TEMPLATES)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Matcher raw = RAW.matcher(Files.readString(file));
                while (raw.find()) {
                    found.add(TEMPLATES.relativize(file).toString().replace('\\', '/') + " "
                            + raw.group(1).strip());
                }
            }
        }
        assertThat(found).isNotEmpty().isSubsetOf(ALLOWED.keySet());
    }

    /** Lines a reader can take in at once: the issue counted the old pages' lines over this as a defect. */
    private static final int WIDEST_LINE = 140;

    @Test
    void noTemplateLineIsWiderThanTheHouseLimit() throws IOException {
        List<String> wide = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TEMPLATES)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String name = TEMPLATES.relativize(file).toString().replace('\\', '/');
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    if (lines.get(i).length() > WIDEST_LINE) {
                        wide.add(name + ":" + (i + 1) + " is " + lines.get(i).length() + " columns");
                    }
                }
            }
        }
        assertThat(wide).isEmpty();
    }

    @Test
    void theCheckFindsARawValue() {
        assertThat(RAW.matcher("<td>{team.name.raw}</td>").find()).isTrue();
        assertThat(RAW.matcher("<td>{bot.name.safe}</td>").find()).isTrue();
        assertThat(RAW.matcher("<td>{bot.rawScore}</td>").find()).isFalse();
    }
}
