package io.admiralty.web;

import static io.admiralty.web.Html.esc;

import io.admiralty.bot.BotLimits;
import io.admiralty.game.BoardNotation;
import io.admiralty.game.Firing;
import io.admiralty.game.InvalidRulesetException;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Ruleset;
import io.admiralty.league.season.FinalStart;
import io.admiralty.league.season.PairingMode;
import io.admiralty.league.season.SchedulePreview;
import io.admiralty.league.season.SeasonSettings;
import io.admiralty.league.season.Seasons.FinalSettings;
import io.admiralty.league.season.Seasons.SeasonRequest;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The organiser's form for a new season: the same {@link SeasonRequest} the API takes, typed into fields, with a
 * builder for custom rulesets (board, firing, ships by length) and previews of the ruleset (a board with a fleet laid
 * out on it) and of the schedule (in words, and its next fires). Everything it refuses is shown beside its field.
 */
final class SeasonForm {

    static final String ID = "season";
    static final long MIB = 1L << 20;
    /** A board wider or taller than this is previewed without its picture (it would not fit a phone). */
    static final int PICTURED_SIDE = 26;

    /** Which field a refusal is about, by the words the league's refusals of a season open with. */
    static final Map<String, List<String>> LEADS = Map.of(
            "name", List.of("season name", "a season named"),
            "schedule", List.of("schedule"),
            "budget", List.of("budget"),
            "gamesPerMatchup", List.of("gamesPerMatchup"),
            "pairing", List.of("pairing"),
            "deadline", List.of("deadline"),
            "finalAt", List.of("a final \"at\""),
            "board", List.of("board"),
            "firing", List.of("firing", "unknown firing"),
            "fleet", List.of("fleet", "ship", "at most", "count of"));

    /** The deals field's choices: a deal of its own for every game, or duplicate deals. */
    static final String FRESH_DEALS = "fresh";

    static final String DUPLICATE_DEALS = "duplicate";

    /** The request's properties whose form fields are named otherwise. */
    static final Map<String, String> RENAMED =
            Map.of("dataQuotaBytes", "dataQuotaMiB", "ruleset", "fleet", "final", "finalGames");

    private SeasonForm() {}

    /** A new form with the league's defaults in it: what a season gets when the API names nothing. */
    static Form fresh() {
        Form form = Form.empty()
                .preset("ruleset", "classic")
                .preset("width", "10")
                .preset("height", "10")
                .preset("firing", "single")
                .preset("gamesPerMatchup", "10")
                .preset("pairing", PairingMode.ROUND_ROBIN.code())
                .preset("deals", FRESH_DEALS)
                .preset("finalAt", FinalStart.ORGANISER.code())
                .preset("moveTimeoutMs", Integer.toString(BotLimits.MOVE_TIMEOUT_MS))
                .preset("kFactor", "16");
        int[] classic = Ruleset.classic().countsByLength();
        for (int length = 1; length <= Ruleset.MAX_SHIP_LENGTH; length++) {
            form.preset("ships" + length, Integer.toString(classic[length]));
        }
        return form;
    }

    /** The request the form says, or null when a field could not be read (then refused in the form). */
    static SeasonRequest request(Form form) {
        Ruleset ruleset = ruleset(form);
        Integer games = form.whole("gamesPerMatchup");
        Integer moveTimeout = form.whole("moveTimeoutMs");
        Long quotaMiB = form.number("dataQuotaMiB");
        Double k = form.decimal("kFactor");
        Integer budget = form.whole("budget");
        String pairingCode = form.value("pairing");
        PairingMode pairing = null;
        for (PairingMode mode : PairingMode.values()) {
            if (mode.code().equals(pairingCode)) {
                pairing = mode;
            }
        }
        if (pairing == null) {
            form.refuse("pairing", "pairing must be \"round-robin\" or \"adaptive\"");
        }
        Instant deadline = deadline(form);
        Integer finalGames = form.whole("finalGames");
        FinalStart finalAt = FinalStart.DEADLINE.code().equals(form.value("finalAt")) ? FinalStart.DEADLINE : null;
        if (form.refused()) {
            return null;
        }
        return new SeasonRequest(
                form.value("name"),
                ruleset,
                games,
                form.given("schedule"),
                k,
                moveTimeout,
                quotaMiB == null ? null : quotaMiB * MIB,
                pairing,
                budget,
                // the console leaves benching at the league's default (two matchups forfeited whole)
                null,
                DUPLICATE_DEALS.equals(form.value("deals")),
                deadline,
                finalGames == null && finalAt == null ? null : new FinalSettings(finalGames, finalAt));
    }

