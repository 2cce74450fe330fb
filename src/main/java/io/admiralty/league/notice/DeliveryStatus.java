package io.admiralty.league.notice;

import io.admiralty.game.Coded;

/**
 * Where a delivery is: waiting for its next attempt, answered with a 2xx, or failed for good (its retries ran out, or
 * its webhook was switched off).
 */
public enum DeliveryStatus implements Coded {
    PENDING,
    DELIVERED,
    FAILED
}
