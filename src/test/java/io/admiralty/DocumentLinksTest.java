package io.admiralty;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Every relative link in README, CONTRIBUTING and docs/ leads somewhere: to a file of the repository and, where it
 * names a heading ({@code file.md#heading}), to a heading of that file as GitHub names its anchors. Links to the web
 * are not followed (the tests run with no network).
 */
@Execution(ExecutionMode.CONCURRENT)
class DocumentLinksTest {

    /** {@code [text](target)} and {@code ![alt](target)}; a title after the target ({@code "..."}) is allowed. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$");

    @Test
    void everyRelativeLinkLeadsToAFileAndHeadingThatExist() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path document : documents()) {
            List<String> lines = proseLines(document);
            for (int i = 0; i < lines.size(); i++) {
                Matcher link = LINK.matcher(lines.get(i));
                while (link.find()) {
                    String problem = problemWith(document, link.group(1));
                    if (problem != null) {
                        broken.add(document + ":" + (i + 1) + ": " + link.group(1) + " (" + problem + ")");
                    }
                }
            }
        }
        assertThat(broken).as("links that lead nowhere").isEmpty();
    }

    @Test
    void anchorsAreNamedAsGitHubNamesThem() {
        assertThat(anchor("`play`: matches on your own machine")).isEqualTo("play-matches-on-your-own-machine");
        assertThat(anchor("GraphQL (`/graphql`, schema at `/graphql/schema.graphql`)"))
                .isEqualTo("graphql-graphql-schema-at-graphqlschemagraphql");
        assertThat(anchor("Decided on play's own games (issue 34, 2026-11-27, evening)"))
                .isEqualTo("decided-on-plays-own-games-issue-34-2026-11-27-evening");
        assertThat(anchor("A team's page (`/teams/{id}`)")).isEqualTo("a-teams-page-teamsid");
    }

    @Test
    void aLinkToAMissingFileOrHeadingIsFound() throws IOException {
        Path readme = Path.of("README.md");
        assertThat(problemWith(readme, "docs/no-such-guide.md")).isEqualTo("no such file");
        assertThat(problemWith(readme, "CONTRIBUTING.md#no-such-heading")).isEqualTo("no such heading");
        assertThat(problemWith(readme, "CONTRIBUTING.md#house-style")).isNull();
        assertThat(problemWith(readme, "https://example.org/anything")).isNull();
    }

    private static List<Path> documents() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(Path.of("README.md"), Path.of("CONTRIBUTING.md")));
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        return documents;
    }

    /** Null when the link leads somewhere, else what is missing. */
    private static String problemWith(Path document, String target) throws IOException {
        if (target.matches("^[a-z][a-z0-9+.-]*:.*") || target.startsWith("//")) {
            return null; // the web, mail: not followed
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path path = file.isEmpty() ? document : document.resolveSibling(file).normalize();
        if (!Files.exists(path)) {
            return "no such file";
        }
        if (hash < 0 || !path.toString().endsWith(".md")) {
            return null;
        }
        return anchorsOf(path).contains(target.substring(hash + 1)) ? null : "no such heading";
    }

    private static Set<String> anchorsOf(Path document) throws IOException {
        Set<String> anchors = new HashSet<>();
        for (String line : proseLines(document)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String anchor = anchor(heading.group(1));
                // GitHub numbers repeated headings: the second "Notes" is notes-1
                String named = anchor;
                for (int n = 1; !anchors.add(named); n++) {
                    named = anchor + "-" + n;
                }
            }
        }
        return anchors;
    }

    /** GitHub's anchor for a heading: lower case, punctuation dropped but hyphens and underscores, spaces as hyphens. */
    static String anchor(String heading) {
        return heading.strip()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}\\s_-]", "")
                .replace(' ', '-');
    }

    /** The document's lines outside fenced code blocks, blanked inside them (links there are code, not links). */
    private static List<String> proseLines(Path document) {
        try {
            List<String> lines = new ArrayList<>();
            boolean code = false;
            for (String line : Files.readAllLines(document)) {
                if (line.startsWith("```")) {
                    code = !code;
                    lines.add("");
                } else {
                    lines.add(code ? "" : line);
                }
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
