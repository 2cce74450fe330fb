package io.admiralty.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RulesetTest {

    @Test
    void namedRulesets() {
        assertThat(Ruleset.parse("classic")).isEqualTo(new Ruleset(10, 10, List.of(5, 4, 3, 3, 2), Firing.SINGLE));
        assertThat(Ruleset.parse("SALVO")).isEqualTo(new Ruleset(10, 10, List.of(5, 4, 3, 3, 2), Firing.SALVO));
        assertThat(Ruleset.classic().turnCap()).isEqualTo(400);
    }

    @ParameterizedTest
    @ValueSource(strings = {"classic", "salvo", "8x8:4,3,3,2", "1x1:1", "100x100:6,6,5:salvo", "7x3:1,1,1,2"})
    void specsRoundTrip(String spec) {
        assertThat(Ruleset.parse(spec).spec()).isEqualTo(spec);
        assertThat(Ruleset.parse(Ruleset.parse(spec).spec())).isEqualTo(Ruleset.parse(spec));
    }

    @Test
    void customFromCounts() {
        Ruleset r = Ruleset.ofCounts(6, 4, new int[] {2, 1, 0, 1}, Firing.SALVO);
        assertThat(r.fleet()).containsExactly(4, 2, 1, 1);
        assertThat(r.countsByLength()).containsExactly(0, 2, 1, 0, 1, 0, 0);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            value = {
                "0x5:2; board must be 1..100",
                "101x5:2; board must be 1..100",
                "5x5:7; ship lengths must be 1..6",
                "5x5:0; ship lengths must be 1..6",
                "9x9:1,1,1,1,1,1,1,1,1,1,1; at most 10 ships of length 1",
                "4x3:5; longer than the board",
                "3x3:3,3,3,1; cover 10 cells but the board has only 9",
                "ten:5; not classic, salvo",
                "5x5:a; not a whole number",
                "5x5:2:sideways; unknown firing mode"
            })
    void invalidRulesetsSayWhy(String spec, String why) {
        assertThatThrownBy(() -> Ruleset.parse(spec))
                .isInstanceOf(InvalidRulesetException.class)
                .hasMessageContaining(why);
    }

    @Test
    void tightButPossibleFleetsAreAccepted() {
        assertThat(Ruleset.parse("2x2:2,2").fleet()).hasSize(2);
        assertThat(Ruleset.parse("3x3:3,3,3").fleet()).hasSize(3);
        // rows and columns alone cannot take four dominoes on 3x3; a pinwheel tiling can
        assertThat(Ruleset.parse("3x3:2,2,2,2,1").fleet()).hasSize(5);
    }

    @Test
    void fleetsThatFitTheAreaButNotTheBoardAreRejected() {
        // 1xk tiles cover an m x n board only when k divides m or n: nine length-4 ships never fit 6x6
        assertThatThrownBy(() -> Ruleset.parse("6x6:4,4,4,4,4,4,4,4,4"))
                .isInstanceOf(InvalidRulesetException.class)
                .hasMessageContaining("no layout of these ships fits");
        assertThat(Ruleset.parse("6x6:4,4,4,4,4,4,4,4").fleet()).hasSize(8);
    }

    @Test
    void salvoShotsPerShip() {
        assertThat(Ruleset.classic().fleet().stream()
                        .mapToInt(Ruleset::salvoShotsFor)
                        .sum())
                .isEqualTo(6);
    }

    @Test
    void randomFleetsAreLegalOnRandomFeasibleRulesets() {
        SplittableRandom random = new SplittableRandom(11);
        int checked = 0;
        for (int i = 0; i < 3000; i++) {
            int width = 1 + random.nextInt(random.nextBoolean() ? 8 : 100);
            int height = 1 + random.nextInt(random.nextBoolean() ? 8 : 100);
            List<Integer> fleet = new ArrayList<>();
            for (int n = 1 + random.nextInt(12); n > 0; n--) {
                fleet.add(1 + random.nextInt(6));
            }
            Ruleset ruleset;
            try {
                ruleset = new Ruleset(width, height, fleet, Firing.SINGLE);
            } catch (InvalidRulesetException infeasible) {
                continue;
            }
            Placement placement = RandomFleet.place(ruleset, new SplittableRandom(i));
            assertThat(placement.judge(ruleset)).as(ruleset.spec()).isInstanceOf(Placement.Accepted.class);
            assertThat(RandomFleet.place(ruleset, new SplittableRandom(i))).isEqualTo(placement);
            checked++;
        }
        assertThat(checked).isGreaterThan(1000);
    }

    @Test
    void tightBoardsAreLaidOutByTheExactSearch() {
        Ruleset perfect = Ruleset.parse("3x3:3,3,3");
        Ruleset tiling = Ruleset.parse("4x4:4,4,4,3,1");
        for (int seed = 0; seed < 50; seed++) {
            assertThat(RandomFleet.place(perfect, new SplittableRandom(seed)).judge(perfect))
                    .isInstanceOf(Placement.Accepted.class);
            assertThat(RandomFleet.place(tiling, new SplittableRandom(seed)).judge(tiling))
                    .isInstanceOf(Placement.Accepted.class);
        }
    }
}
