package io.admiralty.league.challenge;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The per-team limits on challenges, as a pure rule: at most {@code gamesPerHour} challenge games asked for within the
 * last hour (a sliding window: each challenge's games count for an hour from when it was made), and at most
 * {@code waiting} challenges waiting or playing at once. A refusal says which limit, its maximum, what is used, and
 * when it frees: for the hourly limit the moment enough of the oldest challenges leave the window for the request to
 * fit, for the waiting limit unknown (when a challenge ends), so a retry time is given instead.
 */
public final class ChallengeLimits {

    /** The window of the hourly limit. */
    static final Duration WINDOW = Duration.ofHours(1);

    public static final String GAMES_PER_HOUR = "challenge-games-per-hour";
    public static final String WAITING = "challenges-waiting";

    /** The limits in force. */
    public record Limits(int gamesPerHour, int waiting, Duration waitingRetry) {}

    /** A challenge the team made: when, and how many games it asked for. */
    public record Made(Instant at, int games) {}

    /**
     * A limit the request would pass: its name, its maximum, what the team uses of it, what the request asks,
     * when it frees (null when the league cannot tell) and how many seconds to wait before asking again.
     */
    public record Exceeded(String limit, int max, long used, int requested, Instant freesAt, long retryAfterSeconds) {

        /** The refusal in a sentence. */
        public String sentence() {
            return switch (limit) {
                case GAMES_PER_HOUR ->
                    "your team asked for " + used + " challenge games within the last hour and may ask for " + max
                            + "; " + requested + " more fit from " + freesAt + " (in " + retryAfterSeconds + " s)";
                default ->
                    "your team has " + used + " challenges waiting or playing, the most it may have at once (" + max
                            + "); ask again when one ends (try in " + retryAfterSeconds + " s)";
            };
        }
    }

    private ChallengeLimits() {}

    /**
     * Whether a challenge of {@code games} games may be made {@code now} by a team that made {@code made} (any order;
     * those older than the window are ignored) and has {@code waiting} challenges not yet ended. The hourly limit is
     * said first: its answer is exact.
     */
    public static Optional<Exceeded> check(Limits limits, List<Made> made, long waiting, int games, Instant now) {
        List<Made> inWindow = made.stream()
                .filter(m -> m.at().isAfter(now.minus(WINDOW)))
                .sorted(Comparator.comparing(Made::at))
                .toList();
        long used = inWindow.stream().mapToLong(Made::games).sum();
        if (used + games > limits.gamesPerHour()) {
            long left = used;
            Instant freesAt = now;
            for (Made oldest : inWindow) {
                if (left + games <= limits.gamesPerHour()) {
                    break;
                }
                left -= oldest.games();
                freesAt = oldest.at().plus(WINDOW);
            }
            return Optional.of(new Exceeded(
                    GAMES_PER_HOUR, limits.gamesPerHour(), used, games, freesAt, secondsUntil(now, freesAt)));
        }
        if (waiting >= limits.waiting()) {
            return Optional.of(new Exceeded(
                    WAITING,
                    limits.waiting(),
                    waiting,
                    1,
                    null,
                    Math.max(1, limits.waitingRetry().toSeconds())));
        }
        return Optional.empty();
    }

    /** Whole seconds from {@code now} to {@code then}, rounded up, at least 1 (Retry-After counts whole seconds). */
    private static long secondsUntil(Instant now, Instant then) {
        long millis = Duration.between(now, then).toMillis();
        return Math.max(1, (millis + 999) / 1000);
    }
}
