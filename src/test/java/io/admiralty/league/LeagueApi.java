package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import groovy.json.JsonOutput;
import io.admiralty.Eventually;
import io.admiralty.bot.jvm.TestJars;
import io.admiralty.sandbox.Sandbox;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.eclipse.microprofile.config.ConfigProvider;

/** Steps of the league's REST API that several tests take. */
public final class LeagueApi {

    /** The organiser's token in the test profile. */
    public static final String ORGANISER = "Bearer test-organiser-token";

    private LeagueApi() {}

    /** A new team; returns its token. */
    public static String createTeam(String name) {
        return newTeam(name).token();
    }

    /** A team made by the organiser: its id and its token. */
    public record NewTeam(long id, String token) {

        /** The token as an Authorization header's value. */
        public String bearer() {
            return "Bearer " + token;
        }
    }

    public static NewTeam newTeam(String name) {
        JsonPath made = given().header("Authorization", ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .post("/api/teams")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        return new NewTeam(made.getLong("id"), made.getString("token"));
    }

    public static long createSeason(String json) {
        return given().header("Authorization", ORGANISER)
                .contentType(ContentType.JSON)
                .body(json)
                .post("/api/seasons")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** Registers an HTTP bot of the team, speaking arena at {@code url} (nothing need listen there); returns its id. */
    public static long registerHttpBot(String team, String name, String url) {
        return given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name, "kind", "http", "dialect", "arena", "url", url))
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    public static void enter(String caller, long season, long bot) {
        given().header("Authorization", caller)
                .contentType(ContentType.JSON)
                .body(Map.of("botId", bot))
                .post("/api/seasons/{id}/entries", season)
                .then()
                .statusCode(201);
    }

    public static long builtinId(String name) {
        List<Map<String, Object>> bots = read("/api/bots").getList("$");
        return bots.stream()
                .filter(b -> b.get("name").equals(name) && b.get("kind").equals("builtin"))
                .map(b -> ((Number) b.get("id")).longValue())
                .findFirst()
                .orElseThrow();
    }

    /** Waits until the season has {@code matchups} matchups done and none waiting or running. */
    public static JsonPath awaitRound(long season, int matchups) {
        return Eventually.value(Duration.ofMinutes(4), () -> season(season), s -> assertThat(
                        List.of(s.getInt("progress.done"), s.getInt("progress.queued") + s.getInt("progress.running")))
                .as("season %d: matchups done, and waiting or running: %s", season, s.prettify())
                .containsExactly(matchups, 0));
    }

    /** Waits until no matchup of the season waits or runs. */
    public static JsonPath awaitIdle(long season) {
        return Eventually.value(Duration.ofMinutes(4), () -> season(season), s -> assertThat(
                        s.getInt("progress.queued") + s.getInt("progress.running"))
                .as("season %d still running: %s", season, s.prettify())
                .isZero());
    }

    /** What a GET of the path answers anyone (no credentials), which must be 200, as JSON. */
    public static JsonPath read(String path, Object... parameters) {
        return given().get(path, parameters).then().statusCode(200).extract().jsonPath();
    }

    /** The season as GET /api/seasons/{id} shows it to anyone. */
    public static JsonPath season(long season) {
        return read("/api/seasons/{id}", season);
    }

    /** Waits until the version gate of the bot's version is over; returns it. */
    public static JsonPath awaitGate(long bot, int version) {
        return Eventually.value(
                Duration.ofMinutes(5), () -> read("/api/bots/{id}/versions/{v}/gate", bot, version), gate -> assertThat(
                                gate.getString("state"))
                        .as("gate of bot %d: %s", bot, gate.prettify())
                        .isNotEqualTo("running"));
    }

    /** Waits until the bot's newest version's validation has its verdict; returns the bot as anyone sees it. */
    public static JsonPath awaitValidation(long bot) {
        return Eventually.value(Duration.ofMinutes(2), () -> read("/api/bots/{id}", bot), b -> assertThat(
                        b.getString("validation.state"))
                .as("validation of bot %d", bot)
                .isNotEqualTo("validating"));
    }

    /**
     * Registers an HTTP bot (native dialect) of the team that plays its validation and then goes away: nothing listens
     * at its address afterwards, so it forfeits every game it is given with http_error. A bot that cannot be reached
     * at all is refused by its validation and plays nothing; this is one that breaks after it was let in.
     */
    public static long registerGoneAfterValidation(String team, String name) throws IOException {
        try (NulAnsweringBot passing = NulAnsweringBot.startAfterValidation()) {
            long bot = registerHttpBot(team, name, "native", passing.url());
            assertThat(awaitValidation(bot).getString("validation.state")).isEqualTo("passed");
            return bot;
        }
    }

    /**
     * The season's first game stored: in a matchup's first game no earlier game's stderr can come (a line a bot writes
     * after its last answer of a game may reach the league once the next game has begun: StderrLog).
     */
    public static long firstGame(long season) {
        return read("/api/games?season={s}", season).getList("games.id", Long.class).stream()
                .min(Long::compare)
                .orElseThrow();
    }

    /** The games of the bot's refused validation, as GET /api/games/{id} shows them to anyone. */
    public static List<Map<String, Object>> refusedValidationGames(long bot) {
        JsonPath validated = awaitValidation(bot);
        assertThat(validated.getString("validation.state")).isEqualTo("refused");
        return validated.getList("validation.games", Long.class).stream()
                .map(id -> read("/api/games/{id}", id).<String, Object>getMap("$"))
                .toList();
    }

    public static Path exampleZip() throws IOException {
        return zip(Path.of("examples/python/native_bot.py"), Path.of("examples/python/strategy.py"));
    }

    /** The test bot that misbehaves on request (hostile.py) as an upload. */
    public static Path hostileZip() throws IOException {
        return zip(Path.of("target/test-classes/bots/hostile.py"));
    }

    /** Files packed flat as a process bot's upload. */
    public static Path zip(Path... files) throws IOException {
        Path zip = Files.createTempFile(Path.of("target"), "python-bot", ".zip");
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (Path source : files) {
                out.putNextEntry(new ZipEntry(source.getFileName().toString()));
                out.write(Files.readAllBytes(source));
                out.closeEntry();
            }
        }
        return zip;
    }

