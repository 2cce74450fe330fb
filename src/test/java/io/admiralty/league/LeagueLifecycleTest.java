package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Versions, retirement, forfeits and the cron, over several rounds. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LeagueLifecycleTest {

    @Inject
    AgroalDataSource dataSource;

    @Test
    void theNewestVersionPlaysFromTheNextMatchupAndARetiredBotStopsPlaying() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("lifecycle-" + System.nanoTime());
        long bot = LeagueApi.registerGoneAfterValidation(team, "flaky");
        long season = LeagueApi.createSeason("{\"name\":\"versions\",\"gamesPerMatchup\":3,\"benchAfter\":0}");
        LeagueApi.enter(team, season, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));

        queueRound(season);
        LeagueApi.awaitRound(season, 1);
        uploadUnreachableVersion(team, bot, 2);
        queueRound(season);
        LeagueApi.awaitRound(season, 2);

        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            ResultSet versions = s.executeQuery("select r.number, array_agg(distinct case when g.bot_a = " + bot
                    + " then g.version_a else g.version_b end)"
                    + " from game g join matchup m on m.id = g.matchup_id join round r on r.id = m.round_id where g.season_id = "
                    + season
                    + " group by r.number order by r.number");
            versions.next();
            assertThat((Integer[]) versions.getArray(2).getArray()).containsExactly(1);
            versions.next();
            assertThat((Integer[]) versions.getArray(2).getArray()).containsExactly(2);
            // the unreachable bot lost every game by forfeit, with the reason recorded, and the league went on
            ResultSet forfeits = s.executeQuery(
                    "select count(*), count(*) filter (where reason = 'forfeit_http_error' and detail is not null),"
                            + " count(*) filter (where transcript_a is not null or transcript_b is not null) from game where season_id = "
                            + season);
            forfeits.next();
            assertThat(forfeits.getInt(1)).isEqualTo(6);
            assertThat(forfeits.getInt(2)).isEqualTo(6);
            assertThat(forfeits.getInt(3)).isEqualTo(6);
        }
        given().get("/q/metrics")
                .then()
                .statusCode(200)
                .body(org.hamcrest.Matchers.containsString("admiralty_games_forfeits_total{reason=\"http_error\"}"));

        given().header("Authorization", team)
                .delete("/api/bots/{id}", bot)
                .then()
                .statusCode(200);
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(409)
                .body("error", containsString("at least two"));
        given().get("/api/bots/{id}", bot).then().statusCode(200).body("retired", org.hamcrest.Matchers.equalTo(true));
        // its season games stay (its validation games, of no season, are not counted here)
        given().get("/api/games?bot=" + bot)
                .then()
                .statusCode(200)
                .body("games.findAll { it.season != null }.size()", org.hamcrest.Matchers.equalTo(6));
    }

    @Test
    void theCronQueuesRoundsThatNeverOverlap() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("cron-" + System.nanoTime());
        long bot = LeagueApi.registerGoneAfterValidation(team, "clockwork");
        long season = LeagueApi.createSeason(
                "{\"name\":\"every two seconds\",\"gamesPerMatchup\":2,\"benchAfter\":0,\"schedule\":\"*/2 * * * * ?\"}");
        LeagueApi.enter(team, season, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("sequential"));
        Eventually.value(
                Duration.ofMinutes(1), () -> LeagueApi.season(season), s -> assertThat(s.getInt("progress.done"))
                        .as("three scheduled rounds")
                        .isGreaterThanOrEqualTo(3));
        // retiring the bot leaves one entry, so later fires queue nothing
        given().header("Authorization", team)
                .delete("/api/bots/{id}", bot)
                .then()
                .statusCode(200);
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            ResultSet rounds = s.executeQuery(
                    "select count(*) filter (where trigger <> 'schedule' or scheduled_for is null) from round where season_id = "
                            + season);
            rounds.next();
            assertThat(rounds.getInt(1)).isZero();
            // each round was queued only after the previous one had finished
            ResultSet overlaps = s.executeQuery(
                    """
                    select count(*) from round r join round p on p.season_id = r.season_id and p.number = r.number - 1
                    where r.season_id = %d and r.created_at < (select max(w.finished_at) from matchup m join work w on w.id = m.id where m.round_id = p.id)"""
                            .formatted(season));
            overlaps.next();
            assertThat(overlaps.getInt(1)).isZero();
        }
    }

    /** A new version of the bot at another address that, as the first, passes its validation and goes away. */
    private static void uploadUnreachableVersion(String team, long bot, int version) throws Exception {
        try (NulAnsweringBot passing = NulAnsweringBot.startAfterValidation()) {
            given().header("Authorization", team)
                    .contentType(ContentType.JSON)
                    .body(Map.of("url", passing.url()))
                    .post("/api/bots/{id}/versions", bot)
                    .then()
                    .statusCode(201);
            Eventually.value(
                    Duration.ofMinutes(2), () -> LeagueApi.awaitValidation(bot), b -> assertThat(b.getInt("version"))
                            .isEqualTo(version));
        }
    }

    private static void queueRound(long season) {
        LeagueApi.queueRound(season).statusCode(201);
    }
}
