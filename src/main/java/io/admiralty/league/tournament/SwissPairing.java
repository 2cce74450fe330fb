package io.admiralty.league.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

/**
 * How a Swiss round is paired. The allowed pairs are those that have not met and that the organiser does not forbid;
 * the round is a perfect matching of them (with an odd count, of everyone but the bye), so a pairing exists whenever
 * one is possible (JGraphT's Edmonds matching says whether), and of all of them the round is the one of least total
 * {@link #penalty} (JGraphT's Blossom V). The bye goes to the entrant with the fewest byes, the lowest ranked among
 * them, whose sitting out leaves the rest pairable: in practice the lowest-ranked entrant without one.
 *
 * <p>A pair's penalty orders four wishes, each outweighing all the ones after it summed over the round:
 *
 * <ol>
 *   <li>first-move balance within one: two entrants who have both opened more series than they answered (or both
 *       fewer) cost 1, since one of them must go to two;
 *   <li>equal scores: the square of the score difference, so two pairs one point apart cost less than one pair two
 *       apart;
 *   <li>alternation: two entrants who took the same side in their last series cost 1, since one must take it again;
 *   <li>within a score group of {@code g}, the top half meeting the bottom half (1 v g/2+1, 2 v g/2+2, as FIDE's Dutch
 *       system does): {@code (|i - j| - g/2)^2} for places {@code i} and {@code j} in the group.
 * </ol>
 *
 * A first move matters less here than a chess colour, since a duplicate series has each side open every other game;
 * which side opens each deal is still balanced, as a Swiss balances colours.
 */
final class SwissPairing {

    /** Weights stay exact in the doubles JGraphT works in below 2^53. */
    private static final long EXACT = 1L << 53;

    /** An entrant as a round is paired: its place in the standings (0 the top), score, byes and first moves. */
    record Contender(long id, int place, int score, int byes, int balance, int lastSide, Set<Long> met) {

        /** How much more it is due to open than the other: the balance first, then the side it took last. */
        int dueToOpen() {
            return -3 * balance - lastSide;
        }
    }

    /** An entrant's place in its score group (0 the top) and the group's size. */
    record GroupPlace(int place, int size) {}

    /** The radix of each wish of {@link #penalty}, from the field of one round, and each entrant's place in its group. */
    record Weights(long balance, long score, long alternation, Map<Long, GroupPlace> groups) {}

    /** A pair of the round, the higher-ranked first. */
    private record Opposed(Contender higher, Contender lower) {}

    private SwissPairing() {}

    /**
     * Round {@code round}'s series, or none when no pairing is possible. {@code standings} are after the rounds
     * before, {@code series} those rounds' series, {@code byes} each entrant's byes so far.
     */
    static Optional<List<Series>> pair(
            List<Standings.Standing> standings,
            List<Series> series,
            Map<Long, Integer> byes,
            Set<Pair> forbidden,
            int round) {
        List<Contender> field = contenders(standings, series, byes);
        List<Contender> pool = field;
        if (field.size() % 2 == 1) {
            List<Contender> byFewestByesLowestFirst = new ArrayList<>(field);
            byFewestByesLowestFirst.sort(Comparator.comparingInt(Contender::byes)
                    .thenComparing(Comparator.comparingInt(Contender::place).reversed()));
            pool = null;
            for (Contender sitting : byFewestByesLowestFirst) {
                List<Contender> rest =
                        field.stream().filter(c -> c.id() != sitting.id()).toList();
                if (perfectlyPairable(rest, forbidden)) {
                    pool = rest;
                    break;
                }
            }
            if (pool == null) {
                return Optional.empty();
            }
        } else if (!perfectlyPairable(field, forbidden)) {
            return Optional.empty();
        }
        Weights weights = weights(pool);
        Map<Long, Contender> byId = new HashMap<>();
        pool.forEach(contender -> byId.put(contender.id(), contender));
        Graph<Long, DefaultWeightedEdge> graph = allowed(pool, forbidden);
        for (DefaultWeightedEdge edge : graph.edgeSet()) {
            Contender a = byId.get(graph.getEdgeSource(edge));
            Contender b = byId.get(graph.getEdgeTarget(edge));
            graph.setEdgeWeight(edge, penalty(a, b, weights));
        }
        List<Opposed> pairs = new ArrayList<>();
        for (DefaultWeightedEdge edge : new KolmogorovWeightedPerfectMatching<>(graph, ObjectiveSense.MINIMIZE)
                .getMatching()
                .getEdges()) {
            Contender a = byId.get(graph.getEdgeSource(edge));
            Contender b = byId.get(graph.getEdgeTarget(edge));
            pairs.add(a.place() < b.place() ? new Opposed(a, b) : new Opposed(b, a));
        }
        pairs.sort(Comparator.comparingInt(pair -> pair.higher().place()));
        List<Series> paired = new ArrayList<>();
        for (int board = 1; board <= pairs.size(); board++) {
            Contender higher = pairs.get(board - 1).higher();
            Contender lower = pairs.get(board - 1).lower();
            // the one due to open opens; when both are due alike, the higher-ranked on odd boards and the lower on
            // even ones, so that a round where nobody has a history (the first) still spreads the first moves
            boolean higherOpens =
                    higher.dueToOpen() != lower.dueToOpen() ? higher.dueToOpen() > lower.dueToOpen() : board % 2 == 1;
            Slot slot = new Slot(round, Slot.Section.POOL, board);
            paired.add(
                    higherOpens ? Series.of(slot, higher.id(), lower.id()) : Series.of(slot, lower.id(), higher.id()));
        }
        return Optional.of(paired);
    }

