package io.admiralty.league.standings;

import io.admiralty.league.standings.Standings.RankedBot;
import io.admiralty.league.standings.Standings.Standing;
import io.admiralty.rating.Tiers;
import java.util.ArrayList;
import java.util.List;

/**
 * A season's leaderboard as its table reads it: its rows, whether a fit exists (movement and the Elo mark mean
 * something once one does: before the first refit every row is by Elo), and under it the bots the next round leaves
 * out and those withdrawn.
 */
public record Leaderboard(List<Row> rows, boolean fitted, List<Standing> notPlaying, List<RankedBot> withdrawn) {

    /**
     * One row: its standing, the places it gained since the table before the latest refit ({@code gained}, negative
     * when it lost places; null when it was not on that table), where its MLE's interval sits on the table's scale
     * (null without an MLE), and whether that interval overlaps the one of the row above ({@code tied}: statistically
     * tied with it, rating.Tiers).
     */
    public record Row(Standing standing, Integer gained, Bar bar, boolean tied) {

        /** The places it lost, when it lost some. */
        public int lost() {
            return -gained;
        }
    }

    /**
     * Where an interval and its rating sit on a scale from the table's lowest interval end to its highest, in percent
     * of it: the interval from {@code from}, {@code width} wide (at least 1, so that a narrow one still shows), and the
     * rating at {@code at}.
     */
    public record Bar(double from, double width, double at) {

        static Bar of(double rating, double low, double high, double scaleLow, double scaleHigh) {
            double span = Math.max(scaleHigh - scaleLow, 1);
            return new Bar(
                    100 * (low - scaleLow) / span,
                    Math.max(100 * (high - low) / span, 1),
                    100 * (rating - scaleLow) / span);
        }
    }

    public static Leaderboard of(List<Standing> standings, List<RankedBot> withdrawn) {
        double low = standings.stream()
                .filter(r -> r.mleLow() != null)
                .mapToDouble(Standing::mleLow)
                .min()
                .orElse(0);
        double high = standings.stream()
                .filter(r -> r.mleHigh() != null)
                .mapToDouble(Standing::mleHigh)
                .max()
                .orElse(1);
        List<Row> rows = new ArrayList<>();
        Standing above = null;
        for (Standing r : standings) {
            rows.add(new Row(
                    r,
                    r.previousRank() == null ? null : r.previousRank() - r.rank(),
                    r.mle() == null ? null : Bar.of(r.mle(), r.mleLow(), r.mleHigh(), low, high),
                    above != null
                            && r.mle() != null
                            && above.mle() != null
                            && Tiers.tiedWithAbove(above.mleLow(), above.mleHigh(), r.mleLow(), r.mleHigh())));
            above = r;
        }
        // the bots on the table that the next round (and the final) would leave out: a bench or a refusal here
        List<Standing> notPlaying = standings.stream()
                .filter(r -> r.notPlaying() != null && !r.bot().retired())
                .toList();
        return new Leaderboard(rows, standings.stream().anyMatch(r -> r.mle() != null), notPlaying, withdrawn);
    }
}
