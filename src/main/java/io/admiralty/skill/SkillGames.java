package io.admiralty.skill;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.ForwardingSession;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.Coord;
import io.admiralty.game.EndReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * Plays a bot's skill games: game n against the {@link SparringPartner} on the deal's layout n, the bot in seat A with
 * the first move and the deal's game seed n ({@link SkillLayouts#DEALS} in the league), so a built-in bot fires
 * exactly the shots it fires one-sided ({@code Referee.shotsToSink}) on that layout with that game seed. The games are
 * a matchup's (the same runner, limits, forfeits and transcripts as seasons), for every kind and dialect of bot.
 */
public final class SkillGames {

    /**
     * Layout {@code layout}'s game; {@code shots} is what it counts for the score, or null when the bot forfeited it
     * (then the game's outcome says why); the bot sat in {@code seat}.
     */
    public record SkillGame(int layout, PlayedGame played, Integer shots, Side seat) {

        /** The bot's transcript of the game, when it forfeited it. */
        public String transcript() {
            return played.transcripts().get(seat);
        }

        /** Where the bot put its ships, or null when it forfeited before they were placed. */
        public Placement placement() {
            return seat == Side.A
                    ? played.record().placementA()
                    : played.record().placementB();
        }
    }

    private SkillGames() {}

    /** The name the bot's seat is called by in its skill games when the bot is called {@code name}. */
    public static String seatName(String name) {
        return Bots.seatName(name, SparringPartner.NAME, Side.A);
    }

    /** The name the bot's seat is called by in its defence games when the bot is called {@code name}. */
    public static String defenceSeatName(String name) {
        return Bots.seatName(name, DefenceAttacker.NAME, Side.B);
    }

    /**
     * Plays the league's skill games on the layouts {@code layouts} hands out, until it hands out 0, and closes the
     * bot's session at the end.
     */
    public static void play(BotSession bot, Ruleset ruleset, IntSupplier layouts, Consumer<SkillGame> results) {
        play(bot, ruleset, SkillLayouts.DEALS, layouts, results);
    }

    /** The same on {@code deals}' layouts and game seeds. */
    public static void play(
            BotSession bot, Ruleset ruleset, Deals deals, IntSupplier layouts, Consumer<SkillGame> results) {
        PlacementSeen seen = new PlacementSeen(bot);
        BotSession partner = BotSession.of(new SparringPartner(seen::placement, deals));
        play(seen, partner, Side.A, ruleset, deals, layouts, results);
    }

    /**
     * Plays the league's defence games on the layouts {@code layouts} hands out, until it hands out 0, and closes the
     * bot's session at the end. In game n (game seed n of {@link SkillLayouts#DEALS}, as in the skill games) the bot
     * sits in seat B and places its fleet as in any game, told that the {@link DefenceAttacker} moves first; nothing
     * more is asked of it: its seat's shots are fired for it at the attacker's water ({@link WaterShots}), and it hears
     * of no shot, only of the game's end. The attacker fires until the bot's fleet is sunk; what a game counts is its
     * shots as {@link #shots} counts them. {@code earlier} holds the bot's placements on the layouts before the first
     * one played, and gains each game's.
     */
    public static void playDefence(
            BotSession bot, Ruleset ruleset, IntSupplier layouts, PlacementHeat earlier, Consumer<SkillGame> results) {
        PlacementSeen attacker = new PlacementSeen(BotSession.of(new DefenceAttacker(earlier)));
        play(attacker, new PlacesOnly(bot, attacker::placement), Side.B, ruleset, SkillLayouts.DEALS, layouts, game -> {
            if (game.shots() != null) {
                earlier.add(game.placement());
            }
            results.accept(game);
        });
    }

    /** Plays the games, seat A first with game seed n in game n; the bot sits in {@code seat}. */
    private static void play(
            BotSession seatA,
            BotSession seatB,
            Side seat,
            Ruleset ruleset,
            Deals deals,
            IntSupplier layouts,
            Consumer<SkillGame> results) {
        // any layout may be the last (a forfeit or a waiting season matchup ends the run): none is named
        MatchupRunner.play(
                seatA,
                seatB,
                ruleset,
                layouts,
                layout -> false,
                new MatchupRunner.Schedule() {
                    @Override
                    public long seed(int game) {
                        return deals.gameSeed(game);
                    }

                    @Override
                    public Side firstMover(int game) {
                        return Side.A;
                    }
                },
                played -> results.accept(new SkillGame(played.number(), played, shots(played.record()), seat)));
    }

    /**
     * What a game counts for the score: the bot's shots up to and including the one that sank the partner's last ship
     * (in single firing, all its shots; in salvo the rest of the last volley does not count); all its shots when the
     * turn cap ended the game first; null when the bot forfeited.
     */
    public static Integer shots(GameRecord game) {
        EndReason reason = game.outcome().reason();
        if (reason == EndReason.FORFEIT) {
            return null;
        }
        int fired = 0;
        int sunk = 0;
        int lastSink = 0;
        for (Strike strike : game.strikes()) {
            if (strike.shooter() == Side.A) {
                fired++;
                if (strike.result() == ShotResult.SUNK
                        && ++sunk == game.ruleset().fleet().size()) {
                    lastSink = fired;
                }
            }
        }
        return reason == EndReason.FLEET_SUNK ? lastSink : fired;
    }

    /** The bot's session, remembering where it placed its ships in the current game for the partner. */
    private static final class PlacementSeen extends ForwardingSession.Around {

        private volatile Placement placement;

        PlacementSeen(BotSession bot) {
            super(bot);
        }

        @Override
        public Placement place(GameSetup setup) {
            placement = null;
            placement = super.place(setup);
            return placement;
        }

        Placement placement() {
            return placement;
        }
    }

    /** The bot's session in a defence game: it places; its shots are fired for it, and it hears of none. */
    private static final class PlacesOnly extends ForwardingSession.Around {

        private final WaterShots shots;

        PlacesOnly(BotSession bot, Supplier<Placement> attacker) {
            super(bot);
            this.shots = new WaterShots(attacker);
        }

        @Override
        public Placement place(GameSetup setup) {
            shots.newGame(setup.ruleset());
            return super.place(setup);
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            return this.shots.volley(shots);
        }

        @Override
        public void onShotsResolved(List<Strike> strikes) {}

        @Override
        public void onOpponentShots(List<Strike> strikes) {}
    }
}
