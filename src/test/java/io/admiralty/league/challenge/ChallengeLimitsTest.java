package io.admiralty.league.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The per-team limits without a database: challenges made (minutes before now, games), how many wait, what is asked,
 * and the answer: which limit refuses, what is used, and in how many seconds it frees (200 games an hour, 2 waiting).
 */
class ChallengeLimitsTest {

    private static final Instant NOW = Instant.parse("2026-11-27T12:00:00Z");
    private static final ChallengeLimits.Limits LIMITS = new ChallengeLimits.Limits(200, 2, Duration.ofSeconds(10));

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # made: minutes ago x games    | waiting | asks | limit                    | used | frees in seconds
            -                              | 0       | 10   | -                        | -    | -
            -                              | 0       | 200  | -                        | -    | -
            50x100, 10x100                 | 0       | 1    | challenge-games-per-hour | 200  | 600
            50x100, 10x90                  | 0       | 10   | -                        | -    | -
            50x100, 10x90                  | 0       | 11   | challenge-games-per-hour | 190  | 600
            50x100, 40x50, 10x50           | 0       | 100  | challenge-games-per-hour | 200  | 600
            50x100, 40x50, 10x50           | 0       | 150  | challenge-games-per-hour | 200  | 1200
            50x100, 40x50, 10x50           | 0       | 200  | challenge-games-per-hour | 200  | 3000
            61x200                         | 0       | 200  | -                        | -    | -
            60x200                         | 0       | 1    | -                        | -    | -
            59x200                         | 0       | 1    | challenge-games-per-hour | 200  | 60
            1x10                           | 2       | 10   | challenges-waiting       | 2    | -
            1x10                           | 1       | 10   | -                        | -    | -
            59x200                         | 2       | 1    | challenge-games-per-hour | 200  | 60
            """)
    void aLimitSaysWhatIsUsedAndWhenItFrees(
            String made, int waiting, int asks, String limit, Long used, Long freesInSeconds) {
        List<ChallengeLimits.Made> history = made == null
                ? List.of()
                : Stream.of(made.split(","))
                        .map(String::trim)
                        .map(m -> m.split("x"))
                        .map(m -> new ChallengeLimits.Made(
                                NOW.minus(Duration.ofMinutes(Long.parseLong(m[0]))), Integer.parseInt(m[1])))
                        .toList();
        Optional<ChallengeLimits.Exceeded> answer = ChallengeLimits.check(LIMITS, history, waiting, asks, NOW);
        if (limit == null) {
            assertThat(answer).isEmpty();
            return;
        }
        ChallengeLimits.Exceeded exceeded = answer.orElseThrow();
        assertThat(exceeded.limit()).isEqualTo(limit);
        assertThat(exceeded.used()).isEqualTo(used);
        if (freesInSeconds == null) {
            assertThat(exceeded.freesAt()).isNull();
            assertThat(exceeded.retryAfterSeconds()).isEqualTo(10);
        } else {
            assertThat(exceeded.freesAt()).isEqualTo(NOW.plusSeconds(freesInSeconds));
            assertThat(exceeded.retryAfterSeconds()).isEqualTo(freesInSeconds);
        }
        assertThat(exceeded.sentence()).contains(Long.toString(used));
    }
}
