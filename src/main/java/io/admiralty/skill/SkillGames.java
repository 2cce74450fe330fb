package io.admiralty.skill;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.ForwardingSession;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.EndReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * Plays a bot's skill games: game n against the {@link SparringPartner} on the deal's layout n, the bot in seat A with
 * the first move and the deal's game seed n ({@link SkillLayouts#DEALS} in the league), so a built-in bot fires
 * exactly the shots it fires one-sided ({@code Referee.shotsToSink}) on that layout with that game seed. The games are
 * a matchup's (the same runner, limits, forfeits and transcripts as seasons), for every kind and dialect of bot.
 */
public final class SkillGames {

    /**
     * Layout {@code layout}'s game; {@code shots} is what it counts for the score, or null when the bot forfeited it
     * (then the game's outcome says why).
     */
    public record SkillGame(int layout, PlayedGame played, Integer shots) {}

    private SkillGames() {}

    /** The name the bot's seat is called by in its skill games when the bot is called {@code name}. */
    public static String seatName(String name) {
        return Bots.seatName(name, SparringPartner.NAME, Side.A);
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
        // any layout may be the last (a forfeit or a waiting season matchup ends the run): none is named
        MatchupRunner.play(
                seen,
                partner,
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
                played -> results.accept(new SkillGame(played.number(), played, shots(played.record()))));
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
}
