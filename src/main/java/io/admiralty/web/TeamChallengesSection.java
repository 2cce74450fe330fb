package io.admiralty.web;

import io.admiralty.league.challenge.Challenges;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonView;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The challenges the team's bots made or were asked to play, newest first, each read from the team's side, and the form
 * that asks for one (the service {@code POST /api/challenges} calls): one of the team's bots, its opponent (the team's
 * other bots, the built-ins, and other teams' bots that take challenges), how many games and on which ruleset.
 */
@ApplicationScoped
class TeamChallengesSection implements TeamSection {

    static final String CHALLENGE = "challenge";
    static final List<String> CHALLENGE_FIELDS = List.of("bot", "opponent", "games", "ruleset");

    private static final int SHOWN = 20;

    private final Challenges challenges;
    private final BotProfiles bots;
    private final Seasons seasons;

    TeamChallengesSection(Challenges challenges, BotProfiles bots, Seasons seasons) {
        this.challenges = challenges;
        this.bots = bots;
        this.seasons = seasons;
    }

    @Override
    public int order() {
        return 450;
    }

    @Override
    public String render(TeamContext context) {
        return "<section id=\"challenges\" aria-labelledby=\"challenges-h\">\n<h2 id=\"challenges-h\">Challenges</h2>\n"
                + form(context)
                + Html.tag(
                        "challenges",
                        ChallengeTable.of(challenges.ofTeam(context.id(), SHOWN), side -> side.team() == context.id()))
                + "\n</section>\n";
    }

    private String form(TeamContext context) {
        List<BotView> every = bots.list(context.caller(), null).stream()
                .filter(b -> !b.retired())
                .toList();
        List<BotView> own = every.stream()
                .filter(b -> b.team().id() == context.id() && !"builtin".equals(b.kind()))
                .toList();
        if (own.isEmpty()) {
            return "<p>Register a bot to challenge others with it: a match of a few games on request, unrated.</p>\n";
        }
        List<BotView> opponents = every.stream()
                .filter(b -> b.team().id() == context.id() || "builtin".equals(b.kind()) || b.challengeable())
                .toList();
        StringBuilder html = new StringBuilder(
                        "<p>A match on request: a few games between one of your bots and another, unrated, played after"
                                + " the seasons' matchups. Other teams' bots are listed once their teams let them be"
                                + " challenged.</p>\n")
                .append(TeamForms.open(context, CHALLENGE, "/teams/" + context.id() + "/challenges", false))
                .append(select(context, "bot", "Your bot", own, false))
                .append(select(context, "opponent", "Against", opponents, true))
                .append(TeamForms.text(
                        context,
                        CHALLENGE,
                        "games",
                        "Games",
                        "type=\"number\" min=\"1\" max=\"100\" required inputmode=\"numeric\"",
                        "10"))
                .append(TeamForms.text(
                        context,
                        CHALLENGE,
                        "ruleset",
                        "Ruleset <small>(classic, salvo, or one such as 8x8:4,3,3,2 or 8x8:4,3,3,2:salvo)</small>",
                        "list=\"challenge-rulesets\" required maxlength=\"200\" spellcheck=\"false\"",
                        "classic"))
                .append("<datalist id=\"challenge-rulesets\">");
        for (String ruleset : rulesets(seasons.list())) {
            html.append("<option value=\"").append(Html.esc(ruleset)).append("\"></option>");
        }
        return html.append("</datalist>\n<button type=\"submit\">Challenge</button>\n</form>\n")
                .toString();
    }

    /** Classic and salvo, then the rulesets of the open seasons, each once. */
    static List<String> rulesets(List<SeasonView> seasons) {
        Set<String> rulesets = new LinkedHashSet<>(List.of("classic", "salvo"));
        seasons.stream()
                .filter(s -> s.closedAt() == null)
                .map(SeasonView::ruleset)
                .forEach(rulesets::add);
        return List.copyOf(rulesets);
    }

    private static String select(
            TeamContext context, String field, String label, List<BotView> choices, boolean withTeam) {
        String chosen = context.typed(CHALLENGE, field);
        StringBuilder html = new StringBuilder("<label>" + label + " <select name=\"" + field + "\" required>");
        for (BotView bot : choices) {
            String value = Long.toString(bot.id());
            html.append("<option value=\"")
                    .append(value)
                    .append(value.equals(chosen) ? "\" selected>" : "\">")
                    .append(Html.esc(bot.name()))
                    .append(withTeam ? " (" + Html.esc(bot.team().name()) + ")" : "")
                    .append("</option>");
        }
        return html.append("</select></label>\n")
                .append(TeamForms.problem(context, CHALLENGE, field))
                .toString();
    }

    /**
     * The field of the challenge form a refusal of the league is about, from its sentence: the opponent's consent or
     * id, the number of games, the ruleset, or the team's own bot; "" for the form as a whole (a limit reached).
     */
    static String fieldOf(String message, String opponent) {
        String said = message == null ? "" : message.strip().toLowerCase(Locale.ROOT);
        if (said.contains("does not take challenges")
                || said.equals("no bot " + opponent)
                || said.startsWith("opponent")
                || said.startsWith("bot " + opponent + " is")) {
            return "opponent";
        }
        if (said.startsWith("games")) {
            return "games";
        }
        if (said.contains("ruleset")) {
            return "ruleset";
        }
        if (said.startsWith("bot") || said.startsWith("no bot") || said.contains("challenge nobody")) {
            return "bot";
        }
        return "";
    }
}
