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

    /**
     * The two generations of the arena protocol, with the pieces of a turn's body that come between and after the
     * two strike arrays, and the comma between two strikes.
     */
    public enum Encoding {
        FORM(
                "application/x-www-form-urlencoded",
                encode(","),
                encode("]") + "&his_strikes=" + encode("["),
                encode("]")),
        JSON("application/json", ",", "],\"his_strikes\":[", "]}}");

        private final String contentType;
        private final byte[] comma;
        private final byte[] between;
        private final byte[] end;

        Encoding(String contentType, String comma, String between, String end) {
            this.contentType = contentType;
            this.comma = comma.getBytes(StandardCharsets.UTF_8);
            this.between = between.getBytes(StandardCharsets.UTF_8);
            this.end = end.getBytes(StandardCharsets.UTF_8);
        }
    }

    private static final ObjectMapper MAPPER = GameRecordJson.mapper();

    private final Encoding encoding;
    private final BotHttpClient http;
    private final IntToLongFunction gameIds;
    /**
     * Both players' strikes so far as the elements of a JSON array (URL-encoded for a form), appended as they
     * happen: a turn's request is then its fixed parts and these copied as bytes, not the whole game rebuilt.
     */
    private final BodyBytes mine = new BodyBytes();

    private final BodyBytes theirs = new BodyBytes();
    /** A turn's request up to the bot's strikes, which stays the same for a whole game. */
    private byte[] turnStart;

    /** {@code gameIds} gives each game number of the matchup its id. */
    public ArenaPlayer(
            String name, Encoding encoding, BotHttpClient http, IntToLongFunction gameIds, BotLimits limits) {
        super(name, limits, http.transcript());
        this.encoding = encoding;
        this.http = http;
        this.gameIds = gameIds;
    }

    @Override
    public Placement place(GameSetup setup) {
        mine.clear();
        theirs.clear();
        long gameId = gameIds.applyAsLong(setup.gameNumber());
        int playerIndex = setup.movesFirst() ? 0 : 1;
        Map<String, String> board = board(setup);
        JsonNode boats;
        if (encoding == Encoding.FORM) {
            String gameFields = "game=Battleship&match_id=" + gameId + "-" + (playerIndex + 1);
            String boardFields = board.entrySet().stream()
                    .map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                    .collect(Collectors.joining("&"));
            turnStart = (gameFields + "&act=fight&" + boardFields + "&your_strikes=" + encode("["))
                    .getBytes(StandardCharsets.UTF_8);
            boats = json(http.post(
                    encoding.contentType, gameFields + "&act=init&" + boardFields, limits.placementTimeout()));
        } else {
            String gameFields = "\"game-id\":" + gameId;
            ObjectNode fields = MAPPER.createObjectNode();
            board.forEach(fields::put);
            String object = fields.toString();
            String boardFields = object.substring(1, object.length() - 1);
            turnStart = ("{" + gameFields + ",\"game\":\"Battleship\",\"action\":\"play-turn\",\"player-index\":"
                            + playerIndex + ",\"board\":{" + boardFields + ",\"your_strikes\":[")
                    .getBytes(StandardCharsets.UTF_8);
            String init =
                    "{" + gameFields + ",\"game\":\"battleship\",\"action\":\"init\",\"players\":2,\"player-index\":"
                            + playerIndex + ",\"board\":{" + boardFields + "}}";
            boats = json(http.post(encoding.contentType, init, limits.placementTimeout()))
                    .path("boats");
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
        String answer = http.post(
                encoding.contentType,
                body -> body.append(turnStart)
                        .append(mine)
                        .append(encoding.between)
                        .append(theirs)
                        .append(encoding.end),
                limits.moveTimeout());
        return List.of(encoding == Encoding.FORM ? cell(answer.trim()) : playedCell(answer));
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

    /**
     * Strikes as elements of the JSON array the protocol sends: {@code {"target":"x,y","result":R}}, URL-encoded
     * one by one for a form (encoding the array's text is encoding its pieces one after the other).
     */
    private void append(BodyBytes array, List<Strike> strikes) {
        for (Strike s : strikes) {
            String result = s.result() == ShotResult.SUNK ? "hit and sunk" : s.result() == ShotResult.HIT ? "hit" : "";
            String element = "{\"target\":\"" + s.x() + "," + s.y() + "\",\"result\":\"" + result + "\"}";
            if (!array.isEmpty()) {
                array.append(encoding.comma);
            }
            array.append(encoding == Encoding.FORM ? encode(element) : element);
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

    /**
     * The cell of an arena-json turn's answer. The usual answer, {@code {"play":"x,y"}} with digits and nothing else
     * but spaces between its tokens, is read here without a JSON tree (it comes at every move); any other answer is
     * read by Jackson, so that every answer gets the verdict it always had.
     */
    static Coord playedCell(String answer) {
        Coord usual = usualPlay(answer);
        if (usual != null) {
            return usual;
        }
        JsonNode play = json(answer).path("play");
        if (!play.isTextual()) {
            throw BotFault.malformed("did not answer a turn with {\"play\":\"x,y\"}");
        }
        return cell(play.asText().trim());
    }

    /** {@code {"play":"x,y"}} as a cell, or null when the answer is anything else. */
    private static Coord usualPlay(String answer) {
        int at = skipSpaces(answer, 0);
        if (!answer.startsWith("{", at)) {
            return null;
        }
        at = skipSpaces(answer, at + 1);
        if (!answer.startsWith("\"play\"", at)) {
            return null;
        }
        at = skipSpaces(answer, at + 6);
        if (!answer.startsWith(":", at)) {
            return null;
        }
        at = skipSpaces(answer, at + 1);
        if (!answer.startsWith("\"", at)) {
            return null;
        }
        int xStart = at + 1;
        int xEnd = digitsEnd(answer, xStart);
        if (xEnd < 0 || !answer.startsWith(",", xEnd)) {
            return null;
        }
        int yEnd = digitsEnd(answer, xEnd + 1);
        if (yEnd < 0 || !answer.startsWith("\"", yEnd)) {
            return null;
        }
        at = skipSpaces(answer, yEnd + 1);
        if (!answer.startsWith("}", at) || skipSpaces(answer, at + 1) != answer.length()) {
            return null;
        }
        return Coord.of(Integer.parseInt(answer, xStart, xEnd, 10), Integer.parseInt(answer, xEnd + 1, yEnd, 10));
    }

    /** The end of one to four ASCII digits from {@code start}, or -1 when there are none or more (a number no board has). */
    private static int digitsEnd(String text, int start) {
        int end = start;
        while (end < text.length() && text.charAt(end) >= '0' && text.charAt(end) <= '9') {
            end++;
        }
        return end > start && end - start <= 4 ? end : -1;
    }

    /** Past the spaces JSON allows between tokens. */
    private static int skipSpaces(String text, int start) {
        int at = start;
        while (at < text.length()
                && (text.charAt(at) == ' '
                        || text.charAt(at) == '\t'
                        || text.charAt(at) == '\n'
                        || text.charAt(at) == '\r')) {
            at++;
        }
        return at;
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
        return new Ship(
                Math.min(a.x(), b.x()),
                Math.min(a.y(), b.y()),
                length,
                a.y() == b.y() ? Orientation.ACROSS : Orientation.DOWN);
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
