package io.admiralty.league.season;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A season's settings checked without a database: what is accepted, what it becomes, and what each refusal says. How
 * a request writes them (rulesets, data quotas) is read and checked at the edge: {@code api.SeasonRequestsTest}.
 */
class SeasonSettingsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            0 0 * * * ?       | 3600
            0 */15 * * * ?    | 900
            0 0 9,10 * * ?    | 3600
            0 0 9 ? * MON-FRI | 86400
            """)
    void aCronsShortestGapIsWhatItFiresAtMostOften(String cron, long seconds) {
        assertThat(SeasonSettings.shortestInterval(cron)).isEqualTo(Duration.ofSeconds(seconds));
    }

    @Test
    void schedulesMoreFrequentThanTheLeagueAllowsAreRefusedAndBlankMeansNone() {
        Duration minimum = Duration.ofMinutes(30);
        assertThat(SeasonSettings.schedule("  0 0 * * * ?  ", minimum)).isEqualTo("0 0 * * * ?");
        assertThat(SeasonSettings.schedule(" ", minimum)).isNull();
        assertThatThrownBy(() -> SeasonSettings.schedule("0 */15 * * * ?", minimum))
                .hasMessageContaining("fires every 900 s");
        assertThatThrownBy(() -> SeasonSettings.schedule("every hour", minimum))
                .hasMessageContaining("is not a cron expression");
        assertThat(SeasonSettings.nextFire("0 0 * * * ?", Instant.parse("2026-11-23T10:15:00Z")))
                .contains(Instant.parse("2026-11-23T11:00:00Z"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # sent | games per matchup | duplicate
            -      | 7                 | false
            false  | 7                 | false
            true   | 2                 | true
            true   | 10                | true
            true   | 10000             | true
            """)
    void duplicateDealsAreOffUnlessAskedFor(Boolean sent, int games, boolean duplicate) {
        assertThat(SeasonSettings.duplicate(sent, games)).isEqualTo(duplicate);
    }

    @ParameterizedTest
    @CsvSource({"1", "7", "9999"})
    void aDuplicateSeasonRefusesAnOddNumberOfGamesNamingTheField(int games) {
        assertThatThrownBy(() -> SeasonSettings.duplicate(true, games))
                .hasMessage("gamesPerMatchup must be even in a duplicate season (its games are played in pairs on one "
                        + "deal, the seats swapped), was " + games);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            round-robin | -   | -   | -
            adaptive    | -   | -   | 16
            adaptive    | 3   | 3   | 3
            adaptive    | -   | 20  | 20
            """)
    void budgetsBelongToAdaptiveSeasonsAndDefaultToSixteen(String pairing, Integer sent, Integer wanted, Integer kept) {
        assertThat(SeasonSettings.budget(SeasonSettings.pairing(pairing), sent, wanted))
                .isEqualTo(kept);
    }

    @Test
    void budgetsOutOfRangeOrOnARoundRobinAreRefused() {
        assertThatThrownBy(() -> SeasonSettings.budget(PairingMode.ROUND_ROBIN, 4, 4))
                .hasMessageContaining("adaptive pairing only");
        assertThatThrownBy(() -> SeasonSettings.budget(PairingMode.ADAPTIVE, 0, 0))
                .hasMessageContaining("budget must be 1..100, was 0");
        assertThatThrownBy(() -> SeasonSettings.pairing("swiss")).hasMessageContaining("was 'swiss'");
    }
}