    /** Registers a native process bot running {@code command} in the unpacked {@code zip}; returns its id. */
    public static long uploadProcessBot(String team, String name, Path zip, String... command) {
        return uploadProcessBot(team, name, "native", zip, List.of(command));
    }

    /** Registers a process bot of the team from files given by name and content; returns its id. */
    public static long uploadProcessBot(
            String team, String name, String dialect, List<String> command, Map<String, String> files)
            throws IOException {
        return uploadProcessBot(team, name, dialect, zip(files), command);
    }

    /**
     * Registers a native process bot of the team running one of the test bots (src/test/resources/bots) with
     * {@code arguments}, and waits until its first version has passed its validation; returns its id.
     */
    public static long validatedScriptBot(String team, String name, String script, String... arguments)
            throws IOException {
        List<String> command = new java.util.ArrayList<>(List.of("python3", script));
        command.addAll(List.of(arguments));
        long bot = uploadProcessBot(
                team,
                name,
                "native",
                command,
                Map.of(
                        script,
                        Files.readString(Path.of("target/test-classes/bots").resolve(script))));
        assertThat(awaitValidation(bot).getString("validation.state")).isEqualTo("passed");
        return bot;
    }

    /**
     * A classic season of two games a matchup between {@code botA} of team {@code a} and {@code botB} of team
     * {@code b}, its round played; returns its id.
     */
    public static long playedSeason(String name, NewTeam a, long botA, NewTeam b, long botB) {
        long season = createSeason(
                "{\"name\":\"" + name + "-" + System.nanoTime() + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":2}");
        enter(a.bearer(), season, botA);
        enter(b.bearer(), season, botB);
        queueRound(season).statusCode(201);
        awaitRound(season, 1);
        return season;
    }

