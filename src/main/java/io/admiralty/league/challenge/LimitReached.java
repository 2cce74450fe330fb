package io.admiralty.league.challenge;

/** A challenge refused by one of its team's limits: the API answers 429 with the limit's figures. */
public final class LimitReached extends RuntimeException {

    private final transient ChallengeLimits.Exceeded exceeded;

    public LimitReached(ChallengeLimits.Exceeded exceeded) {
        super(exceeded.sentence());
        this.exceeded = exceeded;
    }

    public ChallengeLimits.Exceeded exceeded() {
        return exceeded;
    }
}
