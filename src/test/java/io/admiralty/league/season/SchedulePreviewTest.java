package io.admiralty.league.season;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The organiser's preview of a schedule, from a fixed moment, with the league's minimum of 60 s between rounds. */
class SchedulePreviewTest {

    private static final Instant FRIDAY_EVENING = Instant.parse("2026-11-27T21:30:00Z");

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # cron              | in words                                              | next fires
            0 0 * * * ?         | every hour (UTC)                                      | 2026-11-27T22:00:00Z 2026-11-27T23:00:00Z 2026-11-28T00:00:00Z 2026-11-28T01:00:00Z 2026-11-28T02:00:00Z
            0 0 18 ? * MON-FRI  | at 18:00 every day between Monday and Friday (UTC)    | 2026-11-30T18:00:00Z 2026-12-01T18:00:00Z 2026-12-02T18:00:00Z 2026-12-03T18:00:00Z 2026-12-04T18:00:00Z
            ' 0 */15 * * * ? '  | every 15 minutes (UTC)                                | 2026-11-27T21:45:00Z 2026-11-27T22:00:00Z 2026-11-27T22:15:00Z 2026-11-27T22:30:00Z 2026-11-27T22:45:00Z
            """)
    void aScheduleIsSaidInWordsWithItsNextFiveFires(String cron, String words, String fires) {
        SchedulePreview preview = SchedulePreview.of(cron, FRIDAY_EVENING, Duration.ofSeconds(60));
        assertThat(preview.problem()).isNull();
        assertThat(preview.words()).isEqualTo(words);
        assertThat(preview.fires())
                .isEqualTo(Arrays.stream(fires.split(" ")).map(Instant::parse).toList());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # cron           | refused because
            */10 * * * * ?   | schedule '*/10 * * * * ?' fires every 10 s at times; rounds must be at least 60 s apart
            0 0 25 * * ?     | schedule '0 0 25 * * ?' is not a cron expression
            every hour       | schedule 'every hour' is not a cron expression
            """)
    void aScheduleTheLeagueWouldRefuseSaysWhy(String cron, String refusal) {
        SchedulePreview preview = SchedulePreview.of(cron, FRIDAY_EVENING, Duration.ofSeconds(60));
        assertThat(preview.problem()).startsWith(refusal);
        assertThat(preview.fires()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"''", "'   '"})
    void noScheduleIsRoundsOnlyWhenTheOrganiserQueuesThem(String cron) {
        SchedulePreview preview = SchedulePreview.of(cron, FRIDAY_EVENING, Duration.ofSeconds(60));
        assertThat(preview.words()).isEqualTo("no schedule: rounds are queued by the organiser only");
        assertThat(preview.fires()).isEqualTo(List.of());
        assertThat(preview.problem()).isNull();
    }
}
