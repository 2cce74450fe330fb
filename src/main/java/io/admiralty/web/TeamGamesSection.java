package io.admiralty.web;

import io.admiralty.history.GameQueries;
import io.admiralty.history.GameQueries.Reader;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.profile.BotProfiles;
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
class TeamGamesSection implements TeamSection {

    static final int SHOWN = 20;

    private final BotProfiles bots;
    private final GameQueries games;

    TeamGamesSection(BotProfiles bots, GameQueries games) {
        this.bots = bots;
        this.games = games;
    }

    @Override
    public int order() {
        return 400;
    }

    @Override
    public String render(TeamContext context) {
        Set<Long> own = bots.list(context.caller(), context.id()).stream()
                .map(BotView::id)
                .collect(Collectors.toSet());
        List<GameView> latest = latest(own, context.id());
        StringBuilder html = new StringBuilder(
                "<section id=\"games\" aria-labelledby=\"games-h\" data-live-part><h2 id=\"games-h\">Games</h2>\n");
        if (latest.isEmpty()) {
            return html.append("<p>No games yet.</p>\n</section>\n").toString();
        }
        html.append(
                """
                <div class="scroll"><table class="games"><caption>The team's latest games, newest first</caption>
                <thead><tr><th scope="col">Game</th><th scope="col">Bots</th><th scope="col">Result</th>\
                <th scope="col">Finished</th><th scope="col">Transcript</th></tr></thead>
                <tbody>
                """);
        for (GameView game : latest) {
            String forfeiter = forfeiter(game);
            boolean ownForfeit = forfeiter != null
                    && own.contains(
                            "A".equals(forfeiter)
                                    ? game.botA().id()
                                    : game.botB().id());
            html.append("<tr data-game=\"")
                    .append(game.id())
                    .append("\"><td><a href=\"/games/")
                    .append(game.id())
                    .append("\">")
                    .append(game.id())
                    .append("</a></td><td>")
                    .append(Html.esc(game.botA().name()))
                    .append(" v")
                    .append(game.botA().version())
                    .append(" – ")
                    .append(Html.esc(game.botB().name()))
                    .append(" v")
                    .append(game.botB().version())
                    .append("</td><td>")
                    .append(result(game))
                    .append("</td><td>")
                    .append(Html.time(game.finishedAt()))
                    .append("</td><td>")
                    .append(
                            ownForfeit
                                    ? "<a class=\"transcript\" href=\"/teams/" + context.id() + "/games/" + game.id()
                                            + "\">transcript</a>"
                                    : "")
                    .append("</td></tr>\n");
        }
        return html.append("</tbody></table></div>\n</section>\n").toString();
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

    private static String result(GameView game) {
        String winner = game.winner() == null
                ? "draw"
                : Html.esc(("A".equals(game.winner()) ? game.botA() : game.botB()).name()) + " won";
        return winner + " <small>(" + Html.esc(game.reason()) + ")</small>";
    }
}
