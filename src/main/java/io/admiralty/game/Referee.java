package io.admiralty.game;

import java.util.List;

/**
 * Plays one game between two {@link Player}s under a ruleset and returns its immutable record.
 * <p>
 * Rules beyond the obvious ones (see README, "Rules"): whoever sinks the last ship wins at once, in salvo as
 * in single firing, so the other player never answers that volley and a fleet battle has no draw. A salvo
 * volley has as many shots as the shooter's own afloat ships give when it is asked for, so damage taken in
 * the opponent's last volley already counts. When both players have fired {@link Ruleset#turnCap()} shots the
 * game is a draw. A rule or limit broken by a bot forfeits the game to the other; both failing at placement is
 * a draw.
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
    private final int[] shotsBy = new int[2];
    private final StrikeLog log;

    private Referee(Ruleset ruleset, long seed, Side first, int gameNumber, Player a, Player b) {
        this.ruleset = ruleset;
        this.seed = seed;
        this.first = first;
        this.gameNumber = gameNumber;
        this.players = new Player[] {a, b};
        this.log = new StrikeLog(ruleset.cells());
    }

    public static GameRecord play(Ruleset ruleset, long seed, Side firstMover, int gameNumber, Player a, Player b) {
        return new Referee(ruleset, seed, firstMover, gameNumber, a, b).run();
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

    /** A player's own seed, derived from the game seed and seat (SplitMix64 finaliser). */
    public static long seedFor(long gameSeed, Side side) {
        long z = gameSeed + (side.ordinal() + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private GameRecord run() {
        Placement.Verdict a = askPlacement(Side.A);
        Placement.Verdict b = askPlacement(Side.B);
        Outcome outcome = judgePlacements(a, b);
        if (outcome == null) {
            outcome = battle();
        }
        for (Side side : Side.values()) {
            try {
                players[side.ordinal()].onGameEnd(outcome, side);
            } catch (RuntimeException | StackOverflowError ignored) {
                // The result stands; a bot failing to hear it changes nothing.
            }
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

    private Placement.Verdict askPlacement(Side side) {
        Player player = players[side.ordinal()];
        GameSetup setup = new GameSetup(
                ruleset, side, side == first, players[side.other().ordinal()].name(), gameNumber, seedFor(seed, side));
        Placement placement;
        try {
            placement = player.place(setup);
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

    private Outcome battle() {
        boolean salvo = ruleset.firing() == Firing.SALVO;
        Side side = first;
        int cap = ruleset.turnCap();
        while (true) {
            Outcome forfeit = volley(side, salvo ? fleets[side.ordinal()].salvoShots() : 1);
            if (forfeit != null) {
                return forfeit;
            }
            if (fleets[side.other().ordinal()].afloat == 0) {
                return Outcome.fleetSunk(side);
            }
            if (shotsBy[0] >= cap && shotsBy[1] >= cap) {
                return Outcome.turnCap();
            }
            side = side.other();
        }
    }

    /** Asks for, checks and resolves one volley. Returns a forfeit outcome, or null when play goes on. */
    private Outcome volley(Side side, int shots) {
        Player player = players[side.ordinal()];
        TrackingGrid grid = tracking[side.ordinal()];
        List<Coord> targets;
        try {
            targets = player.fire(grid, shots);
        } catch (LeagueFault notTheBots) {
            throw notTheBots;
        } catch (BotFault fault) {
            return Outcome.forfeit(side, fault.reason(), fault.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return Outcome.forfeit(side, ForfeitReason.EXCEPTION, describe(e));
        }
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
