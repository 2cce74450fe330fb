package io.admiralty.botapi;

import java.util.List;

/**
 * A new game: board size, the fleet (ship lengths), whether shots come in salvos, who you play, whether you
 * move first, and a seed for your own random choices.
 */
public record GameInfo(int width, int height, List<Integer> fleet, boolean salvo, String opponent, boolean movesFirst, long seed) {
}
