package io.admiralty.league.season;

import io.admiralty.game.Coded;
import io.admiralty.league.season.SeasonLife.Act;
import java.time.Instant;
import java.util.Optional;

/**
 * Where a season is in its contest, beside its life ({@link SeasonLife}): entries open until its submission deadline;
 * frozen after it (no bot enters or leaves, and each entry plays the version that was current at the deadline; the
 * organiser may still queue rounds by hand, the schedule queues none); its final playing (one round robin with the
 * final's own games per matchup, nothing else queued); decided once the final's table is kept (the season is closed
 * then). A final started before the deadline freezes the entries as the deadline would.
 */
public enum SeasonPhase implements Coded {
    ENTRIES_OPEN("entries-open"),
    FROZEN("frozen"),
    FINAL("final"),
    DECIDED("decided");

    private final String code;

    SeasonPhase(String code) {
        this.code = code;
    }

    @Override
    public String code() {
        return code;
    }

    public static SeasonPhase of(Season season, Instant now) {
        return of(season.deadline, season.finalRoundId != null, season.finalKeptAt != null, now);
    }

    static SeasonPhase of(Instant deadline, boolean finalStarted, boolean finalKept, Instant now) {
        if (finalKept) {
            return DECIDED;
        }
        if (finalStarted) {
            return FINAL;
        }
        return deadline != null && !now.isBefore(deadline) ? FROZEN : ENTRIES_OPEN;
    }

    /** Whether each entry plays the version it had when the entries froze, whatever its bot uploads since. */
    public boolean freezesVersions() {
        return this != ENTRIES_OPEN;
    }

    /**
     * Why the act is refused in this phase, as the end of a sentence that starts with the season ("season 4 ..."), or
     * empty when the phase allows it (the season's life may still refuse it).
     */
    public Optional<String> refusal(Act act) {
        String why =
                switch (this) {
                    case ENTRIES_OPEN -> null;
                    case FROZEN ->
                        switch (act) {
                            case ENTER_BOT, WITHDRAW_BOT -> "is past its submission deadline: its entries are frozen";
                            case SCHEDULED_ROUND ->
                                "is past its submission deadline: its schedule queues no more rounds";
                            case CHANGE_DEADLINE -> "is past its submission deadline: the deadline cannot move";
                            default -> null;
                        };
                    case FINAL ->
                        switch (act) {
                            case ENTER_BOT, WITHDRAW_BOT -> "is playing its final: its entries are frozen";
                            case QUEUE_ROUND, SCHEDULED_ROUND -> "is playing its final: it queues no other round";
                            case START_FINAL -> "has started its final already";
                            case CHANGE_DEADLINE, CHANGE_FINAL ->
                                "has started its final: its deadline and final stay as they are";
                            default -> null;
                        };
                    case DECIDED ->
                        switch (act) {
                            case ENTER_BOT, WITHDRAW_BOT -> "has played its final: its entries stay as they were";
                            case QUEUE_ROUND, SCHEDULED_ROUND, START_FINAL ->
                                "has played its final: its table is the result";
                            case CHANGE, CHANGE_DEADLINE, CHANGE_FINAL ->
                                "has played its final; a decided season does not change";
                        };
                };
        return Optional.ofNullable(why);
    }
}