    /** The deadline typed (a date and time in UTC, as a datetime-local field sends it), or null. */
    private static Instant deadline(Form form) {
        String typed = form.given("deadline");
        if (typed == null) {
            return null;
        }
        try {
            return LocalDateTime.parse(typed).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            form.refuse(
                    "deadline",
                    "deadline must be a date and time in UTC such as 2030-06-01T18:00, was '" + typed + "'");
            return null;
        }
    }

    /** The ruleset the form's builder says: classic, salvo, or custom from its board, firing and ships by length. */
    static Ruleset ruleset(Form form) {
        switch (form.value("ruleset")) {
            case "classic":
                return Ruleset.classic();
            case "salvo":
                return Ruleset.salvo();
            case "custom":
                break;
            default:
                form.refuse("fleet", "ruleset must be classic, salvo or custom");
                return null;
        }
        Integer width = form.whole("width");
        Integer height = form.whole("height");
        int[] counts = new int[Ruleset.MAX_SHIP_LENGTH];
        for (int length = 1; length <= Ruleset.MAX_SHIP_LENGTH; length++) {
            Integer count = form.whole("ships" + length);
            counts[length - 1] = count == null ? 0 : count;
        }
        if (width == null || height == null) {
            form.refuse("board", "board must be 1..100 by 1..100: give its width and height");
            return null;
        }
        if (form.refused()) {
            return null;
        }
        try {
            return Ruleset.ofCounts(width, height, counts, Firing.fromCode(form.value("firing")));
        } catch (InvalidRulesetException e) {
            form.refuse(e, LEADS, RENAMED);
            return null;
        }
    }

