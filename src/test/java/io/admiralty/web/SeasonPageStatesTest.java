package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.season.FinalStart;
import io.admiralty.league.season.FinalState;
import io.admiralty.league.season.PairingMode;
import io.admiralty.league.season.SeasonPhase;
import io.admiralty.league.season.Seasons.FinalView;
import io.admiralty.league.season.Seasons.Progress;
import io.admiralty.league.season.Seasons.SeasonView;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Instant;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What a season's page says of its state, from the view's words as the API writes them ("frozen", "kept",
 * "adaptive"), which the view reads back as the league's enums for the page; the contest's words as the season's
 * template shows them (its tag, rendered as the page renders it, read as text).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class SeasonPageStatesTest {

    private static final Instant DEADLINE = Instant.parse("2030-06-01T18:00:00Z");

    @ParameterizedTest
    @EnumSource(SeasonPhase.class)
    void everyPhaseReadsBackFromItsWord(SeasonPhase phase) {
        assertThat(season(phase.code(), "round-robin", null).seasonPhase()).isEqualTo(phase);
    }

    @ParameterizedTest
    @EnumSource(PairingMode.class)
    void everyPairingReadsBackFromItsWord(PairingMode pairing) {
        assertThat(season("entries-open", pairing.code(), null).pairingMode()).isEqualTo(pairing);
    }

    @Test
    void everyFinalStateAndStartReadsBackFromItsWord() {
        for (FinalState state : FinalState.values()) {
            for (FinalStart at : FinalStart.values()) {
                FinalView plan = new FinalView(2, at.code(), state.code(), null);
                assertThat(plan.finalState()).isEqualTo(state);
                assertThat(plan.finalStart()).isEqualTo(at);
                assertThat(season("final", "round-robin", plan).finalKept()).isEqualTo(state == FinalState.KEPT);
            }
        }
        assertThat(season("entries-open", "round-robin", null).finalKept()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # phase      | final state | final at  | state             | contest says
            entries-open | -           | -         | idle              | Submissions close 2030-06-01 18:00:00 UTC: after it
            entries-open | planned     | deadline  | idle              | Final: a round robin of 2 games per matchup, at the deadline.
            frozen       | planned     | organiser | idle              | Submissions closed 2030-06-01 18:00:00 UTC: entries
            frozen       | planned     | organiser | idle              | Final: a round robin of 2 games per matchup, when the organiser starts it.
            final        | playing     | organiser | playing its final | Final playing: a round robin of 2 games per matchup
            decided      | kept        | organiser | final played      | Submissions closed 2030-06-01 18:00:00 UTC: entries
            decided      | kept        | organiser | final played      | Final played (2 games per matchup)
            """)
    void thePageSaysWhereTheSeasonIsInItsContest(
            String phase, String finalState, String finalAt, String state, String contest) {
        FinalView plan = finalState == null ? null : new FinalView(2, finalAt, finalState, null);
        SeasonView season = season(phase, "round-robin", plan);
        assertThat(Words.seasonState(season)).isEqualTo(state);
        Document said = Jsoup.parseBodyFragment(Tags.render("contest", season));
        assertThat(said.select("p.contest").text()).contains(contest);
        // the deadline is a time element a script may show in local time
        assertThat(said.select("time").attr("datetime")).isEqualTo(DEADLINE.toString());
    }

    private static SeasonView season(String phase, String pairing, FinalView plan) {
        return new SeasonView(
                1,
                "contest",
                "classic",
                2,
                pairing,
                pairing.equals("adaptive") ? 16 : null,
                null,
                16,
                2000,
                10_485_760,
                DEADLINE.minusSeconds(86_400),
                2,
                0,
                new Progress(0, 0, 0, 0, 0),
                false,
                null,
                null,
                2,
                false,
                DEADLINE,
                phase,
                plan);
    }
}
