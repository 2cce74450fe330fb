package io.admiralty.league.season;

import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.model.time.ExecutionTime;
import com.cronutils.parser.CronParser;
import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.Refusal;
import io.admiralty.game.Coded;
import io.admiralty.game.Firing;
import io.admiralty.game.Ruleset;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The rules a season's settings obey, as the organiser sends them: rulesets by name or as an object, cron schedules
 * no more frequent than the league allows, data quotas, pairing and budget. Each check refuses with what is wrong, so
 * a bad request is a 400 that names the field rather than a season that fails later.
 */
public final class SeasonSettings {

    private static final CronParser CRON = new CronParser(CronDefinitionBuilder.instanceDefinitionFor(CronType.QUARTZ));

    /**
     * The most matchups an adaptive round may give one bot, and what it gives when the organiser names none: 16, the
     * budget that took at most 20% of a round robin's games to rank both 100 and 1,000 simulated bots (with 8 the top
     * ten of 100 took 22%; with 32 the first round alone is a sixth of a round robin's round).
     */
    public static final int MAX_BUDGET = 100;

    public static final int DEFAULT_BUDGET = 16;
    /** The largest data quota a season or the league may give bots. */
    public static final long MAX_DATA_QUOTA = 1024L * 1024 * 1024;

    private SeasonSettings() {}

    public static PairingMode pairing(String given) {
        return Coded.find(PairingMode.class, given)
                .orElseThrow(
                        () -> Refusal.invalid("pairing must be \"round-robin\" or \"adaptive\", was '" + given + "'"));
    }

    /**
     * The budget a season with this pairing keeps: {@code sent} is what the request named (a round robin takes none),
     * {@code wanted} the budget to keep when adaptive (the default when null).
     */
    public static Integer budget(PairingMode pairing, Integer sent, Integer wanted) {
        if (pairing == PairingMode.ROUND_ROBIN) {
            if (sent != null) {
                throw Refusal.invalid(
                        "budget applies to adaptive pairing only: a round robin gives every bot a matchup with every other");
            }
            return null;
        }
        int budget = wanted == null ? DEFAULT_BUDGET : wanted;
        between("budget", budget, 1, MAX_BUDGET);
        return budget;
    }

    public static Boolean flag(JsonNode patch, String field) {
        JsonNode value = patch.get(field);
        if (value == null) {
            return null;
        }
        if (!value.isBoolean()) {
            throw Refusal.invalid(field + " must be true or false");
        }
        return value.booleanValue();
    }

    /** A schedule as given (null or blank: none), checked: a cron that fires no more often than the minimum interval. */
    public static String schedule(String given, Duration minRoundInterval) {
        if (given == null || given.isBlank()) {
            return null;
        }
        String cron = given.strip();
        Duration shortest = shortestInterval(cron);
        if (shortest.compareTo(minRoundInterval) < 0) {
            throw Refusal.invalid("schedule '" + cron + "' fires every " + shortest.toSeconds()
                    + " s at times; rounds must be at least " + minRoundInterval.toSeconds() + " s apart");
        }
        return cron;
    }

    /**
     * The shortest gap between consecutive fires of a Quartz-style cron with seconds (e.g. {@code 0 0 * * * ?} for
     * every hour), over its next few hundred fires: enough to see the pattern of any cron within a day.
     */
    public static Duration shortestInterval(String cron) {
        ExecutionTime times;
        try {
            times = ExecutionTime.forCron(CRON.parse(cron).validate());
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid("schedule '" + cron
                    + "' is not a cron expression (seconds minutes hours day-of-month month day-of-week, e.g. \"0 0 * * * ?\"): "
                    + e.getMessage());
        }
        ZonedDateTime fire = times.nextExecution(ZonedDateTime.now(ZoneOffset.UTC))
                .orElseThrow(() -> Refusal.invalid("schedule '" + cron + "' never fires"));
        Duration shortest = ChronoUnit.FOREVER.getDuration();
        for (int i = 0; i < 500; i++) {
            Optional<ZonedDateTime> next = times.nextExecution(fire);
            if (next.isEmpty()) {
                break;
            }
            Duration gap = Duration.between(fire, next.get());
            shortest = gap.compareTo(shortest) < 0 ? gap : shortest;
            fire = next.get();
        }
        return shortest;
    }

    /** When the cron fires next after {@code after}, if ever. */
    public static Optional<Instant> nextFire(String cron, Instant after) {
        return ExecutionTime.forCron(CRON.parse(cron))
                .nextExecution(after.atZone(ZoneOffset.UTC))
                .map(ZonedDateTime::toInstant);
    }

    /** A season's own data quota as sent, or null for the league's. */
    public static Long dataQuota(JsonNode sent) {
        if (sent == null || sent.isNull()) {
            return null;
        }
        if (!sent.isIntegralNumber() || !sent.canConvertToLong()) {
            throw Refusal.invalid(
                    "dataQuotaBytes must be a whole number of bytes, 0.." + MAX_DATA_QUOTA + ", was " + sent);
        }
        checkDataQuota("dataQuotaBytes", sent.longValue());
        return sent.longValue();
    }

    /** A data quota, of a season or the league: 0 (a bot keeps nothing) up to 1 GiB. */
    public static void checkDataQuota(String field, long bytes) {
        if (bytes < 0 || bytes > MAX_DATA_QUOTA) {
            throw Refusal.invalid(field + " must be 0.." + MAX_DATA_QUOTA + " bytes, was " + bytes);
        }
    }

    public static void between(String field, int value, int low, int high) {
        if (value < low || value > high) {
            throw Refusal.invalid(field + " must be " + low + ".." + high + ", was " + value);
        }
    }

    public static Ruleset ruleset(JsonNode node) {
        try {
            if (node == null || node.isNull()) {
                return Ruleset.classic();
            }
            if (node.isTextual()) {
                return Ruleset.parse(node.asText());
            }
            if (!node.isObject()) {
                throw Refusal.invalid(
                        "ruleset must be \"classic\", \"salvo\" or {\"width\":..,\"height\":..,\"fleet\":[..],\"firing\":\"single\"|\"salvo\"}");
            }
            JsonNode fleet = node.path("fleet");
            if (!node.path("width").isInt() || !node.path("height").isInt() || !fleet.isArray()) {
                throw Refusal.invalid(
                        "a ruleset object needs integer \"width\" and \"height\" and a \"fleet\" list of ship lengths");
            }
            List<Integer> lengths = new ArrayList<>();
            for (JsonNode length : fleet) {
                if (!length.isInt()) {
                    throw Refusal.invalid("fleet must list ship lengths as integers, got " + length);
                }
                lengths.add(length.asInt());
            }
            Firing firing = Firing.fromCode(node.path("firing").asText("single"));
            return new Ruleset(node.get("width").asInt(), node.get("height").asInt(), lengths, firing);
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid("invalid ruleset: " + e.getMessage());
        }
    }
}
