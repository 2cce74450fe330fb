package io.admiralty.league;

import io.admiralty.Refusal;
import org.hibernate.exception.ConstraintViolationException;

/**
 * A row that a unique key keeps single. Services look first and refuse a taken name in words; two requests that
 * pass that look at the same moment meet the key, and the later one gets the same refusal, not an error.
 */
public final class Unique {

    private Unique() {}

    public static void persist(Runnable insertAndFlush, String conflict) {
        try {
            insertAndFlush.run();
        } catch (ConstraintViolationException e) {
            throw Refusal.conflict(conflict);
        }
    }
}
