package io.admiralty.league.account;

import io.admiralty.Refusal;
import io.admiralty.league.registry.BotRegistry;
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
 * Teams as the organiser runs them, and who acts for them: made with a first token, renamed, their token reset,
 * disabled (its tokens and its members' sessions stop working, its bots are retired so they play no more), and
 * their members listed and removed. Also self-registration, where the organiser opens it.
 */
@ApplicationScoped
public class TeamAccess {

    /** A new team, or one whose token was reset, with the token: shown this once. */
    public record CreatedTeam(long id, String name, String token) {}

    /** A team as the organiser sees it. */
    public record TeamView(long id, String name, boolean disabled, Instant createdAt, long members, int tokens) {}

    /**
     * A team as anyone sees it: its name, how many members it has, and the display names of those who chose to be
     * shown (never an e-mail address).
     */
    public record PublicTeam(long id, String name, boolean disabled, int members, List<String> shown) {

        /** How many members keep their names to themselves. */
        public int unnamed() {
            return members - shown.size();
        }
    }

    /** A member as their team sees them. */
    public record MemberView(long account, String name, String role, Instant joinedAt) {}

    /** What a newcomer registers: a team and its captain. */
    public record Registration(String team, Accounts.NewAccount captain) {}

    private final Teams teams;
    private final ApiTokens tokens;
    private final ApiTokenRepository tokenRows;
    private final MembershipRepository memberships;
    private final SessionRepository sessions;
    private final InviteRepository invites;
    private final Accounts accounts;
    private final BotRegistry bots;
    private final Throttle throttle;
    private final AccountConfig config;

    TeamAccess(
            Teams teams,
            ApiTokens tokens,
            ApiTokenRepository tokenRows,
            MembershipRepository memberships,
            SessionRepository sessions,
            InviteRepository invites,
            Accounts accounts,
            BotRegistry bots,
            Throttle throttle,
            AccountConfig config) {
        this.teams = teams;
        this.tokens = tokens;
        this.tokenRows = tokenRows;
        this.memberships = memberships;
        this.sessions = sessions;
        this.invites = invites;
        this.accounts = accounts;
        this.bots = bots;
        this.throttle = throttle;
        this.config = config;
    }

    /** The organiser makes a team; its first token is in the answer and nowhere else. */
    @Transactional
    public CreatedTeam create(SecurityIdentity caller, String name) {
        Team team = teams.create(caller, name);
        return new CreatedTeam(
                team.id, team.name, tokens.issue(team, "team token", null).token());
    }

    @Transactional
    public List<TeamView> list(SecurityIdentity caller) {
        return teams.list(caller).stream().map(this::view).toList();
    }

    /** Renames and/or disables or enables the team (organiser). */
    @Transactional
    public TeamView change(SecurityIdentity caller, long id, String name, Boolean disabled) {
        Roles.requireOrganiser(caller);
        Team team = teams.leagueTeam(id);
        if (name != null) {
            team = teams.rename(caller, id, name);
        }
        if (disabled != null && disabled != team.disabled()) {
            team = teams.setDisabled(caller, id, disabled);
            if (disabled) {
                sessions.endAllInTeam(id);
                bots.retireAllOf(id);
            }
        }
        return view(team);
    }

    /** The team as anyone sees it, signed in or not. */
    @Transactional
    public PublicTeam publicTeam(long id) {
        Team team = teams.leagueTeam(id);
        List<Membership> members = memberships.ofTeam(team.id);
        return new PublicTeam(
                team.id,
                team.name,
                team.disabled(),
                members.size(),
                members.stream()
                        .filter(m -> m.account.showName)
                        .map(m -> m.account.displayName)
                        .toList());
    }

    /** Whether a team shows its bots' tags and metrics to everyone ({@code notesPublic}) or to itself alone. */
    public record NotesVisibility(long team, boolean notesPublic) {}

    /**
     * Makes the team's bots' tags and metrics everyone's to see, or its own and the organiser's again (the team's
     * members and the organiser).
     */
    @Transactional
    public NotesVisibility setNotesPublic(SecurityIdentity caller, long id, boolean notesPublic) {
        Team team = teams.leagueTeam(id);
        Roles.requireTeamOrOrganiser(caller, team.id);
        team.notesPublic = notesPublic;
        return new NotesVisibility(team.id, team.notesPublic);
    }

    /** Whether the team's bots' tags and metrics are public (its members and the organiser ask). */
    @Transactional
    public NotesVisibility notesVisibility(SecurityIdentity caller, long id) {
        Team team = teams.leagueTeam(id);
        Roles.requireTeamOrOrganiser(caller, team.id);
        return new NotesVisibility(team.id, team.notesPublic);
    }

    /** The team as its members and the organiser see it. */
    @Transactional
    public TeamView team(SecurityIdentity caller, long id) {
        Team team = teams.leagueTeam(id);
        Roles.requireTeamOrOrganiser(caller, team.id);
        return view(team);
    }

    /** Revokes every token of the team and makes one new one (organiser). */
    @Transactional
    public CreatedTeam resetToken(SecurityIdentity caller, long id) {
        Roles.requireOrganiser(caller);
        Team team = teams.leagueTeam(id);
        return new CreatedTeam(team.id, team.name, tokens.reset(team).token());
    }

    @Transactional
    public List<MemberView> members(SecurityIdentity caller, long team) {
        Roles.requireTeamOrOrganiser(caller, teams.leagueTeam(team).id);
        return memberships.ofTeam(team).stream()
                .map(m -> new MemberView(m.account.id, m.account.displayName, m.role.word(), m.joinedAt))
                .toList();
    }

    /**
     * The captain or the organiser removes a member, or a member leaves: their sessions end, and the team's tokens and
     * invite links they made are revoked (whoever keeps a copy acts for the team no more). Tokens others made, and the
     * organiser's, stay.
     */
    @Transactional
    public void removeMember(SecurityIdentity caller, long team, long account) {
        teams.leagueTeam(team);
        boolean self = Identities.account(caller).filter(own -> own == account).isPresent();
        if (!self && !Identities.captains(caller, team)) {
            throw caller.isAnonymous()
                    ? Refusal.unauthenticated("this needs the team's captain or the organiser, signed in")
                    : Refusal.forbidden("only the team's captain or the organiser removes its members");
        }
        Membership membership = memberships
                .find(account, team)
                .orElseThrow(() -> Refusal.notFound("team " + team + " has no member " + account));
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        memberships.delete(membership);
        sessions.endAllOf(account);
        tokenRows.revokeMadeBy(account, team, now);
        invites.revokeMadeBy(account, team, now);
    }

    /** Whether newcomers may register teams themselves (the organiser's setting). */
    public boolean registrationOpen() {
        return config.registration().open();
    }

    /**
     * A newcomer makes a team and becomes its captain, where the organiser opened self-registration, while the league
     * has fewer teams than its cap, and a few times an hour per client address. Every post counts against the newcomer
     * forms' limits. Every check that does not depend on the email address comes first; an address that has an account
     * already then gets the same answer as a new one, and nothing is made (empty).
     */
    @Transactional
    public Optional<Team> register(Registration registration, String address) {
        AccountConfig.Registration limits = config.registration();
        if (!limits.open()) {
            throw Refusal.forbidden("teams do not register themselves in this league: ask the organiser for an invite");
        }
        Instant now = Instant.now();
        Throttle.Taken form = throttle.newcomerForm(registration.captain().email(), address, now)
                .orElseThrow(Invites::tooMany);
        String name = teams.checkNewName(registration.team());
        Throttle.Taken registering = throttle.registration(address, now)
                .orElseThrow(() -> Refusal.tooMany("this address registered " + limits.perAddress()
                        + " teams within " + limits.window().toMinutes()
                        + " minutes, as many as it may: try again later"));
        Optional<Account> made;
        try {
            if (teams.count() >= limits.maxTeams()) {
                throw Refusal.conflict("the league has " + limits.maxTeams() + " teams, as many as it takes");
            }
            made = accounts.make(registration.captain(), name);
        } catch (Refusal refused) {
            throttle.giveBack(registering); // a refused form registered nothing
            throw refused;
        }
        if (made.isEmpty()) {
            return Optional.empty();
        }
        Team team = teams.register(name);
        Membership membership = new Membership();
        membership.account = made.get();
        membership.team = team;
        membership.role = MemberRole.CAPTAIN;
        memberships.persist(membership);
        throttle.giveBack(form);
        return Optional.of(team);
    }

    private TeamView view(Team team) {
        return new TeamView(
                team.id,
                team.name,
                team.disabled(),
                team.createdAt,
                memberships.inTeam(team.id),
                tokenRows.ofTeam(team.id).size());
    }
}
