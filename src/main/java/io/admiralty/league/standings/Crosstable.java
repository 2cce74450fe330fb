package io.admiralty.league.standings;

import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.RankedBot;
import io.admiralty.league.standings.Standings.Standing;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Every pair's score, as a chess tournament's crosstable: rows and columns in leaderboard order, then the withdrawn
 * bots that played (their games were played, so they stay in it), the first {@code most} of them; {@code cut}: the
 * leaderboard has more bots than it shows. Empty below two bots.
 */
public record Crosstable(List<Seat> seats, List<Row> rows, boolean cut) {

    /** One row and column: a ranked bot, or a withdrawn one ({@code rank} null). */
    public record Seat(long id, String name, Integer rank) {

        public boolean withdrawn() {
            return rank == null;
        }
    }

    /** A row: its bot, its cells against each column, and its total over the games it played against them. */
    public record Row(Seat seat, List<Cell> cells, Score total) {}

    /**
     * A cell: the row's bot against the column's, {@code self} where they are the same bot; {@code score} the row's,
     * null where the two have not met.
     */
    public record Cell(Seat column, boolean self, Score score) {}

    public static Crosstable of(
            List<Standing> leaderboard, List<RankedBot> withdrawn, List<HeadToHead> headToHead, int most) {
        Map<String, HeadToHead> pairs = new HashMap<>();
        Set<Long> met = new HashSet<>();
        headToHead.forEach(h -> {
            pairs.put(h.bot() + ":" + h.opponent(), h);
            met.add(h.bot());
        });
        List<Seat> seats = Stream.concat(
                        leaderboard.stream()
                                .map(r -> new Seat(r.bot().id(), r.bot().name(), r.rank())),
                        withdrawn.stream().filter(b -> met.contains(b.id())).map(b -> new Seat(b.id(), b.name(), null)))
                .limit(most)
                .toList();
        if (seats.size() < 2) {
            return new Crosstable(List.of(), List.of(), false);
        }
        List<Row> rows = new ArrayList<>();
        for (Seat row : seats) {
            List<Cell> cells = new ArrayList<>();
            Score total = Score.NONE;
            for (Seat column : seats) {
                HeadToHead h = pairs.get(row.id() + ":" + column.id());
                Score score = column == row || h == null ? null : new Score(h.wins(), h.losses(), h.draws());
                cells.add(new Cell(column, column == row, score));
                total = score == null ? total : total.plus(score);
            }
            rows.add(new Row(row, cells, total));
        }
        return new Crosstable(seats, rows, leaderboard.size() > most);
    }
}
