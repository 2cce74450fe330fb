package io.admiralty.bot.builtin;

import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Tracking;
import java.util.List;

/**
 * Fires the given shots, then {@code first}, then as density; density sees every position throughout, so it plays on
 * as it would have after that opening. What the expert's play-outs stand in for.
 */
final class DensityContinuation implements Player {
    private final DensityBot density = new DensityBot();
    private final List<Coord> shots;
    private final Coord first;

    DensityContinuation(List<Coord> shots, Coord first) {
        this.shots = shots;
        this.first = first;
    }

    @Override
    public String name() {
        return "density after a given opening";
    }

    @Override
    public Placement place(GameSetup setup) {
        return density.place(setup);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int volley) {
        List<Coord> own = density.fire(tracking, 1);
        int fired = tracking.shotsFired();
        return fired < shots.size() ? List.of(shots.get(fired)) : fired == shots.size() ? List.of(first) : own;
    }
}
