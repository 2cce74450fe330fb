package io.admiralty.league.gate;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import groovy.json.JsonOutput;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.FirstRound;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.queue.ClaimOrder;
import io.admiralty.league.queue.Matchup;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.league.queue.WorkKind;
import io.admiralty.league.queue.WorkRepository;
import io.admiralty.league.season.Round;
import io.admiralty.league.season.SeasonRepository;
import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Version gates on a real PostgreSQL with real sandboxed process bots: the example native bot (a parity hunter) and
 * a weak but legal one (ships in the top rows, shots in reading order). A stronger candidate passes and becomes
 * current, a weaker one fails and leaves the old version current, an undecided one stops at its cap; gate games are
 * stored and downloadable but rate nothing; seasons' matchups are claimed before gates'.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class GateTest {

    /** Room for any work: the claim order alone decides. */
    private static final io.admiralty.league.queue.Admission ROOMY =
            new io.admiralty.league.queue.Admission(4, 8, 0, 3, 0, 0);

    /** Wide bounds, so that a clear difference is decided in a few batches. */
    private static final Map<String, Object> QUICK = Map.of("elo0", 0, "elo1", 100, "maxGames", 400);

    private static final List<String> EXAMPLE = List.of("python3", "native_bot.py");
    private static final List<String> WEAK = List.of("python3", "sequential_native.py");

    @Inject
    AgroalDataSource dataSource;

    @Inject
    MatchupRepository matchups;

    @Inject
    WorkRepository work;

    @Inject
    GateRepository gates;

    @Inject
    SeasonRepository seasons;

    @Test
    void aStrongerCandidatePassesBecomesCurrentInItsSeasonsAndRatesNothing() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("gated-" + System.nanoTime());
        long bot = LeagueApi.uploadProcessBot(team, "climber", weakZip(), WEAK.toArray(String[]::new));
        long season =
                LeagueApi.createSeason("{\"name\":\"gated season " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team, season, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));

        JsonPath started = uploadVersion(team, bot, LeagueApi.exampleZip(), EXAMPLE, QUICK)
                .then()
                .statusCode(201)
                .body("version", equalTo(1))
                .body("gate.candidate", equalTo(2))
                .body("gate.baseline", equalTo(1))
                .body("gate.state", equalTo("running"))
                .body("gate.elo1", equalTo(100.0f))
                .body("gate.maxGames", equalTo(400))
                .extract()
                .jsonPath();
        assertThat(started.getDouble("gate.upperBound")).isCloseTo(Math.log(0.95 / 0.05), within(1e-6));
        // one gate per bot, and no other upload while it runs
        uploadVersion(team, bot, weakZip(), WEAK, QUICK)
                .then()
                .statusCode(409)
                .body("error", containsString("has a gate running"));
        uploadVersion(team, bot, weakZip(), WEAK, null)
                .then()
                .statusCode(409)
                .body("error", containsString("has a gate running"));

        JsonPath gate = LeagueApi.awaitGate(bot, 2);
        assertThat(gate.getString("state")).as(gate.prettify()).isEqualTo("passed");
        assertThat(gate.getDouble("llr")).isGreaterThanOrEqualTo(gate.getDouble("upperBound"));
        assertThat(gate.getInt("games")).isBetween(2, 400).isEqualTo(2 * gate.getInt("pairs"));
        assertThat(gate.getList("pentanomial", Integer.class).stream()
                        .mapToInt(Integer::intValue)
                        .sum())
                .isEqualTo(gate.getInt("pairs"));
        assertEloOnOneSide(gate, 1);
        assertThat(gate.getString("verdict")).startsWith("shown to be stronger than version 1");
        given().get("/api/bots/{id}", bot)
                .then()
                .statusCode(200)
                .body("version", equalTo(2))
                .body("gate", nullValue());

        // paired games: both games of a pair are dealt from one seed, seat A moves first, and the versions change seats
        List<long[]> pairs = pairsOfGate(bot, 2);
        assertThat(pairs).isNotEmpty().allSatisfy(pair -> {
            assertThat(pair[0]).as("seeds of one pair").isEqualTo(pair[1]);
            assertThat(pair[2]).as("version in seat A").isEqualTo(2);
            assertThat(pair[3]).as("version in seat A, second game").isEqualTo(1);
        });

        // the gate's games rated nothing: the season saw no game, and no rating point names them
        JsonPath board = LeagueApi.leaderboard(season);
        assertThat(board.getList("findAll { it.bot.id == " + bot + " }.games", Integer.class))
                .containsExactly(0);
        assertThat(board.getList("findAll { it.bot.id == " + bot + " }.elo", Float.class))
                .containsExactly(1500f);
        assertThat(count(
                        """
                select count(*) from rating_history r join game g on g.id = r.game_id join matchup m on m.id = g.matchup_id
                where m.gate_id is not null and g.bot_a = ?""",
                        bot))
                .isZero();

        // stored and downloadable like any game, as a gate's: the team's own (anyone else: GateGameReadersTest)
        long gameId = count(
                "select min(g.id) from game g join matchup m on m.id = g.matchup_id where m.gate_id is not null and g.bot_a = ?",
                bot);
        given().get("/api/games/{id}", gameId).then().statusCode(401);
        given().header("Authorization", team)
                .get("/api/games/{id}", gameId)
                .then()
                .statusCode(200)
                .body("botA.id", equalTo((int) bot))
                .body("botB.id", equalTo((int) bot));
        String history = given().header("Authorization", team)
                .get("/api/bots/{id}/history?kind=gate", bot)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(history).contains("\"game\":" + gameId + ",");

        // over GraphQL too
        given().contentType(ContentType.JSON)
                .body(Map.of(
                        "query",
                        "{ gate(bot: \"" + bot + "\", version: 2) { state games llr lowerBound upperBound "
                                + "pentanomial elo eloLow eloHigh } bot(id: \"" + bot
                                + "\") { version gates { candidate state } } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("data.gate.state", equalTo("passed"))
                .body("data.bot.version", equalTo(2))
                .body("data.bot.gates[0].candidate", equalTo(2));

        // the season plays the new version from its next matchup on
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);
        assertThat(count(
                        "select count(*) from game where season_id = ? and ((bot_a = ? and version_a = 2) or (bot_b = ? and version_b = 2))",
                        season,
                        bot,
                        bot))
                .isEqualTo(2);
    }

    @Test
    void aWeakerCandidateFailsAndTheOldVersionStaysCurrent() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("careful-" + System.nanoTime());
        long bot = LeagueApi.uploadProcessBot(team, "steady", LeagueApi.exampleZip(), EXAMPLE.toArray(String[]::new));
        uploadVersion(team, bot, weakZip(), WEAK, QUICK).then().statusCode(201).body("version", equalTo(1));
        JsonPath gate = LeagueApi.awaitGate(bot, 2);
        assertThat(gate.getString("state")).as(gate.prettify()).isEqualTo("failed");
        assertThat(gate.getDouble("llr")).isLessThanOrEqualTo(gate.getDouble("lowerBound"));
        assertEloOnOneSide(gate, -1);
        assertThat(gate.getString("verdict"))
                .startsWith("not shown to be " + (int) gate.getDouble("elo1") + " Elo better than version 1");
        given().get("/api/bots/{id}", bot).then().body("version", equalTo(1));
        // the failed candidate keeps its number: the next upload is version 3, current at once
        uploadVersion(team, bot, LeagueApi.exampleZip(), EXAMPLE, null)
                .then()
                .statusCode(201)
                .body("version", equalTo(3));
        given().get("/api/bots/{id}/versions/{v}/gate", bot, 3)
                .then()
                .statusCode(404)
                .body("error", containsString("was not gated"));
    }

    @Test
    void anUndecidedGateStopsAtItsCapAndThePoolIsReportedBeside() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("undecided-" + System.nanoTime());
        long bot = LeagueApi.uploadProcessBot(team, "twin", weakZip(), WEAK.toArray(String[]::new));
        uploadVersion(team, bot, weakZip(), WEAK, Map.of("maxGames", 4, "pool", true))
                .then()
                .statusCode(201)
                .body("gate.pool", equalTo(true));
        JsonPath gate = LeagueApi.awaitGate(bot, 2);
        assertThat(gate.getString("state")).as(gate.prettify()).isEqualTo("capped");
        assertThat(gate.getInt("games")).isEqualTo(4);
        // identical versions, deterministic: whoever moves first wins, so each pair is one win and one loss
        assertThat(gate.getList("pentanomial", Integer.class)).containsExactly(0, 0, 2, 0, 0);
        assertThat(gate.getList("poolResults.version", Integer.class)).containsExactly(2, 1);
        assertThat(gate.getList("poolResults[0].pentanomial", Integer.class).stream()
                        .mapToInt(Integer::intValue)
                        .sum())
                .isEqualTo(2);
        assertThat(gate.getList("poolResults[1].pentanomial", Integer.class).stream()
                        .mapToInt(Integer::intValue)
                        .sum())
                .isEqualTo(2);
        given().get("/api/bots/{id}", bot).then().body("version", equalTo(1));

        // its 4 games and the pool's 8 are no season's: out of results by opponent and of the default download
        String page = given().accept(ContentType.HTML)
                .get("/bots/{id}", bot)
                .then()
                .extract()
                .asString();
        String opponents = page.substring(page.indexOf("aria-labelledby=\"opponents-h\""));
        assertThat(opponents.substring(0, opponents.indexOf("</section>"))).contains("No games yet.");
        assertThat(history(team, bot, "format=ndjson")).isEmpty();
        List<String> games = history(team, bot, "kind=gate");
        assertThat(games).hasSize(12);
        int headToHead = 0;
        for (String line : games) {
            JsonPath game = new JsonPath(line);
            assertThat(game.getString("kind")).isEqualTo("gate");
            assertThat((Object) game.get("season")).isNull();
            if (game.getLong("opponent.id") == bot) {
                headToHead++;
                assertThat(List.of(game.getInt("botA.version"), game.getInt("botB.version")))
                        .containsExactlyInAnyOrder(1, 2);
            }
        }
        assertThat(headToHead).isEqualTo(4);
        assertThat(history(team, bot, "kind=season,challenge")).isEmpty();
        // all: the gate's games and the bot's validation games before it played, nothing else
        List<String> validation = history(team, bot, "kind=validation");
        assertThat(validation).isNotEmpty();
        assertThat(history(team, bot, "kind=all"))
                .containsExactlyInAnyOrderElementsOf(java.util.stream.Stream.concat(games.stream(), validation.stream())
                        .toList());
        // where a bot's fleets sit is what its opponents most want: another team gets neither download
        String stranger = "Bearer " + LeagueApi.createTeam("stranger-" + System.nanoTime());
        for (String query : List.of("kind=gate", "kind=all&format=placements-csv")) {
            given().header("Authorization", stranger)
                    .get("/api/bots/{id}/history?" + query, bot)
                    .then()
                    .statusCode(403);
        }
        // the CSV says which version played on each side: in the head-to-head games one of each
        List<String> rows = history(team, bot, "kind=gate&format=csv");
        assertThat(rows.get(0)).endsWith(",kind,version,opponent_version");
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",", -1);
            assertThat(f[16]).isEqualTo("gate");
            if (f[11].equals(String.valueOf(bot))) {
                assertThat(List.of(f[17], f[18])).containsExactlyInAnyOrder("1", "2");
            } else {
                assertThat(f[17]).isIn("1", "2");
            }
        }
    }

    private static List<String> history(String team, long bot, String query) {
        return given().header("Authorization", team)
                .get("/api/bots/{id}/history?" + query, bot)
                .then()
                .statusCode(200)
                .extract()
                .asString()
                .lines()
                .toList();
    }

    @Test
    void aTeamRunsAFewGatesAtMostAndSeasonsAreNotHeldUpByThem() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("busy-" + System.nanoTime());
        List<Long> bots = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            bots.add(LeagueApi.uploadProcessBot(team, "busy-" + i, weakZip(), WEAK.toArray(String[]::new)));
        }
        // identical versions under bounds symmetric about 0: the ratio stays at 0, so these gates run until stopped
        Map<String, Object> endless = Map.of("elo0", -1, "elo1", 1, "maxGames", 20000);
        for (long bot : bots.subList(0, 2)) {
            uploadVersion(team, bot, weakZip(), WEAK, endless)
                    .then()
                    .statusCode(201)
                    .body("gate.state", equalTo("running"));
        }
        uploadVersion(team, bots.get(2), weakZip(), WEAK, endless)
                .then()
                .statusCode(409)
                .body("error", containsString("gates running"));

        // a season queued meanwhile plays to its end while both gates still run
        long season =
                LeagueApi.createSeason("{\"name\":\"beside gates " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        for (String name : List.of("random", "hunter", "parity")) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(name));
        }
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 3);
        for (long bot : bots.subList(0, 2)) {
            given().get("/api/bots/{id}/versions/2/gate", bot).then().body("state", equalTo("running"));
        }

        // retiring a bot ends its gate (within a batch), which frees a place for the team
        given().header("Authorization", team)
                .delete("/api/bots/{id}", bots.get(0))
                .then()
                .statusCode(200);
        assertThat(LeagueApi.awaitGate(bots.get(0), 2).getString("state")).isEqualTo("cancelled");
        uploadVersion(team, bots.get(2), weakZip(), WEAK, endless).then().statusCode(201);
        for (long bot : List.of(bots.get(1), bots.get(2))) {
            given().header("Authorization", team)
                    .delete("/api/bots/{id}", bot)
                    .then()
                    .statusCode(200);
        }
        for (long bot : List.of(bots.get(1), bots.get(2))) {
            assertThat(LeagueApi.awaitGate(bot, 2).getString("state")).isEqualTo("cancelled");
        }
    }

    @Test
    void seasonMatchupsAreClaimedBeforeOlderGateMatchups() {
        long random = LeagueApi.builtinId("random");
        long season =
                LeagueApi.createSeason("{\"name\":\"first served " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("sequential"));
        // rows written and claimed inside one transaction that is rolled back: no worker ever sees them
        QuarkusTransaction.begin();
        try {
            Gate gate = new Gate();
            gate.botId = random;
            gate.candidate = 1;
            gate.baseline = 1;
            gate.ruleset = "classic";
            gate.moveTimeoutMs = 2000;
            gate.elo0 = 0;
            gate.elo1 = 10;
            gate.alpha = 0.05;
            gate.beta = 0.05;
            gate.maxGames = 2;
            gates.persistAndFlush(gate);
            Matchup older = matchup(random, 2);
            older.gateId = gate.id;
            matchups.persistAndFlush(older);
            Round round = FirstRound.of(seasons, season);
            Matchup newer = matchup(random, 2);
            newer.seasonId = season;
            newer.roundId = round.id;
            matchups.persistAndFlush(newer);
            assertThat(older.id).isLessThan(newer.id);
            Matchup claimed = matchups.findById(work.claim(
                            "test-owner",
                            60_000,
                            ClaimOrder.rank(WorkKind.GATE),
                            ROOMY,
                            ROOMY.room(java.util.Map.of(), java.util.Map.of()))
                    .map(row -> ((Number) row.get("id")).longValue())
                    .orElseThrow());
            assertThat(claimed.kind)
                    .as("a season's matchup is served before any gate's")
                    .isEqualTo(WorkKind.SEASON);
            assertThat(older.kind).isEqualTo(WorkKind.GATE);
            assertThat(claimed.id).isNotEqualTo(older.id);
        } finally {
            QuarkusTransaction.rollback();
        }
    }

    @Test
    void gateSettingsAreCheckedAndOnlyTheOwnerMayGate() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("checked-" + System.nanoTime());
        String other = "Bearer " + LeagueApi.createTeam("nosy-" + System.nanoTime());
        long bot = LeagueApi.uploadProcessBot(team, "checked", weakZip(), WEAK.toArray(String[]::new));
        Map<String, String> refused = Map.ofEntries(
                Map.entry("{\"elo0\":10,\"elo1\":10}", "elo1 must be above elo0"),
                Map.entry("{\"elo0\":5,\"elo1\":-5}", "elo1 must be above elo0"),
                Map.entry("{\"elo1\":1000}", "from -400 to 400"),
                Map.entry("{\"alpha\":0.5}", "alpha and beta must be above 0 and below 0.5"),
                Map.entry("{\"beta\":0}", "alpha and beta must be above 0 and below 0.5"),
                Map.entry("{\"beta\":-1}", "alpha and beta must be above 0 and below 0.5"),
                Map.entry("{\"maxGames\":3}", "maxGames must be an even whole number"),
                Map.entry("{\"maxGames\":0}", "maxGames must be an even whole number"),
                Map.entry("{\"maxGames\":20002}", "maxGames must be an even whole number"),
                Map.entry("{\"maxGames\":10.5}", "gate.maxGames must be a whole number, was 10.5"),
                Map.entry("{\"maxGames\":\"many\"}", "gate.maxGames must be a whole number"),
                Map.entry("{\"elo0\":\"low\"}", "elo0 must be a number"),
                Map.entry("{\"pool\":\"yes\"}", "pool must be true or false"),
                Map.entry("{\"ruleset\":\"11x11:9\"}", "invalid ruleset"),
                Map.entry("{\"rounds\":3}", "unknown field 'rounds' in gate"),
                Map.entry("\"yes\"", "gate must be true, or an object"));
        for (Map.Entry<String, String> bad : refused.entrySet()) {
            String definition = "{\"command\":[\"python3\",\"sequential_native.py\"],\"gate\":" + bad.getKey() + "}";
            multipart(team, bot, definition, weakZip())
                    .then()
                    .statusCode(400)
                    .contentType(ContentType.JSON)
                    .body("status", equalTo(400))
                    .body("error", containsString(bad.getValue()));
        }
        given().get("/api/bots/{id}", bot).then().body("version", equalTo(1)).body("gate", nullValue());
        given().get("/api/bots/{id}/gates", bot).then().statusCode(200).body("size()", equalTo(0));

        // a new bot has nothing to be gated against
        String fresh = JsonOutput.toJson(
                Map.of("name", "fresh", "kind", "process", "dialect", "native", "command", WEAK, "gate", true));
        given().header("Authorization", team)
                .multiPart("definition", fresh, "application/json")
                .multiPart("artifact", weakZip().toFile(), "application/zip")
                .post("/api/bots")
                .then()
                .statusCode(400)
                .body("error", containsString("a new bot has no version to be gated against"));
        // nobody gates another team's bot or a built-in, and nobody without a token
        uploadVersion(other, bot, weakZip(), WEAK, QUICK).then().statusCode(403);
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of("gate", true))
                .post("/api/bots/{id}/versions", LeagueApi.builtinId("density"))
                .then()
                .statusCode(403);
        given().multiPart("definition", "{\"gate\":true}", "application/json")
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(401);
        // a gate on a ruleset the dialect cannot express is refused
        long skynet = LeagueApi.uploadProcessBot(
                team,
                "classic-only",
                "skynet",
                List.of("python3", "skynet_bot.py"),
                Map.of("skynet_bot.py", "print('never runs')\n"));
        multipart(
                        team,
                        skynet,
                        "{\"command\":[\"python3\",\"sequential_native.py\"],\"gate\":{\"ruleset\":\"salvo\"}}",
                        weakZip())
                .then()
                .statusCode(400)
                .body("error", containsString("cannot be gated on salvo"));
        // reading gates: unknown bots are 404
        given().get("/api/bots/{id}/gates", 999_999_999).then().statusCode(404);
        given().get("/api/bots/{id}/versions/1/gate", bot).then().statusCode(404);
    }

    private static io.restassured.response.Response uploadVersion(
            String team, long bot, Path zip, List<String> command, Map<String, Object> gate) {
        Map<String, Object> definition =
                gate == null ? Map.of("command", command) : Map.of("command", command, "gate", gate);
        return multipart(team, bot, JsonOutput.toJson(definition), zip);
    }

    private static io.restassured.response.Response multipart(String team, long bot, String definition, Path zip) {
        return given().header("Authorization", team)
                .multiPart("definition", definition, "application/json")
                .multiPart("artifact", zip.toFile(), "application/zip")
                .post("/api/bots/{id}/versions", bot);
    }

    private static Path weakZip() throws java.io.IOException {
        return LeagueApi.zip(Path.of("target/test-classes/bots/sequential_native.py"));
    }

    private static Matchup matchup(long bot, int games) {
        Matchup matchup = new Matchup();
        matchup.botA = bot;
        matchup.botB = bot;
        matchup.versionA = 1;
        matchup.versionB = 1;
        matchup.games = games;
        matchup.seed = 1;
        return matchup;
    }

    /** Each complete pair of the gate's games: seed of each, and the version in seat A in each. */
    private List<long[]> pairsOfGate(long bot, int candidate) throws Exception {
        List<long[]> pairs = new ArrayList<>();
        try (Connection c = dataSource.getConnection();
                PreparedStatement query = c.prepareStatement(
                        """
                select first.seed, second.seed, first.version_a, second.version_a, first.first_mover, second.first_mover
                from game first join game second on second.matchup_id = first.matchup_id and second.game_index = first.game_index + 1
                join matchup m on m.id = first.matchup_id join gate g on g.id = m.gate_id
                where g.bot_id = ? and g.candidate = ? and first.game_index % 2 = 1""")) {
            query.setLong(1, bot);
            query.setInt(2, candidate);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    assertThat(rows.getString(5) + rows.getString(6)).isEqualTo("AA");
                    pairs.add(new long[] {rows.getLong(1), rows.getLong(2), rows.getLong(3), rows.getLong(4)});
                }
            }
        }
        return pairs;
    }

    private long count(String sql, long... parameters) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement query = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                query.setLong(i + 1, parameters[i]);
            }
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The candidate's Elo interval lies wholly on the {@code sign} side of zero; a candidate that won (or lost) every
     * pair has no estimate and that end open (null), never a zero-width interval.
     */
    private static void assertEloOnOneSide(JsonPath gate, int sign) {
        Double elo = number(gate.get("elo"));
        Double low = number(gate.get("eloLow"));
        Double high = number(gate.get("eloHigh"));
        Double near = sign > 0 ? low : high;
        Double far = sign > 0 ? high : low;
        assertThat(near).as(gate.prettify()).isNotNull();
        assertThat(Math.signum(near)).isEqualTo((double) sign);
        if (elo == null) {
            assertThat(far)
                    .as("an open estimate has an open end: %s", gate.prettify())
                    .isNull();
        } else {
            assertThat(elo).isBetween(Math.min(low, high), Math.max(low, high));
            assertThat(high - low).isPositive();
        }
    }

    private static Double number(Object value) {
        return value == null ? null : ((Number) value).doubleValue();
    }
}
