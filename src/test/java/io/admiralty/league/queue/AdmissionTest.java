package io.admiralty.league.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.bot.Kind;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Admission by cost without a database: what a matchup costs by its bots, what room is left by what is open, and which
 * waiting work the claim takes given that room (the rule {@link WorkRepository}'s claim says in SQL).
 */
class AdmissionTest {

    /** Two CPU slots, eight places, built-ins a quarter of a slot. */
    private static final Admission TWO_SLOTS = new Admission(2, 8, 250);

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # bots              | class
            process, process    | CPU
            process, http       | CPU
            jvm, builtin        | CPU
            builtin, builtin    | BUILTIN
            http, builtin       | BUILTIN
            http, http          | NETWORK
            http                | NETWORK
            jvm                 | CPU
            """)
    void aMatchupCostsWhatItsDearestBotCosts(String bots, CostClass cost) {
        assertThat(CostClass.of(Stream.of(bots.split(","))
                        .map(String::trim)
                        .map(code -> Kind.of(code).orElseThrow())
                        .toList()))
                .isEqualTo(cost);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # open here: cpu, builtin, network | free shares | cheap may take a place | any place left
            0, 0, 0                            | 2000        | true                   | true
            1, 0, 0                            | 1000        | true                   | true
            2, 0, 0                            | 0           | true                   | true
            0, 4, 0                            | 1000        | true                   | true
            0, 8, 0                            | 0           | false                  | false
            0, 0, 5                            | 2000        | true                   | true
            0, 0, 6                            | 2000        | false                  | true
            1, 0, 6                            | 1000        | false                  | true
            2, 0, 6                            | 0           | false                  | false
            1, 2, 3                            | 500         | true                   | true
            """)
    void theRoomLeftIsTheFreeSharesOfTheSlotsAndThePlacesCheapWorkMayTake(
            String open, int free, boolean cheap, boolean any) {
        assertThat(TWO_SLOTS.room(open(open))).isEqualTo(new Admission.Room(free, cheap, any));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # waiting in claim order (id kind cost)                  | open: cpu, builtin, network | claimed
            1 season cpu, 2 season network                            | 0, 0, 0 | 1
            1 season cpu, 2 season network                            | 2, 0, 0 | 2
            1 season cpu, 2 season builtin, 3 gate network            | 2, 0, 0 | 3
            1 season cpu, 2 season builtin, 3 gate network            | 1, 1, 0 | 3
            1 season builtin, 2 season cpu                            | 1, 0, 0 | 1
            1 season network, 2 season cpu                            | 0, 0, 6 | 2
            1 season network, 2 season network                        | 0, 0, 6 |
            1 season cpu, 2 gate cpu                                  | 1, 0, 6 | 1
            1 gate builtin, 2 skill builtin                           | 1, 4, 0 |
            1 season cpu, 2 skill network                             | 2, 0, 5 | 2
            1 season builtin, 2 season builtin, 3 season builtin      | 1, 3, 0 | 1
            """)
    void costlyWorkNeverPassesEarlierCostlyWorkButNetworkWorkGoesOn(String waiting, String open, Long claimed) {
        List<Admission.Waiting> queue = Stream.of(waiting.split(","))
                .map(String::trim)
                .map(item -> item.split(" "))
                .map(item -> new Admission.Waiting(
                        Long.parseLong(item[0]),
                        WorkKind.valueOf(item[1].toUpperCase()),
                        CostClass.valueOf(item[2].toUpperCase())))
                .toList();
        assertThat(TWO_SLOTS.pick(queue, TWO_SLOTS.room(open(open))).map(Admission.Waiting::id))
                .isEqualTo(java.util.Optional.ofNullable(claimed));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # slots | places | cheap work may hold
            2       | 256    | 254
            8       | 4      | 1
            1       | 1      | 1
            """)
    void cheapWorkLeavesAPlaceForEachSlotButAlwaysHasOne(int slots, int places, int cheap) {
        Admission admission = new Admission(slots, places, 0);
        assertThat(admission.room(Map.of(CostClass.NETWORK, cheap - 1)).cheapPlace())
                .isTrue();
        assertThat(admission.room(Map.of(CostClass.NETWORK, cheap)).cheapPlace())
                .isFalse();
    }

    @ParameterizedTest
    @CsvSource(
            textBlock =
                    """
            0, 256, 0
            2, 0, 0
            2, 256, -1
            2, 256, 1001
            """)
    void aBrokenSettingIsRefused(int slots, int places, int builtin) {
        assertThatThrownBy(() -> new Admission(slots, places, builtin)).isInstanceOf(IllegalArgumentException.class);
    }

    private static Map<CostClass, Integer> open(String counts) {
        String[] n = counts.split(",");
        Map<CostClass, Integer> open = new EnumMap<>(CostClass.class);
        for (CostClass cost : CostClass.values()) {
            open.put(cost, Integer.parseInt(n[cost.ordinal()].trim()));
        }
        return open;
    }
}
