package io.admiralty.botapi;

import java.util.List;

/**
 * A new game, as {@link BattleshipBot#newGame} gets it.
 *
 * @param width      the board's width: x runs from 0 to width - 1
 * @param height     the board's height: y runs from 0 to height - 1
 * @param fleet      the ships' lengths, one entry per ship (classic: 5, 4, 3, 3, 2)
 * @param salvo      whether each turn fires one shot per ship still afloat instead of one
 * @param opponent   the opponent's name
 * @param movesFirst whether you fire first in this game
 * @param seed       a seed for your own random choices: the same run of {@code play --seed} gives the same seeds
 */
public record GameInfo(
        int width, int height, List<Integer> fleet, boolean salvo, String opponent, boolean movesFirst, long seed) {}