    /** Files given by name and content, zipped as a process bot's upload. */
    public static Path zip(Map<String, String> files) throws IOException {
        Path zip = Files.createTempFile(Path.of("target"), "bot-files", ".zip");
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (Map.Entry<String, String> entry : files.entrySet()) {
                out.putNextEntry(new ZipEntry(entry.getKey()));
                out.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return zip;
    }

    private static long uploadProcessBot(String team, String name, String dialect, Path zip, List<String> command) {
        String definition =
                JsonOutput.toJson(Map.of("name", name, "kind", "process", "dialect", dialect, "command", command));
        return given().header("Authorization", team)
                .multiPart("definition", definition, "application/json")
                .multiPart("artifact", zip.toFile(), "application/zip")
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** Registers an HTTP bot of the team speaking {@code dialect} at {@code url}; returns its id. */
    public static long registerHttpBot(String team, String name, String dialect, String url) {
        return given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name, "kind", "http", "dialect", dialect, "url", url))
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** Registers a process bot of the team from {@code folder}'s files, zipped with their paths; returns its id. */
    public static long uploadFolder(String team, String name, String dialect, List<String> command, Path folder)
            throws IOException {
        Map<String, Object> definition = new HashMap<>(Map.of("name", name, "kind", "process", "dialect", dialect));
        if (command != null) {
            definition.put("command", command);
        }
        return given().header("Authorization", team)
                .multiPart("definition", JsonOutput.toJson(definition), "application/json")
                .multiPart("artifact", zipFolder(folder).toFile(), "application/zip")
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** What a forfeited game says, with its transcripts as {@code team} sees them. */
    public static String forfeit(String team, Map<String, Object> game) {
        JsonPath whole = given().header("Authorization", team)
                .get("/api/games/{id}", game.get("id"))
                .then()
                .extract()
                .jsonPath();
        return whole.getString("reason") + ": " + whole.getString("detail") + "\nA: " + whole.getString("transcriptA")
                + "\nB: " + whole.getString("transcriptB");
    }

    /** A folder's files in a zip, by their paths inside it. */
    public static Path zipFolder(Path folder) throws IOException {
        Path zip = Files.createTempFile(Path.of("target"), "bot-folder", ".zip");
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file);
                Stream<Path> files = Files.walk(folder)) {
            for (Path source : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new ZipEntry(folder.relativize(source).toString()));
                out.write(Files.readAllBytes(source));
                out.closeEntry();
            }
        }
        return zip;
    }

    /** Builds the example jar bot (ParityHunter) and registers it for {@code team}; returns its id. */
    public static long uploadExampleJar(String team) throws IOException {
        return given().header("Authorization", team)
                .multiPart("definition", "{\"name\":\"parity-hunter\",\"kind\":\"jvm\"}", "application/json")
                .multiPart("artifact", exampleJar().toFile(), "application/java-archive")
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** The example jar bot (examples/jar), built afresh. */
    public static Path exampleJar() throws IOException {
        Path work = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "league-jars");
        return TestJars.build(
                work, "parity-hunter", Path.of("examples/jar/src/example/ParityHunter.java"), "example.ParityHunter");
    }

    /** The data folder the service keeps for bot {@code id}. */
    public static Path dataFolder(long id) {
        return Path.of(
                ConfigProvider.getConfig().getValue("admiralty.data-dir", String.class), "bots", Long.toString(id));
    }

    /**
     * The first bots' uid of the service under test: the build sets it per test lane and JVM, so that test runs side by
     * side keep their bots' process limits apart.
     */
    public static long uidBase() {
        return ConfigProvider.getConfig()
                .getOptionalValue("admiralty.sandbox.uid-base", Long.class)
                .orElse(Sandbox.DEFAULT_UID_BASE);
    }

    /** A GraphQL query as anyone, which must answer without errors; the answer rooted at its data. */
    public static JsonPath graphQL(String query) {
        return data(graphQLAs(null, query));
    }

    /** A GraphQL query as anyone with one variable, which must answer without errors; the answer rooted at its data. */
    public static JsonPath graphQLWith(String query, String variable, Object value) {
        return data(graphQLAnswer(null, Map.of("query", query, "variables", Map.of(variable, value))));
    }

    /** A GraphQL query as {@code caller} (null: anyone), answered 200 whatever it says: its whole answer. */
    public static JsonPath graphQLAs(String caller, String query) {
        return graphQLAnswer(caller, Map.of("query", query));
    }

    private static JsonPath graphQLAnswer(String caller, Map<String, Object> request) {
        var asked = given().contentType(ContentType.JSON).body(request);
        if (caller != null) {
            asked.header("Authorization", caller);
        }
        return asked.post("/graphql").then().statusCode(200).extract().jsonPath();
    }

    /** The answer, which must have no errors, rooted at its data. */
    private static JsonPath data(JsonPath answer) {
        assertThat(answer.getList("errors")).as(answer.prettify()).isNull();
        return answer.setRootPath("data");
    }

    /** The season's leaderboard as the REST API gives it (every row). */
    public static JsonPath leaderboard(long season) {
        return read("/api/seasons/{id}/leaderboard", season);
    }

    /** The plan of the season's next round (GET .../next-round): its matchups and pairs. */
    public static JsonPath nextRound(long season) {
        return read("/api/seasons/{id}/next-round", season);
    }

    /** The organiser queues a round of the season now: the answer, to check. */
    public static ValidatableResponse queueRound(long season) {
        return given().header("Authorization", ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then();
    }

    /** The organiser changes the season with {@code json}: the answer, to check. */
    public static ValidatableResponse patchSeason(long season, String json) {
        return given().header("Authorization", ORGANISER)
                .contentType(ContentType.JSON)
                .body(json)
                .patch("/api/seasons/{id}", season)
                .then();
    }
}
