package io.admiralty.game;

import java.util.List;

/**
 * The port the referee calls: one seat's bot for one game at a time. In-process strategies implement it
 * directly; adapters implement it for external bots and report their failures as {@link BotFault}s.
 * Any other exception thrown from a call forfeits the game as {@link ForfeitReason#EXCEPTION}.
 */
public interface Player {

    String name();

    /** Places the fleet for a new game. Ships may come in any order; they are matched to the fleet by length. */
    Placement place(GameSetup setup);

    /** Exactly {@code shots} targets (1 unless the ruleset fires salvos). All are declared before any result. */
    List<Coord> fire(Tracking tracking, int shots);

    /** Results of this player's last volley, in order. */
    default void onShotsResolved(List<Strike> strikes) {}

    /** The opponent's last volley against this player, in order. */
    default void onOpponentShots(List<Strike> strikes) {}

    /** The game is over. {@code self} is this player's seat. */
    default void onGameEnd(Outcome outcome, Side self) {}
}
