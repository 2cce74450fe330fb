package io.admiralty.bot.builtin;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Whole fleet layouts drawn uniformly from those consistent with the {@link Evidence}: the exact posterior when every
 * legal layout was equally likely before the game. A layout is one line index per ship, in fleet order.
 * <p>
 * Hits are what make plain rejection hopeless (a random fleet rarely covers a given hit), so they are covered first:
 * a "cover" places ships on lines through every hit cell, each hit on exactly one ship, found by backtracking from
 * the lowest uncovered hit; the other ships ("free" ones) then avoid every hit and miss. Drawing a cover with
 * probability proportional to the number of line choices its free ships have, then each free ship uniformly among its
 * lines, proposes every layout of the product set with the same probability; rejecting overlaps leaves exactly the
 * consistent layouts, each equally likely.
 */
final class LayoutSampler {

    private final PlacementTable table;
    private final Evidence evidence;
    private final int ships;
    /** Per free ship: the lines avoiding every known cell. */
    private final int[][] free;
    /** Per cover: the line of each covering ship, -1 for a free ship. */
    private final List<int[]> covers = new ArrayList<>();

    private final List<long[]> coverMasks = new ArrayList<>();
    private double[] cumulative = new double[0];
    private final int[] scratch;

    private LayoutSampler(PlacementTable table, Evidence evidence) {
        this.table = table;
        this.evidence = evidence;
        this.ships = evidence.fleet.length;
        this.free = new int[ships][];
        this.scratch = new int[ships];
        long knownLo = evidence.missLo | evidence.hitLo;
        long knownHi = evidence.missHi | evidence.hitHi;
        for (int s = 0; s < ships; s++) {
            int length = evidence.fleet[s];
            int n = table.lo[length].length;
            int[] lines = new int[n];
            int count = 0;
            for (int p = 0; p < n; p++) {
                if ((table.lo[length][p] & knownLo | table.hi[length][p] & knownHi) == 0) {
                    lines[count++] = p;
                }
            }
            free[s] = Arrays.copyOf(lines, count);
        }
    }

    /**
     * The sampler for what was seen, or null when more than {@code maxCovers} ways of covering the hits exist (the
     * caller then plays without it) or none does (the evidence is inconsistent with a uniform fleet).
     */
    static LayoutSampler of(PlacementTable table, Evidence evidence, int maxCovers) {
        LayoutSampler sampler = new LayoutSampler(table, evidence);
        int[] lines = new int[sampler.ships];
        Arrays.fill(lines, -1);
        if (!sampler.cover(lines, 0, 0, 0, 0, maxCovers) || sampler.covers.isEmpty()) {
            return null;
        }
        sampler.cumulative = new double[sampler.covers.size()];
        double sum = 0;
        for (int i = 0; i < sampler.covers.size(); i++) {
            double weight = 1;
            int[] cover = sampler.covers.get(i);
            for (int s = 0; s < sampler.ships; s++) {
                if (cover[s] < 0) {
                    weight *= sampler.free[s].length;
                }
            }
            sum += weight;
            sampler.cumulative[i] = sum;
        }
        return sum > 0 ? sampler : null;
    }

