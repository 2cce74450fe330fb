package io.admiralty.chart;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.chart.BracketPicture.Box;
import io.admiralty.chart.BracketPicture.Place;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where a bracket's boxes go: a column a round, each column's places spread over the height of the tallest (56 units
 * a place), a box 44 high centred on its place, given back in the order the series came.
 */
class BracketPictureTest {

    @Test
    void fourEntrantsMeetInTwoColumnsTheFinalCentredBetweenItsSemiFinals() {
        BracketPicture picture = BracketPicture.of(List.of(new Place(1, 1), new Place(1, 2), new Place(2, 1)));
        assertThat(picture.width()).isEqualTo(2 * 220);
        assertThat(picture.height()).isEqualTo(2 * 56);
        // semi-finals at the places' middles 28 and 84, the final at 56, each box's top 22 above
        assertThat(picture.boxes()).containsExactly(new Box(4, 6), new Box(4, 62), new Box(224, 34));
        assertThat(picture.boxes().get(2).middle()).isEqualTo(56);
    }

    @Test
    void aByeLeavesItsPlaceEmpty() {
        // round 1 has series 1 and 3: the second place is a bye's
        BracketPicture picture = BracketPicture.of(List.of(new Place(1, 3), new Place(1, 1)));
        assertThat(picture.height()).isEqualTo(3 * 56);
        assertThat(picture.boxes()).containsExactly(new Box(4, 118), new Box(4, 6));
    }

    @Test
    void aLaterRoundAloneIsTheFirstColumn() {
        BracketPicture picture = BracketPicture.of(List.of(new Place(3, 1)));
        assertThat(picture.width()).isEqualTo(220);
        assertThat(picture.boxes()).containsExactly(new Box(4, 6));
    }
}
