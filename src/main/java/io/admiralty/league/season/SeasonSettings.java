package io.admiralty.league.season;

import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.model.time.ExecutionTime;
import com.cronutils.parser.CronParser;
import io.admiralty.Refusal;
import io.admiralty.game.Coded;
import io.admiralty.league.runtime.MatchTerms;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * The rules a season's settings obey, as the organiser sends them: the bounds the requests' constraints name, cron
 * schedules no more frequent than the league allows, data quotas, pairing and budget, duplicate deals. Each check refuses with what is
 * wrong, so a bad request is a 400 that names the field rather than a season that fails later.
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
    public static final long MAX_DATA_QUOTA = MatchTerms.MAX_DATA_QUOTA;

    public static final int MAX_GAMES_PER_MATCHUP = 10_000;
    /**
     * A bot that forfeits every game of this many of its matchups in a row is benched: two, so that one matchup lost
     * to a bad start is not enough, and a bot broken for good wastes no more than two matchups of each opponent.
     */
    public static final int DEFAULT_BENCH_AFTER = 2;

    public static final int MAX_BENCH_AFTER = 100;
    public static final int MIN_MOVE_TIMEOUT_MS = 10;
    public static final int MAX_MOVE_TIMEOUT_MS = 60_000;
    /** A season's Elo K factor is above 0 and at most this. */
    public static final String MAX_K_FACTOR = "400";

    /** What a request is told when a setting is out of its range (Bean Validation puts in the value it was sent). */
    public static final String K_FACTOR_RANGE =
            "must be above 0 and at most " + MAX_K_FACTOR + ", was ${validatedValue}";

    public static final String GAMES_PER_MATCHUP_RANGE =
            "must be 1.." + MAX_GAMES_PER_MATCHUP + ", was ${validatedValue}";
    public static final String MOVE_TIMEOUT_RANGE =
            "must be " + MIN_MOVE_TIMEOUT_MS + ".." + MAX_MOVE_TIMEOUT_MS + ", was ${validatedValue}";
    public static final String DATA_QUOTA_RANGE = "must be 0.." + MAX_DATA_QUOTA + ", was ${validatedValue}";
    public static final String BENCH_AFTER_RANGE = "must be 0 (never) .." + MAX_BENCH_AFTER + ", was ${validatedValue}";
    public static final String BUDGET_RANGE = "must be 1.." + MAX_BUDGET + ", was ${validatedValue}";
    public static final String DEADLINE_FUTURE =
            "must be in the future (a time such as \"2030-06-01T18:00:00Z\"), was ${validatedValue}";

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

    /**
     * Whether a season plays duplicate deals ({@code sent}, null: not), checked against its games per matchup: a
     * duplicate season plays each matchup's games in pairs on one deal with the seats swapped, so their number is even.
     */
    public static boolean duplicate(Boolean sent, int gamesPerMatchup) {
        boolean duplicate = Boolean.TRUE.equals(sent);
        if (duplicate && gamesPerMatchup % 2 != 0) {
            throw Refusal.invalid("gamesPerMatchup must be even in a duplicate season (its games are played in pairs "
                    + "on one deal, the seats swapped), was " + gamesPerMatchup);
        }
        return duplicate;
    }

    /** A final that starts at the deadline needs one. */
    public static void requireDeadlineForFinal(FinalStart at, Instant deadline) {
        if (at == FinalStart.DEADLINE && deadline == null) {
            throw Refusal.invalid("a final \"at\": \"deadline\" needs the season's deadline: set \"deadline\" too");
        }
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

    /** A data quota, of a season or the league: 0 (a bot keeps nothing) up to 1 GiB. */
    public static void between(String field, int value, int low, int high) {
        if (value < low || value > high) {
            throw Refusal.invalid(field + " must be " + low + ".." + high + ", was " + value);
        }
    }
}
