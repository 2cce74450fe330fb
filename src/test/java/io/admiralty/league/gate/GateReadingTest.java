package io.admiralty.league.gate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a gate proves, in words: candidate against version 2, at the given hypotheses and error rates. */
class GateReadingTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # state  | elo0 | elo1 | alpha | beta | cap  | reads
            FAILED    | 0    | 50   | 0.05  | 0.05 | 2000 | not shown to be 50 Elo better than version 2: the games favour +0 Elo over +50 (a version +50 Elo stronger fails at most 5% of the time); it may still be stronger than version 2
            FAILED    | -5   | 0    | 0.05  | 0.1  | 2000 | not shown to be as strong as version 2: the games favour -5 Elo over +0 (a version +0 Elo stronger fails at most 10% of the time); it may still be stronger than version 2
            FAILED    | -10  | -2.5 | 0.05  | 0.05 | 2000 | not shown to be within 2.5 Elo of version 2: the games favour -10 Elo over -2.5 (a version -2.5 Elo stronger fails at most 5% of the time); it may still be stronger than version 2
            PASSED    | 0    | 10   | 0.05  | 0.05 | 2000 | shown to be stronger than version 2 (a version only +0 Elo stronger passes at most 5% of the time)
            PASSED    | 5    | 25   | 0.025 | 0.05 | 2000 | shown to be more than 5 Elo better than version 2 (a version only +5 Elo stronger passes at most 2.5% of the time)
            PASSED    | -5   | 5    | 0.05  | 0.05 | 2000 | shown to be less than 5 Elo weaker than version 2 (a version only -5 Elo stronger passes at most 5% of the time)
            CAPPED    | 0    | 10   | 0.05  | 0.05 | 2000 | undecided after 2000 games: not shown to be 10 Elo better than version 2, nor shown to be at most +0 Elo stronger
            RUNNING   | 0    | 10   | 0.05  | 0.05 | 2000 | being tested: it passes once the games show it 10 Elo better than version 2, and fails once they favour +0 Elo over +10
            CANCELLED | 0    | 10   | 0.05  | 0.05 | 2000 | no conclusion: the test was cancelled
            """)
    void eachStateReadsAsWhatItProves(
            GateState state, double elo0, double elo1, double alpha, double beta, int cap, String reads) {
        assertThat(GateReading.of(state, 2, elo0, elo1, alpha, beta, cap)).isEqualTo(reads);
    }
}
