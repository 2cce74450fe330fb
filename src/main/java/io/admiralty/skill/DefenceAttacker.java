package io.admiralty.skill;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.CellState;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.util.ArrayList;
import java.util.List;

/**
 * The attacker of defence games: the {@code density} bot, which remembers where this bot put its ships before. The
 * expert finds a random fleet about 0.9 shots sooner, but spends about 75 ms of CPU a classic move where density spends
 * a small fraction of one (docs/benchmarks.md): a defence job with density costs about a second of CPU. Density alone would find a fleet as fast wherever a bot put it, always the same way or not:
 * once it has seen {@link #MIN_LAYOUTS} of the bot's earlier placements it first fires at the cells a ship covered in
 * more than half of them ({@link PlacementHeat#coveredInMost}), and then plays as density does, which reads what those
 * shots found from the board. A bot that places at random leaves no such cell (a cell of the classic board holds a ship
 * in at most about a quarter of random layouts), so the attacker is density; one that always places the same way loses
 * its fleet in as many shots as it has cells.
 */
public final class DefenceAttacker implements Player {

    /** The name the bot is told it plays. */
    public static final String NAME = "density";
    /** Earlier placements seen before any is remembered: with fewer, chance alone piles a random placer's cells up. */
    static final int MIN_LAYOUTS = 10;

    private final Player density = BuiltinBots.create("density");
    private final PlacementHeat earlier;
    private List<Coord> remembered = List.of();

    /** The attacker of a bot whose earlier placements {@code earlier} counts (it grows as the games are played). */
    public DefenceAttacker(PlacementHeat earlier) {
        this.earlier = earlier;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Placement place(GameSetup setup) {
        remembered = earlier.layouts() >= MIN_LAYOUTS ? earlier.coveredInMost() : List.of();
        return density.place(setup);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        List<Coord> volley = new ArrayList<>(shots);
        for (Coord c : remembered) {
            if (volley.size() < shots && tracking.at(c.x(), c.y()) == CellState.UNKNOWN) {
                volley.add(c);
            }
        }
        if (volley.isEmpty()) {
            return density.fire(tracking, shots);
        }
        for (Coord c : density.fire(tracking, shots)) {
            if (volley.size() < shots && !volley.contains(c)) {
                volley.add(c);
            }
        }
        while (volley.size() < shots) {
            volley.add(volley.get(0)); // a repeated shot is legal: density had no other unknown cell to offer
        }
        return volley;
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        density.onShotsResolved(strikes);
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        density.onOpponentShots(strikes);
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        density.onGameEnd(outcome, self);
    }
}
