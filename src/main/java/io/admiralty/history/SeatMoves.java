package io.admiralty.history;

import io.admiralty.history.GameViews.StrikeView;
import java.util.ArrayList;
import java.util.List;

/**
 * A seat's moves in a game, as its stderr lines count them: its move k is its k-th volley, the k-th run of its strikes
 * in the game (one strike in single firing, the volley's in salvo), as moves alternate.
 */
public final class SeatMoves {

    private SeatMoves() {}

    /** The seat's moves in order, each the run of its strikes that make it. */
    public static List<List<StrikeView>> of(List<StrikeView> strikes, String seat) {
        List<List<StrikeView>> moves = new ArrayList<>();
        String previous = null;
        for (StrikeView strike : strikes) {
            if (strike.shooter().equals(seat)) {
                if (!seat.equals(previous)) {
                    moves.add(new ArrayList<>());
                }
                moves.get(moves.size() - 1).add(strike);
            }
            previous = strike.shooter();
        }
        return moves;
    }
}
