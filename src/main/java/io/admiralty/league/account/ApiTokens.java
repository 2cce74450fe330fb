package io.admiralty.league.account;

import io.admiralty.Refusal;
import io.admiralty.league.Names;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.Team;
import io.admiralty.league.team.Teams;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * Teams' API tokens, for scripts, CI and {@code play}: a signed-in member names and makes one (shown once, kept as
 * its hash), the team's members see when each was last used, and a member or the organiser revokes it. The organiser's
 * token for a new team is its first; resetting revokes them all and makes a new one.
 */
@ApplicationScoped
public class ApiTokens {

    /** Each team may hold this many tokens at once. */
    static final int MAX_PER_TEAM = 20;

    /** A token as its team sees it: never the token itself. */
    public record TokenView(long id, String name, String createdBy, Instant createdAt, Instant lastUsedAt) {}

    /** A token just made: the only time the token is shown. */
    public record NewToken(long id, String name, String token, Instant createdAt) {}

    private final ApiTokenRepository tokens;
    private final Teams teams;
    private final Accounts accounts;

    ApiTokens(ApiTokenRepository tokens, Teams teams, Accounts accounts) {
        this.tokens = tokens;
        this.teams = teams;
        this.accounts = accounts;
    }

    /** The team whose working token this is; notes its use. */
    @Transactional
    public Optional<SecurityIdentity> identity(String token) {
        return tokens.working(Identities.hash(token)).map(found -> {
            tokens.used(found.id, Instant.now().truncatedTo(ChronoUnit.MICROS));
            return Roles.team(found.team.id);
        });
    }

    @Transactional
    public List<TokenView> list(SecurityIdentity caller, long team) {
        Roles.requireTeamOrOrganiser(caller, teams.leagueTeam(team).id);
        return tokens.ofTeam(team).stream()
                .map(t -> new TokenView(
                        t.id, t.name, t.createdBy == null ? null : t.createdBy.displayName, t.createdAt, t.lastUsedAt))
                .toList();
    }

    /** A signed-in member (or the organiser) makes a named token for the team. */
    @Transactional
    public NewToken create(SecurityIdentity caller, long team, String name) {
        Team found = teams.leagueTeam(team);
        Roles.requireTeamOrOrganiser(caller, found.id);
        Account maker =
                Roles.isOrganiser(caller) && Identities.account(caller).isEmpty() ? null : accounts.caller(caller);
        if (tokens.ofTeam(team).size() >= MAX_PER_TEAM) {
            throw Refusal.conflict(
                    "team " + team + " holds " + MAX_PER_TEAM + " tokens, as many as a team may: revoke one first");
        }
        return issue(found, Names.check("token name", name), maker);
    }

    @Transactional
    public void revoke(SecurityIdentity caller, long team, long id) {
        Roles.requireTeamOrOrganiser(caller, teams.leagueTeam(team).id);
        ApiToken token = tokens.findByIdOptional(id)
                .filter(t -> t.team.id == team && t.revokedAt == null)
                .orElseThrow(() -> Refusal.notFound("team " + team + " has no token " + id));
        token.revokedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    /** Revokes every token of the team and makes it a new one, for the organiser to hand over. */
    NewToken reset(Team team) {
        tokens.revokeAllOf(team.id, Instant.now().truncatedTo(ChronoUnit.MICROS));
        return issue(team, "team token", null);
    }

    NewToken issue(Team team, String name, Account maker) {
        String secret = Identities.newSecret();
        ApiToken token = new ApiToken();
        token.team = team;
        token.name = name;
        token.tokenHash = Identities.hash(secret);
        token.createdBy = maker;
        tokens.persist(token);
        return new NewToken(token.id, name, secret, token.createdAt);
    }
}
