package io.admiralty.history;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.json.GameRecordJson;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A bot's history download of one season as its tests read it: one JSON tree a game. */
final class Downloads {

    private Downloads() {}

    /** The NDJSON download of {@code bot}'s games of {@code season} as {@code caller}, {@code query} appended as is. */
    static List<JsonNode> history(String caller, long bot, long season, String query) throws IOException {
        String body = given().header("Authorization", caller)
                .urlEncodingEnabled(false)
                .get("/api/bots/{id}/history?season=" + season + query, bot)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        List<JsonNode> games = new ArrayList<>();
        for (String line : body.lines().toList()) {
            games.add(GameRecordJson.mapper().readTree(line));
        }
        return games;
    }

    static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
