package io.admiralty.game;

import java.util.List;

/**
 * Plays one game between two {@link Player}s under a ruleset and returns its immutable record.
 * <p>
 * Rules beyond the obvious ones (see docs/bots.md, "Rules"): whoever sinks the last ship wins at once, in salvo as
 * in single firing, so the other player never answers that volley and a fleet battle has no draw. A salvo
 * volley has as many shots as the shooter's own afloat ships give when it is asked for, so damage taken in
 * the opponent's last volley already counts. When both players have fired {@link Ruleset#turnCap()} shots the
 * game is a draw. A rule or limit broken by a bot forfeits the game to the other; both failing at placement is
 * a draw.
 * <p>
 * A seat may also be played from outside ({@link #outside}): a learning environment's agent, whose placement and
 * volleys arrive one command at a time. The referee then {@link #advance advances} the game until that seat is due
 * to place or fire, and {@link #place} and {@link #fire} hand it the seat's move. The game is the same as when every
 * seat is a {@link Player} that answers the same: one referee, played either way.
 */
public final class Referee {

    private final Ruleset ruleset;
    private final long seed;
    private final Side first;
    private final int gameNumber;
    private final Player[] players;
    private final TrackingGrid[] tracking = new TrackingGrid[2];
    private final Fleet[] fleets = new Fleet[2];
    private final Placement[] placements = new Placement[2];
    private final Placement.Verdict[] verdicts = new Placement.Verdict[2];
    private final int[] shotsBy = new int[2];
    private final StrikeLog log;
    /** The seat due to fire; null while the fleets are being placed. */
    private Side turn;

    private Outcome outcome;

    private Referee(Ruleset ruleset, long seed, Side first, int gameNumber, Player a, Player b) {
        this.ruleset = ruleset;
        this.seed = seed;
        this.first = first;
        this.gameNumber = gameNumber;
        this.players = new Player[] {a, b};
        this.log = new StrikeLog(ruleset.cells());
    }

    public static GameRecord play(Ruleset ruleset, long seed, Side firstMover, int gameNumber, Player a, Player b) {
        if (a instanceof Outside || b instanceof Outside) {
            throw new IllegalArgumentException("a seat played from outside needs Referee.start, not play");
        }
        Referee referee = start(ruleset, seed, firstMover, gameNumber, a, b);
        return referee.record();
    }

    /**
     * A game whose seats may be {@link #outside} ones, advanced until the first outside seat is due to move (or to
     * its end when none is).
     */
    public static Referee start(Ruleset ruleset, long seed, Side firstMover, int gameNumber, Player a, Player b) {
        Referee referee = new Referee(ruleset, seed, firstMover, gameNumber, a, b);
        referee.advance();
        return referee;
    }

    /** A seat called {@code name} whose moves are handed to the referee ({@link #place}, {@link #fire}). */
    public static Player outside(String name) {
        return new Outside(name);
    }