    /** Places covering ships from the lowest uncovered hit on; false once more than {@code maxCovers} were found. */
    private boolean cover(
            int[] lines, long coveredLo, long coveredHi, long occupiedLo, long occupiedHi, int maxCovers) {
        long openLo = evidence.hitLo & ~coveredLo;
        long openHi = evidence.hitHi & ~coveredHi;
        if ((openLo | openHi) == 0) {
            for (int s = 0; s < ships; s++) {
                if (evidence.isSunk(s) && lines[s] < 0) {
                    return true;
                }
            }
            covers.add(lines.clone());
            coverMasks.add(new long[] {occupiedLo, occupiedHi});
            return covers.size() <= maxCovers;
        }
        int hit = openLo != 0 ? Long.numberOfTrailingZeros(openLo) : 64 + Long.numberOfTrailingZeros(openHi);
        for (int s = 0; s < ships; s++) {
            if (lines[s] >= 0) {
                continue;
            }
            int length = evidence.fleet[s];
            for (int p : table.through[length][hit]) {
                long lo = table.lo[length][p];
                long hi = table.hi[length][p];
                if ((lo & occupiedLo | hi & occupiedHi) != 0 || !evidence.allows(s, p)) {
                    continue;
                }
                lines[s] = p;
                boolean more = cover(
                        lines,
                        coveredLo | lo & evidence.hitLo,
                        coveredHi | hi & evidence.hitHi,
                        occupiedLo | lo,
                        occupiedHi | hi,
                        maxCovers);
                lines[s] = -1;
                if (!more) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Draws one consistent layout into {@code layout}; false when {@code attempts} proposals all overlapped (crowded
     * boards), so the caller never loops for long.
     */
    boolean sample(RandomGenerator random, int[] layout, int attempts) {
        double total = cumulative[cumulative.length - 1];
        for (int attempt = 0; attempt < attempts; attempt++) {
            int i = Arrays.binarySearch(cumulative, random.nextDouble() * total);
            i = Math.min(i < 0 ? -i - 1 : i + 1, cumulative.length - 1);
            int[] cover = covers.get(i);
            long occupiedLo = coverMasks.get(i)[0];
            long occupiedHi = coverMasks.get(i)[1];
            boolean clash = false;
            for (int s = 0; s < ships && !clash; s++) {
                int p = cover[s];
                if (p < 0) {
                    int length = evidence.fleet[s];
                    p = free[s][random.nextInt(free[s].length)];
                    long lo = table.lo[length][p];
                    long hi = table.hi[length][p];
                    clash = (lo & occupiedLo | hi & occupiedHi) != 0;
                    occupiedLo |= lo;
                    occupiedHi |= hi;
                }
                layout[s] = p;
            }
            if (!clash) {
                return true;
            }
        }
        return false;
    }

    /**
     * How likely the random placer is to make {@code layout}, relative to the other layouts (the sampler draws them
     * equally likely; weighting by this turns its draws into the placer's posterior). The placer puts the ships in
     * fleet order, each at one of the lines left free with chances proportional to {@link PlacementTable#placerChance}.
     */
    double placerWeight(int[] layout) {
        double weight = 1;
        long occupiedLo = 0;
        long occupiedHi = 0;
        for (int s = 0; s < ships; s++) {
            int length = evidence.fleet[s];
            long[] lo = table.lo[length];
            long[] hi = table.hi[length];
            double[] chance = table.placerChance[length];
            double free = 0;
            for (int p = 0; p < lo.length; p++) {
                if ((lo[p] & occupiedLo | hi[p] & occupiedHi) == 0) {
                    free += chance[p];
                }
            }
            weight *= chance[layout[s]] / free;
            occupiedLo |= lo[layout[s]];
            occupiedHi |= hi[layout[s]];
        }
        return weight;
    }

    /** An upper bound on the number of consistent layouts: every cover times its free ships' choices, overlaps ignored. */
    double upperBound() {
        return cumulative[cumulative.length - 1];
    }

    /** Every consistent layout, or null when there are more than {@code limit}. */
    List<int[]> enumerate(int limit) {
        List<int[]> layouts = new ArrayList<>();
        for (int i = 0; i < covers.size(); i++) {
            if (!extend(covers.get(i), 0, coverMasks.get(i)[0], coverMasks.get(i)[1], layouts, limit)) {
                return null;
            }
        }
        return layouts;
    }

    /** Places the free ships from {@code s} on, every way they fit beside the cover; false past {@code limit} layouts. */
    private boolean extend(int[] cover, int s, long occupiedLo, long occupiedHi, List<int[]> layouts, int limit) {
        if (s == ships) {
            layouts.add(scratch.clone());
            return layouts.size() <= limit;
        }
        if (cover[s] >= 0) {
            scratch[s] = cover[s];
            return extend(cover, s + 1, occupiedLo, occupiedHi, layouts, limit);
        }
        int length = evidence.fleet[s];
        for (int p : free[s]) {
            long lo = table.lo[length][p];
            long hi = table.hi[length][p];
            if ((lo & occupiedLo | hi & occupiedHi) == 0) {
                scratch[s] = p;
                if (!extend(cover, s + 1, occupiedLo | lo, occupiedHi | hi, layouts, limit)) {
                    return false;
                }
            }
        }
        return true;
    }
}
