package io.admiralty.league;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The league's own faults never count against a bot, made for real on the running service: the sandbox's launcher
 * killed under a bot mid-matchup, a sandbox that cannot start (the bots' cgroups allowed no new task), and the
 * database's connections cut mid-matchup. Each cuts a game short or keeps it from starting; the matchup is played
 * again after its lease, and every game stored is whole, none a forfeit.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LeagueFaultsTest {

    private static final int GAMES = 2;

    @Inject
    EntityManager entities;

    @Inject
    AgroalDataSource dataSource;

    @Test
    @Order(1)
    void aLauncherKilledMidMatchupIsNoForfeitAndTheMatchupIsPlayedAgain() throws Exception {
        long season = slowBotSeason("launcher killed");
        ProcessHandle launcher = Eventually.value(Duration.ofMinutes(2), LeagueFaultsTest::launcher, l -> assertThat(l)
                .as("the bot's sandbox")
                .isNotNull());
        launcher.destroyForcibly();
        launcher.onExit().join();

        LeagueApi.awaitRound(season, 1);
        assertNoForfeit(season);
        assertThat(attempts(season)).as("claims of the matchup").isEqualTo(2);
    }

    /**
     * After a bot has run, so that the service has made the parent of its bots' groups. The bot is validated before the
     * sandbox fails, so that what cannot start is the season's matchup (a validation that cannot play is skipped,
     * never refused: ValidationVerdictTest); no fault lands mid-game here, so the bot plays at full speed.
     */
    @Test
    @Order(2)
    void aSandboxThatCannotStartIsNoForfeitAndTheMatchupIsPlayedOnceItCan() throws Exception {
        long season = botSeason("sandbox refused", "legal");
        // the parent of the bots' cgroups takes no more tasks: bubblewrap cannot make the sandbox's processes
        Path tasks = botsPidsGroup().resolve("pids.max");
        Files.writeString(tasks, "1");
        try {
            LeagueApi.queueRound(season).statusCode(201);
            Eventually.value(Duration.ofMinutes(2), () -> attempts(season), n -> assertThat(n)
                    .as("claims of the matchup")
                    .isGreaterThanOrEqualTo(2));
            assertThat(gamesOf(season)).isEmpty();
        } finally {
            Files.writeString(tasks, "max");
        }
        LeagueApi.awaitRound(season, 1);
        assertNoForfeit(season);
    }

    /**
     * PostgreSQL cuts every connection of the service while a matchup plays (as a restarted or failed-over database
     * does): the matchup is still finished once, every game stored once and none a forfeit of either bot.
     */
    @Test
    @Order(3)
    void connectionsCutMidMatchupAreNoForfeitAndTheMatchupIsFinishedOnce() throws Exception {
        long season = slowBotSeason("connections cut");
        // mid-matchup: its first game stored, its second under way
        Eventually.value(Duration.ofMinutes(2), () -> gamesOf(season), games -> assertThat(games)
                .hasSize(1));
        try {
            try (Connection own = dataSource.getConnection();
                    Statement cut = own.createStatement();
                    ResultSet terminated = cut.executeQuery("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                            + " WHERE datname = current_database() AND pid <> pg_backend_pid()")) {
                int cuts = 0;
                while (terminated.next()) {
                    cuts += terminated.getBoolean(1) ? 1 : 0;
                }
                assertThat(cuts).as("the service's other connections cut").isPositive();
            }
            LeagueApi.awaitRound(season, 1);
            assertNoForfeit(season);
            assertThat(attempts(season)).as("claims of the matchup").isBetween(1, 2);
        } finally {
            // connections cut and still idle in the pool would fail the next tests' first requests once each
            dataSource.flush(AgroalDataSource.FlushMode.ALL);
        }
    }

    /**
     * A season of a slow process bot (a tenth of a second a shot) against a built-in, one round queued once the bot's
     * validation has its verdict, so that the only sandbox it runs in is the season matchup's.
     */
    private static long slowBotSeason(String name) throws Exception {
        long season = botSeason(name, "sleepers");
        LeagueApi.queueRound(season).statusCode(201);
        return season;
    }

    /** A season of hostile.py in {@code mode}, its version validated, against a built-in, no round queued yet. */
    private static long botSeason(String name, String mode) throws Exception {
        String team = "Bearer " + LeagueApi.createTeam(name);
        long bot = LeagueApi.uploadProcessBot(team, "slow", LeagueApi.hostileZip(), "python3", "hostile.py", mode, "0");
        LeagueApi.awaitValidation(bot);
        long season = LeagueApi.createSeason(
                "{\"name\":\"" + name + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.enter(team, season, bot);
        return season;
    }

    private void assertNoForfeit(long season) {
        List<String> reasons = gamesOf(season);
        assertThat(reasons).hasSize(GAMES).allMatch(r -> !r.startsWith("forfeit"));
    }

    private List<String> gamesOf(long season) {
        return QuarkusTransaction.requiringNew().call(() -> entities.createNativeQuery(
                        "select reason from game where season_id = :season order by game_index", String.class)
                .setParameter("season", season)
                .getResultList());
    }

    private Integer attempts(long season) {
        return QuarkusTransaction.requiringNew().call(() -> ((Number) entities.createNativeQuery(
                                "select w.attempts from work w join matchup m using (id) where m.season_id = :season")
                        .setParameter("season", season)
                        .getSingleResult())
                .intValue());
    }

    /** The sandbox's launcher of the one bot running: bubblewrap's monitor, a child of this JVM. */
    private static ProcessHandle launcher() {
        return ProcessHandle.current()
                .children()
                .filter(p -> p.info().command().orElse("").endsWith("bwrap"))
                .findFirst()
                .orElse(null);
    }

    /** This JVM's parent group of its bots' pids cgroups (cgroup v1, as on the test machines). */
    private static Path botsPidsGroup() throws Exception {
        String own = Files.readAllLines(Path.of("/proc/self/cgroup")).stream()
                .map(line -> line.split(":", 3))
                .filter(f -> f[1].equals("pids"))
                .map(f -> f[2])
                .findFirst()
                .orElseThrow();
        Path group = Path.of(
                "/sys/fs/cgroup/pids" + own,
                "admiralty-" + ProcessHandle.current().pid());
        assertThat(group).isDirectory();
        return group;
    }
}
