package io.admiralty.bot.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.admiralty.bot.AdapterSession;
import io.admiralty.bot.BotLimits;
import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Orientation;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import io.admiralty.json.GameRecordJson;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntToLongFunction;
import java.util.stream.Collectors;

/**
 * The stateless arena bots: every request carries the board and both players'
 * strikes so far. {@code arena} posts a form and reads plain answers; {@code arena-json} posts JSON and reads
 * JSON. Single firing only. Cells are {@code "x,y"}; ships are their two end cells. A server that keeps state
 * tells games apart by their id, so every game gets one no other game shares, and every request says which seat
 * the bot has ({@code player-index} 0 moves first).
 */
public final class ArenaPlayer extends AdapterSession {

    /** The two generations of the arena protocol. */
    public enum Encoding { FORM, JSON }

    private static final ObjectMapper MAPPER = GameRecordJson.mapper();

    private final Encoding encoding;
    private final BotHttpClient http;
    private final IntToLongFunction gameIds;
    /**
     * Both players' strikes so far as the elements of a JSON array, appended as they happen: a turn's request is
     * then a few string copies, not the whole game rebuilt.
     */
    private final StringBuilder mine = new StringBuilder();
    private final StringBuilder theirs = new StringBuilder();
    private GameSetup setup;
    /** The request's fields that stay the same for a whole game, ready to be sent. */
    private String gameFields;
    private String boardFields;

    /** {@code gameIds} gives each game number of the matchup its id. */
    public ArenaPlayer(String name, Encoding encoding, BotHttpClient http, IntToLongFunction gameIds, BotLimits limits) {
        super(name, limits, http.transcript());
        this.encoding = encoding;
        this.http = http;
        this.gameIds = gameIds;
    }

    @Override
    public Placement place(GameSetup setup) {
        this.setup = setup;
        mine.setLength(0);
        theirs.setLength(0);
        long gameId = gameIds.applyAsLong(setup.gameNumber());
        int playerIndex = setup.movesFirst() ? 0 : 1;
        Map<String, String> board = board(setup);
        JsonNode boats;
        if (encoding == Encoding.FORM) {
            gameFields = "game=Battleship&match_id=" + gameId + "-" + (playerIndex + 1);
            boardFields = board.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue())).collect(Collectors.joining("&"));
            boats = json(http.post("application/x-www-form-urlencoded", gameFields + "&act=init&" + boardFields, limits.placementTimeout()));
        } else {
            gameFields = "\"game-id\":" + gameId;
            ObjectNode fields = MAPPER.createObjectNode();
            board.forEach(fields::put);
            String object = fields.toString();
            boardFields = object.substring(1, object.length() - 1);
            String init = "{" + gameFields + ",\"game\":\"battleship\",\"action\":\"init\",\"players\":2,\"player-index\":" + playerIndex
                    + ",\"board\":{" + boardFields + "}}";
            boats = json(http.post("application/json", init, limits.placementTimeout())).path("boats");
        }
        if (!boats.isArray()) {
            throw BotFault.malformed("did not answer init with a JSON array of ships like \"3,3-3,7\"");
        }
        List<Ship> ships = new ArrayList<>();
        for (JsonNode boat : boats) {
            ships.add(ship(boat.asText()));
        }
        return new Placement(ships);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        String target;
        if (encoding == Encoding.FORM) {
            target = http.post("application/x-www-form-urlencoded", gameFields + "&act=fight&" + boardFields
                    + "&your_strikes=" + encode("[" + mine + "]") + "&his_strikes=" + encode("[" + theirs + "]"), limits.moveTimeout());
        } else {
            String turn = "{" + gameFields + ",\"game\":\"Battleship\",\"action\":\"play-turn\",\"player-index\":" + (setup.movesFirst() ? 0 : 1)
                    + ",\"board\":{" + boardFields + ",\"your_strikes\":[" + mine + "],\"his_strikes\":[" + theirs + "]}}";
            JsonNode play = json(http.post("application/json", turn, limits.moveTimeout())).path("play");
            if (!play.isTextual()) {
                throw BotFault.malformed("did not answer a turn with {\"play\":\"x,y\"}");
            }
            target = play.asText();
        }
        return List.of(cell(target.trim()));
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        append(mine, strikes);
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        append(theirs, strikes);
    }

    @Override
    public void close() {
        http.close();
    }

    private static Map<String, String> board(GameSetup setup) {
        Ruleset ruleset = setup.ruleset();
        Map<String, String> board = new LinkedHashMap<>();
        board.put("opponent", setup.opponent());
        board.put("width", String.valueOf(ruleset.width()));
        board.put("height", String.valueOf(ruleset.height()));
        int[] counts = ruleset.countsByLength();
        for (int length = 1; length <= Ruleset.MAX_SHIP_LENGTH; length++) {
            board.put("ship" + length, String.valueOf(counts[length]));
        }
        return board;
    }

    /** Strikes as elements of the JSON array the protocol sends: {@code {"target":"x,y","result":R}}. */
    private static void append(StringBuilder array, List<Strike> strikes) {
        for (Strike s : strikes) {
            String result = s.result() == ShotResult.SUNK ? "hit and sunk" : s.result() == ShotResult.HIT ? "hit" : "";
            if (!array.isEmpty()) {
                array.append(',');
            }
            array.append("{\"target\":\"").append(s.x()).append(',').append(s.y()).append("\",\"result\":\"").append(result).append("\"}");
        }
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static JsonNode json(String body) {
        try {
            return MAPPER.readTree(body);
        } catch (Exception e) {
            throw BotFault.malformed("answered with something that is not JSON");
        }
    }

    static Ship ship(String ends) {
        String[] cells = ends.split("-");
        if (cells.length != 2) {
            throw BotFault.malformed("answered a ship that is not two end cells \"x1,y1-x2,y2\"");
        }
        Coord a = cell(cells[0].trim());
        Coord b = cell(cells[1].trim());
        if (a.x() != b.x() && a.y() != b.y()) {
            throw BotFault.malformed("answered a ship that is not straight");
        }
        int length = Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y()) + 1;
        return new Ship(Math.min(a.x(), b.x()), Math.min(a.y(), b.y()), length, a.y() == b.y() ? Orientation.ACROSS : Orientation.DOWN);
    }

    static Coord cell(String text) {
        String[] parts = text.split(",");
        try {
            if (parts.length == 2) {
                return Coord.of(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw BotFault.malformed("answered a cell that is not \"x,y\"");
    }
}
