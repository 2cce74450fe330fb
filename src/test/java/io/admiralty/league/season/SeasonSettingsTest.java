package io.admiralty.league.season;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.Refusal;
import io.admiralty.game.Ruleset;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A season's settings checked without a database: what is accepted, what it becomes, and what each refusal says. */
class SeasonSettingsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            null                                                         | classic
            "salvo"                                                      | salvo
            "8x8:4,3,2"                                                  | 8x8:4,3,2
            {"width":6,"height":5,"fleet":[3,2]}                         | 6x5:3,2
            {"width":6,"height":5,"fleet":[3,2],"firing":"salvo"}        | 6x5:3,2:salvo
            """)
    void rulesetsByNameOrAsAnObject(String sent, String spec) throws Exception {
        Ruleset ruleset = SeasonSettings.ruleset(JSON.readTree(sent));
        assertThat(ruleset.spec()).isEqualTo(spec);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            42                                        | ruleset must be
            {"width":"6","height":5,"fleet":[3]}      | needs integer "width" and "height"
            {"width":6,"height":5,"fleet":[3,"x"]}    | fleet must list ship lengths as integers
            {"width":2,"height":2,"fleet":[5]}        | invalid ruleset
            "hexagonal"                               | invalid ruleset
            """)
    void rulesetsThatCannotBePlayedAreRefusedWithTheReason(String sent, String says) throws Exception {
        JsonNode node = JSON.readTree(sent);
        assertThatThrownBy(() -> SeasonSettings.ruleset(node))
                .isInstanceOf(Refusal.class)
                .satisfies(e -> assertThat(((Refusal) e).kind()).isEqualTo(Refusal.Kind.INVALID))
                .hasMessageContaining(says);
    }

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

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            1.5           | whole number of bytes
            "1000"        | whole number of bytes
            -1            | must be 0..1073741824 bytes, was -1
            1073741825    | must be 0..1073741824 bytes, was 1073741825
            """)
    void dataQuotasAreWholeBytesUpToAGibibyte(String sent, String says) throws Exception {
        JsonNode node = JSON.readTree(sent);
        assertThatThrownBy(() -> SeasonSettings.dataQuota(node))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining(says);
    }

    @Test
    void aDataQuotaAsSentOrNoneForTheLeagues() throws Exception {
        assertThat(SeasonSettings.dataQuota(JSON.readTree("0"))).isZero();
        assertThat(SeasonSettings.dataQuota(JSON.readTree("1073741824"))).isEqualTo(1073741824L);
        assertThat(SeasonSettings.dataQuota(null)).isNull();
        assertThat(SeasonSettings.dataQuota(JSON.readTree("null"))).isNull();
    }
}
