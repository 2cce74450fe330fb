package io.admiralty.league.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The claim order without a database: waiting work, as (id, kind) in the order it was queued, and the order the claim
 * takes it in (by rank, then id, as {@link WorkRepository}'s claim sorts).
 */
class ClaimOrderTest {

    private record Waiting(long id, WorkKind kind) {}

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # waiting, oldest first                        | claimed in this order
            1 skill, 2 gate, 3 season                       | 3, 2, 1
            1 season, 2 season, 3 season                    | 1, 2, 3
            1 gate, 2 season, 3 gate, 4 season              | 2, 4, 1, 3
            1 skill, 2 skill, 3 gate                        | 3, 1, 2
            5 season, 6 skill, 7 season, 8 gate, 9 season   | 5, 7, 9, 8, 6
            1 challenge, 2 season, 3 gate, 4 challenge      | 2, 1, 4, 3
            1 gate, 2 challenge, 3 skill                    | 2, 1, 3
            1 season, 2 validation, 3 challenge             | 2, 1, 3
            1 skill, 2 gate, 3 challenge, 4 season, 5 validation | 5, 4, 3, 2, 1
            1 season, 2 tournament, 3 validation, 4 tournament   | 3, 2, 4, 1
            1 challenge, 2 tournament, 3 defence                 | 2, 1, 3
            """)
    void validationsThenTournamentsThenSeasonsThenChallengesThenGatesThenSkillJobsAndTheOldestFirstWithinAKind(
            String waiting, String claimed) {
        List<Long> order = Stream.of(waiting.split(","))
                .map(String::trim)
                .map(item -> item.split(" "))
                .map(item -> new Waiting(Long.parseLong(item[0]), WorkKind.valueOf(item[1].toUpperCase())))
                .sorted(Comparator.comparingInt((Waiting w) -> ClaimOrder.rank(w.kind()))
                        .thenComparingLong(Waiting::id))
                .map(Waiting::id)
                .toList();
        assertThat(order)
                .containsExactlyElementsOf(Stream.of(claimed.split(","))
                        .map(String::trim)
                        .map(Long::parseLong)
                        .toList());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            VALIDATION | 0
            TOURNAMENT | 1
            SEASON     | 2
            CHALLENGE  | 3
            GATE       | 4
            SKILL      | 5
            DEFENCE    | 6
            """)
    void eachKindHasItsRank(WorkKind kind, short rank) {
        assertThat(ClaimOrder.rank(kind)).isEqualTo(rank);
    }
}
