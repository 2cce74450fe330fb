package io.admiralty.league.games;

import io.admiralty.bot.BotText;
import io.admiralty.game.Side;
import io.admiralty.league.games.GameStore.LeagueGame;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * What the league does when what one game holds cannot be stored: the matchup goes on. A game's bot-made content is
 * its transcripts (everything else in its row the league wrote itself), kept escaped ({@link BotText}) so that the
 * database takes any byte; should the database still refuse one game's content, that game is stored without it, its
 * transcripts replaced by the league's sentence and its stderr logs left out, in a transaction of its own, and the matchup carries on. Retrying the
 * same content could only fail the same way, so it is never retried: a matchup must not be cancelled by its games'
 * content. A failure that is not about content, or one that storing the game without its transcripts does not cure,
 * is the league's and is thrown as before.
 */
public final class StoringFailures {

    private static final Logger LOG = Logger.getLogger(StoringFailures.class);
    /** SQLSTATE class 22, "data exception": the database refused a value (an invalid byte, a string too long...). */
    private static final String DATA_EXCEPTION = "22";
    /** What a transcript the database refused reads as, in the league's words. */
    public static final String UNSTORABLE = "(the league could not store this transcript: the database refused it)";

    private StoringFailures() {}

    /**
     * Stores {@code games} with {@code store}, which stores what it is given in one transaction: all of them at once,
     * or, when their content is refused, each alone, and a game refused alone without its transcripts.
     */
    public static void store(List<LeagueGame> games, Consumer<List<LeagueGame>> store) {
        try {
            store.accept(games);
            return;
        } catch (RuntimeException e) {
            if (!refusedContent(e)) {
                throw e;
            }
            if (games.size() == 1) {
                storeWithout(games.get(0), store, e);
                return;
            }
            LOG.warnf(
                    "matchup %d: the database refused the content of a batch of %d games (%s); storing them one by one",
                    games.get(0).matchupId(), games.size(), BotText.quote(message(e), 300));
        }
        for (LeagueGame game : games) {
            try {
                store.accept(List.of(game));
            } catch (RuntimeException e) {
                if (!refusedContent(e)) {
                    throw e;
                }
                storeWithout(game, store, e);
            }
        }
    }

    /**
     * Stores with {@code withBotText}, or, should the database refuse its content, with {@code without}: the same
     * without what the bot made.
     */
    public static void orWithout(Runnable withBotText, Runnable without) {
        try {
            withBotText.run();
        } catch (RuntimeException e) {
            if (!refusedContent(e)) {
                throw e;
            }
            LOG.warnf("the database refused what a bot made (%s); stored without it", BotText.quote(message(e), 300));
            without.run();
        }
    }

    /** Whether the database refused a value it was given (SQLSTATE class 22), whatever wraps its exception. */
    public static boolean refusedContent(Throwable failure) {
        for (Throwable e = failure; e != null; e = e.getCause() == e ? null : e.getCause()) {
            if (e instanceof SQLException sql
                    && sql.getSQLState() != null
                    && sql.getSQLState().startsWith(DATA_EXCEPTION)) {
                return true;
            }
        }
        return false;
    }

    private static void storeWithout(LeagueGame game, Consumer<List<LeagueGame>> store, RuntimeException refused) {
        LeagueGame stripped = withoutTranscripts(game);
        if (stripped == game) {
            throw refused;
        }
        LOG.warnf(
                "matchup %d game %d: the database refused its transcripts (%s); the game is stored without them",
                game.matchupId(), game.index(), BotText.quote(message(refused), 300));
        store.accept(List.of(stripped));
    }

    /**
     * The game with each transcript replaced by {@link #UNSTORABLE} and without its stderr logs, tags and metrics; the
     * game itself when it has none of them.
     */
    static LeagueGame withoutTranscripts(LeagueGame game) {
        if (game.transcripts().isEmpty()
                && game.logs().isEmpty()
                && game.notes().isEmpty()) {
            return game;
        }
        Map<Side, String> replaced = new EnumMap<>(Side.class);
        game.transcripts().keySet().forEach(side -> replaced.put(side, UNSTORABLE));
        return new LeagueGame(
                game.seasonId(),
                game.matchupId(),
                game.index(),
                game.botA(),
                game.botB(),
                game.versionA(),
                game.versionB(),
                game.record(),
                replaced,
                Map.of(),
                Map.of(),
                game.startedAt(),
                game.finishedAt(),
                game.moveTimes());
    }

    /** The messages of the failure and its causes, which may quote what the bot made: only ever logged quoted. */
    private static String message(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable e = failure; e != null && text.length() < 2000; e = e.getCause() == e ? null : e.getCause()) {
            text.append(text.length() == 0 ? "" : " <- ").append(e);
        }
        return text.toString();
    }
}
