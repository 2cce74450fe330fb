package io.admiralty.history;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.json.GameRecordJson;
import io.admiralty.json.GameRecordSchema;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.config.DecoderConfig;
import io.restassured.config.RestAssuredConfig;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bot's history as a learner downloads it, on a season of three built-ins played by the service: NDJSON lines valid
 * against the game-record schema and told from the bot's side, CSV rows that agree with them, file names that say what
 * the file is (checked with real curl and read by pandas), and the analysis example run on a real download.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HistoryDownloadTest {

    private static final int GAMES = 6;
    /** The machine's Python, where Debian's pandas and matplotlib are (.ci/packages), whatever python3 is first on PATH. */
    private static final String PYTHON = "/usr/bin/python3";

    @TestHTTPResource("/")
    URL root;

    private long season;
    private long density;

    /** Once for the class, but inside a test: rest-assured knows the service's port only there. */
    @BeforeEach
    void playASeason() throws InterruptedException {
        if (season != 0) {
            return;
        }
        density = LeagueApi.builtinId("density");
        season = LeagueApi.createSeason("{\"name\":\"downloads-" + System.nanoTime()
                + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + ",\"kFactor\":16}");
        for (String bot : List.of("density", "random", "hunter")) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(bot));
        }
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 3);
    }

    private String download(String query) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/bots/{id}/history?season=" + season + query, density)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    @Test
    void everyGameIsAValidRecordToldFromTheDownloadingBotsSide() throws Exception {
        List<String> lines = download("&format=ndjson").lines().toList();

        assertThat(lines).hasSize(2 * GAMES);
        // Elo before and after each game, in the download's order (by game id)
        List<double[]> steps = new java.util.ArrayList<>();
        for (String line : lines) {
            assertThat(GameRecordSchema.errors(line)).as(line).isEmpty();
            JsonNode game = GameRecordJson.mapper().readTree(line);
            String you = game.get("you").asText();
            String them = you.equals("A") ? "B" : "A";
            assertThat(game.get("side").asText()).isEqualTo(you);
            assertThat(game.at("/bot" + you + "/id").asLong()).isEqualTo(density);
            assertThat(game.get("opponent")).isEqualTo(game.get("bot" + them));
            assertThat(game.at("/opponent/name").asText()).isIn("random", "hunter");
            String winner = game.get("winner").asText(null);
            assertThat(game.get("result").asText())
                    .isEqualTo(winner == null ? "draw" : winner.equals(you) ? "win" : "loss");
            double after = game.get("eloAfter").asDouble();
            steps.add(new double[] {game.get("eloBefore").asDouble(), after});
            assertThat(after - game.get("eloBefore").asDouble())
                    .as("a win gains, a loss costs")
                    .satisfies(change -> assertThat(Math.signum(change))
                            .isEqualTo(
                                    switch (game.get("result").asText()) {
                                        case "win" -> 1.0;
                                        case "loss" -> -1.0;
                                        default -> Math.signum(change);
                                    }));
            // one think time per move, and a move is one shot in classic
            for (String side : List.of("A", "B")) {
                long shots = 0;
                for (JsonNode strike : game.get("strikes")) {
                    shots += strike.get("shooter").asText().equals(side) ? 1 : 0;
                }
                assertThat(game.at("/thinkMicros/" + side).size()).isEqualTo((int) shots);
            }
        }
        // the bot's Elo runs on from game to game from 1500: each game starts where another ended. Built-ins are cheap,
        // so the bot's two matchups may be played side by side and stored in turn: the chain follows the order the
        // games were rated in, which need not be their ids'
        double elo = 1500;
        while (!steps.isEmpty()) {
            double from = elo;
            double[] next = steps.stream()
                    .filter(step -> Math.abs(step[0] - from) < 0.011)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no game starts at Elo " + from + " of " + lines));
            steps.remove(next);
            elo = next[1];
        }
        double board = LeagueApi.leaderboard(season).getDouble("find { it.bot.id == " + density + " }.elo");
        assertThat(elo).isCloseTo(board, offset(0.006));
    }

    @Test
    void csvRowsSayWhoYouAreWhomYouPlayedAndHowItEnded() throws Exception {
        Map<Long, JsonNode> games = new HashMap<>();
        for (String line : download("&format=ndjson").lines().toList()) {
            JsonNode game = GameRecordJson.mapper().readTree(line);
            games.put(game.get("game").asLong(), game);
        }
        List<String> rows = download("&format=csv").lines().toList();

        assertThat(rows.get(0))
                .isEqualTo(HistoryExport.CSV_HEADER)
                .startsWith("game,season,side,seq,shooter,x,y,result,sunk_ship,sunk_length,");
        long strikes =
                games.values().stream().mapToLong(g -> g.get("strikes").size()).sum();
        assertThat(rows).hasSize(1 + (int) strikes);
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",", -1);
            assertThat(f).hasSize(19);
            JsonNode game = games.get(Long.parseLong(f[0]));
            JsonNode strike = game.get("strikes").get(Integer.parseInt(f[3]) - 1);
            assertThat(List.of(f[4], f[5], f[6], f[7]))
                    .containsExactly(
                            strike.get("shooter").asText(),
                            strike.get("x").asText(),
                            strike.get("y").asText(),
                            strike.get("result").asText());
            assertThat(List.of(f[10], f[11], f[12], f[13], f[14], f[15]))
                    .containsExactly(
                            game.get("you").asText(),
                            game.at("/opponent/id").asText(),
                            game.at("/opponent/name").asText(),
                            game.get("result").asText(),
                            game.get("firstMover").asText(),
                            "classic");
            assertThat(List.of(f[16], f[17], f[18]))
                    .containsExactly(
                            "season",
                            game.at("/bot" + f[10] + "/version").asText(),
                            game.at("/opponent/version").asText());
        }
    }

    @Test
    void placementsAreOneRowPerShipCellAndTheHeatMapIsOnePandasLine(@TempDir Path dir) throws Exception {
        Map<Long, JsonNode> games = new HashMap<>();
        for (String line : download("&format=ndjson").lines().toList()) {
            JsonNode game = GameRecordJson.mapper().readTree(line);
            assertThat(game.get("kind").asText()).isEqualTo("season");
            games.put(game.get("game").asLong(), game);
        }
        List<String> rows = download("&format=placements-csv").lines().toList();
        assertThat(rows.get(0)).isEqualTo(HistoryExport.PLACEMENTS_HEADER);
        // classic: 17 cells a fleet, two fleets a game, nobody forfeited before placing
        assertThat(rows).hasSize(1 + 2 * 17 * games.size());
        Map<String, Integer> cellsOfShip = new HashMap<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",", -1);
            assertThat(f).hasSize(17);
            JsonNode game = games.get(Long.parseLong(f[0]));
            JsonNode ship = game.at("/placement" + f[2] + "/ships/" + f[3]);
            int along = ship.get("orientation").asText().equals("across") ? 1 : 0;
            int x = Integer.parseInt(f[6]);
            int y = Integer.parseInt(f[7]);
            int step =
                    along == 1 ? x - ship.get("x").asInt() : y - ship.get("y").asInt();
            assertThat(List.of(f[4], f[5]))
                    .containsExactly(
                            ship.get("length").asText(), ship.get("orientation").asText());
            assertThat(
                            along == 1
                                    ? y - ship.get("y").asInt()
                                    : x - ship.get("x").asInt())
                    .isZero();
            assertThat(step).isBetween(0, ship.get("length").asInt() - 1);
            cellsOfShip.merge(f[0] + f[2] + f[3], 1, Integer::sum);
            assertThat(List.of(f[8], f[9], f[11], f[14], f[15], f[16]))
                    .containsExactly(
                            game.get("you").asText(),
                            game.at("/opponent/id").asText(),
                            game.get("result").asText(),
                            "season",
                            game.at("/bot" + game.get("you").asText() + "/version")
                                    .asText(),
                            game.at("/opponent/version").asText());
        }
        assertThat(cellsOfShip).hasSize(2 * 5 * games.size());
        // where opponents put their ships, in one pandas line: 17 cells a game over the board
        String name = curl(dir, "format=placements-csv&compression=gzip&season=" + season);
        assertThat(name).isEqualTo("bot-" + density + "-placements.csv.gz");
        assertThat(python(
                        dir,
                        "import pandas as pd, sys; p = pd.read_csv(sys.argv[1]); "
                                + "print(pd.crosstab(p.y[p.owner != p.you], p.x[p.owner != p.you]).values.sum())",
                        dir.resolve(name)))
                .isEqualTo(String.valueOf(17 * games.size()));
    }

    @Test
    void kindsAreCheckedAndASeasonNeedsSeasonGames() {
        for (String bad : List.of("kind=gates", "kind=season,", "kind=season;gate", "kind=ALL,gate")) {
            given().header("Authorization", LeagueApi.ORGANISER)
                    .get("/api/bots/{id}/history?" + bad, density)
                    .then()
                    .statusCode(400)
                    .body("error", containsString("kind must be season, gate, challenge"));
        }
        given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/bots/{id}/history?kind=gate&season=" + season, density)
                .then()
                .statusCode(400)
                .body("error", containsString("kind leaves them out"));
        given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/bots/{id}/history?format=placements", density)
                .then()
                .statusCode(400)
                .body("error", containsString("placements-csv"));
        // the default and "season" are the same games, whatever else the bot played
        assertThat(download("&kind=season")).isEqualTo(download(""));
        assertThat(download("&kind=Season,GATE").lines())
                .hasSameSizeAs(download("").lines().toList());
    }

    @Test
    void anUnknownSeasonIsNotFoundAndABadOneIsRefused() {
        given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/bots/{id}/history?season=987654321", density)
                .then()
                .statusCode(404)
                .body("status", equalTo(404))
                .body("error", containsString("no season 987654321"));
        given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/bots/{id}/history?season=spring", density)
                .then()
                .statusCode(400)
                .body("error", containsString("season"));
        given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/bots/{id}/history?compression=zstd", density)
                .then()
                .statusCode(400)
                .body("error", containsString("compression"));
    }

    @Test
    void aGzipNameOnlyWhenTheBodyIsGzip() throws Exception {
        RestAssuredConfig raw = RestAssuredConfig.config()
                .decoderConfig(DecoderConfig.decoderConfig().noContentDecoders());
        // gzip as transfer encoding: the client unpacks it, so the name is the plain one
        byte[] transfer = given().config(raw)
                .header("Authorization", LeagueApi.ORGANISER)
                .header("Accept-Encoding", "gzip")
                .get("/api/bots/{id}/history?format=csv&season=" + season, density)
                .then()
                .statusCode(200)
                .header("Content-Encoding", "gzip")
                .header("Content-Disposition", containsString("history.csv\""))
                .header("Vary", containsString("Accept-Encoding"))
                .extract()
                .asByteArray();
        // gzip as the file: no transfer encoding, a .gz name
        byte[] file = given().config(raw)
                .header("Authorization", LeagueApi.ORGANISER)
                .header("Accept-Encoding", "gzip")
                .get("/api/bots/{id}/history?format=csv&compression=gzip&season=" + season, density)
                .then()
                .statusCode(200)
                .header("Content-Encoding", (String) null)
                .contentType("application/gzip")
                .header("Content-Disposition", containsString("history.csv.gz\""))
                .extract()
                .asByteArray();
        assertThat(gunzip(transfer)).isEqualTo(gunzip(file)).isEqualTo(download("&format=csv"));
    }

    @Test
    void curlSavesFilesThatPandasReadsAsNamed(@TempDir Path dir) throws Exception {
        String plain = curl(dir.resolve("plain"), "format=csv&season=" + season);
        String zipped = curl(dir.resolve("zipped"), "format=csv&compression=gzip&season=" + season);
        String lines = curl(dir.resolve("ndjson"), "season=" + season);

        assertThat(plain).isEqualTo("bot-" + density + "-history.csv");
        assertThat(zipped).isEqualTo("bot-" + density + "-history.csv.gz");
        assertThat(lines).isEqualTo("bot-" + density + "-history.ndjson");
        int rows = (int) download("&format=csv").lines().count() - 1;
        assertThat(python(
                        dir,
                        "import pandas, sys; print(len(pandas.read_csv(sys.argv[1])))",
                        dir.resolve("plain").resolve(plain)))
                .isEqualTo(String.valueOf(rows));
        assertThat(python(
                        dir,
                        "import pandas, sys; print(len(pandas.read_csv(sys.argv[1])))",
                        dir.resolve("zipped").resolve(zipped)))
                .isEqualTo(String.valueOf(rows));
        assertThat(python(
                        dir,
                        "import pandas, sys; print(len(pandas.read_json(sys.argv[1], lines=True)))",
                        dir.resolve("ndjson").resolve(lines)))
                .isEqualTo(String.valueOf(2 * GAMES));
    }

    @Test
    void theAnalysisExampleDrawsItsPicturesFromARealDownload(@TempDir Path dir) throws Exception {
        String name = curl(dir.resolve("strikes"), "format=csv&compression=gzip&season=" + season);
        String placements = curl(dir.resolve("placements"), "format=placements-csv&season=" + season);
        Path pictures = dir.resolve("pictures");

        python(
                dir,
                null,
                Path.of("examples/analysis/learn.py").toAbsolutePath(),
                dir.resolve("strikes").resolve(name),
                pictures,
                Path.of("--placements"),
                dir.resolve("placements").resolve(placements));

        for (String picture : List.of("opponent-first-shots.png", "hit-rate-by-turn.png", "opponent-ships.png")) {
            byte[] png = Files.readAllBytes(pictures.resolve(picture));
            assertThat(png).startsWith(0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n');
            DataInputStream header = new DataInputStream(new ByteArrayInputStream(png, 12, 12));
            assertThat(header.readInt()).as("IHDR").isEqualTo(0x49484452);
            assertThat(header.readInt()).as("width").isGreaterThan(300);
            assertThat(header.readInt()).as("height").isGreaterThan(300);
        }
    }

    /** Downloads with curl as a user would ({@code -OJ --compressed}) into {@code folder}; returns the saved file's name. */
    private String curl(Path folder, String query) throws Exception {
        Files.createDirectories(folder);
        run(
                folder,
                "curl",
                "-sS",
                "--fail",
                "-OJ",
                "--compressed",
                "-H",
                "Authorization: " + LeagueApi.ORGANISER,
                root + "api/bots/" + density + "/history?" + query);
        try (var saved = Files.list(folder)) {
            List<Path> files = saved.toList();
            assertThat(files).hasSize(1);
            return files.get(0).getFileName().toString();
        }
    }

    /** Runs a Python one-liner ({@code code}) or script (the first argument, when code is null); returns its output. */
    private static String python(Path dir, String code, Path... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(PYTHON));
        if (code != null) {
            command.addAll(List.of("-c", code));
        }
        args = args.clone();
        for (Path arg : args) {
            command.add(arg.toString());
        }
        return run(dir, command.toArray(String[]::new));
    }

    private static String run(Path dir, String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue())
                .as(String.join(" ", command) + "\n" + out)
                .isZero();
        return out;
    }

    private static String gunzip(byte[] bytes) throws IOException {
        return new String(new GZIPInputStream(new ByteArrayInputStream(bytes)).readAllBytes(), StandardCharsets.UTF_8);
    }
}
