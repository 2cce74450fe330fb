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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every operation the OpenAPI document lists, sent hostile values in each of its query parameters and each field of
 * its JSON body, with the organiser's token so that the request gets as far as it can: no answer is a 5xx, and every
 * refusal is the JSON error body without Java's names. A field or parameter added later is tried without anyone
 * writing a row for it.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class OpenApiFuzzTest {

    /** Hostile values for a query parameter (sent URL-encoded). */
    private static final List<String> PARAMETERS = List.of(
            "\u0000", "\n1", "-1", "99999999999999999999", "1e400", "%zz", "[]", "x".repeat(3000), "\u202e\u0085");

    /** Hostile values for a JSON field. */
    private static final List<Object> FIELDS = List.of(
            "\u0000",
            "bell\u0007",
            "x".repeat(5000),
            -1,
            new java.math.BigInteger("99999999999999999999"),
            1.5,
            new java.math.BigDecimal("1e400"),
            true,
            List.of(),
            List.of("\u0000"),
            Map.of(),
            Map.of("nested", "\u0000"));

    /** The live stream never ends of itself: it is tried by LiveStreamsTest, not here. */
    private static final List<String> SKIPPED = List.of("/api/seasons/{id}/events");

    @Test
    void noHostileValueGetsA5xxOrAnAnswerWithJavasNames() {
        JsonPath document =
                given().accept(ContentType.JSON).get("/q/openapi?format=json").jsonPath();
        LeagueApi.NewTeam fuzzed = LeagueApi.newTeam("fuzzed-" + System.nanoTime());
        String team = fuzzed.bearer();
        long bot = LeagueApi.registerHttpBot(team, "fuzzed", "http://127.0.0.1:9/");
        long season = LeagueApi.createSeason("{\"name\":\"fuzzed " + System.nanoTime() + "\"}");
        Map<String, Map<String, Map<String, Object>>> paths = document.getMap("paths");
        int tried = 0;
        List<String> failures = new ArrayList<>();
        for (var path : paths.entrySet()) {
            if (!path.getKey().startsWith("/api/") || SKIPPED.contains(path.getKey())) {
                continue;
            }
            String url = path.getKey()
                    .replace("{version}", "1")
                    .replace("{id}", Long.toString(path.getKey().startsWith("/api/seasons") ? season : bot))
                    .replace("{team}", Long.toString(fuzzed.id()))
                    .replace("{bot}", Long.toString(bot))
                    // a webhook, notice or the like that does not exist: its operations still answer in the API's words
                    .replaceAll("\\{[A-Za-z]+\\}", "987654321");
            for (var operation : path.getValue().entrySet()) {
                String method = operation.getKey().toUpperCase();
                for (String parameter : queryParameters(operation.getValue())) {
                    for (String value : PARAMETERS) {
                        tried++;
                        check(
                                failures,
                                method + " " + url + "?" + parameter,
                                organiser().queryParam(parameter, value).request(method, url));
                    }
                }
                for (String field : bodyFields(document, operation.getValue())) {
                    for (Object value : FIELDS) {
                        tried++;
                        Map<String, Object> body = new HashMap<>();
                        body.put(field, value);
                        check(
                                failures,
                                method + " " + url + " " + field,
                                organiser()
                                        .contentType(ContentType.JSON)
                                        .body(body)
                                        .request(method, url));
                    }
                }
            }
        }
        assertThat(tried).as("requests tried").isGreaterThan(300);
        assertThat(failures).isEmpty();
    }

    private static void check(List<String> failures, String request, Response answer) {
        String body = answer.asString();
        if (answer.statusCode() >= 500) {
            failures.add(request + " -> " + answer.statusCode() + " " + body);
        } else if (answer.statusCode() >= 400
                && (!answer.contentType().startsWith("application/json")
                        || answer.jsonPath().getInt("status") != answer.statusCode())) {
            failures.add(request + " -> " + answer.statusCode() + " without the JSON error body: " + body);
        } else if (EdgeAbuseTest.INTERNALS.matcher(body).find()) {
            failures.add(request + " -> names Java's insides: " + body);
        }
    }

    private static List<String> queryParameters(Map<String, Object> operation) {
        List<Map<String, Object>> parameters = list(operation.get("parameters"));
        return parameters.stream()
                .filter(p -> "query".equals(p.get("in")))
                .map(p -> (String) p.get("name"))
                .toList();
    }

    /** The fields of the operation's JSON body, wherever its schema is defined. */
    private static List<String> bodyFields(JsonPath document, Map<String, Object> operation) {
        Map<String, Object> body = map(operation.get("requestBody"));
        if (body.containsKey("$ref")) {
            body = map(resolve(document, body.get("$ref")));
        }
        Map<String, Object> schema =
                map(map(map(map(body.get("content")).get("application/json")).get("schema")));
        if (schema.containsKey("$ref")) {
            schema = map(resolve(document, schema.get("$ref")));
        }
        return new ArrayList<>(map(schema.get("properties")).keySet());
    }

    private static Object resolve(JsonPath document, Object ref) {
        String[] steps = ((String) ref).substring(2).split("/");
        return document.get(String.join(".", steps));
    }

    private static RequestSpecification organiser() {
        return given().header("Authorization", LeagueApi.ORGANISER);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return value == null ? Map.of() : (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Object value) {
        return value == null ? List.of() : (List<Map<String, Object>>) value;
    }
}
