package io.admiralty.league.season;

import io.admiralty.Refusal;
import java.time.Instant;
import java.util.Optional;

/**
 * Where a season is in its life, and what each state allows. Open: rounds only when the organiser asks. Scheduled: its
 * cron queues rounds as well. Paused: no round is queued and no matchup started until it is resumed (matchups queued
 * before wait). Closed: for good; the season plays no more rounds, takes no more bots, does not change, and shows no
 * schedule. In every state but closed, a round waits for the one before it to end: rounds never overlap. A season's
 * contest phase ({@link SeasonPhase}: its deadline and final) refuses more; {@link #refusal(SeasonLife, SeasonPhase,
 * Act, boolean)} asks both.
 */
public enum SeasonLife {
    OPEN,
    SCHEDULED,
    PAUSED,
    CLOSED;

    /** What may be asked of a season. */
    public enum Act {
        /** The organiser queues a round. */
        QUEUE_ROUND,
        /** The season's cron fires. */
        SCHEDULED_ROUND,
        ENTER_BOT,
        /** A bot's team, or the organiser, withdraws it from the season. */
        WITHDRAW_BOT,
        /** The organiser changes its schedule, pause, closing or pairing. */
        CHANGE,
        /** The organiser sets or moves its submission deadline. */
        CHANGE_DEADLINE,
        /** The organiser sets or changes its final's settings. */
        CHANGE_FINAL,
        /** The final starts: asked by the organiser, or by itself at the deadline. */
        START_FINAL
    }

    public static SeasonLife of(Season season) {
        return of(season.closed(), season.paused, season.schedule != null);
    }

    static SeasonLife of(boolean closed, boolean paused, boolean hasSchedule) {
        if (closed) {
            return CLOSED;
        }
        if (paused) {
            return PAUSED;
        }
        return hasSchedule ? SCHEDULED : OPEN;
    }

    /**
     * Why the act is refused in this state, as the end of a sentence that starts with the season ("season 4 ..."),
     * or empty when it is allowed; {@code roundRunning}: matchups of the last round are waiting or running.
     */
    public Optional<String> refusal(Act act, boolean roundRunning) {
        String why =
                switch (act) {
                    case QUEUE_ROUND, SCHEDULED_ROUND -> roundRefusal(act, roundRunning);
                    case ENTER_BOT -> this == CLOSED ? "is closed: it takes no more bots" : null;
                    case WITHDRAW_BOT -> this == CLOSED ? "is closed: its entries stay as they were" : null;
                    case CHANGE, CHANGE_DEADLINE, CHANGE_FINAL ->
                        this == CLOSED ? "is closed; a closed season does not change" : null;
                    case START_FINAL -> finalRefusal(roundRunning);
                };
        return Optional.ofNullable(why);
    }

    /**
     * Why the act is refused in this state and contest phase ({@link SeasonPhase}), or empty: a closed season says it
     * is closed; otherwise the phase speaks first (it is the more specific reason), then the state.
     */
    public static Optional<String> refusal(SeasonLife life, SeasonPhase phase, Act act, boolean roundRunning) {
        if (life == CLOSED) {
            return life.refusal(act, roundRunning);
        }
        return phase.refusal(act).or(() -> life.refusal(act, roundRunning));
    }

    /** Why the act is refused of the season as it is {@code now} (its state and contest phase), or empty. */
    static Optional<String> refusal(Season season, Instant now, Act act, boolean roundRunning) {
        return refusal(of(season), SeasonPhase.of(season, now), act, roundRunning);
    }

    /** Refuses with a 409 and the reason what the season's state and contest phase do not allow {@code now}. */
    static void refuseIfNot(Season season, Instant now, Act act, boolean roundRunning) {
        refusal(season, now, act, roundRunning).ifPresent(why -> {
            throw Refusal.conflict("season " + season.id + " " + why);
        });
    }

    private String finalRefusal(boolean roundRunning) {
        return switch (this) {
            case CLOSED -> "is closed: it plays no more rounds";
            case PAUSED -> "is paused: resume it to start its final";
            case OPEN, SCHEDULED -> roundRunning ? "is still playing its last round: rounds never overlap" : null;
        };
    }

    private String roundRefusal(Act act, boolean roundRunning) {
        return switch (this) {
            case CLOSED -> "is closed: it plays no more rounds";
            case PAUSED -> "is paused: it queues no round until it is resumed";
            case OPEN, SCHEDULED -> {
                if (act == Act.SCHEDULED_ROUND && this == OPEN) {
                    yield "has no schedule";
                }
                yield roundRunning ? "is still playing its last round: rounds never overlap" : null;
            }
        };
    }

    /** Whether the season's schedule is shown (a closed season has none left). */
    public boolean showsSchedule() {
        return this != CLOSED;
    }

    /** Whether the season's cron queues rounds now. */
    public boolean fires() {
        return this == SCHEDULED;
    }
}
