package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How the pages write numbers and links as people read them (issue 49.8: "K 16.0", points "58.0"). */
class PageWordsTest {

    @ParameterizedTest
    @CsvSource({"16.0, 16", "32, 32", "12.5, 12.5", "0.0, 0", "400, 400"})
    void aKFactorIsWrittenWithoutATrailingZero(double k, String shown) {
        assertThat(Words.number(k)).isEqualTo(shown);
    }

    @ParameterizedTest
    @CsvSource({"58.0, 58", "57.5, 57½", "0.5, ½", "0.0, 0", "3.25, 3.3"})
    void pointsAreWrittenAsAChessTableWritesThem(double points, String shown) {
        assertThat(Words.points(points)).isEqualTo(shown);
    }

    @ParameterizedTest
    @CsvSource({
        "for-teams.md, /guides/for-teams",
        "for-organisers.md, /guides/for-organisers",
        "for-teams.md#challenges, /guides/for-teams#challenges",
        "benchmarks.md, benchmarks.md",
        "https://example.org/for-teams.md, https://example.org/for-teams.md"
    })
    void aGuidesLinkToTheOtherGuideIsThatGuidesPage(String written, String address) {
        assertThat(GuidesResource.address(written)).isEqualTo(address);
    }
}
