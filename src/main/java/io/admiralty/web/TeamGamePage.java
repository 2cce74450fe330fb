package io.admiralty.web;

import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.league.account.TeamAccess.TeamView;

/**
 * One game of a team's bot as its team sees it: who played, how it ended, and the transcript of the team's own bot
 * where it forfeited (the lines it was sent and answered, and the end of its stderr). The replay is the public game
 * page's.
 */
final class TeamGamePage {

    private TeamGamePage() {}

    /** {@code game} holds the transcripts of the team's own bots only (the caller's predicate saw to that). */
    static String page(TeamView team, GameView game) {
        StringBuilder main = new StringBuilder("<p class=\"meta\"><a href=\"/teams/")
                .append(team.id())
                .append("#games\">")
                .append(Html.esc(team.name()))
                .append("</a></p>\n<h1>Game ")
                .append(game.id())
                .append(": ")
                .append(Html.esc(game.botA().name()))
                .append(" – ")
                .append(Html.esc(game.botB().name()))
                .append("</h1>\n<p>")
                .append(
                        game.winner() == null
                                ? "A draw"
                                : "Won by " + Html.esc(side(game, game.winner()).name()))
                .append(": ")
                .append(Html.esc(game.reason()))
                .append(game.detail() == null ? "" : " (" + Html.esc(game.detail()) + ")")
                .append(", ")
                .append(Html.time(game.finishedAt()))
                .append(". <a href=\"/games/")
                .append(game.id())
                .append("\">Replay</a></p>\n");
        boolean any = false;
        for (String seat : new String[] {"A", "B"}) {
            String transcript = "A".equals(seat) ? game.transcriptA() : game.transcriptB();
            if (transcript != null) {
                any = true;
                main.append("<section class=\"transcript\" aria-labelledby=\"transcript-")
                        .append(seat)
                        .append("\"><h2 id=\"transcript-")
                        .append(seat)
                        .append("\">Transcript of ")
                        .append(Html.esc(side(game, seat).name()))
                        .append(" v")
                        .append(side(game, seat).version())
                        .append("</h2>\n<p class=\"meta\">What the league sent it and what it answered, then the end of"
                                + " what it printed to stderr.</p>\n<pre>")
                        .append(Html.esc(transcript))
                        .append("</pre></section>\n");
            }
        }
        if (!any) {
            main.append("<p>No transcript: the team's bot did not forfeit this game.</p>\n");
        }
        return Html.document("Game " + game.id() + " · " + team.name(), main.toString(), null);
    }

    private static PlayerRef side(GameView game, String seat) {
        return "A".equals(seat) ? game.botA() : game.botB();
    }
}
