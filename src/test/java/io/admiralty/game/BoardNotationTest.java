package io.admiralty.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BoardNotationTest {

    @Test
    void picturesRoundTrip() {
        String picture =
                """
                AAAAA.....
                .........E
                B........E
                B..CCC....
                B.........
                B.......D.
                ........D.
                ........D.
                ..........
                ..........
                """;
        Placement placement = BoardNotation.parse(picture);
        assertThat(placement.ships())
                .containsExactly(
                        new Ship(0, 0, 5, Orientation.ACROSS),
                        new Ship(0, 2, 4, Orientation.DOWN),
                        new Ship(3, 3, 3, Orientation.ACROSS),
                        new Ship(8, 5, 3, Orientation.DOWN),
                        new Ship(9, 1, 2, Orientation.DOWN));
        assertThat(BoardNotation.render(10, 10, placement)).isEqualTo(picture);
    }

    @Test
    void judgedRandomLayoutsRoundTripThroughPictures() {
        Ruleset ruleset = Ruleset.parse("12x9:6,5,4,3,2,1,1:salvo");
        for (int seed = 0; seed < 200; seed++) {
            Placement judged = ((Placement.Accepted) RandomFleet.place(ruleset, new SplittableRandom(seed))
                            .judge(ruleset))
                    .placement();
            String picture = BoardNotation.render(12, 9, judged);
            assertThat(BoardNotation.parse(picture)).isEqualTo(judged);
        }
    }

    @Test
    void brokenShipsAreRefused() {
        assertThatThrownBy(() -> BoardNotation.parse("A.A\n...")).hasMessageContaining("straight unbroken line");
        assertThatThrownBy(() -> BoardNotation.parse("AA\nA.")).hasMessageContaining("straight unbroken line");
        assertThatThrownBy(() -> BoardNotation.parse("A#\n..")).hasMessageContaining("unknown cell");
    }
}
