package io.admiralty.league.queue;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.bot.http.ExampleHttpBot;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.SlowHttpBot;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Tuple;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Issue 44.4 on the real service: one team registers many slow HTTP bots (real servers on loopback that take
 * {@link #THINKS} over every turn), whose validations fill the queue, while another team's season round is queued. Before,
 * validations were claimed before seasons' matchups with no cap per team: 24 such bots held a round's first matchup
 * back by 316 s. Now the flooding team has at most its cap of validations running, the rest waiting without holding
 * back anyone, and the round's first matchup starts within {@link #BOUND} of being queued.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TeamFloodTest {

    private static final int SLOW_BOTS = 24;

    /** Each slow bot's time over a turn: a validation of two games takes it half a minute or so. */
    private static final Duration THINKS = Duration.ofMillis(200);

    /**
     * How soon the round's first matchup must start: the claim's poll (200 ms in the tests; a round queued on this
     * instance wakes its claimer at once) and the claim itself, with room for a loaded machine. Held back behind the
     * flood, it would wait for a wave of validations of half a minute each.
     */
    private static final Duration BOUND = Duration.ofSeconds(5);

    @Inject
    LeagueConfig config;

    @Inject
    EntityManager entities;

    @Test
    void oneTeamsFloodOfSlowBotsHoldsBackNoSeasonRound() throws Exception {
        String flooder = "Bearer " + LeagueApi.createTeam("flooder " + System.nanoTime());
        String steady = "Bearer " + LeagueApi.createTeam("steady " + System.nanoTime());
        int cap = config.league().runningPerTeam();
        List<SlowHttpBot> servers = new ArrayList<>();
        List<Long> flood = new ArrayList<>();
        try (ExampleHttpBot example = ExampleHttpBot.start()) {
            long player = LeagueApi.registerHttpBot(steady, "steady " + System.nanoTime(), "arena-json", example.url());
            long season = LeagueApi.createSeason(
                    "{\"name\":\"beside the flood " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
            LeagueApi.enter(steady, season, player);
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
            assertThat(LeagueApi.awaitValidation(player).getString("validation.state"))
                    .isEqualTo("passed");

            for (int i = 0; i < SLOW_BOTS; i++) {
                SlowHttpBot server = SlowHttpBot.start(THINKS);
                servers.add(server);
                flood.add(LeagueApi.registerHttpBot(
                        flooder, "slow " + i + " " + System.nanoTime(), "native", server.url()));
            }
            long team = LeagueApi.read("/api/bots/{id}", flood.get(0)).getLong("team.id");
            AtomicInteger mostRunning = new AtomicInteger();
            Eventually.value(Duration.ofMinutes(1), () -> teamWork(team), work -> {
                mostRunning.accumulateAndGet(work.running(), Math::max);
                assertThat(work.running())
                        .as("the flooder's validations running")
                        .isEqualTo(cap);
            });

            Instant queued = Instant.now();
            LeagueApi.queueRound(season).statusCode(201);
            Instant started = Eventually.value(
                            Duration.ofMinutes(3), () -> firstStart(season, team, mostRunning), first -> assertThat(
                                            first)
                                    .as("the round's first matchup started")
                                    .isPresent())
                    .orElseThrow();

            assertThat(Duration.between(queued, started))
                    .as("from the round queued to its first matchup's start, beside the flood")
                    .isLessThan(BOUND);
            TeamWork after = teamWork(team);
            assertThat(after.waiting())
                    .as("the flood still waiting when the round started: it was held back, not finished")
                    .isGreaterThanOrEqualTo(SLOW_BOTS - 2 * cap);
            LeagueApi.awaitRound(season, 1);
            assertThat(mostRunning.get())
                    .as("the flooder's validations running at once, at most")
                    .isEqualTo(cap);
        } finally {
            // with their servers gone, the slow bots' validations that are left forfeit at once
            servers.forEach(SlowHttpBot::close);
        }
        flood.forEach(LeagueApi::awaitValidation);
    }

    /** The team's work, running and waiting. */
    private record TeamWork(int running, int waiting) {}

    private TeamWork teamWork(long team) {
        Tuple counts = QuarkusTransaction.requiringNew().call(() -> (Tuple) entities.createNativeQuery(
                        """
                                select count(*) filter (where w.status = 'running') as running,
                                       count(*) filter (where w.status = 'queued') as waiting
                                from work w join matchup m on m.id = w.id join bot b on b.id = m.bot_a
                                where b.team_id = :team""",
                        Tuple.class)
                .setParameter("team", team)
                .getSingleResult());
        return new TeamWork(
                counts.get("running", Number.class).intValue(),
                counts.get("waiting", Number.class).intValue());
    }

    /** When the season's first matchup started, if one has; notes the team's work running meanwhile. */
    private Optional<Instant> firstStart(long season, long team, AtomicInteger mostRunning) {
        mostRunning.accumulateAndGet(teamWork(team).running(), Math::max);
        Tuple row = QuarkusTransaction.requiringNew().call(() -> (Tuple) entities.createNativeQuery(
                        """
                                select (extract(epoch from min(w.started_at)) * 1000)::bigint as started
                                from work w join matchup m on m.id = w.id where m.season_id = :season""",
                        Tuple.class)
                .setParameter("season", season)
                .getSingleResult());
        return Optional.ofNullable(row.get("started", Number.class))
                .map(started -> Instant.ofEpochMilli(started.longValue()));
    }
}
