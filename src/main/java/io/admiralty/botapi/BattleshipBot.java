package io.admiralty.botapi;

import java.util.List;

/**
 * The Java interface a jar bot implements. The league finds the implementation through
 * {@code META-INF/services/io.admiralty.botapi.BattleshipBot}. One instance lives for a whole matchup (N games
 * against one opponent): reset per-game state in {@link #newGame}. Every call has the move time limit; an
 * exception forfeits the game. Printing to {@code System.out} is allowed; it goes to the bot's log.
 */
public interface BattleshipBot {

    /** The bot's display name. */
    String name();

    /** A new game: place the fleet. One ship per fleet entry, in any order; ships may touch but not overlap. */
    List<ShipPlacement> newGame(GameInfo game);

    /**
     * Your turn: return exactly {@code shots} cells (1 unless the game fires salvos).
     *
     * @param board          what you know of the opponent's board, {@code board[y][x]}
     * @param shipsRemaining lengths of the opponent's ships not yet sunk, longest first
     * @param shots          how many cells to return
     */
    List<Cell> takeTurn(Mark[][] board, List<Integer> shipsRemaining, int shots);

    /** The result of one of your shots; {@code sunkLength} is the length of the ship it sank, or 0. */
    default void onShotResult(Cell target, Mark result, int sunkLength) {
    }

    /** The opponent fired at one of your cells. */
    default void onOpponentShot(Cell target, boolean hit) {
    }

    /** The game is over. */
    default void onGameEnd(GameResult result) {
    }
}
