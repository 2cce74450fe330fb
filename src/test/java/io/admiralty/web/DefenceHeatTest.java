package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The team's heat map of where its bot's ships sat in its defence games, as its page draws it (its tag, rendered as the
 * page renders it).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class DefenceHeatTest {

    private static SkillView score(int played, List<List<Integer>> heat) {
        return new SkillView(7, 2, "4x3:2,1", "done", 10, played, 30.0, 4.0, 1.3, null, null, null, null, null, heat);
    }

    @Test
    void eachCellShowsItsCountShadedByItsShareOfTheLayouts() {
        Document html = Jsoup.parse(Tags.render(
                "heat",
                TeamBotsSection.Heat.of(
                        score(10, List.of(List.of(10, 6, 0, 0), List.of(1, 3, 0, 0), List.of(0, 0, 2, 10))))));
        assertThat(html.select("summary").text()).isEqualTo("Where its ships sat, 4x3:2,1");
        assertThat(html.select("caption").text())
                .isEqualTo("In how many of 10 layouts of version 2 a ship covered each cell");
        // the board as its page draws it: each cell's shade, 0 (never) to 4 (in more than half the layouts)
        String shades = html.select("tr").stream()
                .map(row -> row.select("td").stream()
                        .map(cell -> cell.className().substring(1))
                        .collect(Collectors.joining()))
                .collect(Collectors.joining("\n"));
        assertThat(shades).isEqualTo("""
                4400
                1300
                0024""");
        assertThat(html.select("tr").get(0).select("td").eachText()).containsExactly("10", "6", "0", "0");
    }

    @Test
    void noHeatMapWhereNoneMayBeShownOrNoneIsPlayed() {
        assertThat(TeamBotsSection.Heat.of(score(10, null))).isNull();
        assertThat(TeamBotsSection.Heat.of(score(0, List.of(List.of(0, 0))))).isNull();
    }

    @ParameterizedTest
    @CsvSource({
        "0, 200, 0",
        "1, 200, 1",
        "20, 200, 1",
        "21, 200, 2",
        "50, 200, 2",
        "51, 200, 3",
        "100, 200, 3",
        "101, 200, 4",
        "200, 200, 4"
    })
    void shadeByShare(int count, int layouts, int shade) {
        assertThat(TeamBotsSection.shade(count, layouts)).isEqualTo(shade);
    }
}
