package io.admiralty.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.BoardNotation;
import io.admiralty.game.Coord;
import io.admiralty.game.Firing;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.game.Tracking;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameRecordJsonTest {

    @Test
    void playedGamesRoundTrip() throws Exception {
        for (String ruleset : List.of("classic", "salvo", "7x5:3,2,1,1:salvo")) {
            GameRecord game = Referee.play(
                    Ruleset.parse(ruleset), 99, Side.B, 3, BuiltinBots.create("hunter"), BuiltinBots.create("random"));
            String json = GameRecordJson.json(game);
            assertThat(GameRecordJson.stored(json, GameRecord.class)).isEqualTo(game);
        }
    }

    @Test
    void fieldsUseTheContractNames() throws Exception {
        GameRecord game = Referee.play(
                Ruleset.classic(), 5, Side.A, 1, BuiltinBots.create("density"), BuiltinBots.create("random"));
        JsonNode json = GameRecordJson.mapper().readTree(GameRecordJson.json(game));
        assertThat(json.at("/ruleset/firing").asText()).isEqualTo("single");
        assertThat(json.at("/ruleset/fleet").toString()).isEqualTo("[5,4,3,3,2]");
        assertThat(json.at("/placementA/ships/0/orientation").asText()).isIn("across", "down");
        JsonNode first = json.at("/strikes/0");
        assertThat(first.get("seq").asInt()).isEqualTo(1);
        assertThat(first.get("shooter").asText()).isEqualTo("A");
        assertThat(first.get("result").asText()).isIn("miss", "hit", "sunk");
        assertThat(json.at("/outcome/reason").asText()).isEqualTo("fleet_sunk");
        assertThat(json.at("/outcome").has("draw")).isFalse();
    }

    @Test
    void forfeitedGamesKeepReasonAndMissingPlacement() {
        Player broken = new Player() {
            @Override
            public String name() {
                return "broken";
            }

            @Override
            public Placement place(GameSetup setup) {
                return BoardNotation.parse("A..\n...");
            }

            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                return List.of();
            }
        };
        GameRecord game = Referee.play(
                new Ruleset(3, 2, List.of(2, 1), Firing.SINGLE), 1, Side.A, 1, broken, BuiltinBots.create("random"));
        assertThat(game.outcome())
                .isEqualTo(Outcome.forfeit(
                        Side.A, ForfeitReason.WRONG_FLEET, game.outcome().detail()));
        GameRecord back = GameRecordJson.stored(GameRecordJson.json(game), GameRecord.class);
        assertThat(back).isEqualTo(game);
        assertThat(back.placementA()).isNull();
        assertThat(GameRecordJson.json(game)).contains("\"forfeit\":\"wrong_fleet\"");
    }
}
