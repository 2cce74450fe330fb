package io.admiralty.skill;

import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Tracking;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The skill games' opponent. It places the deal's layout in each game (see {@link Deals}) and never hits:
 * the league knows where the bot put its ships ({@code botPlacement}, read once the bot has placed), so the partner
 * fires at the bot's water in reading order, and once every water cell has been fired at, again from the first (a
 * repeated shot is legal and wasted). A volley of any size is legal, so salvo rulesets need nothing else. On a board
 * the fleet fills there is no water: it fires at one cell of the bot's ships again and again, which hits but sinks at
 * most that ship, and never the fleet (a fleet that one shot sinks fills a 1x1 board, where the bot, moving first,
 * has already won). So the bot's own shots alone end the game.
 */
public final class SparringPartner implements Player {

    /** The name the bot is told it plays. */
    public static final String NAME = "sparring";

    private final Supplier<Placement> botPlacement;
    private final Deals deals;
    private Ruleset ruleset;
    private List<Coord> targets;
    private int next;

    /** The partner placing {@code deals}' layouts against the bot whose placement {@code botPlacement} tells. */
    public SparringPartner(Supplier<Placement> botPlacement, Deals deals) {
        this.botPlacement = botPlacement;
        this.deals = deals;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Placement place(GameSetup setup) {
        ruleset = setup.ruleset();
        targets = null;
        next = 0;
        return deals.layout(ruleset, setup.gameNumber());
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        if (targets == null) {
            targets = targets(ruleset, botPlacement.get());
        }
        List<Coord> volley = new ArrayList<>(shots);
        for (int i = 0; i < shots; i++) {
            volley.add(targets.get(next));
            next = (next + 1) % targets.size();
        }
        return volley;
    }

    /** The bot's water in reading order, or, when its ships fill the board, one of their cells. */
    static List<Coord> targets(Ruleset ruleset, Placement placement) {
        Set<Coord> ships = new HashSet<>(placement.cells());
        List<Coord> water = new ArrayList<>();
        for (int y = 0; y < ruleset.height(); y++) {
            for (int x = 0; x < ruleset.width(); x++) {
                Coord c = Coord.of(x, y);
                if (!ships.contains(c)) {
                    water.add(c);
                }
            }
        }
        return water.isEmpty() ? List.of(placement.cells().get(0)) : water;
    }
}
