package io.admiralty.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a stranger sends at the edge, tried as one would: fields the request does not have, control characters in
 * every string, values of the wrong type, addresses and headers too long, GraphQL batches. Each is a 4xx with a JSON
 * body that says what is wrong in the API's words; none is a 5xx, and no answer names a Java class.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class EdgeAbuseTest {

    /**
     * What an answer must never hold: Java's names for classes, packages and the mapper's settings. GraphQL's error
     * {@code classification} ({@code DataFetchingException}, {@code ValidationError}) is GraphQL's vocabulary for
     * kinds of error, which clients read, not a class of the service's.
     */
    static final Pattern INTERNALS = Pattern.compile(
            "java\\.|javax\\.|jakarta\\.|io\\.admiralty|io\\.quarkus|io\\.vertx|com\\.fasterxml|org\\.hibernate|"
                    + "(?<!\"classification\":\")\\b\\w+Exception|CoercionConfig|DeserializationFeature|\\$[A-Z]|"
                    + "StringValue\\{|SRGQL|loader");

    @ConfigProperty(name = "quarkus.http.test-port", defaultValue = "8081")
    int port;

    private String team;
    private long bot;
    private long season;

    @BeforeEach
    void aTeamWithABotAndASeason() {
        team = "Bearer " + LeagueApi.createTeam("edge-" + System.nanoTime());
        bot = LeagueApi.registerHttpBot(team, "edgy", "http://127.0.0.1:9/");
        season = LeagueApi.createSeason("{\"name\":\"edge " + System.nanoTime() + "\"}");
    }

    /**
     * A field the request type does not have is refused, named, with the fields it does have. Once, a typo of
     * {@code gate} put a version live at once, with no gate; a season's {@code matchupsPerBot} left the budget at 16.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "POST|/api/teams|{\"name\":\"t\",\"nam\":\"u\"}|unknown field 'nam' in a team: it takes name",
                "POST|/api/seasons|{\"name\":\"s\",\"pairing\":\"adaptive\",\"matchupsPerBot\":2}|unknown field 'matchupsPerBot' in a season",
                "POST|/api/seasons|{\"name\":\"s\",\"gamesPerMatchp\":3}|unknown field 'gamesPerMatchp' in a season: it takes benchAfter, budget, dataQuotaBytes, deadline, duplicate, final, gamesPerMatchup,",
                "POST|/api/seasons|{\"name\":\"s\",\"ruleset\":{\"width\":8,\"height\":8,\"fleet\":[3],\"salvo\":true}}|unknown field 'salvo' in a ruleset",
                "PATCH|/api/seasons/SEASON|{\"pasued\":true}|unknown field 'pasued' in a season's changes: it takes budget, closed, deadline, final, pairing, paused, schedule",
                "POST|/api/seasons/SEASON/entries|{\"botId\":BOT,\"bot\":1}|unknown field 'bot' in an entry: it takes botId",
                "POST|/api/bots|{\"name\":\"b\",\"kind\":\"http\",\"dialect\":\"arena\",\"url\":\"http://127.0.0.1:9/\",\"urls\":[]}|unknown field 'urls' in a bot definition",
                "POST|/api/bots/BOT/versions|{\"url\":\"http://127.0.0.1:9/v2\",\"gatee\":true}|unknown field 'gatee' in a bot definition: it takes command, dialect, gate, kind, name, team, url",
                "POST|/api/bots/BOT/versions|{\"url\":\"http://127.0.0.1:9/v2\",\"gate\":{\"elo2\":5}}|unknown field 'elo2' in gate: it takes alpha, beta, elo0, elo1, maxGames, pool, ruleset"
            })
    void unknownFieldsAreRefusedNamingTheFieldAndNothingChanges(String method, String path, String body, String says) {
        String organiser = LeagueApi.ORGANISER;
        refused(given().header("Authorization", path.startsWith("/api/bots") ? team : organiser)
                        .contentType(ContentType.JSON)
                        .body(body.replace("BOT", Long.toString(bot)))
                        .request(
                                method,
                                path.replace("SEASON", Long.toString(season)).replace("BOT", Long.toString(bot))))
                .body("error", containsString(says));
        given().get("/api/bots/{id}", bot)
                .then()
                .statusCode(200)
                .body("version", equalTo(1))
                .body("gate", org.hamcrest.Matchers.nullValue());
        given().get("/api/seasons/{id}", season)
                .then()
                .body("paused", equalTo(false))
                .body("entries", equalTo(0));
    }

    /** The sharpest of them: a misspelt gate on a multipart upload, which once put the version live with no gate. */
    @Test
    void aMisspeltGateOnAnUploadIsRefusedAndTheVersionIsNotLive() throws IOException {
        long process = LeagueApi.uploadProcessBot(
                team, "gated-" + System.nanoTime(), LeagueApi.exampleZip(), "python3", "native_bot.py");
        refused(given().header("Authorization", team)
                        .multiPart(
                                "definition",
                                "{\"command\":[\"python3\",\"native_bot.py\"],\"gatee\":true}",
                                "application/json")
                        .multiPart("artifact", LeagueApi.exampleZip().toFile(), "application/zip")
                        .post("/api/bots/{id}/versions", process))
                .body("error", containsString("the 'definition' part is not the JSON expected: unknown field 'gatee'"));
        given().get("/api/bots/{id}", process).then().body("version", equalTo(1));
        given().get("/api/bots/{id}/gates", process).then().body("size()", equalTo(0));
    }

    /** NUL, a bell, a line break, an escape and a C1 code, in every string a request carries. */
    @ParameterizedTest
    @ValueSource(strings = {"\u0000", "\u0007", "\n", "\u001b[31m", "\u0085"})
    void controlCharactersAreRefusedInEveryStringField(String control) {
        String c = control;
        Map<String, Object> httpBot = Map.of("kind", "http", "dialect", "arena", "url", "http://127.0.0.1:9/");
        record Case(String method, String path, String caller, Object body, String field) {}
        List<Case> cases = List.of(
                new Case("POST", "/api/teams", LeagueApi.ORGANISER, Map.of("name", "t" + c), "name"),
                new Case("POST", "/api/seasons", LeagueApi.ORGANISER, Map.of("name", "s" + c), "name"),
                new Case(
                        "POST",
                        "/api/seasons",
                        LeagueApi.ORGANISER,
                        Map.of("name", "s", "schedule", "0 0 * * * ?" + c),
                        "schedule"),
                new Case(
                        "POST",
                        "/api/seasons",
                        LeagueApi.ORGANISER,
                        Map.of("name", "s", "ruleset", "classic" + c),
                        "ruleset"),
                new Case(
                        "POST",
                        "/api/seasons",
                        LeagueApi.ORGANISER,
                        Map.of("name", "s", "pairing", "adaptive" + c),
                        "pairing"),
                new Case(
                        "PATCH",
                        "/api/seasons/" + season,
                        LeagueApi.ORGANISER,
                        Map.of("schedule", c + "0 0 * * * ?"),
                        "schedule"),
                new Case("POST", "/api/bots", team, with(httpBot, "name", "b" + c), "name"),
                new Case("POST", "/api/bots", team, with(httpBot, "kind", "http" + c), "kind"),
                new Case("POST", "/api/bots", team, with(httpBot, "dialect", "arena" + c), "dialect"),
                new Case("POST", "/api/bots", team, with(httpBot, "url", "http://127.0.0.1:9/" + c), "url"),
                new Case(
                        "POST",
                        "/api/bots",
                        team,
                        Map.of(
                                "name",
                                "p",
                                "kind",
                                "process",
                                "dialect",
                                "native",
                                "command",
                                List.of("python3", "bot" + c)),
                        "command[1]"),
                new Case(
                        "POST",
                        "/api/bots/" + bot + "/versions",
                        team,
                        Map.of("url", "http://127.0.0.1:9/v2", "gate", Map.of("ruleset", "salvo" + c)),
                        "ruleset"));
        for (Case attempt : cases) {
            refused(given().header("Authorization", attempt.caller())
                            .contentType(ContentType.JSON)
                            .body(attempt.body())
                            .request(attempt.method(), attempt.path()))
                    .body("error", containsString(attempt.field()));
        }
        for (String query : List.of(
                "/api/skill/layouts?ruleset=classic" + c,
                "/api/games?after=" + c + "x",
                "/api/games?first=1" + c,
                "/api/bots?team=1" + c,
                "/api/seasons/" + season + "/leaderboard?first=" + c)) {
            refused(given().urlEncodingEnabled(true).get(query));
        }
        for (String query : List.of("format=csv" + c, "compression=gzip" + c, "since=2026-01-01T00:00:00Z" + c)) {
            refused(given().header("Authorization", team).get("/api/bots/" + bot + "/history?" + query));
        }
        String mutation = "mutation($s: String) { updateSeason(id: \"" + season + "\", schedule: $s) { id } }";
        Response graphQL = given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("query", mutation, "variables", Map.of("s", "0 0 * * * ?" + c)))
                .post("/graphql");
        assertThat(graphQL.statusCode()).isEqualTo(200);
        assertThat(graphQL.jsonPath().getString("errors[0].message")).startsWith("schedule must not contain control");
        given().get("/api/seasons/{id}", season).then().body("schedule", org.hamcrest.Matchers.nullValue());
        assertThat(given().get("/api/bots?team=" + teamId()).jsonPath().getList("name"))
                .containsExactly("edgy");
    }

    /** Values of the wrong type, said in the API's words: never a Java type, a mapper setting or a class loader. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "/api/seasons|{\"name\":\"s\",\"gamesPerMatchup\":1.5}|gamesPerMatchup must be a whole number, was 1.5",
                "/api/seasons|{\"name\":\"s\",\"gamesPerMatchup\":\"10\"}|gamesPerMatchup must be a whole number",
                "/api/seasons|{\"name\":\"s\",\"gamesPerMatchup\":99999999999}|gamesPerMatchup is out of range",
                "/api/seasons|{\"name\":\"s\",\"kFactor\":1e400}|kFactor must be above 0 and at most 400",
                "/api/seasons|{\"name\":[\"s\"]}|name must be text",
                "/api/seasons|{\"name\":{}}|name must be text",
                "/api/seasons|{\"name\":true}|name must be text",
                "/api/seasons|[{\"name\":\"s\"}]|it must be an object",
                "/api/seasons|\"s\"|it must be an object",
                "/api/seasons|{\"name\":\"s\",\"name\":\"t\"}|Duplicate field 'name'",
                "/api/seasons|{\"name\":\"s\"}{}|more follows the JSON value",
                "/api/seasons|{\"name\":\"s\",\"pairing\":2}|pairing must be \"round-robin\" or \"adaptive\"",
                "/api/seasons|{\"name\":\"s\",\"schedule\":5}|schedule must be text",
                "/api/seasons|{\"name\":\"s\",\"duplicate\":\"yes\"}|duplicate must be true or false",
                "/api/seasons|{\"name\":\"s\",\"duplicate\":true,\"gamesPerMatchup\":3}|gamesPerMatchup must be even in a duplicate season",
                "/api/teams|{\"name\":5}|name must be text, was 5",
                "/api/bots|{\"name\":\"b\",\"kind\":\"process\",\"dialect\":\"native\",\"command\":\"python3 bot.py\"}|command must be a list",
                "/api/bots|{\"name\":\"b\",\"kind\":\"process\",\"dialect\":\"native\",\"command\":[1]}|command[0] must be text",
                "/api/bots|{\"name\":\"b\",\"kind\":\"process\",\"dialect\":\"native\",\"command\":[\"a\",null]}|command[1] must be a word, not null",
                "/api/bots|{\"name\":\"b\",\"team\":\"mine\"}|team must be a whole number",
                "/api/bots|{\"name\":\"b\",\"gate\":\"yes\"}|gate must be true, or an object"
            })
    void wrongTypesAreRefusedInTheApisWords(String path, String body, String says) {
        refused(given().header("Authorization", path.equals("/api/bots") ? team : LeagueApi.ORGANISER)
                        .contentType(ContentType.JSON)
                        .body(body)
                        .post(path))
                .body("error", containsString(says));
    }

    @Test
    void anAddressOrHeadersLongerThanTheServiceReadsAreRefusedWithTheJsonBody() throws IOException {
        String longAddress =
                rawRequest("GET /api/seasons?x=" + "a".repeat(5000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
        assertThat(longAddress).startsWith("HTTP/1.1 414").contains("\"status\":414", "addresses of at most 4096");
        String longHeaders = rawRequest(
                "GET /api/seasons HTTP/1.1\r\nHost: localhost\r\nX-Filler: " + "b".repeat(30_000) + "\r\n\r\n");
        assertThat(longHeaders).startsWith("HTTP/1.1 431").contains("\"status\":431");
        String fine = rawRequest("GET /api/seasons?x=" + "a".repeat(3000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
        assertThat(fine).startsWith("HTTP/1.1 200");
    }

    /** GraphQL's refusals: batches and malformed requests before they run, wrong types in GraphQL's error shape. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "[{\"query\":\"{ seasons { id } }\"},{\"query\":\"{ seasons { id } }\"}]|400|lists of requests are not taken",
                "[1, 2]|400|lists of requests are not taken",
                "{\"query\":5}|400|query must be text",
                "{\"query\":\"{ seasons { id } }\",\"variables\":[1]}|400|variables must be an object",
                "{\"query\":\"{ seasons { id } }\",\"operationName\":[]}|400|operationName must be text",
                "{\"query\":\"{ seasons { id } }\",\"extensions\":1}|400|extensions must be an object",
                "not json|400|the request is not JSON",
                "{\"query\":\"{ leaderboard(season: 1, first: \\\"x\\\") { rank } }\"}|200|argument 'first' with value '\"x\"' is not a valid 'Int'",
                "{\"query\":\"{ leaderboard(season: [1], first: 1) { rank } }\"}|200|argument 'season' with value 'a list' is not a valid 'ID'",
                "{\"query\":\"query($f: Int) { leaderboard(season: 1, first: $f) { rank } }\",\"variables\":{\"f\":{\"a\":1}}}|200|Variable 'f' has an invalid value: Expected type [Int] but was an object",
                "{\"query\":\"{ season(id: \\\"x\\\") { id } }\"}|200|'x' is not an id",
                "{\"query\":\"{ nosuch }\"}|200|Field 'nosuch' in type 'Query' is undefined"
            })
    void graphQLRefusalsAreInItsErrorShapeWithoutJavasNames(String body, int status, String says) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/graphql");
        assertThat(answer.statusCode()).as(answer.asString()).isEqualTo(status);
        assertThat(answer.jsonPath().getString("errors[0].message")).contains(says);
        assertThat(answer.asString()).doesNotContainPattern(INTERNALS);
    }

    private String teamId() {
        return given().get("/api/bots/{id}", bot).jsonPath().getString("team.id");
    }

    private static Map<String, Object> with(Map<String, Object> base, String field, Object value) {
        Map<String, Object> changed = new java.util.HashMap<>(base);
        changed.put("name", "b");
        changed.put(field, value);
        return changed;
    }

    /** Checks that the answer is a 4xx with the JSON error body and none of Java's names; returns it for more. */
    static io.restassured.response.ValidatableResponse refused(Response answer) {
        assertThat(answer.statusCode()).as(answer.asString()).isBetween(400, 499);
        assertThat(answer.asString()).doesNotContainPattern(INTERNALS);
        return answer.then()
                .contentType(ContentType.JSON)
                .body("status", equalTo(answer.statusCode()))
                .body("error", org.hamcrest.Matchers.not(org.hamcrest.Matchers.emptyOrNullString()));
    }

    private String rawRequest(String request) throws IOException {
        return RawHttp.exchange(port, request, 5000);
    }
}
