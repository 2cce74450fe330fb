package io.admiralty.skill;

import io.admiralty.game.Coord;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Shots for a seat that must never sink its opponent: at the opponent's water in reading order ({@code opponent} is
 * read once the game's first volley is asked for, when both fleets are placed), and once every water cell has been
 * fired at, again from the first (a repeated shot is legal and wasted). A volley of any size is legal, so salvo
 * rulesets need nothing else. On a board the fleet fills there is no water: they hit one cell of the opponent's ships
 * again and again, which sinks at most that ship, and never the fleet (a fleet that one shot sinks fills a 1x1 board,
 * where the other seat, moving first, has already won).
 */
final class WaterShots {

    private final Supplier<Placement> opponent;
    private Ruleset ruleset;
    private List<Coord> targets;
    private int next;

    WaterShots(Supplier<Placement> opponent) {
        this.opponent = opponent;
    }

    /** A game on {@code ruleset} starts. */
    void newGame(Ruleset ruleset) {
        this.ruleset = ruleset;
        targets = null;
        next = 0;
    }

    List<Coord> volley(int shots) {
        if (targets == null) {
            targets = targets(ruleset, opponent.get());
        }
        List<Coord> volley = new ArrayList<>(shots);
        for (int i = 0; i < shots; i++) {
            volley.add(targets.get(next));
            next = (next + 1) % targets.size();
        }
        return volley;
    }

    /** The placement's water in reading order, or, when its ships fill the board, one of their cells. */
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
