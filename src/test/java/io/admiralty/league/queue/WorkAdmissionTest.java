package io.admiralty.league.queue;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.FirstRound;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.season.Round;
import io.admiralty.league.season.SeasonRepository;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The claim's SQL takes what {@link Admission#pick} takes: real bots of each kind (a process bot, an HTTP bot,
 * built-ins) in season matchups, claimed with the room that what is open here leaves. Each case writes its matchups and
 * claims inside one transaction that is rolled back, so the running workers never see them.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class WorkAdmissionTest {

    private static final Admission TWO_SLOTS = new Admission(2, 8, 250);

    @Inject
    WorkQueue queue;

    @Inject
    MatchupRepository matchups;

    @Inject
    SeasonRepository seasons;

    private long season;
    private final Map<CostClass, long[]> pairs = new EnumMap<>(CostClass.class);

    @BeforeEach
    void bots() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("admission " + System.nanoTime());
        long process = LeagueApi.uploadProcessBot(team, "thinker", LeagueApi.exampleZip(), "python3", "native_bot.py");
        long http = LeagueApi.registerHttpBot(team, "caller", "http://127.0.0.1:9/");
        long random = LeagueApi.builtinId("random");
        // a matchup waits while one of its versions is being validated: the claim must see all three kinds claimable
        LeagueApi.awaitValidation(process);
        LeagueApi.awaitValidation(http);
        pairs.put(CostClass.CPU, new long[] {process, http});
        pairs.put(CostClass.BUILTIN, new long[] {random, http});
        pairs.put(CostClass.NETWORK, new long[] {http, http});
        season = LeagueApi.createSeason("{\"name\":\"admission " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
    }

    @Test
    void theClaimTakesWhatThePureRuleTakes() {
        List<List<CostClass>> queues = List.of(
                List.of(CostClass.CPU, CostClass.NETWORK),
                List.of(CostClass.CPU, CostClass.BUILTIN, CostClass.NETWORK),
                List.of(CostClass.BUILTIN, CostClass.CPU, CostClass.NETWORK),
                List.of(CostClass.NETWORK, CostClass.BUILTIN, CostClass.CPU));
        List<Map<CostClass, Integer>> opens = List.of(
                Map.of(),
                Map.of(CostClass.CPU, 2),
                Map.of(CostClass.CPU, 1, CostClass.BUILTIN, 4),
                Map.of(CostClass.NETWORK, 6),
                Map.of(CostClass.CPU, 1, CostClass.BUILTIN, 1),
                Map.of(CostClass.CPU, 2, CostClass.NETWORK, 6));
        int passedCostly = 0;
        for (List<CostClass> waiting : queues) {
            for (Map<CostClass, Integer> open : opens) {
                Admission.Room room = TWO_SLOTS.room(open);
                QuarkusTransaction.begin();
                try {
                    List<Admission.Waiting> queued = queue(waiting);
                    Optional<WorkQueue.Costed> claimed =
                            queue.claim("admission-test/w1", WorkKind.SKILL, TWO_SLOTS, room);
                    Optional<Admission.Waiting> expected = TWO_SLOTS.pick(queued, room);
                    assertThat(claimed.map(c -> c.claim().id()))
                            .as("%s waiting, %s open", waiting, open)
                            .isEqualTo(expected.map(Admission.Waiting::id));
                    assertThat(claimed.map(WorkQueue.Costed::cost)).isEqualTo(expected.map(Admission.Waiting::cost));
                    if (expected.isPresent() && !expected.get().equals(queued.get(0))) {
                        passedCostly++;
                    }
                } finally {
                    QuarkusTransaction.rollback();
                }
            }
        }
        assertThat(passedCostly)
                .as("cases where later work passed earlier work")
                .isPositive();
    }

    /** Queues one matchup per class, in this order, in a round of the season; returns them as the rule sees them. */
    private List<Admission.Waiting> queue(List<CostClass> order) {
        Round round = FirstRound.of(seasons, season);
        List<Admission.Waiting> queued = new ArrayList<>();
        for (CostClass cost : order) {
            Matchup matchup = new Matchup();
            matchup.seasonId = season;
            matchup.roundId = round.id;
            matchup.botA = pairs.get(cost)[0];
            matchup.botB = pairs.get(cost)[1];
            matchup.games = 2;
            matchup.seed = 1;
            matchups.persistAndFlush(matchup);
            queued.add(new Admission.Waiting(matchup.id, WorkKind.SEASON, cost));
        }
        return queued;
    }
}
