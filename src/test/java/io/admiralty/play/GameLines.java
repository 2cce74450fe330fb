package io.admiralty.play;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.json.GameRecordJson;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Reads a line of the shared game-record form back into the engine's record, as a replay tool would. */
final class GameLines {

    private static final ObjectMapper JSON = GameRecordJson.mapper();

    private GameLines() {}

    static GameRecord read(String line) {
        try {
            JsonNode game = JSON.readTree(line);
            List<Strike> strikes = new ArrayList<>();
            for (JsonNode s : game.get("strikes")) {
                strikes.add(new Strike(
                        s.get("seq").asInt(),
                        Side.valueOf(s.get("shooter").asText()),
                        s.get("x").asInt(),
                        s.get("y").asInt(),
                        ShotResult.valueOf(s.get("result").asText().toUpperCase()),
                        number(s.get("sunkShip")),
                        number(s.get("sunkLength"))));
            }
            Side winner = game.get("winner").isNull()
                    ? null
                    : Side.valueOf(game.get("winner").asText());
            String reason = game.get("reason").asText();
            String detail =
                    game.get("detail").isNull() ? null : game.get("detail").asText();
            Outcome outcome =
                    switch (reason) {
                        case "fleet_sunk" -> Outcome.fleetSunk(winner);
                        case "turn_cap" -> Outcome.turnCap();
                        default ->
                            Outcome.forfeit(
                                    winner == null ? null : winner.other(),
                                    ForfeitReason.fromCode(reason.substring("forfeit_".length())),
                                    detail);
                    };
            return new GameRecord(
                    JSON.treeToValue(game.get("ruleset"), Ruleset.class),
                    game.get("seed").asLong(),
                    Side.valueOf(game.get("firstMover").asText()),
                    game.at("/botA/name").asText(),
                    game.at("/botB/name").asText(),
                    JSON.treeToValue(game.get("placementA"), Placement.class),
                    JSON.treeToValue(game.get("placementB"), Placement.class),
                    strikes,
                    outcome);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Integer number(JsonNode node) {
        return node == null ? null : node.asInt();
    }
}
