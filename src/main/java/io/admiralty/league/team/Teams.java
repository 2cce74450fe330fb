package io.admiralty.league.team;

import io.admiralty.Refusal;
import io.admiralty.league.Names;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Unique;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * Teams: made, renamed, disabled and listed by the organiser. Names are unique as a reader sees them ({@link
 * Names#key}: whatever their case, their width or their spacing), among every team, the built-in one too; names are
 * chosen one at a time, so that two look-alikes made at the same moment are not both taken. Teams whose names collided
 * before this rule keep them: it holds for names given since. Who acts for a team (its tokens, its members) is {@code
 * league.account}'s.
 */
@ApplicationScoped
public class Teams {

    private final PublicChanges publicChanges;

    private final TeamRepository teams;

    public Teams(TeamRepository teams, PublicChanges publicChanges) {
        this.publicChanges = publicChanges;
        this.teams = teams;
    }

    @Transactional
    public Team create(SecurityIdentity caller, String name) {
        Roles.requireOrganiser(caller);
        return register(name);
    }

    /**
     * A new team made by a newcomer through self-registration, whose checks (open or not, the cap, the rate per
     * address) are {@code league.account}'s.
     */
    @Transactional
    public Team register(String name) {
        String clean = checkNewName(name);
        Team team = new Team();
        team.name = clean;
        Unique.persist(() -> teams.persistAndFlush(team), taken(clean));
        return team;
    }

    @Transactional
    public Team rename(SecurityIdentity caller, long id, String name) {
        Roles.requireOrganiser(caller);
        Team team = leagueTeam(id);
        String clean = Names.check("team name", name);
        teams.lockNames();
        refuseTaken(clean, id);
        team.name = clean;
        Unique.persist(teams::flush, taken(clean));
        publicChanges.everySeason(); // leaderboards name the team
        return team;
    }

    /** Disables or enables the team; what a disabled team may no longer do is for the callers to enforce. */
    @Transactional
    public Team setDisabled(SecurityIdentity caller, long id, boolean disabled) {
        Roles.requireOrganiser(caller);
        Team team = leagueTeam(id);
        if (disabled != team.disabled()) {
            team.disabledAt = disabled ? Instant.now().truncatedTo(ChronoUnit.MICROS) : null;
        }
        return team;
    }

    @Transactional
    public List<Team> list(SecurityIdentity caller) {
        Roles.requireOrganiser(caller);
        return teams.league();
    }

    /** How many teams the league has (the built-in one aside). */
    @Transactional
    public long count() {
        return teams.count("builtin = false");
    }

    /** A team of the league (not the built-in one), or 404. */
    @Transactional
    public Team leagueTeam(long id) {
        return teams.findByIdOptional(id)
                .filter(team -> !team.builtin)
                .orElseThrow(() -> Refusal.notFound("no team " + id));
    }

    /**
     * The name a new team would have, refused (400, 409) as {@link #register} refuses it; holds the lock on team names
     * until the transaction ends.
     */
    @Transactional
    public String checkNewName(String name) {
        String clean = Names.check("team name", name);
        teams.lockNames();
        refuseTaken(clean, null);
        return clean;
    }

    /** Refuses a name that reads as another team's ({@code except}'s own aside). */
    private void refuseTaken(String name, Long except) {
        String key = Names.key(name);
        for (Team other : teams.listAll()) {
            if (!other.id.equals(except) && Names.key(other.name).equals(key)) {
                throw Refusal.conflict(taken(name));
            }
        }
    }

    private static String taken(String name) {
        return "a team named '" + name
                + "' exists already (names are unique whatever their case, width or spacing, and invisible characters are"
                + " refused)";
    }
}
