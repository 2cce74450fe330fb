package io.admiralty.web;

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
import io.quarkus.qute.TemplateData;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * The organiser's form for a new season: the same {@link SeasonRequest} the API takes, typed into fields, with a
 * builder for custom rulesets (board, firing, ships by length) and previews of the ruleset (a board with a fleet laid
 * out on it) and of the schedule (in words, and its next fires). Everything it refuses is shown beside its field.
 */
@TemplateData(target = SeasonSettings.class, namespace = TemplateData.SIMPLENAME)
@TemplateData(target = Ruleset.class, namespace = TemplateData.SIMPLENAME)
@TemplateData(target = PairingMode.class, namespace = TemplateData.SIMPLENAME)
@TemplateData(target = FinalStart.class, namespace = TemplateData.SIMPLENAME)
@TemplateData(namespace = TemplateData.SIMPLENAME)
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
    public static final String FRESH_DEALS = "fresh";

    public static final String DUPLICATE_DEALS = "duplicate";

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

    /**
     * The form as templates/ConsolePage/newSeason.html shows it: what was typed and refused, the ruleset's and the
     * schedule's previews, and the league's bounds each field states.
     */
    record View(Form form, RulesetPreview ruleset, SchedulePreview schedule) {

        public boolean custom() {
            return "custom".equals(form.value("ruleset"));
        }

        /** The fleet's fields, longest ships first. */
        public List<Integer> shipLengths() {
            return IntStream.iterate(Ruleset.MAX_SHIP_LENGTH, length -> length >= 1, length -> length - 1)
                    .boxed()
                    .toList();
        }

        public long maxQuotaMiB() {
            return SeasonSettings.MAX_DATA_QUOTA / MIB;
        }
    }

    static View view(Form form, SchedulePreview schedule) {
        return new View(form, preview(form), schedule);
    }

    /**
     * The ruleset the builder's fields say, or why it cannot be played ({@code problem}, null when it can);
     * {@code ships} the cells of its board in rows with one random layout of the fleet on it (seeded, so the same
     * ruleset shows the same picture), none for a board too large to picture.
     */
    record RulesetPreview(Ruleset ruleset, String problem, List<Boolean> ships) {

        public long shipCells() {
            return ruleset.fleet().stream().mapToInt(Integer::intValue).sum();
        }

        public boolean salvo() {
            return ruleset.firing() == Firing.SALVO;
        }
    }

    /** The preview of the builder's fields alone, whose refusals are their own: it must not add to the form's. */
    static RulesetPreview preview(Form typed) {
        Form trial = copyOf(typed);
        Ruleset ruleset = ruleset(trial);
        if (ruleset == null) {
            return new RulesetPreview(null, String.join("; ", trial.problems().values()), List.of());
        }
        if (ruleset.width() > PICTURED_SIDE || ruleset.height() > PICTURED_SIDE) {
            return new RulesetPreview(ruleset, null, List.of());
        }
        String board = BoardNotation.render(
                ruleset.width(), ruleset.height(), RandomFleet.place(ruleset, new SplittableRandom(1)));
        return new RulesetPreview(
                ruleset,
                null,
                board.replace("\n", "").chars().mapToObj(cell -> cell != '.').toList());
    }

    /** The builder's fields alone. */
    private static Form copyOf(Form form) {
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
