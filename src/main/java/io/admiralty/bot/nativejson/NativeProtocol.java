package io.admiralty.bot.nativejson;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Orientation;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Ship;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.json.GameRecordJson;
import java.util.ArrayList;
import java.util.List;

/**
 * The league's own JSON protocol, version 1: one JSON object per message, the same over JSON lines and HTTP.
 * It can carry every ruleset and event; docs/bots.md ("`native`: the league's own protocol") documents it with an example exchange.
 */
public final class NativeProtocol {

    public static final int VERSION = 1;
    private static final ObjectMapper JSON = GameRecordJson.mapper();
    private static final String SHIP_FIELDS =
            "each ship needs integer x, y, a length of at least 1 and orientation \"across\" or \"down\"";

    private NativeProtocol() {}

    public static String hello(String matchup) {
        return JSON.createObjectNode()
                .put("type", "hello")
                .put("protocol", VERSION)
                .put("matchup", matchup)
                .toString();
    }

    public static String newGame(String matchup, GameSetup setup) {
        ObjectNode message = JSON.createObjectNode()
                .put("type", "newGame")
                .put("matchup", matchup)
                .put("game", setup.gameNumber());
        message.set("ruleset", JSON.valueToTree(setup.ruleset()));
        return message.put("you", setup.side().name())
                .put("movesFirst", setup.movesFirst())
                .put("opponent", setup.opponent())
                .put("seed", setup.seed())
                .toString();
    }

    public static String turn(String matchup, int game, int shots) {
        return JSON.createObjectNode()
                .put("type", "turn")
                .put("matchup", matchup)
                .put("game", game)
                .put("shots", shots)
                .toString();
    }

    public static String strikes(String type, String matchup, int game, List<Strike> strikes) {
        ObjectNode message = JSON.createObjectNode()
                .put("type", type)
                .put("matchup", matchup)
                .put("game", game);
        message.set("strikes", JSON.valueToTree(strikes));
        return message.toString();
    }

    public static String gameOver(String matchup, int game, Outcome outcome, Side self) {
        String result = outcome.isDraw() ? "draw" : outcome.winner() == self ? "win" : "loss";
        return JSON.createObjectNode()
                .put("type", "gameOver")
                .put("matchup", matchup)
                .put("game", game)
                .put("result", result)
                .put("reason", outcome.code())
                .toString();
    }

    public static String bye(String matchup) {
        return JSON.createObjectNode()
                .put("type", "bye")
                .put("matchup", matchup)
                .toString();
    }

    /** Checks the bot's hello answer: it must speak this protocol version. */
    public static void readHello(String reply) {
        JsonNode hello = parse(reply, "hello");
        if (hello.path("protocol").asInt(-1) != VERSION) {
            throw BotFault.malformed("did not answer hello with \"protocol\":" + VERSION);
        }
    }

    public static Placement readPlacement(String reply) {
        JsonNode ships = parse(reply, "placement").path("ships");
        if (!ships.isArray()) {
            throw BotFault.malformed("placement needs \"ships\": an array of {x, y, length, orientation}");
        }
        List<Ship> placed = new ArrayList<>();
        for (JsonNode ship : ships) {
            if (!ship.path("x").isInt()
                    || !ship.path("y").isInt()
                    || !ship.path("length").isInt()
                    || !ship.path("orientation").isTextual()) {
                throw BotFault.malformed(SHIP_FIELDS);
            }
            try {
                placed.add(new Ship(
                        ship.get("x").asInt(),
                        ship.get("y").asInt(),
                        ship.get("length").asInt(),
                        Orientation.fromCode(ship.get("orientation").asText())));
            } catch (IllegalArgumentException e) {
                throw BotFault.malformed(SHIP_FIELDS);
            }
        }
        return new Placement(placed);
    }

    public static List<Coord> readShots(String reply) {
        JsonNode shots = parse(reply, "shots").path("shots");
        if (!shots.isArray()) {
            throw BotFault.malformed("shots needs \"shots\": an array of {x, y}");
        }
        List<Coord> cells = new ArrayList<>(shots.size());
        for (JsonNode shot : (ArrayNode) shots) {
            if (!shot.path("x").isInt() || !shot.path("y").isInt()) {
                throw BotFault.malformed("each shot needs integer x and y");
            }
            cells.add(Coord.of(shot.get("x").asInt(), shot.get("y").asInt()));
        }
        return cells;
    }

    private static JsonNode parse(String reply, String type) {
        JsonNode node;
        try {
            node = JSON.readTree(reply);
        } catch (Exception e) {
            throw BotFault.malformed("answered with something that is not JSON");
        }
        if (node != null && node.isObject() && "error".equals(node.path("type").asText())) {
            throw reportedFault(node.path("reason").asText());
        }
        if (node == null || !node.isObject() || !type.equals(node.path("type").asText())) {
            throw BotFault.malformed("did not answer with a JSON object with \"type\":\"" + type + "\"");
        }
        return node;
    }

    /**
     * A bot may answer any request with {@code {"type":"error","reason":..,"message":..}} to give up the game
     * itself, e.g. a host whose player raised. Only the reason is taken; the message is the bot's own text, so
     * it stays in the transcript for the bot's owner.
     */
    private static BotFault reportedFault(String reason) {
        return switch (reason) {
            case "exception" ->
                new BotFault(
                        ForfeitReason.EXCEPTION,
                        "gave up the game reporting an exception (its message is in the transcript)");
            case "crash" ->
                new BotFault(
                        ForfeitReason.CRASH, "gave up the game reporting a crash (its message is in the transcript)");
            case "malformed_reply" ->
                new BotFault(
                        ForfeitReason.MALFORMED_REPLY,
                        "gave up the game reporting an answer it could not give (its message is in the transcript)");
            default ->
                BotFault.malformed("did not give an error reply a \"reason\" of exception, crash or malformed_reply");
        };
    }
}
