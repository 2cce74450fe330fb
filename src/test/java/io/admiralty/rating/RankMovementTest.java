package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.rating.RankMovement.Bot;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RankMovementTest {

    @Test
    void ranksByTheEloBeforeTheRoundsFirstGame() {
        // 1 led before the round and fell behind 2; 3 did not play in the round and keeps its Elo
        Map<Long, Integer> before = RankMovement.ranksBefore(List.of(
                new Bot(2, 1560, 20, 1500.0, 10), new Bot(1, 1530, 20, 1540.0, 10), new Bot(3, 1510, 10, null, 0)));
        assertThat(before).isEqualTo(Map.of(1L, 1, 3L, 2, 2L, 3));
    }

    @Test
    void aBotThatFirstPlayedInTheRoundHasNoEarlierRank() {
        Map<Long, Integer> before = RankMovement.ranksBefore(List.of(
                new Bot(1, 1520, 10, 1500.0, 10), new Bot(2, 1480, 30, 1490.0, 10), new Bot(3, 1500, 0, null, 0)));
        assertThat(before).isEqualTo(Map.of(2L, 1));
    }

    @Test
    void inTheFirstRoundNobodyHasAnEarlierRank() {
        assertThat(RankMovement.ranksBefore(List.of(new Bot(1, 1508, 1, 1500.0, 1), new Bot(2, 1492, 1, 1500.0, 1))))
                .isEmpty();
    }

    @Test
    void equalEloIsBrokenByIdAndAnUnknownEloBeforeLeavesTheBotOut() {
        Map<Long, Integer> before = RankMovement.ranksBefore(List.of(
                new Bot(7, 1600, 12, 1500.0, 2), new Bot(4, 1500, 12, 1500.0, 2), new Bot(9, 1450, 12, null, 2)));
        assertThat(before).isEqualTo(Map.of(4L, 1, 7L, 2));
    }
}
