package io.admiralty.league.validation;

import io.admiralty.league.season.UnplayableVersions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The bots a season's round leaves out for their validation: those whose version there (frozen, else current) was
 * refused on the season's ruleset. A bot refused on another ruleset plays here; one refused everywhere fell back to its
 * newest version not refused, and keeps the refused one only when there is none. A version still validating is
 * paired: its matchups wait for the verdict.
 */
@ApplicationScoped
class RefusedBots implements UnplayableVersions {

    private final ValidationRepository validations;

    RefusedBots(ValidationRepository validations) {
        this.validations = validations;
    }

    @Override
    @Transactional(Transactional.TxType.SUPPORTS)
    public Map<Long, String> among(long season, Collection<Long> bots) {
        return bots.isEmpty()
                ? Map.of()
                : validations.refusedInSeason(season, bots).stream()
                        .collect(Collectors.toMap(
                                v -> v.botId, v -> Validations.refusalSentence(v.botId, v), (a, b) -> a));
    }
}