    /** A pair's penalty (see the class): the lower, the better. */
    static long penalty(Contender a, Contender b, Weights weights) {
        long unbalanced =
                Integer.signum(a.balance()) != 0 && Integer.signum(a.balance()) == Integer.signum(b.balance()) ? 1 : 0;
        long scoreGap = (long) (a.score() - b.score()) * (a.score() - b.score());
        long repeatedSide = a.lastSide() != 0 && a.lastSide() == b.lastSide() ? 1 : 0;
        long fold = 0;
        if (a.score() == b.score()) {
            GroupPlace placeA = weights.groups().get(a.id());
            GroupPlace placeB = weights.groups().get(b.id());
            long offset = Math.abs(placeA.place() - placeB.place()) - placeA.size() / 2;
            fold = offset * offset;
        }
        return unbalanced * weights.balance()
                + scoreGap * weights.score()
                + repeatedSide * weights.alternation()
                + fold;
    }

    static Weights weights(List<Contender> pool) {
        long pairs = pool.size() / 2;
        Map<Integer, List<Contender>> groups = new HashMap<>();
        for (Contender contender : pool) {
            groups.computeIfAbsent(contender.score(), s -> new ArrayList<>()).add(contender);
        }
        Map<Long, GroupPlace> groupPlace = new HashMap<>();
        for (List<Contender> group : groups.values()) {
            for (int i = 0; i < group.size(); i++) {
                groupPlace.put(group.get(i).id(), new GroupPlace(i, group.size()));
            }
        }
        int lowest = pool.stream().mapToInt(Contender::score).min().orElse(0);
        int highest = pool.stream().mapToInt(Contender::score).max().orElse(0);
        long gap = highest - lowest;
        long halfField = pool.size() / 2;
        long alternation = Math.addExact(Math.multiplyExact(pairs, halfField * halfField), 1);
        long score = Math.multiplyExact(alternation, pairs + 1);
        long balance = Math.multiplyExact(score, Math.addExact(Math.multiplyExact(pairs, gap * gap), 1));
        if (Math.multiplyExact(balance, pairs + 1) >= EXACT) {
            throw new IllegalArgumentException(
                    "a Swiss of " + pool.size() + " entrants " + gap + " points apart is beyond exact pairing weights");
        }
        return new Weights(balance, score, alternation, groupPlace);
    }

    private static boolean perfectlyPairable(List<Contender> pool, Set<Pair> forbidden) {
        return new SparseEdmondsMaximumCardinalityMatching<>(allowed(pool, forbidden))
                .getMatching()
                .isPerfect();
    }

    private static Graph<Long, DefaultWeightedEdge> allowed(List<Contender> pool, Set<Pair> forbidden) {
        Graph<Long, DefaultWeightedEdge> graph = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        pool.forEach(contender -> graph.addVertex(contender.id()));
        for (int i = 0; i < pool.size(); i++) {
            for (int j = i + 1; j < pool.size(); j++) {
                Contender a = pool.get(i);
                Contender b = pool.get(j);
                if (!a.met().contains(b.id()) && !forbidden.contains(Pair.of(a.id(), b.id()))) {
                    graph.addEdge(a.id(), b.id());
                }
            }
        }
        return graph;
    }

    /** The field in standings order, each with what the series so far say of it. */
    static List<Contender> contenders(
            List<Standings.Standing> standings, List<Series> series, Map<Long, Integer> byes) {
        List<Series> inOrder =
                series.stream().sorted(Comparator.comparing(Series::slot)).toList();
        List<Contender> field = new ArrayList<>();
        for (int place = 0; place < standings.size(); place++) {
            long id = standings.get(place).entrant();
            int balance = 0;
            int lastSide = 0;
            Set<Long> met = new HashSet<>();
            for (Series one : inOrder) {
                if (one.involves(id)) {
                    lastSide = one.first() == id ? 1 : -1;
                    balance += lastSide;
                    met.add(one.opponentOf(id));
                }
            }
            field.add(new Contender(
                    id, place, standings.get(place).score(), byes.getOrDefault(id, 0), balance, lastSide, met));
        }
        return field;
    }
}
