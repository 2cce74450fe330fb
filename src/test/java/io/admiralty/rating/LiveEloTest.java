package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Outcome;
import io.admiralty.game.Side;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LiveEloTest {

    @Test
    void gamesApplyInOrderAndEveryGameGivesBothBotsAPoint() {
        Map<Long, LiveElo.Tally> tallies =
                new HashMap<>(Map.of(1L, LiveElo.Tally.start(1500), 2L, LiveElo.Tally.start(1500)));
        List<LiveElo.Point> points = LiveElo.apply(
                tallies,
                16,
                List.of(
                        new LiveElo.Result(10, 1, 2, Outcome.fleetSunk(Side.A)),
                        new LiveElo.Result(11, 2, 1, Outcome.fleetSunk(Side.A))));
        // 1500 v 1500: +8; then 1492 (seat A) beats 1508: 16 * (1 - 1/(1 + 10^(16/400))) = 8.368...
        assertThat(points).extracting(LiveElo.Point::gameId).containsExactly(10L, 10L, 11L, 11L);
        assertThat(points.get(0).elo()).isCloseTo(1508, within(1e-9));
        assertThat(points.get(1).elo()).isCloseTo(1492, within(1e-9));
        assertThat(tallies.get(2L).elo()).isCloseTo(1492 + 16 * (1 - Elo.expected(1492, 1508)), within(1e-9));
        assertThat(tallies.get(1L).elo() + tallies.get(2L).elo()).isCloseTo(3000, within(1e-9));
        assertThat(tallies.get(1L).wins()).isEqualTo(1);
        assertThat(tallies.get(1L).losses()).isEqualTo(1);
        assertThat(tallies.get(2L).games()).isEqualTo(2);
    }

    @Test
    void aForfeitIsALossForTheForfeiterAndBothForfeitingIsADraw() {
        Map<Long, LiveElo.Tally> tallies =
                new HashMap<>(Map.of(1L, LiveElo.Tally.start(1500), 2L, LiveElo.Tally.start(1500)));
        LiveElo.apply(
                tallies,
                16,
                List.of(
                        new LiveElo.Result(1, 1, 2, Outcome.forfeit(Side.B, ForfeitReason.TIMEOUT, "too slow")),
                        new LiveElo.Result(2, 1, 2, Outcome.forfeit(null, ForfeitReason.WRONG_FLEET, "both"))));
        assertThat(tallies.get(1L).wins()).isEqualTo(1);
        assertThat(tallies.get(1L).draws()).isEqualTo(1);
        assertThat(tallies.get(1L).forfeits()).isEqualTo(1);
        assertThat(tallies.get(2L).losses()).isEqualTo(1);
        assertThat(tallies.get(2L).draws()).isEqualTo(1);
        assertThat(tallies.get(2L).forfeits()).isEqualTo(2);
    }

    @Test
    void aBotWithoutATallyIsRefused() {
        Map<Long, LiveElo.Tally> tallies = Map.of(1L, LiveElo.Tally.start(1500));
        assertThatThrownBy(() -> LiveElo.apply(tallies, 16, List.of(new LiveElo.Result(1, 1, 2, Outcome.turnCap()))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bot 2");
    }
}