    static String render(Form form, SchedulePreview schedule) {
        Form trial = copyOf(form);
        Ruleset ruleset = ruleset(trial);
        String custom = "custom".equals(form.value("ruleset")) ? "" : " hidden";
        StringBuilder ships = new StringBuilder();
        for (int length = Ruleset.MAX_SHIP_LENGTH; length >= 1; length--) {
            ships.append(form.input(
                    ID,
                    "Ships of length " + length,
                    "ships" + length,
                    "type=\"number\" min=\"0\" max=\"" + Ruleset.MAX_SHIPS_PER_LENGTH + "\" inputmode=\"numeric\"",
                    null));
        }
        return "<form method=\"post\" action=\"/admin/seasons\" class=\"console-form\" id=\"season-form\" novalidate>\n"
                + form.alert()
                + form.input(
                        ID,
                        "Name",
                        "name",
                        "required maxlength=\"64\" autocomplete=\"off\"",
                        "unique, whatever its case")
                + "<fieldset class=\"builder\"><legend>Ruleset</legend>\n"
                + form.select(
                        ID,
                        "Rules",
                        "ruleset",
                        null,
                        "classic",
                        "Classic: 10×10, ships 5 4 3 3 2, one shot a turn",
                        "salvo",
                        "Salvo: 10×10, ships 5 4 3 3 2, a shot per ship afloat",
                        "custom",
                        "Custom: your board and fleet")
                + "<div class=\"custom\" id=\"season-custom\"" + custom + ">\n"
                + "<div class=\"board-size\">"
                + form.input(ID, "Width", "width", "type=\"number\" min=\"1\" max=\"100\" inputmode=\"numeric\"", null)
                + form.input(
                        ID, "Height", "height", "type=\"number\" min=\"1\" max=\"100\" inputmode=\"numeric\"", null)
                + "</div>" + form.problemOf(ID, "board")
                + form.select(
                        ID,
                        "Firing",
                        "firing",
                        null,
                        "single",
                        "Single: one shot a turn",
                        "salvo",
                        "Salvo: a shot per ship afloat (two for a 5)")
                + "<fieldset class=\"fleet\"><legend>Fleet: how many ships of each length (at most "
                + Ruleset.MAX_SHIPS_PER_LENGTH + " of a length)</legend>\n" + ships + "</fieldset>\n"
                + form.problemOf(ID, "fleet") + "</div>\n"
                + rulesetPreview(ruleset, trial)
                + "</fieldset>\n"
                + form.input(
                        ID,
                        "Games per matchup",
                        "gamesPerMatchup",
                        "type=\"number\" min=\"1\" max=\"" + SeasonSettings.MAX_GAMES_PER_MATCHUP
                                + "\" inputmode=\"numeric\"",
                        "1 to " + SeasonSettings.MAX_GAMES_PER_MATCHUP
                                + "; first move alternates; even for duplicate deals")
                + form.select(
                        ID,
                        "Deals",
                        "deals",
                        null,
                        FRESH_DEALS,
                        "A deal of its own for every game",
                        DUPLICATE_DEALS,
                        "Duplicate: games in pairs on one deal, the seats swapped (less luck)")
                + form.input(
                        ID,
                        "Schedule",
                        "schedule",
                        "autocomplete=\"off\" spellcheck=\"false\" placeholder=\"0 0 * * * ?\"",
                        "a cron with seconds (Quartz), in UTC; empty: rounds only when you queue them")
                + schedulePreview(schedule)
                + form.select(
                        ID,
                        "Pairing",
                        "pairing",
                        null,
                        PairingMode.ROUND_ROBIN.code(),
                        "Round robin: every pair meets each round",
                        PairingMode.ADAPTIVE.code(),
                        "Adaptive: the pairs the standings most need")
                + form.input(
                        ID,
                        "Budget",
                        "budget",
                        "type=\"number\" min=\"1\" max=\"" + SeasonSettings.MAX_BUDGET + "\" inputmode=\"numeric\"",
                        "adaptive only: the most matchups a bot plays in a round (empty: "
                                + SeasonSettings.DEFAULT_BUDGET + ")")
                + "<fieldset><legend>Contest</legend>\n"
                + form.input(
                        ID,
                        "Submission deadline (UTC)",
                        "deadline",
                        "type=\"datetime-local\"",
                        "after it the season's entries and their versions are frozen; empty: none")
                + form.input(
                        ID,
                        "Final: games per matchup",
                        "finalGames",
                        "type=\"number\" min=\"1\" max=\"" + SeasonSettings.MAX_GAMES_PER_MATCHUP
                                + "\" inputmode=\"numeric\"",
                        "one round robin whose table is the season's result; empty: the season's games per matchup")
                + form.select(
                        ID,
                        "Final starts",
                        "finalAt",
                        null,
                        FinalStart.ORGANISER.code(),
                        "When you start it",
                        FinalStart.DEADLINE.code(),
                        "By itself at the deadline")
                + "</fieldset>\n"
                + form.input(
                        ID,
                        "Move time (ms)",
                        "moveTimeoutMs",
                        "type=\"number\" min=\"" + SeasonSettings.MIN_MOVE_TIMEOUT_MS + "\" max=\""
                                + SeasonSettings.MAX_MOVE_TIMEOUT_MS + "\" inputmode=\"numeric\"",
                        SeasonSettings.MIN_MOVE_TIMEOUT_MS + " to " + SeasonSettings.MAX_MOVE_TIMEOUT_MS
                                + "; a bot slower than this forfeits the game")
                + form.input(
                        ID,
                        "Data quota (MiB)",
                        "dataQuotaMiB",
                        "type=\"number\" min=\"0\" max=\"" + SeasonSettings.MAX_DATA_QUOTA / MIB
                                + "\" inputmode=\"numeric\"",
                        "what each bot may keep in its data folder; empty: the league's")
                + form.input(
                        ID,
                        "Elo K",
                        "kFactor",
                        "type=\"number\" step=\"any\" min=\"0\" max=\"" + SeasonSettings.MAX_K_FACTOR + "\"",
                        "how far one game moves a rating")
                + "<button type=\"submit\">Create the season</button>\n</form>\n";
    }

