package io.admiralty.league.queue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which claimed work an instance takes on, by what it costs ({@link CostClass}) and whose it is: {@code cpuSlots} slots
 * of CPU, each a thousand shares; a {@code cpu} matchup takes a whole slot, a {@code builtin} one {@code builtinShares},
 * a {@code network} one none. Open work of every class together is capped at {@code maxOpen}, of which the cheap
 * classes may hold all but {@code cpuSlots} places, so a matchup that needs a slot finds a place whenever a slot is
 * free.
 * <p>
 * Fairness between kinds: work is taken in the {@link ClaimOrder}, and work that costs shares may pass earlier waiting
 * work only when it costs none: when the first waiting work that costs shares does not fit, nothing that costs shares
 * is taken until it does (a flood of built-in matchups cannot keep a season's process matchup waiting), while network
 * work, which takes no slot from it, goes on.
 * <p>
 * Fairness between teams: a team's own work ({@link WorkKind#ofTeam}: its validations, challenges and gates) is taken
 * only while the team holds fewer than {@code perTeam} of them running, over all instances, and only within the room
 * that leaves the league's own work (seasons' matchups, then skill jobs) {@code seasonSlots} CPU slots and
 * {@code seasonPlaces} places: team work never takes those, whoever's it is. Work that may not be taken for these
 * reasons is as if it were not waiting: it holds back no later work, so one team's flood of validations waits on its
 * own cap while a season's round is claimed beside it. The reserve is bounded so that team work always has a slot and
 * a place (an instance of one slot reserves no share of it). Pure: {@link WorkRepository}'s claim is this rule in SQL.
 */
public record Admission(int cpuSlots, int maxOpen, int builtinShares, int perTeam, int seasonSlots, int seasonPlaces) {

    /** The shares of one CPU slot. */
    public static final int SLOT = 1000;

    public Admission {
        if (cpuSlots < 1 || maxOpen < 1 || builtinShares < 0 || builtinShares > SLOT) {
            throw new IllegalArgumentException(
                    "needs at least one CPU slot and one open place, and built-ins costing 0 to " + SLOT + " shares");
        }
        if (perTeam < 1 || seasonSlots < 0 || seasonPlaces < 0) {
            throw new IllegalArgumentException(
                    "needs at least one running piece of work per team, and no negative reserve for seasons");
        }
        seasonSlots = Math.min(seasonSlots, cpuSlots - 1);
        seasonPlaces = Math.min(seasonPlaces, maxOpen - 1);
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
     * What is left for more work when {@code open} is open here, by class, of which {@code teamOpen} is teams' work:
     * {@code freeShares} of the slots, whether a cheap class may take a place, whether any place is left at all, and
     * what of that teams' work may take.
     */
    public Room room(Map<CostClass, Integer> open, Map<CostClass, Integer> teamOpen) {
        Tally all = tally(open);
        Tally teams = tally(teamOpen);
        int cheap = all.pieces - open.getOrDefault(CostClass.CPU, 0);
        boolean placeLeft = all.pieces < maxOpen;
        int freeShares = placeLeft ? cpuSlots * SLOT - all.shares : 0;
        return new Room(
                freeShares,
                placeLeft && cheap < Math.max(1, maxOpen - cpuSlots),
                placeLeft,
                Math.max(0, Math.min(freeShares, (cpuSlots - seasonSlots) * SLOT - teams.shares)),
                placeLeft && teams.pieces < maxOpen - seasonPlaces);
    }

    private record Tally(int pieces, int shares) {}

    private Tally tally(Map<CostClass, Integer> open) {
        int pieces = 0;
        int shares = 0;
        for (Map.Entry<CostClass, Integer> entry : open.entrySet()) {
            pieces += entry.getValue();
            shares += entry.getValue() * shares(entry.getKey());
        }
        return new Tally(pieces, shares);
    }

    /**
     * Room for more work: shares free of the slots, whether cheap work may take a place, whether any place is left, and
     * of those the shares and whether a place is left for teams' work.
     */
    public record Room(int freeShares, boolean cheapPlace, boolean placeLeft, int teamFreeShares, boolean teamPlace) {}

    /** Whether work of the class fits in the room (the order aside). */
    public boolean fits(CostClass cost, Room room) {
        return room.placeLeft() && (cost == CostClass.CPU || room.cheapPlace()) && shares(cost) <= room.freeShares();
    }

    /** One waiting piece of work, as the claim sees it: {@code team} is whose it is, null for the league's own. */
    public record Waiting(long id, WorkKind kind, CostClass cost, Long team) {

        public Waiting {
            if ((team != null) != kind.ofTeam()) {
                throw new IllegalArgumentException(kind + " work is " + (kind.ofTeam() ? "" : "not ") + "a team's");
            }
        }
    }

    /**
     * Whether the claim may take the team's work at all: its team holds fewer than {@code perTeam} running
     * ({@code running}: pieces of teams' work running, by team, over all instances) and it fits the room left to teams.
     * The league's own work always may.
     */
    public boolean mayTake(Waiting work, Room room, Map<Long, Integer> running) {
        return work.team() == null
                || (running.getOrDefault(work.team(), 0) < perTeam
                        && room.teamPlace()
                        && fits(work.cost(), room)
                        && shares(work.cost()) <= room.teamFreeShares());
    }

    /**
     * The work the claim takes from {@code waiting} (in the claim order) given the room and the teams' work running
     * ({@link #mayTake}, which leaves out what may not be taken): the first that fits, except that work costing shares
     * is taken only if it is the first waiting work costing shares that could have a place.
     */
    public Optional<Waiting> pick(List<Waiting> waiting, Room room, Map<Long, Integer> running) {
        List<Waiting> takeable =
                waiting.stream().filter(w -> mayTake(w, room, running)).toList();
        Optional<Waiting> firstCostly = takeable.stream()
                .filter(w -> shares(w.cost()) > 0 && (w.cost() == CostClass.CPU || room.cheapPlace()))
                .findFirst();
        return takeable.stream()
                .filter(w -> fits(w.cost(), room))
                .filter(w -> shares(w.cost()) == 0 || firstCostly.orElseThrow().equals(w))
                .findFirst();
    }
}
