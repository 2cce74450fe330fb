package io.admiralty;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The package boundaries, read from the compiled classes: which league package may use which (a table, bottom up),
 * no cycles between packages, {@code game} and {@code chart} on the JDK alone, {@code rating} on the game and the JDK, and HTTP and the
 * wire's shape (GraphQL's and Jackson's annotations) only at the edge ({@code api}, {@code web}).
 * Each package's package-info.java says the same in words.
 */
@Execution(ExecutionMode.CONCURRENT)
class ArchitectureTest {

    private static final String LEAGUE = "io.admiralty.league";

    /** Each league package and the league packages it may use, besides its own and the root's (names, config). */
    private static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
            Map.entry("", Set.of()),
            Map.entry("team", Set.of()),
            Map.entry("runtime", Set.of()),
            Map.entry("queue", Set.of("runtime")),
            Map.entry("registry", Set.of("team", "runtime")),
            Map.entry("games", Set.of("registry")),
            Map.entry("skill", Set.of("team", "registry", "runtime", "queue", "games")),
            Map.entry("bench", Set.of("team", "registry", "queue", "games")),
            Map.entry("season", Set.of("team", "registry", "runtime", "queue", "games", "skill", "bench")),
            Map.entry("gate", Set.of("team", "registry", "runtime", "queue", "games", "season")),
            Map.entry("standings", Set.of("registry", "games", "season", "skill", "bench")),
            Map.entry("validation", Set.of("team", "registry", "runtime", "queue", "season")),
            Map.entry("challenge", Set.of("team", "registry", "runtime", "queue", "season", "validation")),
            Map.entry("playing", Set.of("registry", "runtime", "queue", "games", "validation")),
            Map.entry("profile", Set.of("team", "registry", "gate", "skill", "validation", "bench", "season")),
            Map.entry("account", Set.of("team", "registry")),
            Map.entry("trouble", Set.of("team")),
            Map.entry("tournament", Set.of("team", "registry", "runtime", "queue", "season", "validation")),
            Map.entry(
                    "notice",
                    Set.of(
                            "team",
                            "account",
                            "registry",
                            "runtime",
                            "season",
                            "gate",
                            "skill",
                            "bench",
                            "challenge",
                            "validation")));

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.admiralty");

    @Test
    void eachLeaguePackageUsesOnlyTheLeaguePackagesItsRowNames() {
        Set<String> forbidden = new TreeSet<>();
        for (JavaClass origin : MAIN) {
            String from = leaguePackage(origin);
            if (from == null) {
                continue;
            }
            assertThat(MAY_USE).as("the table names every league package").containsKey(from);
            for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                String to = leaguePackage(dependency.getTargetClass());
                if (to != null
                        && !to.equals(from)
                        && !to.isEmpty()
                        && !MAY_USE.get(from).contains(to)) {
                    forbidden.add(dependency.getDescription());
                }
            }
        }
        assertThat(forbidden).as("uses the table does not allow").isEmpty();
    }

    @Test
    void noCyclesBetweenPackages() {
        slices().matching("io.admiralty.league.(*)..").should().beFreeOfCycles().check(MAIN);
        slices().matching("io.admiralty.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void theGameUsesTheJdkAlone() {
        noClasses()
                .that()
                .resideInAPackage("io.admiralty.game..")
                .should()
                .dependOnClassesThat()
                .resideOutsideOfPackages("java..", "io.admiralty.game..")
                .check(MAIN);
    }

    /** The charts are pure geometry and wording: what they draw comes to them as plain numbers and words. */
    @Test
    void theChartsUseTheJdkAlone() {
        noClasses()
                .that()
                .resideInAPackage("io.admiralty.chart..")
                .should()
                .dependOnClassesThat()
                .resideOutsideOfPackages("java..", "io.admiralty.chart..")
                .check(MAIN);
    }

    /** Ratings are pure maths: no storage (their stored forms, such as the season's tally, live in the league). */
    @Test
    void ratingsUseTheGameAndTheJdkAlone() {
        noClasses()
                .that()
                .resideInAPackage("io.admiralty.rating..")
                .should()
                .dependOnClassesThat()
                .resideOutsideOfPackages("java..", "io.admiralty.game..", "io.admiralty.rating..")
                .check(MAIN);
    }

    @Test
    void onlyTheEdgeKnowsHttp() {
        noClasses()
                .that()
                .resideOutsideOfPackages("io.admiralty.api..", "io.admiralty.web..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "jakarta.ws.rs..",
                        "org.jboss.resteasy..",
                        "io.vertx..",
                        "io.quarkus.vertx.http..",
                        "org.eclipse.microprofile.openapi..",
                        "io.admiralty.api..",
                        "io.admiralty.web..")
                .check(MAIN);
    }

    /**
     * The league's records are plain Java, whatever reads them: how the wire shows them (GraphQL's ids and names,
     * JSON's names) is the edge's, {@code api}'s {@code GraphQLViewFields} and {@code WireNames}. Jackson's databind
     * API stays open to the packages that read and write JSON themselves ({@code json}, {@code history}, the bots'
     * protocols); the annotations are not, nor is anything of MicroProfile GraphQL's.
     */
    @Test
    void onlyTheEdgeShapesTheWire() {
        noClasses()
                .that()
                .resideOutsideOfPackages("io.admiralty.api..", "io.admiralty.web..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.eclipse.microprofile.graphql..", "com.fasterxml.jackson.annotation..")
                .because("the wire's shape (GraphQL's ids and names, JSON's names) is the edge's: api, web")
                .check(MAIN);
    }

    /**
     * docs/architecture.md's table of league packages names what {@link #MAY_USE} allows, row by row, so that the
     * table a newcomer reads is the one the build enforces.
     */
    @Test
    void theDocumentedTableIsTheEnforcedOne() throws IOException {
        Map<String, Set<String>> documented = new TreeMap<>();
        Matcher row = Pattern.compile("(?m)^\\s*\\| `(\\w+)`( \\(root\\))? \\|.*\\| ([^|]+) \\|\\s*$")
                .matcher(Files.readString(Path.of("docs/architecture.md")));
        while (row.find()) {
            documented.put(row.group(2) != null ? "" : row.group(1), names(row.group(3)));
        }
        assertThat(documented).as("docs/architecture.md's table").isEqualTo(new TreeMap<>(MAY_USE));
    }

    /** Each league package's package-info.java ends its text with "May use: ..." naming what the table allows. */
    @Test
    void eachPackageInfoSaysWhatItsRowAllows() throws IOException {
        Map<String, Set<String>> said = new TreeMap<>();
        for (String name : MAY_USE.keySet()) {
            if (name.isEmpty()) {
                continue;
            }
            String text = Files.readString(Path.of("src/main/java/io/admiralty/league", name, "package-info.java"))
                    .replaceAll("(?m)^\\s*/?\\*+/?", " ")
                    .replaceAll("\\s+", " ");
            Matcher mayUse = Pattern.compile("May use: (.*?)\\.\\s+package ").matcher(text);
            said.put(name, mayUse.find() ? names(mayUse.group(1)) : Set.of("(no \"May use:\" sentence)"));
        }
        Map<String, Set<String>> allowed = new TreeMap<>(MAY_USE);
        allowed.remove("");
        assertThat(said).as("the package-info files' \"May use:\" sentences").isEqualTo(allowed);
    }

    /** "team, registry (a note), queue" as names; "-" and "the league root only" as none. */
    private static Set<String> names(String list) {
        String bare = list.replaceAll("\\([^)]*\\)", "").trim();
        if (bare.equals("-") || bare.equals("the league root only")) {
            return Set.of();
        }
        Set<String> names = new TreeSet<>();
        for (String name : bare.split(",| and ")) {
            names.add(name.trim());
        }
        return names;
    }

    /** The league package of the class ("" for the root, {@code season} for league.season...), null outside it. */
    private static String leaguePackage(JavaClass type) {
        String name = type.getPackageName();
        if (name.equals(LEAGUE)) {
            return "";
        }
        if (!name.startsWith(LEAGUE + ".")) {
            return null;
        }
        String rest = name.substring(LEAGUE.length() + 1);
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }
}
