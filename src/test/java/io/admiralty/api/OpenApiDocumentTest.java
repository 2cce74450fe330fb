package io.admiralty.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI document says what the API does: the bearer scheme Swagger UI's Authorize button fills in, the
 * statuses the endpoints really answer (each request below is checked against the document), the one error body of
 * every 4xx, typed query parameters, the multipart definition's schema and the history's media types.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class OpenApiDocumentTest {

    private static final String ERROR = "#/components/schemas/Error";
    private static final String LIMIT_REACHED = "#/components/schemas/LimitReached";
    private static final Set<String> METHODS = Set.of("get", "post", "put", "patch", "delete");

    private JsonPath document;

    @BeforeEach
    void fetchTheDocument() {
        document = given().accept(ContentType.JSON)
                .get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void theDocumentIsTheApisAloneNoPage() {
        assertThat(paths().keySet()).isNotEmpty().allSatisfy(path -> assertThat(path)
                .matches("/api/.*|/graphql.*"));
    }

    @Test
    void bearerTokensAreTheSecuritySchemeWritesNeedItAndReadsMayUseIt() {
        assertThat(document.getMap("components.securitySchemes.bearer"))
                .containsEntry("type", "http")
                .containsEntry("scheme", "bearer");
        for (String write : List.of(
                "/api/teams post",
                "/api/bots post",
                "/api/bots/{id}/versions post",
                "/api/bots/{id} delete",
                "/api/seasons post",
                "/api/seasons/{id} patch",
                "/api/seasons/{id}/entries post",
                "/api/seasons/{id}/rounds post",
                "/api/bots/{id}/history get")) {
            assertThat(security(write)).as(write).containsExactly(Map.of("bearer", List.of()));
        }
        // what people manage takes a token, or a signed-in person's cookie (the session scheme, from the league's
        // pages)
        for (String managed : List.of(
                "/api/teams post",
                "/api/teams get",
                "/api/teams/{id} patch",
                "/api/teams/{id}/invites post",
                "/api/teams/{id}/tokens post",
                "/api/accounts get")) {
            assertThat(security(managed)).as(managed).containsExactly(Map.of("bearer", List.of()));
            assertThat(map(operation(managed).get("responses"))).as(managed).containsKeys("401", "403");
        }
        assertThat(document.getMap("components.securitySchemes.session")).containsEntry("in", "cookie");
        // the contract's invite: 201 {"url","expiresAt","uses"}
        assertThat(document.getMap("components.schemas.InviteLink.properties"))
                .containsKeys("url", "expiresAt", "uses");
        // with a token a team also sees its own bots' runs and transcripts; without one the read works too
        for (String read : List.of(
                "/api/bots get",
                "/api/bots/{id} get",
                "/api/games/{id} get",
                "/api/bots/{id}/gates get",
                "/api/bots/{id}/versions/{version}/gate get",
                "/api/bots/{id}/skill get",
                "/api/bots/{id}/defence get",
                "/api/skill/layouts get")) {
            assertThat(security(read)).as(read).containsExactlyInAnyOrder(Map.of(), Map.of("bearer", List.of()));
        }
    }

    /** An operation that needs a token says so, and says it may answer 401 (no or unknown token) and 403 (not yours). */
    @Test
    void operationsThatNeedATokenDocument401And403() {
        int guarded = 0;
        for (Map.Entry<String, Map<String, Object>> path : paths().entrySet()) {
            for (Map.Entry<String, Object> operation : path.getValue().entrySet()) {
                if (!METHODS.contains(operation.getKey())) {
                    continue;
                }
                String name = path.getKey() + " " + operation.getKey();
                if (security(name) != null && security(name).equals(List.of(Map.of("bearer", List.of())))) {
                    guarded++;
                    assertThat(map(operation(name).get("responses"))).as(name).containsKeys("401", "403");
                }
            }
        }
        assertThat(guarded).isGreaterThanOrEqualTo(9);
    }

    /** Requests are documented in the forms they are read in, with the bounds their constraints check. */
    @Test
    void requestsAreDocumentedInTheFormsTheyAreRead() {
        assertThat(document.getList("components.schemas.Ruleset.oneOf.type")).containsExactly("string", "object");
        assertThat(document.getList("components.schemas.GateSettings.oneOf.type"))
                .containsExactly("boolean", "object");
        assertThat(document.getList("components.schemas.PairingMode.enum")).containsExactly("round-robin", "adaptive");
        assertThat(document.getMap("components.schemas.SeasonRequest.properties.gamesPerMatchup"))
                .containsEntry("minimum", 1)
                .containsEntry("maximum", 10000);
        assertThat(document.getMap("components.schemas.SeasonRequest.properties.budget"))
                .containsEntry("minimum", 1)
                .containsEntry("maximum", 100);
        assertThat(document.getString("components.schemas.Submission.properties.gate.'$ref'"))
                .isEqualTo("#/components/schemas/GateSettings");
    }

    @Test
    void everyRefusalIsDocumentedWithTheJsonErrorBody() {
        assertThat(document.getList("components.schemas.Error.required")).containsExactlyInAnyOrder("status", "error");
        assertThat(document.getString("components.schemas.Error.properties.status.type"))
                .isEqualTo("integer");
        assertThat(document.getString("components.schemas.Error.properties.error.type"))
                .isEqualTo("string");
        int refusals = 0;
        for (Map.Entry<String, Map<String, Object>> path : paths().entrySet()) {
            for (Map.Entry<String, Object> operation : path.getValue().entrySet()) {
                if (!METHODS.contains(operation.getKey())) {
                    continue;
                }
                Map<String, Map<String, Object>> responses =
                        map(map(operation.getValue()).get("responses"));
                if (path.getKey().startsWith("/api/")) {
                    assertThat(responses)
                            .as(path.getKey() + " " + operation.getKey())
                            .containsKey("401");
                }
                for (Map.Entry<String, Map<String, Object>> response : responses.entrySet()) {
                    if (response.getKey().startsWith("4")) {
                        refusals++;
                        Map<String, Object> content = map(response.getValue().get("content"));
                        assertThat(content)
                                .as(path.getKey() + " " + operation.getKey() + " " + response.getKey())
                                .containsOnlyKeys("application/json");
                        // the error body, or (a limit's 429) a body that adds the limit's figures to it
                        assertThat(map(map(content.get("application/json")).get("schema"))
                                        .get("$ref"))
                                .isIn(ERROR, LIMIT_REACHED);
                    }
                }
            }
        }
        assertThat(refusals).isGreaterThan(40);
        assertThat(document.getList("components.schemas.LimitReached.required", String.class))
                .contains("status", "error", "limit", "max", "used", "retryAfter");
        assertThat(document.getString("components.schemas.LimitReached.properties.error.type"))
                .isEqualTo("string");
    }

    @Test
    void creationAnswers201AndTheDocumentSaysSo() {
        for (String creation : List.of(
                "/api/teams post",
                "/api/bots post",
                "/api/bots/{id}/versions post",
                "/api/seasons post",
                "/api/seasons/{id}/entries post",
                "/api/seasons/{id}/rounds post")) {
            assertThat(map(operation(creation).get("responses")))
                    .as(creation)
                    .containsKey("201")
                    .doesNotContainKey("200");
            assertThat(document.getString(at(creation) + ".responses.'201'.content.'application/json'.schema.'$ref'"))
                    .as(creation)
                    .startsWith("#/components/schemas/");
        }
        assertThat(document.getString(
                        at("/api/teams post") + ".responses.'201'.content.'application/json'.schema.'$ref'"))
                .isEqualTo("#/components/schemas/CreatedTeam");
    }

    @Test
    void queryParametersThatAreNumbersAreTypedAsIntegers() {
        for (String parameter : List.of(
                "/api/games get first",
                "/api/games get bot",
                "/api/games get season",
                "/api/bots get team",
                "/api/seasons/{id}/leaderboard get first",
                "/api/bots/{id}/history get season")) {
            String[] words = parameter.split(" ");
            List<Map<String, Object>> parameters = document.getList(at(words[0] + " " + words[1]) + ".parameters");
            Map<String, Object> found = parameters.stream()
                    .filter(p -> p.get("name").equals(words[2]))
                    .findFirst()
                    .orElseThrow();
            assertThat(map(found.get("schema"))).as(parameter).containsEntry("type", "integer");
        }
    }

    @Test
    void theMultipartDefinitionIsTheBotDefinitionSentAsJson() {
        for (String upload : List.of("/api/bots post", "/api/bots/{id}/versions post")) {
            String body = requestBody(upload);
            String multipart = body + ".content.'multipart/form-data'";
            String form = document.getString(multipart + ".schema.'$ref'").substring("#/components/schemas/".length());
            assertThat(document.getString("components.schemas." + form + ".properties.definition.'$ref'"))
                    .isEqualTo("#/components/schemas/Submission");
            assertThat(document.getString("components.schemas." + form + ".properties.artifact.format"))
                    .isEqualTo("binary");
            assertThat(document.getString(multipart + ".encoding.definition.contentType"))
                    .isEqualTo("application/json");
            assertThat(document.getString(body + ".content.'application/json'.schema.'$ref'"))
                    .isEqualTo("#/components/schemas/Submission");
        }
        assertThat(document.getMap("components.schemas.Submission.properties"))
                .containsKeys("name", "kind", "dialect", "command", "url");
    }

    @Test
    void historiesAreDocumentedAsNdjsonAndCsv() {
        assertThat(document.getMap(at("/api/bots/{id}/history get") + ".responses.'200'.content"))
                .containsOnlyKeys("application/x-ndjson", "text/csv", "application/gzip");
        assertThat(document.getList(at("/api/bots/{id}/history get") + ".parameters.name"))
                .contains("compression", "kind", "format", "season", "since");
        assertThat(document.getList(
                        at("/api/bots/{id}/history get") + ".parameters.find { it.name == 'format' }.schema.enum"))
                .containsExactly("ndjson", "csv", "placements-csv");
    }

    /**
     * The names scripts are written against, as the document shows them: a season's pairing, budget and duplicate, a
     * bot's skill scores (mean, se, played, status) and defence scores beside them, a gate (state, llr, games, elo,
     * eloLow, eloHigh, and the verdict in words with the test's bounds elo0 and elo1), and a leaderboard row's rank
     * with what it is ranked by.
     */
    @Test
    void theContractsNamesAreTheDocumentedOnes() {
        assertThat(document.getMap("components.schemas.SeasonRequest.properties"))
                .containsKeys("pairing", "budget", "duplicate");
        assertThat(document.getMap("components.schemas.SeasonView.properties"))
                .containsKeys("pairing", "budget", "duplicate");
        assertThat(document.getMap("components.schemas.SkillView.properties"))
                .containsKeys("mean", "se", "played", "status", "ruleset", "heat");
        // the defence score beside the skill score, in a bot and in a leaderboard row
        assertThat(document.getMap("components.schemas.BotView.properties")).containsKeys("skill", "defence");
        assertThat(document.getMap("components.schemas.Standing.properties")).containsKeys("skill", "defence");
        assertThat(document.getMap("components.schemas.GateView.properties"))
                .containsKeys("state", "llr", "games", "elo", "eloLow", "eloHigh", "elo0", "elo1", "verdict");
        assertThat(document.getMap("components.schemas.Standing.properties"))
                .containsKeys(
                        "rank",
                        "rankedBy",
                        "previousRank",
                        "elo",
                        "mle",
                        "games",
                        "wins",
                        "losses",
                        "draws",
                        "forfeits");
        assertThat(document.getString(at("/api/bots/{id}/gates get")
                        + ".responses.'200'.content.'application/json'.schema.items.'$ref'"))
                .isEqualTo("#/components/schemas/GateView");
    }

    /** Requests of each kind, real: every status they answer is one the document lists for them. */
    @Test
    void theStatusesTheApiAnswersAreTheDocumentedOnes() {
        String unique = Long.toString(System.nanoTime());
        JsonPath team = checked(
                "/api/teams post",
                201,
                organiser().contentType(ContentType.JSON).body(Map.of("name", "docs-" + unique)),
                "/api/teams");
        String token = "Bearer " + team.getString("token");
        checked(
                "/api/teams post",
                409,
                organiser().contentType(ContentType.JSON).body(Map.of("name", "docs-" + unique)),
                "/api/teams");
        checked(
                "/api/teams post",
                403,
                given().header("Authorization", token)
                        .contentType(ContentType.JSON)
                        .body(Map.of("name", "x" + unique)),
                "/api/teams");
        checked(
                "/api/teams post",
                401,
                given().contentType(ContentType.JSON).body(Map.of("name", "y" + unique)),
                "/api/teams");
        checked(
                "/api/teams post",
                415,
                organiser().contentType(ContentType.TEXT).body("name"),
                "/api/teams");

        long bot = checked(
                        "/api/bots post",
                        201,
                        given().header("Authorization", token)
                                .contentType(ContentType.JSON)
                                .body(Map.of(
                                        "name",
                                        "docbot",
                                        "kind",
                                        "http",
                                        "dialect",
                                        "arena-json",
                                        "url",
                                        "http://127.0.0.1:9/")),
                        "/api/bots")
                .getLong("id");
        checked(
                "/api/bots post",
                409,
                given().header("Authorization", token)
                        .contentType(ContentType.JSON)
                        .body(Map.of(
                                "name",
                                "docbot",
                                "kind",
                                "http",
                                "dialect",
                                "arena-json",
                                "url",
                                "http://127.0.0.1:9/")),
                "/api/bots");
        checked(
                "/api/bots post",
                400,
                given().header("Authorization", token).multiPart("definition", "{not json", "application/json"),
                "/api/bots");
        checked(
                "/api/bots/{id}/versions post",
                201,
                given().header("Authorization", token)
                        .contentType(ContentType.JSON)
                        .body(Map.of(
                                "name",
                                "docbot",
                                "kind",
                                "http",
                                "dialect",
                                "arena-json",
                                "url",
                                "http://127.0.0.1:10/")),
                "/api/bots/" + bot + "/versions");
        checked(
                "/api/bots/{id}/versions post",
                404,
                given().header("Authorization", token)
                        .contentType(ContentType.JSON)
                        .body(Map.of(
                                "name",
                                "docbot",
                                "kind",
                                "http",
                                "dialect",
                                "arena-json",
                                "url",
                                "http://127.0.0.1:10/")),
                "/api/bots/999999/versions");
        checked(
                "/api/bots/{id}/versions post",
                400,
                given().header("Authorization", token)
                        .contentType(ContentType.JSON)
                        .body(Map.of("url", "http://127.0.0.1:10/", "gate", Map.of("elo0", 5, "elo1", 5))),
                "/api/bots/" + bot + "/versions");
        checked("/api/bots/{id}/gates get", 200, given(), "/api/bots/" + bot + "/gates");
        checked("/api/bots/{id}/gates get", 404, given(), "/api/bots/999999/gates");
        checked("/api/bots/{id}/versions/{version}/gate get", 404, given(), "/api/bots/" + bot + "/versions/2/gate");
        checked("/api/bots get", 400, given(), "/api/bots?team=seven");
        checked("/api/bots/{id} get", 200, given(), "/api/bots/" + bot);
        checked(
                "/api/bots/{id}/history get",
                400,
                given().header("Authorization", token),
                "/api/bots/" + bot + "/history?format=xml");
        String other = "Bearer " + LeagueApi.createTeam("other-" + unique);
        checked(
                "/api/bots/{id}/history get",
                403,
                given().header("Authorization", other),
                "/api/bots/" + bot + "/history");
        Response history = given().header("Authorization", token).get("/api/bots/" + bot + "/history?format=csv");
        assertThat(history.statusCode()).isEqualTo(200);
        assertThat(history.contentType()).startsWith("text/csv");

        long season = checked(
                        "/api/seasons post",
                        201,
                        organiser()
                                .contentType(ContentType.JSON)
                                .body(Map.of("name", "documented-" + unique, "gamesPerMatchup", 1)),
                        "/api/seasons")
                .getLong("id");
        checked(
                "/api/seasons post",
                400,
                organiser().contentType(ContentType.JSON).body(Map.of("name", "k-" + unique, "kFactor", -1)),
                "/api/seasons");
        checked("/api/seasons/{id}/rounds post", 409, organiser(), "/api/seasons/" + season + "/rounds");
        checked(
                "/api/seasons/{id}/entries post",
                403,
                given().header("Authorization", other)
                        .contentType(ContentType.JSON)
                        .body(Map.of("botId", bot)),
                "/api/seasons/" + season + "/entries");
        checked(
                "/api/seasons/{id}/entries post",
                201,
                organiser().contentType(ContentType.JSON).body(Map.of("botId", LeagueApi.builtinId("random"))),
                "/api/seasons/" + season + "/entries");
        checked(
                "/api/seasons/{id}/entries post",
                409,
                organiser().contentType(ContentType.JSON).body(Map.of("botId", LeagueApi.builtinId("random"))),
                "/api/seasons/" + season + "/entries");
        checked(
                "/api/seasons/{id}/entries post",
                404,
                organiser().contentType(ContentType.JSON).body(Map.of("botId", 999999)),
                "/api/seasons/" + season + "/entries");
        checked(
                "/api/seasons/{id}/entries post",
                201,
                organiser().contentType(ContentType.JSON).body(Map.of("botId", LeagueApi.builtinId("density"))),
                "/api/seasons/" + season + "/entries");
        checked("/api/seasons/{id}/rounds post", 201, organiser(), "/api/seasons/" + season + "/rounds");
        checked(
                "/api/seasons/{id} patch",
                200,
                organiser().contentType(ContentType.JSON).body(Map.of("paused", true)),
                "/api/seasons/" + season);
        checked(
                "/api/seasons/{id} patch",
                400,
                organiser().contentType(ContentType.JSON).body(Map.of("name", "renamed")),
                "/api/seasons/" + season);
        checked(
                "/api/seasons/{id}/leaderboard get",
                400,
                given(),
                "/api/seasons/" + season + "/leaderboard?first=many");
        checked("/api/seasons/{id} get", 404, given(), "/api/seasons/999999");
        checked("/api/games get", 400, given(), "/api/games?first=0");
        checked("/api/games/{id} get", 404, given(), "/api/games/999999");
        checked("/api/bots/{id}/skill get", 200, given(), "/api/bots/" + bot + "/skill");
        checked("/api/bots/{id}/skill get", 404, given(), "/api/bots/999999/skill");
        checked("/api/bots/{id}/defence get", 200, given(), "/api/bots/" + bot + "/defence");
        checked("/api/bots/{id}/defence get", 404, given(), "/api/bots/999999/defence");
        checked("/api/skill/layouts get", 200, given(), "/api/skill/layouts?ruleset=salvo&count=2");
        checked("/api/skill/layouts get", 400, given(), "/api/skill/layouts?ruleset=0x0:1");
        checked("/api/bots/{id} delete", 200, given().header("Authorization", token), "/api/bots/" + bot);
        checked(
                "/api/bots/{id} delete",
                403,
                given().header("Authorization", token),
                "/api/bots/" + LeagueApi.builtinId("random"));
    }

    /**
     * Sends the request of operation {@code operation} ("PATH method") to {@code url}, checks that it answered
     * {@code status}, that the document lists that status for the operation, and that a refusal's body has the
     * documented fields; returns the body.
     */
    private JsonPath checked(String operation, int status, RequestSpecification request, String url) {
        String method = operation.substring(operation.lastIndexOf(' ') + 1);
        Response response = request.request(method.toUpperCase(), url);
        assertThat(response.statusCode())
                .as(operation + " " + url + ": " + response.asString())
                .isEqualTo(status);
        assertThat(map(operation(operation).get("responses")))
                .as(operation + " documents " + status)
                .containsKey(Integer.toString(status));
        JsonPath body = response.jsonPath();
        if (status >= 400) {
            assertThat(body.getInt("status")).isEqualTo(status);
            assertThat(body.getString("error")).isNotBlank();
        }
        return body;
    }

    /** The path of the operation's request body, where its reference leads if it has one. */
    private String requestBody(String operation) {
        String ref = document.getString(at(operation) + ".requestBody.'$ref'");
        return ref == null
                ? at(operation) + ".requestBody"
                : "components.requestBodies." + ref.substring("#/components/requestBodies/".length());
    }

    private static RequestSpecification organiser() {
        return given().header("Authorization", LeagueApi.ORGANISER);
    }

    private List<Map<String, Object>> security(String operation) {
        return document.getList(at(operation) + ".security");
    }

    private Map<String, Object> operation(String operation) {
        Map<String, Object> found = document.getMap(at(operation));
        assertThat(found).as("the document has " + operation).isNotNull();
        return found;
    }

    /** The JSON path of operation "PATH method". */
    private static String at(String operation) {
        String[] words = operation.split(" ");
        return "paths.'" + words[0] + "'." + words[1];
    }

    private Map<String, Map<String, Object>> paths() {
        return document.getMap("paths");
    }

    @SuppressWarnings("unchecked")
    private static <V> Map<String, V> map(Object value) {
        return value == null ? Map.of() : (Map<String, V>) value;
    }
}
