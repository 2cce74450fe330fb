package io.admiralty.web;

import static io.admiralty.web.Html.esc;
import static io.admiralty.web.Html.time;
import static io.admiralty.web.SeasonPage.botLink;

import io.admiralty.game.Ruleset;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.history.GameViews.ShipView;
import io.admiralty.history.GameViews.StrikeView;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A game's replay ({@code /games/{id}}), rendered on the server at a given strike: both boards with their
 * coordinates, the strike list as links to each step (so it works without a script), and the outcome. The page's
 * script (game.js) then steps through the same DOM: every cell carries its coordinates and ship, every strike its
 * shooter, cell and result.
 */
final class GamePage {

    /** Columns get letters (A is x 0) as the letter-and-number dialects name them, on boards this wide at most. */
    private static final int LETTERED = 26;

    /**
     * Who looks at the replay: anonymous (a token pasted into the page shows a team its transcripts), or signed in
     * ({@code game} then holds the transcripts the caller may read), with {@code team} the caller's team that played
     * it, if any (its own page of the game).
     */
    record Viewer(boolean signedIn, Long team) {
        static final Viewer ANONYMOUS = new Viewer(false, null);
    }

    private GamePage() {}

    static String page(GameView game, int requestedStep, Viewer viewer) {
        int step = Math.max(0, Math.min(game.strikes().size(), requestedStep));
        Ruleset ruleset = Ruleset.parse(game.ruleset());
        String title = "Game " + game.id() + ": " + game.botA().name() + " v "
                + game.botB().name();
        boolean forfeited = game.reason().startsWith("forfeit");
        String main =
                """
                <h1>Game %d: %s <small>v%d</small> against %s <small>v%d</small></h1>
                <p id="outcome" class="meta">%s · %s · seed <code id="seed">%s</code> · %s moved first · %s (%s)</p>
                <p class="meta">Started %s, finished %s</p>
                %s
                <div class="controls" role="group" aria-label="Replay controls" hidden>
                  <button id="first" type="button" aria-keyshortcuts="Home">Start</button>
                  <button id="back" type="button" aria-keyshortcuts="ArrowLeft">◀ Back</button>
                  <button id="play" type="button" aria-keyshortcuts="Space">Play</button>
                  <button id="next" type="button" aria-keyshortcuts="ArrowRight">Step ▶</button>
                  <button id="last" type="button" aria-keyshortcuts="End">End</button>
                  <span class="keys">Keys: ← → step, space plays or pauses, Home and End</span>
                </div>
                <p id="step" aria-live="polite" data-name-a="%s" data-name-b="%s">%s</p>
                <div class="replay">
                <div class="boards">
                %s
                %s
                </div>
                %s
                </div>
                %s"""
                        .formatted(
                                game.id(),
                                botLink(game.botA().id(), game.botA().name()),
                                game.botA().version(),
                                botLink(game.botB().id(), game.botB().name()),
                                game.botB().version(),
                                game.season() == null
                                        ? "no season"
                                        : "<a href=\"/seasons/" + game.season() + "\">season " + game.season() + "</a>",
                                esc(game.ruleset()),
                                esc(game.seed()),
                                esc(game.firstMover()),
                                result(game),
                                esc(game.reason()),
                                time(game.startedAt()),
                                time(game.finishedAt()),
                                legend(ruleset),
                                esc(game.botA().name()),
                                esc(game.botB().name()),
                                stepText(game, step),
                                board(game, ruleset, "A", step),
                                board(game, ruleset, "B", step),
                                strikeList(game, ruleset, step),
                                forfeited ? forfeit(game, viewer) : ownPage(game, viewer));
        return Html.document(title, main, "game.js");
    }

    /** "won by NAME", or "a draw". */
    static String result(GameView g) {
        if (g.winner() == null) {
            return "a draw";
        }
        PlayerRef winner = "A".equals(g.winner()) ? g.botA() : g.botB();
        return "won by " + esc(winner.name());
    }

    private static String legend(Ruleset ruleset) {
        String columns = ruleset.width() <= LETTERED
                ? "Columns are named by letter and x (A is x 0), rows by y and, small, the row number from 1: skynet names a cell by letter and y "
                        + "(A0), broadsides by letter and row number (A1), the other dialects by x,y from the top-left."
                : "Cells are x,y from the top-left corner.";
        return """
                <details class="legend" open><summary>Legend</summary>
                <ul>
                <li><span class="swatch ship"></span> ship</li>
                <li><span class="swatch miss"></span> miss</li>
                <li><span class="swatch hit"></span> hit</li>
                <li><span class="swatch sunk"></span> ship sunk (all of it)</li>
                <li><span class="swatch last"></span> latest strike</li>
                </ul>
                <p>%s Each board is one bot's fleet with the strikes its opponent fired at it.</p>
                </details>"""
                .formatted(columns);
    }

