package io.admiralty.league.tournament;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The series a format with a fixed plan (a round robin, a bracket) was given, each taken as the plan reaches its slot:
 * a given series must be the pairing the plan has there, and every given series must be reached.
 */
final class Given {

    private final Map<Slot, Series> bySlot = new HashMap<>();

    Given(List<Series> series) {
        for (Series one : series) {
            if (bySlot.put(one.slot(), one) != null) {
                throw new IllegalArgumentException("two series given in " + one.slot());
            }
        }
    }

    /** The series given in the planned one's slot, or the planned one when none was given. */
    Series take(Series planned) {
        Series known = bySlot.remove(planned.slot());
        if (known == null) {
            return planned;
        }
        if (known.first() != planned.first() || known.second() != planned.second()) {
            throw new IllegalArgumentException(known + " is not the pairing planned there: " + planned);
        }
        return known;
    }

    /** Refuses the series no slot of the plan took. */
    void noneLeft() {
        if (!bySlot.isEmpty()) {
            throw new IllegalArgumentException("series outside this tournament's plan: " + bySlot.values());
        }
    }
}
