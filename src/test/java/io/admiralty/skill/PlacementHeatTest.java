package io.admiralty.skill;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.BoardNotation;
import io.admiralty.game.Coord;
import io.admiralty.game.Ruleset;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PlacementHeatTest {

    private static final Ruleset SMALL = Ruleset.parse("4x3:2,1");

    /** The heat map drawn as counts, one digit a cell. */
    private static String picture(PlacementHeat heat) {
        return heat.rows().stream()
                .map(row -> row.stream().map(String::valueOf).collect(Collectors.joining()))
                .collect(Collectors.joining("\n"));
    }

    private static PlacementHeat of(String... placements) {
        PlacementHeat heat = PlacementHeat.of(SMALL);
        for (String placement : placements) {
            heat.add(BoardNotation.parse(placement));
        }
        return heat;
    }

    @Test
    void countsEachCellOnceAPlacementCoversIt() {
        PlacementHeat heat = of(
                """
                AA..
                ....
                ...B""",
                """
                A...
                A...
                ..B.""",
                """
                AA..
                ..B.
                ....""");
        assertThat(heat.layouts()).isEqualTo(3);
        assertThat(picture(heat)).isEqualTo("""
                3200
                1010
                0011""");
        assertThat(heat.count(Coord.of(0, 0))).isEqualTo(3);
    }

    @Test
    void nothingCountedIsAnEmptyBoard() {
        assertThat(picture(of())).isEqualTo("""
                0000
                0000
                0000""");
        assertThat(of().coveredInMost()).isEmpty();
    }

    /** More than half: 2 of 3 counts, 1 of 2 does not; the most covered first, ties in reading order. */
    @Test
    void theCellsCoveredInMoreThanHalfThePlacementsMostCoveredFirst() {
        PlacementHeat three = of(
                """
                ..AA
                ....
                B...""",
                """
                .AA.
                ....
                B...""",
                """
                ..AA
                B...
                ....""");
        assertThat(three.coveredInMost()).containsExactly(Coord.of(2, 0), Coord.of(3, 0), Coord.of(0, 2));
        PlacementHeat two = of(
                """
                AA..
                ...B
                ....""",
                """
                A...
                A...
                B...""");
        assertThat(two.coveredInMost()).containsExactly(Coord.of(0, 0));
    }

    @Test
    void rowsAreTopFirst() {
        assertThat(of("""
                        ....
                        ....
                        AAB.""")
                        .rows())
                .isEqualTo(List.of(List.of(0, 0, 0, 0), List.of(0, 0, 0, 0), List.of(1, 1, 1, 0)));
    }
}