    private static String stepText(GameView game, int step) {
        if (step == 0) {
            return "strike 0 / " + game.strikes().size() + ": placements";
        }
        StrikeView s = game.strikes().get(step - 1);
        String shooter =
                "A".equals(s.shooter()) ? game.botA().name() : game.botB().name();
        return "strike " + step + " / " + game.strikes().size() + ": " + esc(shooter) + " fires at (" + s.x() + ", "
                + s.y() + "): " + s.result() + (s.sunkLength() == null ? "" : " (ship of " + s.sunkLength() + ")");
    }

    /** One side's board as a table: its ships, and the opponent's strikes up to the step, whole sunk ships marked. */
    private static String board(GameView game, Ruleset ruleset, String side, int step) {
        List<ShipView> ships = "A".equals(side) ? game.placementA() : game.placementB();
        Map<String, Integer> shipAt = new HashMap<>();
        if (ships != null) {
            for (int i = 0; i < ships.size(); i++) {
                ShipView ship = ships.get(i);
                for (int k = 0; k < ship.length(); k++) {
                    boolean across = "across".equals(ship.orientation());
                    shipAt.put((ship.x() + (across ? k : 0)) + "," + (ship.y() + (across ? 0 : k)), i);
                }
            }
        }
        Map<String, String> marks = new HashMap<>();
        Set<Integer> sunk = new HashSet<>();
        String last = null;
        for (StrikeView s : game.strikes().subList(0, step)) {
            if (!s.shooter().equals(side)) {
                String key = s.x() + "," + s.y();
                marks.put(key, "miss".equals(s.result()) ? "miss" : "hit");
                if (s.sunkShip() != null) {
                    sunk.add(s.sunkShip());
                }
                last = key;
            }
        }
        PlayerRef owner = "A".equals(side) ? game.botA() : game.botB();
        StringBuilder head = new StringBuilder("<tr><td></td>");
        for (int x = 0; x < ruleset.width(); x++) {
            head.append("<th scope=\"col\">")
                    .append(ruleset.width() <= LETTERED ? column(x) + "<small>" + x + "</small>" : x)
                    .append("</th>");
        }
        head.append("</tr>");
        StringBuilder rows = new StringBuilder();
        for (int y = 0; y < ruleset.height(); y++) {
            rows.append("<tr><th scope=\"row\">")
                    .append(y)
                    .append(ruleset.width() <= LETTERED ? "<small>" + (y + 1) + "</small>" : "")
                    .append("</th>");
            for (int x = 0; x < ruleset.width(); x++) {
                String key = x + "," + y;
                Integer ship = shipAt.get(key);
                String mark = marks.get(key);
                StringBuilder classes = new StringBuilder("cell");
                if (ship != null) {
                    classes.append(" ship");
                    if (sunk.contains(ship)) {
                        classes.append(" sunk");
                    }
                }
                if (mark != null) {
                    classes.append(' ').append(mark);
                }
                if (key.equals(last)) {
                    classes.append(" last");
                }
                rows.append("<td class=\"")
                        .append(classes)
                        .append("\" data-x=\"")
                        .append(x)
                        .append("\" data-y=\"")
                        .append(y)
                        .append('"')
                        .append(ship == null ? "" : " data-ship=\"" + ship + "\"")
                        .append(" title=\"")
                        .append(cellName(ruleset, x, y))
                        .append(describe(ship != null, mark, ship != null && sunk.contains(ship)))
                        .append("\"></td>");
            }
            rows.append("</tr>\n");
        }
        return """
                <figure class="board-figure"><figcaption>%s (%s)%s: its fleet, and %s's strikes</figcaption>
                <table class="board" data-side="%s"><thead>%s</thead><tbody>
                %s</tbody></table></figure>"""
                .formatted(
                        botLink(owner.id(), owner.name()),
                        side,
                        side.equals(game.firstMover()) ? ", moved first" : "",
                        esc("A".equals(side) ? game.botB().name() : game.botA().name()),
                        side,
                        head,
                        rows);
    }

