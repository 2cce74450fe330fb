package io.admiralty.skill;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SkillScoreTest {

    // 1..4: mean 2.5, squares 2.25 + 0.25 + 0.25 + 2.25 = 5, sd sqrt(5/3) = 1.2909944487, se sd/2
    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            value = {
                "45;             1; 45;   0;            0",
                "40 50;          2; 45;   7.0710678119; 5",
                "1 2 3 4;        4; 2.5;  1.2909944487; 0.6454972244",
                "17 17 17;       3; 17;   0;            0",
                "100 0 100 0 50; 5; 50;   50;           22.3606797750"
            })
    void meanDeviationAndStandardError(String shots, int layouts, double mean, double sd, double se) {
        SkillScore score = SkillScore.of(Arrays.stream(shots.trim().split(" +"))
                .mapToInt(Integer::parseInt)
                .toArray());
        assertThat(score.layouts()).isEqualTo(layouts);
        assertThat(score.mean()).isCloseTo(mean, within(1e-9));
        assertThat(score.sd()).isCloseTo(sd, within(1e-9));
        assertThat(score.se()).isCloseTo(se, within(1e-9));
    }

    @Test
    void noLayoutsGiveNoScore() {
        assertThatThrownBy(() -> SkillScore.of(new int[0])).isInstanceOf(IllegalArgumentException.class);
    }
}
