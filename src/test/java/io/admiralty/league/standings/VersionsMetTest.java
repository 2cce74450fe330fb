package io.admiralty.league.standings;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.Side;
import io.admiralty.league.games.GameRepository.VersionTally;
import io.admiralty.league.standings.Standings.VersionsMet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A bot's results by opponent and the versions that met, from its games' tallies by seat (bot 1 is the bot). */
class VersionsMetTest {

    @Test
    void eachSeatCountsFromTheBotsSideByTheVersionsThatSatThere() {
        List<VersionTally> tallies = List.of(
                // bot, version, bot, version, winner, games
                new VersionTally(1, 1, 2, 1, Side.A, 3), // its v1 beat 2's v1 three times
                new VersionTally(2, 1, 1, 1, Side.A, 1), // and lost once from seat B
                new VersionTally(2, 1, 1, 1, Side.B, 2), // and won twice from seat B
                new VersionTally(1, 2, 2, 1, null, 2), // its v2 drew twice with 2's v1
                new VersionTally(3, 4, 1, 2, Side.B, 5), // its v2 beat 3's v4 five times
                new VersionTally(1, 1, 3, 4, Side.B, 1)); // its v1 lost to 3's v4 once
        assertThat(Standings.versionsMet(1, tallies))
                .isEqualTo(Map.of(
                        2L, List.of(new VersionsMet(1, 1, 5, 1, 0), new VersionsMet(2, 1, 0, 0, 2)),
                        3L, List.of(new VersionsMet(1, 4, 0, 1, 0), new VersionsMet(2, 4, 5, 0, 0))));
    }

    @Test
    void aBotWithoutGamesMetNoVersions() {
        assertThat(Standings.versionsMet(1, List.of())).isEmpty();
    }
}
