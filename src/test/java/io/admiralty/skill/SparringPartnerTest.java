package io.admiralty.skill;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.BoardNotation;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

class SparringPartnerTest {

    @Test
    void firesAtTheBotsWaterInReadingOrderThenAgainFromTheFirst() {
        Ruleset ruleset = Ruleset.parse("3x2:2");
        Placement bot = BoardNotation.parse("""
                .AA
                ...""");
        SparringPartner partner = new SparringPartner(() -> bot, SkillLayouts.DEALS);
        partner.place(new GameSetup(ruleset, Side.B, false, "bot", 1, 1));
        // the partner needs no view of the board: it knows where the bot's ships are
        assertThat(partner.fire(null, 3)).containsExactly(Coord.of(0, 0), Coord.of(0, 1), Coord.of(1, 1));
        assertThat(partner.fire(null, 2)).containsExactly(Coord.of(2, 1), Coord.of(0, 0));
    }

    @Test
    void onABoardTheFleetFillsItFiresAtOneShipCellOnly() {
        Ruleset ruleset = Ruleset.parse("2x2:2,2");
        Placement bot = BoardNotation.parse("""
                AA
                BB""");
        assertThat(WaterShots.targets(ruleset, bot)).hasSize(1).allMatch(c -> bot.cells()
                .contains(c));
    }

    @Test
    void placesLayoutNInGameN() {
        Ruleset ruleset = Ruleset.salvo();
        SparringPartner partner = new SparringPartner(() -> null, SkillLayouts.DEALS);
        for (int n : List.of(1, 2, 200)) {
            assertThat(partner.place(new GameSetup(ruleset, Side.B, false, "bot", n, 99)))
                    .isEqualTo(SkillLayouts.layout(ruleset, n));
        }
        assertThat(SkillLayouts.layout(ruleset, 1)).isNotEqualTo(SkillLayouts.layout(ruleset, 2));
    }
}
