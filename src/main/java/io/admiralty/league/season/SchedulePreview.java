package io.admiralty.league.season;

import com.cronutils.descriptor.CronDescriptor;
import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.parser.CronParser;
import io.admiralty.Refusal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A schedule as the organiser's form previews it: the cron in words, its next fires in UTC, and why the league would
 * refuse it, if it would, in the words {@link SeasonSettings#schedule} refuses it with. No schedule is no rounds but
 * those the organiser queues.
 */
public record SchedulePreview(String cron, String words, List<Instant> fires, String problem) {

    /** How many fires a preview lists. */
    public static final int FIRES = 5;

    private static final CronDescriptor DESCRIBED = CronDescriptor.instance(Locale.UK);
    private static final CronParser CRON = new CronParser(CronDefinitionBuilder.instanceDefinitionFor(CronType.QUARTZ));

    public SchedulePreview {
        fires = List.copyOf(fires);
    }

    /** The preview of {@code given} (null or blank: no schedule) from {@code after} on, with the league's minimum gap. */
    public static SchedulePreview of(String given, Instant after, Duration minRoundInterval) {
        String cron = given == null ? "" : given.strip();
        if (cron.isEmpty()) {
            return new SchedulePreview("", "no schedule: rounds are queued by the organiser only", List.of(), null);
        }
        try {
            SeasonSettings.schedule(cron, minRoundInterval);
        } catch (Refusal refused) {
            return new SchedulePreview(cron, null, List.of(), refused.getMessage());
        }
        List<Instant> fires = new ArrayList<>(FIRES);
        Optional<Instant> next = SeasonSettings.nextFire(cron, after);
        while (next.isPresent() && fires.size() < FIRES) {
            fires.add(next.get());
            next = SeasonSettings.nextFire(cron, next.get());
        }
        return new SchedulePreview(cron, DESCRIBED.describe(CRON.parse(cron)) + " (UTC)", fires, null);
    }
}
