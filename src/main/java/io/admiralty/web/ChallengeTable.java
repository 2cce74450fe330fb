package io.admiralty.web;

import static io.admiralty.web.Html.esc;
import static io.admiralty.web.Html.time;
import static io.admiralty.web.SeasonPage.botLink;

import io.admiralty.league.challenge.Challenges.ChallengeBot;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import java.util.List;
import java.util.function.Predicate;

/** Challenges as a table, seen from one side: a bot's page (that bot's) or a team's (its bots'). */
final class ChallengeTable {

    private ChallengeTable() {}

    /** The table, each challenge read from the side {@code ours} recognises (the challenger's unless it is not). */
    static String of(List<ChallengeView> challenges, Predicate<ChallengeBot> ours) {
        if (challenges.isEmpty()) {
            return "<p>No challenges yet.</p>";
        }
        StringBuilder rows = new StringBuilder();
        for (ChallengeView c : challenges) {
            boolean challenger = ours.test(c.bot());
            ChallengeBot other = challenger ? c.opponent() : c.bot();
            // the score is the challenger's: the challenged side reads it the other way round
            int won = challenger ? c.wins() : c.losses();
            int lost = challenger ? c.losses() : c.wins();
            rows.append("<tr><td><a href=\"/api/challenges/")
                    .append(c.id())
                    .append("\">")
                    .append(c.id())
                    .append("</a></td><td>")
                    .append(challenger ? "" : "by ")
                    .append(botLink(other.id(), other.name()))
                    .append(challenger ? "" : " against " + esc(c.opponent().name()))
                    .append("</td><td>")
                    .append(esc(c.state()))
                    .append("</td><td class=\"ruleset\">")
                    .append(esc(c.ruleset()))
                    .append("</td><td>")
                    .append(won)
                    .append("–")
                    .append(lost)
                    .append(c.draws() > 0 ? " (" + c.draws() + " drawn)" : "")
                    .append(" of ")
                    .append(c.played())
                    .append("/")
                    .append(c.games())
                    .append("</td><td>")
                    .append(time(c.createdAt()))
                    .append("</td></tr>\n");
        }
        return """
                <div class="scroll"><table class="challenges"><caption>Matches on request, unrated, newest first</caption>
                <thead><tr><th scope="col">Challenge</th><th scope="col">Opponent</th><th scope="col">State</th><th scope="col">Ruleset</th>
                <th scope="col">Won–lost of played/asked</th><th scope="col">Made</th></tr></thead>
                <tbody>
                %s</tbody></table></div>"""
                .formatted(rows);
    }
}
