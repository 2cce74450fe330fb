package io.admiralty.web;

import io.admiralty.history.GameQueries;
import io.admiralty.history.GameQueries.Reader;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.profile.BotViews.BotView;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The team's latest games, newest first, each with its replay and, where the team's bot forfeited, the link to its
 * transcript (what the bot was sent and answered, and the end of what it printed to stderr), shown on the team's own
 * page only. Live: team.js renders it again while the team's seasons play.
 */
@ApplicationScoped
class TeamGamesSection {

    static final int SHOWN = 20;

    private final GameQueries games;

    TeamGamesSection(GameQueries games) {
        this.games = games;
    }

    /** A game of the team's, and whether one of the team's bots forfeited it (its page then has the transcript). */
    record Latest(GameView game, boolean ownForfeit) {}

    List<Latest> view(TeamContext context) {
        Set<Long> own = context.bots().stream().map(BotView::id).collect(Collectors.toSet());
        return latest(own, context.id()).stream()
                .map(game -> {
                    String forfeiter = forfeiter(game);
                    return new Latest(
                            game,
                            forfeiter != null
                                    && own.contains(
                                            "A".equals(forfeiter)
                                                    ? game.botA().id()
                                                    : game.botB().id()));
                })
                .toList();
    }

    /** The latest games of any of the bots, newest first, each once (a game of two of them is both bots'). */
    private List<GameView> latest(Set<Long> own, long team) {
        Map<Long, GameView> found = new LinkedHashMap<>();
        for (long bot : own) {
            for (GameView game :
                    games.page(null, bot, SHOWN, null, Reader.team(team)).games()) {
                found.putIfAbsent(game.id(), game);
            }
        }
        return found.values().stream()
                .sorted(Comparator.comparingLong(GameView::id).reversed())
                .limit(SHOWN)
                .toList();
    }

    /** The side that forfeited the game ("A" or "B"), or null when no one did. */
    static String forfeiter(GameView game) {
        if (game.reason() == null || !game.reason().startsWith("forfeit") || game.winner() == null) {
            return null;
        }
        return "A".equals(game.winner()) ? "B" : "A";
    }
}
