package io.admiralty.league.playing;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.WorkKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The seats of a matchup's games: bot 11 (version 3) against bot 22 (version 5). */
class SeatsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # swapped | seat A | its version | seat B | its version
            false     | 11     | 3           | 22     | 5
            true      | 22     | 5           | 11     | 3
            """)
    void theSecondGameOfAPairSwapsTheBotsWithTheirVersions(
            boolean swapped, long botA, int versionA, long botB, int versionB) {
        MatchupQueue.Claim matchup =
                new MatchupQueue.Claim(1, WorkKind.GATE, 9L, null, 11, 22, 3, 5, 16, 42, 1, 0, "host/w1");
        assertThat(Seats.of(matchup, swapped)).isEqualTo(new Seats(botA, botB, versionA, versionB));
    }
}
