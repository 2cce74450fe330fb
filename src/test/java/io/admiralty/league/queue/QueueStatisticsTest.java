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
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The planner learns of a large batch of matchups as it is queued, not at autovacuum's next analyze: the rows it
 * believes the queue holds ({@code pg_class.reltuples}) match the table inside the queueing transaction. The batches
 * are rolled back, so the running workers never see them.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class QueueStatisticsTest {

    @Inject
    MatchupRepository matchups;

    @Inject
    SeasonRepository seasons;

    @Inject
    EntityManager entities;

    @Test
    void aLargeBatchIsAnalyzedAsItIsQueuedAndASmallOneIsNot() {
        long a = LeagueApi.builtinId("random");
        long b = LeagueApi.builtinId("sequential");
        long season = LeagueApi.createSeason("{\"name\":\"statistics " + System.nanoTime() + "\"}");
        QuarkusTransaction.begin();
        try {
            Round round = FirstRound.of(seasons, season);
            double before = planned();
            matchups.queue(batch(round, a, b, 1));
            assertThat(planned()).as("after one matchup").isEqualTo(before);

            int large = Math.max(MatchupRepository.ANALYZE_AT_LEAST, (int) Math.ceil(planned() * 0.1));
            matchups.queue(batch(round, a, b, large));
            assertThat(planned())
                    .as("after %d matchups", large)
                    .isEqualTo(((Number) entities.createNativeQuery("select count(*) from matchup")
                                    .getSingleResult())
                            .doubleValue());
        } finally {
            QuarkusTransaction.rollback();
        }
    }

    private double planned() {
        return ((Number) entities.createNativeQuery(
                                "select greatest(reltuples, 0) from pg_class where oid = 'matchup'::regclass")
                        .getSingleResult())
                .doubleValue();
    }

    private static List<Matchup> batch(Round round, long a, long b, int count) {
        List<Matchup> batch = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Matchup matchup = new Matchup();
            matchup.seasonId = round.seasonId;
            matchup.roundId = round.id;
            matchup.botA = a;
            matchup.botB = b;
            matchup.games = 2;
            matchup.seed = i;
            batch.add(matchup);
        }
        return batch;
    }
}
