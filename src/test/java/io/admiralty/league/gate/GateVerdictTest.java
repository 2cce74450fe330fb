package io.admiralty.league.gate;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.rating.Sprt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A gate's verdict after a batch, without a database: bot 7, candidate version 3 against version 2. */
class GateVerdictTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # test  | retired | games | cap | cancelled | state     | detail
            H1       | false  | 32    | 200 | false     | PASSED    | version 3 is current now
            H0       | false  | 32    | 200 | false     | FAILED    | version 2 stays current
            CONTINUE | false  | 32    | 200 | false     | -         | -
            H1       | true   | 32    | 200 | false     | CANCELLED | bot 7 was retired
            CONTINUE | false  | 199   | 200 | false     | CAPPED    | no decision within 200 games; version 2 stays current
            CONTINUE | false  | 198   | 200 | false     | -         | -
            H0       | false  | 200   | 200 | true      | FAILED    | version 2 stays current
            CONTINUE | false  | 200   | 200 | true      | CAPPED    | no decision within 200 games; version 2 stays current
            CONTINUE | false  | 16    | 200 | true      | CANCELLED | a matchup of the gate was cancelled: bot 9 retired
            """)
    void aBatchEndsTheGateOrQueuesTheNext(
            Sprt.Verdict test, boolean retired, int games, int cap, boolean cancelled, GateState state, String detail) {
        GateVerdict verdict = GateVerdict.of(new GateVerdict.After(
                test, retired, 7, 3, 2, games, cap, cancelled, cancelled ? "bot 9 retired" : null));
        assertThat(verdict.state()).isEqualTo(state);
        assertThat(verdict.detail()).isEqualTo(detail);
    }
}
