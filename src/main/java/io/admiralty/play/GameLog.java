package io.admiralty.play;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Outcome;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.json.GameRecordJson;

/**
 * One line of {@code play --log}: a game in the game-record form the league's history download also uses
 * ({@code docs/game-record.schema.json}), so one reader serves local runs and league games. A local game has no
 * league ids (null) and no downloading side; its bots are named as {@code play} named them.
 */
final class GameLog {

    private static final ObjectMapper JSON = GameRecordJson.mapper();

    private GameLog() {}

    static String line(PlayedGame played) {
        GameRecord game = played.record();
        Outcome outcome = game.outcome();
        ObjectNode line = JSON.createObjectNode();
        line.putNull("game");
        line.putNull("season");
        line.putNull("matchup");
        line.put("index", played.number());
        line.set("botA", seat(game.nameA()));
        line.set("botB", seat(game.nameB()));
        line.set("ruleset", JSON.valueToTree(game.ruleset()));
        line.put("seed", game.seed());
        line.put("firstMover", game.firstMover().name());
        line.set("placementA", JSON.valueToTree(game.placementA()));
        line.set("placementB", JSON.valueToTree(game.placementB()));
        ArrayNode strikes = line.putArray("strikes");
        for (Strike s : game.strikes()) {
            ObjectNode strike = strikes.addObject()
                    .put("seq", s.seq())
                    .put("shooter", s.shooter().name())
                    .put("x", s.x())
                    .put("y", s.y())
                    .put("result", s.result().code());
            if (s.sunkShip() != null) {
                strike.put("sunkShip", s.sunkShip()).put("sunkLength", s.sunkLength());
            }
        }
        line.put("winner", outcome.winner() == null ? null : outcome.winner().name());
        line.put("reason", outcome.code());
        line.put("detail", outcome.detail());
        ObjectNode think = line.putObject("thinkMicros");
        for (Side side : Side.values()) {
            ArrayNode moves = think.putArray(side.name());
            for (int micros : played.moveTimes().of(side)) {
                moves.add(micros);
            }
        }
        line.put("startedAt", played.startedAt().toString());
        line.put("finishedAt", played.finishedAt().toString());
        return GameRecordJson.json(line);
    }

    private static ObjectNode seat(String name) {
        ObjectNode bot = JSON.createObjectNode();
        bot.putNull("id");
        bot.put("name", name);
        bot.putNull("version");
        return bot;
    }
}