    /** A player's own seed, derived from the game seed and seat (SplitMix64 finaliser). */
    public static long seedFor(long gameSeed, Side side) {
        long z = gameSeed + (side.ordinal() + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * One-sided play for measuring a strategy: the shooter fires single shots at a fixed layout until the
     * fleet is sunk. Returns the shots used, or the turn cap if it never finishes.
     */
    public static int shotsToSink(Ruleset ruleset, Placement target, Player shooter, long seed) {
        if (!(target.judge(ruleset) instanceof Placement.Accepted accepted)) {
            throw new IllegalArgumentException("target layout is not legal for " + ruleset.spec());
        }
        shooter.place(new GameSetup(ruleset, Side.A, true, "target", 1, seedFor(seed, Side.A)));
        Fleet fleet = new Fleet(ruleset, accepted.placement());
        TrackingGrid grid = new TrackingGrid(ruleset);
        int shots = 0;
        while (fleet.afloat > 0 && shots < ruleset.turnCap()) {
            Coord c = shooter.fire(grid, 1).get(0);
            if (!c.isOn(ruleset.width(), ruleset.height())) {
                throw new IllegalStateException(shooter.name() + " fired off the board at " + c);
            }
            fleet.strike(c.x(), c.y(), grid);
            shots++;
        }
        return shots;
    }

    /** The game's ruleset. */
    public Ruleset ruleset() {
        return ruleset;
    }

    /** What the seat {@code side} is told as the game starts (an outside seat's setup: its seed, who moves first). */
    public GameSetup setup(Side side) {
        return new GameSetup(
                ruleset, side, side == first, players[side.other().ordinal()].name(), gameNumber, seedFor(seed, side));
    }

    /** The outcome once the game is over, else null. */
    public Outcome outcome() {
        return outcome;
    }

    /** The outside seat due to place its fleet, or null when none is (the battle is on, or the game is over). */
    public Side placing() {
        if (outcome != null || turn != null) {
            return null;
        }
        return verdicts[0] == null ? Side.A : Side.B;
    }

    /** The seat due to fire, or null while the fleets are placed and once the game is over. */
    public Side turn() {
        return outcome == null ? turn : null;
    }

    /** The shots of the volley due from {@link #turn()}: 1, or in salvo what its afloat ships give. */
    public int shotsDue() {
        Side side = turn();
        if (side == null) {
            throw new IllegalStateException("no volley is due");
        }
        return ruleset.firing() == Firing.SALVO ? fleets[side.ordinal()].salvoShots() : 1;
    }

    /** The seat's view of the opponent's board, null before the fleets are placed. */
    public Tracking tracking(Side side) {
        return tracking[side.ordinal()];
    }

    /** The strikes of the game so far from index {@code from} (0 for all), in game order. */
    public List<Strike> strikesSince(int from) {
        return log.since(from);
    }

    /** The outside seat {@code side}'s fleet (null: it gave none, a malformed reply), judged as any bot's is. */
    public void place(Side side, Placement placement) {
        if (placing() != side || !(players[side.ordinal()] instanceof Outside)) {
            throw new IllegalStateException(side + " is not due to place its fleet");
        }
        verdicts[side.ordinal()] = placement == null
                ? new Placement.Rejected(ForfeitReason.MALFORMED_REPLY, "no placement")
                : placement.judge(ruleset);
        advance();
    }

    /** The outside seat on turn's volley, checked and resolved as any bot's is; then the game advances. */
    public void fire(List<Coord> targets) {
        Side side = turn();
        if (side == null || !(players[side.ordinal()] instanceof Outside)) {
            throw new IllegalStateException("no seat played from outside is due to fire");
        }
        conclude(side, resolve(side, targets, shotsDue()));
        advance();
    }

    /** The finished game's record. */
    public GameRecord record() {
        if (outcome == null) {
            throw new IllegalStateException("the game is not over");
        }
        return new GameRecord(
                ruleset,
                seed,
                first,
                players[0].name(),
                players[1].name(),
                placements[0],
                placements[1],
                log.freeze(),
                outcome);
    }

    /** Asks the players what is due until an outside seat must move or the game ends, then tells both the end. */
    private void advance() {
        while (outcome == null) {
            if (turn == null) {
                Side side = verdicts[0] == null ? Side.A : verdicts[1] == null ? Side.B : null;
                if (side == null) {
                    outcome = judgePlacements(verdicts[0], verdicts[1]);
                    turn = first;
                } else if (players[side.ordinal()] instanceof Outside) {
                    return;
                } else {
                    verdicts[side.ordinal()] = askPlacement(side);
                }
            } else if (players[turn.ordinal()] instanceof Outside) {
                return;
            } else {
                Side side = turn;
                int shots = shotsDue();
                conclude(side, volley(side, shots));
            }
        }
        for (Side side : Side.values()) {
            try {
                players[side.ordinal()].onGameEnd(outcome, side);
            } catch (RuntimeException | StackOverflowError ignored) {
                // The result stands; a bot failing to hear it changes nothing.
            }
        }
    }

    /** After {@code side}'s volley: its forfeit, the sunk fleet, the turn cap, or the other seat's turn. */
    private void conclude(Side side, Outcome forfeit) {
        if (forfeit != null) {
            outcome = forfeit;
        } else if (fleets[side.other().ordinal()].afloat == 0) {
            outcome = Outcome.fleetSunk(side);
        } else if (shotsBy[0] >= ruleset.turnCap() && shotsBy[1] >= ruleset.turnCap()) {
            outcome = Outcome.turnCap();
        } else {
            turn = side.other();
        }
    }

    private Placement.Verdict askPlacement(Side side) {
        Player player = players[side.ordinal()];
        Placement placement;
        try {
            placement = player.place(setup(side));
        } catch (LeagueFault notTheBots) {
            throw notTheBots;
        } catch (BotFault fault) {
            return new Placement.Rejected(fault.reason(), fault.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return new Placement.Rejected(ForfeitReason.EXCEPTION, describe(e));
        }
        if (placement == null) {
            return new Placement.Rejected(ForfeitReason.MALFORMED_REPLY, "no placement");
        }
        return placement.judge(ruleset);
    }

    private Outcome judgePlacements(Placement.Verdict a, Placement.Verdict b) {
        if (a instanceof Placement.Rejected ra && b instanceof Placement.Rejected rb) {
            return new Outcome(
                    null,
                    EndReason.FORFEIT,
                    null,
                    ra.reason(),
                    "both bots failed to place: A " + ra.reason() + ": " + ra.detail() + "; B " + rb.reason() + ": "
                            + rb.detail());
        }
        if (a instanceof Placement.Rejected ra) {
            return Outcome.forfeit(Side.A, ra.reason(), ra.detail());
        }
        if (b instanceof Placement.Rejected rb) {
            return Outcome.forfeit(Side.B, rb.reason(), rb.detail());
        }
        for (Side side : Side.values()) {
            Placement placement = ((Placement.Accepted) (side == Side.A ? a : b)).placement();
            placements[side.ordinal()] = placement;
            fleets[side.ordinal()] = new Fleet(ruleset, placement);
            tracking[side.ordinal()] = new TrackingGrid(ruleset);
        }
        return null;
    }

    /** Asks for, checks and resolves one volley. Returns a forfeit outcome, or null when play goes on. */
    private Outcome volley(Side side, int shots) {
        Player player = players[side.ordinal()];
        List<Coord> targets;
        try {
            targets = player.fire(tracking[side.ordinal()], shots);
        } catch (LeagueFault notTheBots) {
            throw notTheBots;
        } catch (BotFault fault) {
            return Outcome.forfeit(side, fault.reason(), fault.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return Outcome.forfeit(side, ForfeitReason.EXCEPTION, describe(e));
        }
        return resolve(side, targets, shots);
    }

    /** Checks and resolves the volley {@code targets}, and tells both seats. Returns a forfeit, or null. */
    private Outcome resolve(Side side, List<Coord> targets, int shots) {
        TrackingGrid grid = tracking[side.ordinal()];
        if (targets == null) {
            return Outcome.forfeit(side, ForfeitReason.MALFORMED_REPLY, "no shots");
        }
        if (targets.size() != shots) {
            return Outcome.forfeit(
                    side, ForfeitReason.WRONG_SHOT_COUNT, "fired " + targets.size() + " shots, " + shots + " were due");
        }
        for (int i = 0; i < shots; i++) {
            Coord target = targets.get(i);
            if (target == null) {
                return Outcome.forfeit(side, ForfeitReason.MALFORMED_REPLY, "a shot has no cell");
            }
            if (!target.isOn(ruleset.width(), ruleset.height())) {
                return Outcome.forfeit(
                        side,
                        ForfeitReason.SHOT_OFF_BOARD,
                        "shot at " + target + " is off the " + ruleset.width() + "x" + ruleset.height() + " board");
            }
        }
        int from = log.size();
        Fleet fleet = fleets[side.other().ordinal()];
        for (int i = 0; i < shots; i++) {
            Coord target = targets.get(i);
            ShotResult result = fleet.strike(target.x(), target.y(), grid);
            int ship = result == ShotResult.SUNK ? fleet.shipAt(target) : 0;
            log.add(side, target.x(), target.y(), result, ship, result == ShotResult.SUNK ? fleet.lengths[ship] : 0);
        }
        shotsBy[side.ordinal()] += shots;
        List<Strike> resolved = log.since(from);
        Outcome fault = notify(side, resolved, true);
        return fault != null ? fault : notify(side.other(), resolved, false);
    }

    private Outcome notify(Side side, List<Strike> strikes, boolean own) {
        Player player = players[side.ordinal()];
        try {
            if (own) {
                player.onShotsResolved(strikes);
            } else {
                player.onOpponentShots(strikes);
            }
            return null;
        } catch (LeagueFault notTheBots) {
            throw notTheBots;
        } catch (BotFault fault) {
            return Outcome.forfeit(side, fault.reason(), fault.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return Outcome.forfeit(side, ForfeitReason.EXCEPTION, describe(e));
        }
    }

    private static String describe(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    /** A seat played from outside: the referee never asks it, it is handed its moves; what it is told, it ignores. */
    private record Outside(String name) implements Player {

        @Override
        public Placement place(GameSetup setup) {
            throw new IllegalStateException("a seat played from outside is never asked to place");
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            throw new IllegalStateException("a seat played from outside is never asked to fire");
        }
    }

    /** The defender's ships as the referee sees them. */
    private static final class Fleet {
        private final int width;
        private final int[] shipAt;
        private final boolean[] struck;
        private final int[] left;
        private final int[] lengths;
        private int afloat;

        Fleet(Ruleset ruleset, Placement placement) {
            this.width = ruleset.width();
            this.shipAt = placement.shipIndexByCell(ruleset);
            this.struck = new boolean[shipAt.length];
            List<Integer> fleet = ruleset.fleet();
            this.lengths = new int[fleet.size()];
            for (int i = 0; i < lengths.length; i++) {
                lengths[i] = fleet.get(i);
            }
            this.left = lengths.clone();
            this.afloat = lengths.length;
        }

        int shipAt(Coord c) {
            return shipAt[c.y() * width + c.x()];
        }

        /** Resolves one shot and tells the shooter's tracking grid. A repeat never sinks twice. */
        ShotResult strike(int x, int y, TrackingGrid grid) {
            int cell = y * width + x;
            int ship = shipAt[cell];
            ShotResult result;
            if (ship < 0) {
                result = ShotResult.MISS;
            } else if (struck[cell]) {
                result = ShotResult.HIT;
            } else {
                struck[cell] = true;
                if (--left[ship] == 0) {
                    afloat--;
                    result = ShotResult.SUNK;
                } else {
                    result = ShotResult.HIT;
                }
            }
            grid.record(x, y, result, ship, ship < 0 ? 0 : lengths[ship]);
            return result;
        }

        int salvoShots() {
            int shots = 0;
            for (int i = 0; i < lengths.length; i++) {
                if (left[i] > 0) {
                    shots += Ruleset.salvoShotsFor(lengths[i]);
                }
            }
            return shots;
        }
    }
}
