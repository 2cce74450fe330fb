package io.admiralty.skill;

import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Tracking;
import java.util.List;
import java.util.function.Supplier;

/**
 * The skill games' opponent. It places the deal's layout in each game (see {@link Deals}) and never hits: the league
 * knows where the bot put its ships ({@code botPlacement}, read once the bot has placed), so the partner fires at the
 * bot's water ({@link WaterShots}). So the bot's own shots alone end the game.
 */
public final class SparringPartner implements Player {

    /** The name the bot is told it plays. */
    public static final String NAME = "sparring";

    private final Deals deals;
    private final WaterShots shots;

    /** The partner placing {@code deals}' layouts against the bot whose placement {@code botPlacement} tells. */
    public SparringPartner(Supplier<Placement> botPlacement, Deals deals) {
        this.deals = deals;
        this.shots = new WaterShots(botPlacement);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Placement place(GameSetup setup) {
        shots.newGame(setup.ruleset());
        return deals.layout(setup.ruleset(), setup.gameNumber());
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        return this.shots.volley(shots);
    }
}