    /** The ruleset's spec and a picture of its board with a fleet laid out, or why it cannot be played. */
    static String rulesetPreview(Ruleset ruleset, Form form) {
        StringBuilder out = new StringBuilder("<div id=\"ruleset-preview\" class=\"preview\" aria-live=\"polite\">");
        if (ruleset == null) {
            String why = String.join("; ", form.problems().values());
            out.append("<p>")
                    .append(why.isEmpty() ? "–" : "Not playable: " + esc(why))
                    .append("</p>");
        } else {
            int shipCells = ruleset.fleet().stream().mapToInt(Integer::intValue).sum();
            out.append("<p>Ruleset <code>")
                    .append(esc(ruleset.spec()))
                    .append("</code>: ")
                    .append(ruleset.width())
                    .append("×")
                    .append(ruleset.height())
                    .append(", ")
                    .append(Words.count(ruleset.fleet().size(), "ship", "ships"))
                    .append(" covering ")
                    .append(shipCells)
                    .append(" of ")
                    .append(ruleset.cells())
                    .append(" cells, ")
                    .append(ruleset.firing() == Firing.SALVO ? "salvo firing" : "one shot a turn")
                    .append(".</p>");
            if (ruleset.width() <= PICTURED_SIDE && ruleset.height() <= PICTURED_SIDE) {
                out.append(picture(ruleset));
            }
        }
        return out.append("</div>\n").toString();
    }

    /** The board with one random layout of the fleet on it (seeded, so the same ruleset shows the same picture). */
    private static String picture(Ruleset ruleset) {
        String board = BoardNotation.render(
                ruleset.width(), ruleset.height(), RandomFleet.place(ruleset, new SplittableRandom(1)));
        StringBuilder cells = new StringBuilder();
        for (char cell : board.replace("\n", "").toCharArray()) {
            cells.append(cell == '.' ? "<i></i>" : "<i class=\"ship\"></i>");
        }
        return "<figure class=\"board-picture\"><div class=\"mini-board\" style=\"--columns: " + ruleset.width()
                + "\" role=\"img\" aria-label=\"A " + ruleset.width() + " by " + ruleset.height()
                + " board with the fleet laid out on it\">" + cells
                + "</div><figcaption>One way the fleet fits</figcaption></figure>";
    }

    /** The schedule in words and its next fires, or why the league refuses it. */
    static String schedulePreview(SchedulePreview preview) {
        StringBuilder out = new StringBuilder("<div id=\"schedule-preview\" class=\"preview\" aria-live=\"polite\">");
        if (preview.problem() != null) {
            out.append("<p>Refused: ").append(esc(preview.problem())).append("</p>");
        } else {
            out.append("<p>").append(esc(preview.words())).append("</p>");
            if (!preview.fires().isEmpty()) {
                out.append("<p>Next rounds:</p><ol class=\"fires\">");
                for (Instant fire : preview.fires()) {
                    out.append("<li>").append(Html.time(fire)).append("</li>");
                }
                out.append("</ol>");
            }
        }
        return out.append("</div>\n").toString();
    }

    /** The builder's fields alone, whose refusals are their own: the preview must not add to the form's. */
    static Form copyOf(Form form) {
        Form copy = Form.empty();
        for (String field : List.of("ruleset", "width", "height", "firing")) {
            copy.preset(field, form.value(field));
        }
        for (int length = 1; length <= Ruleset.MAX_SHIP_LENGTH; length++) {
            copy.preset("ships" + length, form.value("ships" + length));
        }
        return copy;
    }
}
