package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Side;
import io.admiralty.json.GameRecordJson;
import io.admiralty.json.GameRecordSchema;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code play --log} writes the shared game-record form: every line valid against the repository's schema. */
class GameLogTest {

    @TempDir
    Path dir;

    private List<String> log(String... args) throws Exception {
        Path log = dir.resolve("games.jsonl");
        String[] all = new String[args.length + 4];
        all[0] = "--log";
        all[1] = log.toString();
        all[2] = "--sandbox";
        all[3] = "none";
        System.arraycopy(args, 0, all, 4, args.length);
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        new PlayCommand(quiet, quiet).play(PlayCommand.PlayOptions.parse(all));
        return Files.readAllLines(log);
    }

    @ParameterizedTest
    @ValueSource(strings = {"classic", "salvo", "7x5:3,2,1,1:salvo"})
    void everyLineIsAValidGameRecordThatReplaysTheGame(String ruleset) throws Exception {
        List<String> lines =
                log("--games", "4", "--seed", "21", "--ruleset", ruleset, "builtin:hunter", "builtin:random");

        assertThat(lines).hasSize(4);
        for (int i = 0; i < lines.size(); i++) {
            assertThat(GameRecordSchema.errors(lines.get(i))).as(lines.get(i)).isEmpty();
            JsonNode line = GameRecordJson.mapper().readTree(lines.get(i));
            assertThat(line.get("index").asInt()).isEqualTo(i + 1);
            assertThat(line.get("game").isNull()).isTrue();
            assertThat(line.has("you"))
                    .as("a local game has no downloading side")
                    .isFalse();
            GameRecord game = GameLines.read(lines.get(i));
            assertThat(game.firstMover()).isEqualTo(i % 2 == 0 ? Side.A : Side.B);
            assertThat(game.nameA()).isEqualTo(line.at("/botA/name").asText()).isNotBlank();
            // one think time per move: a move is one shot in single firing, and a volley's shots share a move
            for (Side side : Side.values()) {
                int moves = line.at("/thinkMicros/" + side).size();
                int shots = game.shotsBy(side);
                if (ruleset.equals("classic")) {
                    assertThat(moves).isEqualTo(shots);
                } else {
                    assertThat(moves).isPositive().isLessThan(shots);
                }
            }
        }
    }

    @Test
    void aForfeitAtPlacementIsAValidRecordWithNoPlacement() throws Exception {
        List<String> lines = log("--games", "2", "--seed", "3", "native:false", "builtin:random");

        assertThat(lines).hasSize(2).allSatisfy(line -> {
            assertThat(GameRecordSchema.errors(line)).as(line).isEmpty();
            JsonNode game = GameRecordJson.mapper().readTree(line);
            assertThat(game.get("placementA").isNull()).isTrue();
            assertThat(game.get("winner").asText()).isEqualTo("B");
            assertThat(game.get("reason").asText()).startsWith("forfeit_");
            assertThat(game.get("detail").asText()).isNotBlank();
        });
    }

    @Test
    void theSchemaRefusesWhatIsNotAGameRecord() throws Exception {
        String line = log("--games", "1", "--seed", "8", "builtin:density", "builtin:random")
                .get(0);
        ObjectNode game = (ObjectNode) GameRecordJson.mapper().readTree(line);

        ObjectNode noReason = game.deepCopy();
        noReason.remove("reason");
        ObjectNode sunkWithoutShip = game.deepCopy();
        ((ObjectNode) sunkWithoutShip.at("/strikes/0")).put("result", "sunk").remove(List.of("sunkShip", "sunkLength"));
        ObjectNode badTime = game.deepCopy();
        badTime.put("finishedAt", "yesterday");
        ObjectNode halfSide = game.deepCopy();
        halfSide.put("you", "A");
        for (ObjectNode broken : List.of(noReason, sunkWithoutShip, badTime, halfSide)) {
            assertThat(GameRecordSchema.errors(broken.toString()))
                    .as(broken.toString())
                    .isNotEmpty();
        }
    }
}
