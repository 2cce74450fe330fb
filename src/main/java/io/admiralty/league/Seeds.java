package io.admiralty.league;

import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.util.Random;
import org.jboss.logging.Logger;

/**
 * The one source of the seeds matchups are played from. It starts from {@code admiralty.league.seed} when that is set,
 * else from a random figure it logs, so that the deals of a run (a failing test's, say) can be drawn again.
 */
@ApplicationScoped
public class Seeds {

    private static final Logger LOG = Logger.getLogger(Seeds.class);

    private final Random random;

    public Seeds(LeagueConfig config) {
        long start = config.league().seed().orElseGet(() -> new SecureRandom().nextLong());
        LOG.infof("matchup seeds start from %d (admiralty.league.seed=%d draws them again)", start, start);
        this.random = new Random(start);
    }

    /** The next seed; {@link Random} is safe to share between threads. */
    public long next() {
        return random.nextLong();
    }
}
