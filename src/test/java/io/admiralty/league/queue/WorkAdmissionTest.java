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
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The claim's SQL takes what {@link Admission#pick} takes: real bots of each kind (a process bot, an HTTP bot,
 * built-ins) in season matchups, and two teams' validation and challenge matchups with some of each team's work running,
 * claimed with the room that what is open here leaves. Each case writes its matchups and claims inside one transaction
 * that is rolled back, so the running workers never see them.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class WorkAdmissionTest {

    private static final Admission TWO_SLOTS = new Admission(2, 8, 250, 2, 0, 0);

    /** Teams' work leaves one slot and four places to seasons; two running per team. */
    private static final Admission FAIR = new Admission(2, 12, 250, 2, 1, 4);

    @Inject
    WorkQueue queue;

    @Inject
    MatchupRepository matchups;

    @Inject
    SeasonRepository seasons;

    private long season;
    private final Map<CostClass, long[]> pairs = new EnumMap<>(CostClass.class);
    /** Each team's matchups as bots A and B, by cost: A's bot first, the team's own. */
    private final Map<String, Map<CostClass, long[]>> teamPairs = new HashMap<>();

    private final Map<String, Long> teams = new HashMap<>();

    @BeforeEach
    void bots() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("admission " + System.nanoTime());
        long process = LeagueApi.uploadProcessBot(team, "thinker", LeagueApi.exampleZip(), "python3", "native_bot.py");
        long http = LeagueApi.registerHttpBot(team, "caller", "http://127.0.0.1:9/");
        String other = "Bearer " + LeagueApi.createTeam("admission other " + System.nanoTime());
        long otherHttp = LeagueApi.registerHttpBot(other, "other caller", "http://127.0.0.1:9/");
        long random = LeagueApi.builtinId("random");
        // a matchup waits while one of its versions is being validated: the claim must see all three kinds claimable
        LeagueApi.awaitValidation(process);
        LeagueApi.awaitValidation(http);
        LeagueApi.awaitValidation(otherHttp);
        pairs.put(CostClass.CPU, new long[] {process, http});
        pairs.put(CostClass.BUILTIN, new long[] {random, http});
        pairs.put(CostClass.NETWORK, new long[] {http, http});
        teamPairs.put(
                "A",
                Map.of(
                        CostClass.CPU,
                        new long[] {process, http},
                        CostClass.BUILTIN,
                        new long[] {http, random},
                        CostClass.NETWORK,
                        new long[] {http, http}));
        teamPairs.put("B", Map.of(CostClass.BUILTIN, new long[] {otherHttp, random}, CostClass.NETWORK, new long[] {
            otherHttp, otherHttp
        }));
        teams.put("A", teamOf(http));
        teams.put("B", teamOf(otherHttp));
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
                Admission.Room room = TWO_SLOTS.room(open, Map.of());
                QuarkusTransaction.begin();
                try {
                    Round round = FirstRound.of(seasons, season);
                    List<Admission.Waiting> queued = new ArrayList<>();
                    for (CostClass cost : waiting) {
                        queued.add(seasonMatchup(round, cost));
                    }
                    Optional<WorkQueue.Costed> claimed =
                            queue.claim("admission-test/w1", WorkKind.SKILL, TWO_SLOTS, room);
                    Optional<Admission.Waiting> expected = TWO_SLOTS.pick(queued, room, Map.of());
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

    /** One case of teams' work: what waits, how much of each team's work runs, and what is open here of all and teams'. */
    private record TeamCase(
            List<String> waiting,
            Map<String, Integer> running,
            Map<CostClass, Integer> open,
            Map<CostClass, Integer> teamsOpen) {}

    @Test
    void theClaimTakesTeamsWorkAsThePureRuleTakesIt() {
        List<TeamCase> cases = List.of(
                new TeamCase(
                        List.of("validation builtin A", "validation builtin A", "season builtin"),
                        Map.of("A", 2),
                        Map.of(),
                        Map.of()),
                new TeamCase(
                        List.of("validation builtin A", "validation builtin B", "season builtin"),
                        Map.of("A", 2),
                        Map.of(),
                        Map.of()),
                new TeamCase(
                        List.of("validation builtin A", "season builtin"),
                        Map.of("A", 1),
                        Map.of(CostClass.BUILTIN, 3),
                        Map.of(CostClass.BUILTIN, 3)),
                new TeamCase(
                        List.of("validation cpu A", "season cpu"),
                        Map.of(),
                        Map.of(CostClass.CPU, 1),
                        Map.of(CostClass.CPU, 1)),
                new TeamCase(List.of("validation cpu A", "season cpu"), Map.of(), Map.of(CostClass.CPU, 1), Map.of()),
                new TeamCase(
                        List.of("season cpu", "challenge builtin A"),
                        Map.of(),
                        Map.of(CostClass.CPU, 1, CostClass.BUILTIN, 2),
                        Map.of()),
                new TeamCase(
                        List.of("season cpu", "challenge network A"), Map.of(), Map.of(CostClass.CPU, 2), Map.of()),
                new TeamCase(List.of("challenge network A", "challenge network B"), Map.of("A", 2), Map.of(), Map.of()),
                new TeamCase(
                        List.of("challenge network A", "season network"),
                        Map.of(),
                        Map.of(CostClass.NETWORK, 8),
                        Map.of(CostClass.NETWORK, 8)));
        int heldBack = 0;
        for (TeamCase teamCase : cases) {
            Admission.Room room = FAIR.room(teamCase.open(), teamCase.teamsOpen());
            QuarkusTransaction.begin();
            try {
                Map<Long, Integer> running = new HashMap<>();
                teamCase.running().forEach((team, count) -> {
                    for (int i = 0; i < count; i++) {
                        runningChallenge(team);
                    }
                    running.put(teams.get(team), count);
                });
                Round round = FirstRound.of(seasons, season);
                List<Admission.Waiting> queued = new ArrayList<>();
                for (String item : teamCase.waiting()) {
                    String[] parts = item.split(" ");
                    CostClass cost = CostClass.valueOf(parts[1].toUpperCase());
                    queued.add(
                            parts[0].equals("season")
                                    ? seasonMatchup(round, cost)
                                    : teamMatchup(WorkKind.valueOf(parts[0].toUpperCase()), cost, parts[2]));
                }
                // up to gates: the skill jobs of the bots made for the test wait on the queue, played here or not
                Optional<WorkQueue.Costed> claimed = queue.claim("admission-test/w2", WorkKind.GATE, FAIR, room);
                Optional<Admission.Waiting> expected = FAIR.pick(queued, room, running);
                assertThat(claimed.map(c -> c.claim().id()))
                        .as("%s: queued %s, claimed %s", teamCase, queued, claimed)
                        .isEqualTo(expected.map(Admission.Waiting::id));
                if (!expected.equals(TWO_SLOTS.pick(queued, room, Map.of()))) {
                    heldBack++;
                }
            } finally {
                QuarkusTransaction.rollback();
            }
        }
        assertThat(heldBack)
                .as("cases the teams' cap or the seasons' reserve decided")
                .isPositive();
    }

    /** Queues a season matchup of that cost in the round; returns it as the rule sees it. */
    private Admission.Waiting seasonMatchup(Round round, CostClass cost) {
        Matchup matchup = matchup(pairs.get(cost));
        matchup.seasonId = season;
        matchup.roundId = round.id;
        matchups.persistAndFlush(matchup);
        return new Admission.Waiting(matchup.id, WorkKind.SEASON, cost, null);
    }

    /** Queues a validation matchup of the team's bot A (its validation's) or a challenge of it. */
    private Admission.Waiting teamMatchup(WorkKind kind, CostClass cost, String team) {
        long[] pair = teamPairs.get(team).get(cost);
        Matchup matchup = matchup(pair);
        if (kind == WorkKind.VALIDATION) {
            matchup.validationId = ((Number) matchups.getEntityManager()
                            .createNativeQuery("select max(id) from validation where bot_id = :bot")
                            .setParameter("bot", pair[0])
                            .getSingleResult())
                    .longValue();
        } else {
            matchup.challengeId = challenge(pair);
        }
        matchups.persistAndFlush(matchup);
        return new Admission.Waiting(matchup.id, kind, cost, teams.get(team));
    }

    /** A challenge of the team's network pair that another worker holds running, its lease still good. */
    private void runningChallenge(String team) {
        Matchup matchup = matchup(teamPairs.get(team).get(CostClass.NETWORK));
        matchup.challengeId = challenge(matchup.botA, matchup.botB);
        matchup.status = MatchupStatus.RUNNING;
        matchup.leaseOwner = "elsewhere/w1";
        matchup.leaseUntil = Instant.now().plus(1, ChronoUnit.HOURS);
        matchups.persistAndFlush(matchup);
    }

    private long challenge(long... pair) {
        return ((Number) matchups.getEntityManager()
                        .createNativeQuery(
                                """
                                insert into challenge (team_id, bot_id, opponent_id, games, ruleset, move_timeout_ms)
                                select team_id, id, :opponent, 2, 'classic', 1000 from bot where id = :bot
                                returning id""")
                        .setParameter("bot", pair[0])
                        .setParameter("opponent", pair[1])
                        .getSingleResult())
                .longValue();
    }

    private static Matchup matchup(long[] pair) {
        Matchup matchup = new Matchup();
        matchup.botA = pair[0];
        matchup.botB = pair[1];
        matchup.games = 2;
        matchup.seed = 1;
        return matchup;
    }

    private long teamOf(long bot) {
        return LeagueApi.read("/api/bots/{id}", bot).getLong("team.id");
    }
}
