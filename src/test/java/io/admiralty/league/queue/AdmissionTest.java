package io.admiralty.league.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.bot.Kind;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Admission by cost without a database: what a matchup costs by its bots, what room is left by what is open, and which
 * waiting work the claim takes given that room (the rule {@link WorkRepository}'s claim says in SQL).
 */
class AdmissionTest {

    /** Two CPU slots, eight places, built-ins a quarter of a slot; two running per team, nothing reserved for seasons. */
    private static final Admission TWO_SLOTS = new Admission(2, 8, 250, 2, 0, 0);

    /** Two CPU slots and twelve places, of which teams' work leaves one slot and four places to seasons; two per team. */
    private static final Admission FAIR = new Admission(2, 12, 250, 2, 1, 4);

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
        assertThat(TWO_SLOTS.room(open(open), Map.of())).isEqualTo(new Admission.Room(free, cheap, any, free, any));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # waiting in claim order (id kind cost team)             | open: cpu, builtin, network | claimed
            1 season cpu, 2 season network                            | 0, 0, 0 | 1
            1 season cpu, 2 season network                            | 2, 0, 0 | 2
            1 season cpu, 2 season builtin, 3 gate network 7          | 2, 0, 0 | 3
            1 season cpu, 2 season builtin, 3 gate network 7          | 1, 1, 0 | 3
            1 season builtin, 2 season cpu                            | 1, 0, 0 | 1
            1 season network, 2 season cpu                            | 0, 0, 6 | 2
            1 season network, 2 season network                        | 0, 0, 6 |
            1 season cpu, 2 gate cpu 7                                | 1, 0, 6 | 1
            1 gate builtin 7, 2 skill builtin                         | 1, 4, 0 |
            1 season cpu, 2 skill network                             | 2, 0, 5 | 2
            1 season builtin, 2 season builtin, 3 season builtin      | 1, 3, 0 | 1
            """)
    void costlyWorkNeverPassesEarlierCostlyWorkButNetworkWorkGoesOn(String waiting, String open, Long claimed) {
        assertThat(TWO_SLOTS
                        .pick(waiting(waiting), TWO_SLOTS.room(open(open), Map.of()), Map.of())
                        .map(Admission.Waiting::id))
                .isEqualTo(Optional.ofNullable(claimed));
    }

    /**
     * Teams' work (validations, challenges, gates; the last figure of each is its team) under {@link #FAIR}: a team at
     * its cap of two running waits, teams' work never takes the slot and the places left to seasons, and work that may
     * not be taken for either reason holds back nothing behind it.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # waiting in claim order                                 | open: cpu, builtin, network | of it teams' | running by team | claimed
            1 validation builtin 7, 2 validation builtin 7, 3 season builtin | 0, 2, 0 | 0, 2, 0 | 7=2      | 3
            1 validation builtin 7, 2 validation builtin 8, 3 season builtin | 0, 2, 0 | 0, 2, 0 | 7=2      | 2
            1 validation builtin 7, 2 season builtin                 | 0, 0, 0 | 0, 0, 0 | 7=1             | 1
            1 validation cpu 7, 2 season cpu                         | 1, 0, 0 | 1, 0, 0 | 8=1             | 2
            1 validation cpu 7, 2 season cpu                         | 1, 0, 0 | 0, 0, 0 | 8=1             | 1
            1 validation builtin 7, 2 season cpu                     | 0, 4, 0 | 0, 4, 0 | 8=2, 9=2        | 2
            1 validation builtin 7, 2 season builtin                 | 0, 3, 0 | 0, 3, 0 | 8=2, 9=1        | 1
            1 challenge network 7, 2 season network                  | 0, 0, 8 | 0, 0, 8 | 8=2, 9=2, 10=2, 11=2 | 2
            1 challenge network 7, 2 season network                  | 0, 0, 7 | 0, 0, 7 | 8=2, 9=2, 10=2, 11=1 | 1
            1 season cpu, 2 gate builtin 7                           | 1, 2, 0 | 0, 0, 0 | 7=0             |
            1 season cpu, 2 challenge network 7                      | 2, 0, 0 | 0, 0, 0 | 7=1             | 2
            1 challenge network 7, 2 challenge network 8             | 0, 0, 0 | 0, 0, 0 | 7=2             | 2
            1 gate cpu 7, 2 skill builtin                            | 1, 0, 0 | 1, 0, 0 | 7=1             | 2
            """)
    void aTeamAtItsCapOrPastTheSeasonsReserveWaitsAndHoldsBackNoOne(
            String waiting, String open, String teamsOpen, String running, Long claimed) {
        Map<Long, Integer> runningByTeam = new HashMap<>();
        for (String team : running.split(",")) {
            String[] pair = team.trim().split("=");
            runningByTeam.put(Long.parseLong(pair[0]), Integer.parseInt(pair[1]));
        }
        assertThat(FAIR.pick(waiting(waiting), FAIR.room(open(open), open(teamsOpen)), runningByTeam)
                        .map(Admission.Waiting::id))
                .isEqualTo(Optional.ofNullable(claimed));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # slots | places | reserved slots, places asked | kept  | what teams may take of an empty instance: shares, places
            2       | 256    | 1, 16                          | 1, 16 | 1000, 240
            8       | 256    | 1, 16                          | 1, 16 | 7000, 240
            1       | 256    | 1, 16                          | 0, 16 | 1000, 240
            2       | 4      | 5, 9                           | 1, 3  | 1000, 1
            2       | 256    | 0, 0                           | 0, 0  | 2000, 256
            """)
    void theSeasonsReserveAlwaysLeavesTeamsASlotAndAPlace(
            int slots, int places, String asked, String kept, String teams) {
        int[] reserve = ints(asked);
        Admission admission = new Admission(slots, places, 250, 3, reserve[0], reserve[1]);
        assertThat(new int[] {admission.seasonSlots(), admission.seasonPlaces()})
                .isEqualTo(ints(kept));
        int[] room = ints(teams);
        assertThat(admission.room(Map.of(), Map.of()).teamFreeShares()).isEqualTo(room[0]);
        assertThat(admission
                        .room(Map.of(CostClass.NETWORK, room[1] - 1), Map.of(CostClass.NETWORK, room[1] - 1))
                        .teamPlace())
                .isTrue();
        assertThat(admission
                        .room(Map.of(CostClass.NETWORK, room[1]), Map.of(CostClass.NETWORK, room[1]))
                        .teamPlace())
                .isFalse();
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
        Admission admission = new Admission(slots, places, 0, 3, 0, 0);
        assertThat(admission
                        .room(Map.of(CostClass.NETWORK, cheap - 1), Map.of())
                        .cheapPlace())
                .isTrue();
        assertThat(admission.room(Map.of(CostClass.NETWORK, cheap), Map.of()).cheapPlace())
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
        assertThatThrownBy(() -> new Admission(slots, places, builtin, 3, 1, 16))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            0, 1, 16
            3, -1, 16
            3, 1, -1
            """)
    void aBrokenFairnessSettingIsRefused(int perTeam, int seasonSlots, int seasonPlaces) {
        assertThatThrownBy(() -> new Admission(2, 256, 250, perTeam, seasonSlots, seasonPlaces))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** Items "id kind cost" of the league's own work, "id kind cost team" of a team's. */
    private static List<Admission.Waiting> waiting(String items) {
        return Stream.of(items.split(","))
                .map(String::trim)
                .map(item -> item.split(" "))
                .map(item -> new Admission.Waiting(
                        Long.parseLong(item[0]),
                        WorkKind.valueOf(item[1].toUpperCase()),
                        CostClass.valueOf(item[2].toUpperCase()),
                        item.length > 3 ? Long.valueOf(item[3]) : null))
                .toList();
    }

    private static int[] ints(String figures) {
        return Stream.of(figures.split(","))
                .map(String::trim)
                .mapToInt(Integer::parseInt)
                .toArray();
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
