package io.admiralty.web;

import io.admiralty.Refusal;
import java.util.List;
import java.util.Locale;

/**
 * The team page's forms: each posts to the page's own address (the service refuses a write another site sends) and
 * is enhanced by team.js, which posts it without leaving the page, so that a refused form keeps everything chosen,
 * the file too. The refusal is put beside the field it is about, in the league's words (the tags teamForm, teamText,
 * teamButton and teamProblem); which field that is, is {@link #fieldOf} (and
 * {@link #fieldOfChallenge}, {@link #fieldOfWebhook} for the forms whose refusals say it their own way).
 */
final class TeamForms {

    /** Words a refusal about the uploaded file starts with. */
    private static final List<String> ABOUT_THE_FILE = List.of(
            "the artifact",
            "archive entry",
            "the archive",
            "the jar",
            "a process bot needs its files",
            "a jvm bot needs its jar",
            "an http bot has no artifact");

    private TeamForms() {}

    /**
     * The field of a form a refusal is about, from its kind and its sentence, or "" for the form as a whole. Too large
     * is always the file; the rest is read from the words the league's refusals start with (a name or a field), and the
     * fields a form has.
     */
    static String fieldOf(Refusal.Kind kind, String message, List<String> fields) {
        String said = message == null ? "" : message.strip().toLowerCase(Locale.ROOT);
        String field;
        if (kind == Refusal.Kind.TOO_LARGE || ABOUT_THE_FILE.stream().anyMatch(said::startsWith)) {
            field = "artifact";
        } else if (said.startsWith("gate") || said.contains("gate running") || said.contains("gates running")) {
            field = "gate";
        } else if (said.contains("season")) {
            field = "season";
        } else if (said.contains("\"command\"") || said.contains(" command") || said.startsWith("command")) {
            field = "command";
        } else if (said.contains("\"url\"") || said.contains(" url") || said.startsWith("url")) {
            field = "url";
        } else if (said.contains("dialect")) {
            field = "dialect";
        } else if (said.contains("kind")) {
            field = "kind";
        } else if (said.matches("^(bot |token )?name .*") || said.contains("has a bot named")) {
            field = "name";
        } else {
            // the form's own fields, named first ("uses must be 1..100")
            field = fields.stream()
                    .filter(f -> said.startsWith(f + " "))
                    .findFirst()
                    .orElse("");
        }
        return fields.contains(field) ? field : "";
    }

    /**
     * The field of the challenge form a refusal of the league is about, from its sentence: the opponent's consent or
     * id, the number of games, the ruleset, or the team's own bot; "" for the form as a whole (a limit reached).
     */
    static String fieldOfChallenge(String message, String opponent) {
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

    /** The field of the webhook form a refusal is about: the URL, the events, or "" (too many webhooks). */
    static String fieldOfWebhook(String message) {
        String said = message == null ? "" : message.strip().toLowerCase(Locale.ROOT);
        return said.startsWith("url") ? "url" : said.startsWith("events") ? "events" : "";
    }
}
