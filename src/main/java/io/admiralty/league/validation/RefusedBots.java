package io.admiralty.league.validation;

import io.admiralty.league.season.UnplayableVersions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Collection;
import java.util.Set;

/**
 * The bots a round leaves out for their validation: a bot whose current version was refused has none that passed (a
 * refusal falls back to the newest version not refused, and keeps the refused one only when there is none). A version
 * still validating is paired: its matchups wait for the verdict.
 */
@ApplicationScoped
class RefusedBots implements UnplayableVersions {

    private final ValidationRepository validations;

    RefusedBots(ValidationRepository validations) {
        this.validations = validations;
    }

    @Override
    @Transactional(Transactional.TxType.SUPPORTS)
    public Set<Long> among(Collection<Long> bots) {
        return bots.isEmpty() ? Set.of() : validations.refusedCurrent(bots);
    }
}
