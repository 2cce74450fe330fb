package io.admiralty.league.queue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which claimed work an instance takes on, by what it costs ({@link CostClass}): {@code cpuSlots} slots of CPU, each
 * a thousand shares; a {@code cpu} matchup takes a whole slot, a {@code builtin} one {@code builtinShares}, a
 * {@code network} one none. Open work of every class together is capped at {@code maxOpen}, of which the cheap classes
 * may hold all but {@code cpuSlots} places, so a matchup that needs a slot finds a place whenever a slot is free.
 * <p>
 * Fairness: work is taken in the {@link ClaimOrder}, and work that costs shares may pass earlier waiting work only when
 * it costs none: when the first waiting work that costs shares does not fit, nothing that costs shares is taken until it
 * does (a flood of built-in matchups cannot keep a season's process matchup waiting), while network work, which takes
 * no slot from it, goes on. Pure: {@link WorkRepository}'s claim is this rule in SQL.
 */
public record Admission(int cpuSlots, int maxOpen, int builtinShares) {

    /** The shares of one CPU slot. */
    public static final int SLOT = 1000;

    public Admission {
        if (cpuSlots < 1 || maxOpen < 1 || builtinShares < 0 || builtinShares > SLOT) {
            throw new IllegalArgumentException(
                    "needs at least one CPU slot and one open place, and built-ins costing 0 to " + SLOT + " shares");
        }
    }

    /** What one piece of work of the class takes, in shares of a slot. */
    public int shares(CostClass cost) {
        return switch (cost) {
            case CPU -> SLOT;
            case BUILTIN -> builtinShares;
            case NETWORK -> 0;
        };
    }

    /**
     * What is left for more work when {@code open} is open here, by class: {@code freeShares} of the slots, whether a
     * cheap class may take a place, and whether any place is left at all.
     */
    public Room room(Map<CostClass, Integer> open) {
        int all = 0;
        int used = 0;
        for (Map.Entry<CostClass, Integer> entry : open.entrySet()) {
            all += entry.getValue();
            used += entry.getValue() * shares(entry.getKey());
        }
        int cheap = all - open.getOrDefault(CostClass.CPU, 0);
        boolean placeLeft = all < maxOpen;
        return new Room(
                placeLeft ? cpuSlots * SLOT - used : 0,
                placeLeft && cheap < Math.max(1, maxOpen - cpuSlots),
                placeLeft);
    }

    /** Room for more work: shares free of the slots, and whether cheap work may take a place. */
    public record Room(int freeShares, boolean cheapPlace, boolean placeLeft) {}

    /** Whether work of the class fits in the room (the order aside). */
    public boolean fits(CostClass cost, Room room) {
        return room.placeLeft() && (cost == CostClass.CPU || room.cheapPlace()) && shares(cost) <= room.freeShares();
    }

    /** One waiting piece of work, as the claim sees it. */
    public record Waiting(long id, WorkKind kind, CostClass cost) {}

    /**
     * The work the claim takes from {@code waiting} (in the claim order) given the room: the first that fits, except
     * that work costing shares is taken only if it is the first waiting work costing shares that could have a place.
     */
    public Optional<Waiting> pick(List<Waiting> waiting, Room room) {
        Optional<Waiting> firstCostly = waiting.stream()
                .filter(w -> shares(w.cost()) > 0 && (w.cost() == CostClass.CPU || room.cheapPlace()))
                .findFirst();
        return waiting.stream()
                .filter(w -> fits(w.cost(), room))
                .filter(w -> shares(w.cost()) == 0 || firstCostly.orElseThrow().equals(w))
                .findFirst();
    }
}