    /** A cell's names in every notation: "C4 · x 2, y 4". */
    static String cellName(Ruleset ruleset, int x, int y) {
        return ruleset.width() <= LETTERED ? column(x) + y + " · x " + x + ", y " + y : "x " + x + ", y " + y;
    }

    static String describe(boolean ship, String mark, boolean sunk) {
        return (ship ? ": ship" : ": water") + (mark == null ? "" : ", " + mark) + (sunk ? ", sunk" : "");
    }

    private static String column(int x) {
        return String.valueOf((char) ('A' + x));
    }

    /** Every strike, as a link to the replay at that strike. */
    private static String strikeList(GameView game, Ruleset ruleset, int step) {
        StringBuilder items = new StringBuilder();
        for (StrikeView s : game.strikes()) {
            items.append("<li><a href=\"?step=")
                    .append(s.seq())
                    .append("\" data-step=\"")
                    .append(s.seq())
                    .append("\" data-shooter=\"")
                    .append(esc(s.shooter()))
                    .append("\" data-x=\"")
                    .append(s.x())
                    .append("\" data-y=\"")
                    .append(s.y())
                    .append("\" data-result=\"")
                    .append(esc(s.result()))
                    .append('"')
                    .append(
                            s.sunkShip() == null
                                    ? ""
                                    : " data-sunk-ship=\"" + s.sunkShip() + "\" data-sunk-length=\"" + s.sunkLength()
                                            + "\"")
                    .append(s.seq() == step ? " aria-current=\"step\"" : "")
                    .append('>')
                    .append(s.shooter())
                    .append(" → ")
                    .append(ruleset.width() <= LETTERED ? column(s.x()) + s.y() + " " : "")
                    .append('(')
                    .append(s.x())
                    .append(',')
                    .append(s.y())
                    .append(") ")
                    .append(esc(s.result()))
                    .append(s.sunkLength() == null ? "" : " " + s.sunkLength())
                    .append("</a></li>\n");
        }
        return """
                <nav class="strikes" aria-label="Strikes"><h2>Strikes</h2>
                <p><a href="?step=0" data-step="0"%s>placements</a></p>
                %s</nav>"""
                .formatted(
                        step == 0 ? " aria-current=\"step\"" : "",
                        items.isEmpty()
                                ? "<p>None: the game ended before the first shot.</p>"
                                : "<ol>\n" + items + "</ol>");
    }

    /**
     * The forfeit's public part, then the transcripts (what the bots sent and printed), which are only for their own
     * teams and the organiser: shown here to a signed-in caller who may read them; an anonymous visitor's page asks
     * for a team's token instead (the page's script fetches them with it), so the public page holds none.
     */
    private static String forfeit(GameView game, Viewer viewer) {
        StringBuilder shown = new StringBuilder();
        for (String seat : new String[] {"A", "B"}) {
            String transcript = "A".equals(seat) ? game.transcriptA() : game.transcriptB();
            PlayerRef bot = "A".equals(seat) ? game.botA() : game.botB();
            if (transcript != null) {
                shown.append("<h3>Transcript of ")
                        .append(esc(bot.name()))
                        .append(" v")
                        .append(bot.version())
                        .append("</h3>\n<pre>")
                        .append(esc(transcript))
                        .append("</pre>\n");
            }
        }
        String rest;
        if (!viewer.signedIn()) {
            rest =
                    """
                    <div id="token"><p>A bot's transcript (what it sent and printed) is shown to its team and the organiser:                     <a href="/sign-in">sign in</a>, or paste your team's token here (with JavaScript on) to see your own.</p></div>""";
        } else if (shown.isEmpty()) {
            rest =
                    "<p>A bot's transcript is shown to its team and the organiser: neither forfeiting bot of this game is"
                            + " your team's.</p>";
        } else {
            rest = "";
        }
        return """
                <section class="forfeit" aria-labelledby="forfeit-h"><h2 id="forfeit-h">Forfeit</h2>
                <p>%s%s</p>
                <div id="transcripts">%s</div>
                %s%s
                </section>"""
                .formatted(
                        esc(game.reason()),
                        game.detail() == null ? "" : ": " + esc(game.detail()),
                        shown,
                        rest,
                        ownPage(game, viewer));
    }

    /** The link to the game on the caller's own team's page, when one of its bots played it. */
    private static String ownPage(GameView game, Viewer viewer) {
        return viewer.team() == null
                ? ""
                : "<p><a href=\"/teams/" + viewer.team() + "/games/" + game.id()
                        + "\">This game on your team's page</a></p>";
    }
}
