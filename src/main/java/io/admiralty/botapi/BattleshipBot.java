package io.admiralty.botapi;

import java.util.List;

/**
 * The Java interface a jar bot implements (see the {@linkplain io.admiralty.botapi package description} for the
 * board's coordinates, the order of the calls and how to test a bot). The league finds the implementation through
 * {@code META-INF/services/io.admiralty.botapi.BattleshipBot} and makes it with its public no-argument constructor.
 * One instance lives for a whole matchup (N games against one opponent): reset per-game state in {@link #newGame}.
 * Every call has the move time limit; an exception forfeits the game.
 */
public interface BattleshipBot {

    /**
     * The bot's display name.
     *
     * @return a short name, shown in logs
     */
    String name();

    /**
     * A new game: place the fleet.
     *
     * @param game the board's size, the fleet, the firing mode, the opponent and a seed for your random choices
     * @return one ship per entry of {@link GameInfo#fleet()}, in any order, each with that entry's length, inside the
     *         board and not overlapping another (ships may touch)
     */
    List<ShipPlacement> newGame(GameInfo game);

    /**
     * Your turn: choose where to fire.
     *
     * @param board          what you know of the opponent's board, a fresh copy each turn, indexed {@code board[y][x]}
     *                       (row first): {@link Mark#UNKNOWN} where you have not fired, {@link Mark#HIT} where you hit
     *                       a ship (sunk ones included), {@link Mark#MISS} on water
     * @param shipsRemaining lengths of the opponent's ships not yet sunk, longest first
     * @param shots          how many cells to return: 1, or in salvo games one for each of your own ships afloat
     * @return exactly {@code shots} cells on the board (a cell fired at before is allowed, but wasted)
     */
    List<Cell> takeTurn(Mark[][] board, List<Integer> shipsRemaining, int shots);

    /**
     * The result of one of your shots, called once per shot after {@link #takeTurn}, in the order you returned them.
     * The board you get next turn already shows it.
     *
     * @param target     the cell you fired at
     * @param result     {@link Mark#HIT} if a ship was there, also when the shot sank it; {@link Mark#MISS} on water.
     *                   Never {@link Mark#UNKNOWN}
     * @param sunkLength the length of the ship this shot sank, or 0 when it sank none: a hit with a positive
     *                   {@code sunkLength} is the sinking one
     */
    default void onShotResult(Cell target, Mark result, int sunkLength) {}

    /**
     * The opponent fired at one of your cells; called once per shot of its turn.
     *
     * @param target the cell it fired at
     * @param hit    whether one of your ships was there
     */
    default void onOpponentShot(Cell target, boolean hit) {}

    /**
     * The game is over, whatever ended it. An exception thrown here is ignored: the result stands.
     *
     * @param result how the game ended for you (a forfeit is a loss for the side that forfeited)
     */
    default void onGameEnd(GameResult result) {}
}
