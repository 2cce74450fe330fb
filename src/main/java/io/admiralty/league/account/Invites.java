package io.admiralty.league.account;

import io.admiralty.Refusal;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.Team;
import io.admiralty.league.team.Teams;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * Invitations to join a team: the organiser or the team's captain makes a link (single use unless told otherwise,
 * expiring), the team sees and revokes its open ones, and a person following the link joins, with a new account or the
 * one they are signed in with; the first to join a team without members is its captain. An expired, revoked or
 * used-up link lets nobody in.
 */
@ApplicationScoped
public class Invites {

    /** A link just made; its token is in the link only. */
    public record NewInvite(long id, String token, Instant expiresAt, int uses) {

        /** The invitation page's path, which the link leads to. */
        public String path() {
            return "/invites/" + token;
        }
    }

    /** An open invite as its team sees it. */
    public record InviteView(long id, int uses, int usesLeft, Instant expiresAt, String createdBy, Instant createdAt) {}

    /** What a link leads to, for the page that follows it. */
    public record Invitation(long team, String teamName, Instant expiresAt) {}

    private final InviteRepository invites;
    private final MembershipRepository memberships;
    private final Teams teams;
    private final Accounts accounts;
    private final Throttle throttle;
    private final AccountConfig config;

    Invites(
            InviteRepository invites,
            MembershipRepository memberships,
            Teams teams,
            Accounts accounts,
            Throttle throttle,
            AccountConfig config) {
        this.invites = invites;
        this.memberships = memberships;
        this.teams = teams;
        this.accounts = accounts;
        this.throttle = throttle;
        this.config = config;
    }

    /**
     * A new link for the team: {@code uses} people may join with it (1 unless given), within {@code lifetime} (the
     * configured default unless given).
     */
    @Transactional
    public NewInvite create(SecurityIdentity caller, long team, Integer uses, Duration lifetime) {
        Team found = teams.leagueTeam(team);
        requireCaptain(caller, team);
        int allowed = uses == null ? 1 : uses;
        if (allowed < 1 || allowed > config.invites().maxUses()) {
            throw Refusal.invalid("uses must be 1.." + config.invites().maxUses() + ", was " + allowed);
        }
        Duration valid = lifetime == null ? config.invites().lifetime() : lifetime;
        if (valid.compareTo(Duration.ofMinutes(1)) < 0
                || valid.compareTo(config.invites().maxLifetime()) > 0) {
            throw Refusal.invalid("an invite lasts from a minute to "
                    + config.invites().maxLifetime().toDays() + " days");
        }
        String token = Identities.newSecret();
        Invite invite = new Invite();
        invite.team = found;
        invite.tokenHash = Identities.hash(token);
        invite.uses = allowed;
        invite.usesLeft = allowed;
        invite.expiresAt = Instant.now().plus(valid).truncatedTo(ChronoUnit.SECONDS);
        invite.createdBy = Identities.account(caller).isPresent() ? accounts.caller(caller) : null;
        invites.persist(invite);
        return new NewInvite(invite.id, token, invite.expiresAt, allowed);
    }

    /** The team's open invites, for its members and the organiser. */
    @Transactional
    public List<InviteView> list(SecurityIdentity caller, long team) {
        Roles.requireTeamOrOrganiser(caller, teams.leagueTeam(team).id);
        return invites.openOf(team, Instant.now()).stream()
                .map(i -> new InviteView(
                        i.id,
                        i.uses,
                        i.usesLeft,
                        i.expiresAt,
                        i.createdBy == null ? null : i.createdBy.displayName,
                        i.createdAt))
                .toList();
    }

    @Transactional
    public void revoke(SecurityIdentity caller, long team, long id) {
        teams.leagueTeam(team);
        requireCaptain(caller, team);
        Invite invite = invites.findByIdOptional(id)
                .filter(i -> i.team.id == team && i.revokedAt == null)
                .orElseThrow(() -> Refusal.notFound("team " + team + " has no invite " + id));
        invite.revokedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    /** Where the link leads, while it is open. */
    @Transactional
    public Optional<Invitation> follow(String token) {
        return open(token).map(i -> new Invitation(i.team.id, i.team.name, i.expiresAt));
    }

    /**
     * A new person joins with the link: their account is made and joins the team. Posted from {@code address}, it
     * counts against the newcomer forms' limits (429 past them). An email address that has an account already gets
     * the same answer, and nothing is made or joined: that person signs in and follows the link again.
     */
    @Transactional
    public Invitation acceptAsNewcomer(String token, Accounts.NewAccount person, String address) {
        Throttle.Taken taken =
                throttle.newcomerForm(person.email(), address, Instant.now()).orElseThrow(Invites::tooMany);
        Invite invite = open(token).orElseThrow(Invites::closed);
        accounts.make(person, invite.team.name).ifPresent(account -> {
            join(invite, account);
            throttle.giveBack(taken);
        });
        return new Invitation(invite.team.id, invite.team.name, invite.expiresAt);
    }

    /** The answer to a newcomer form posted past its limits, the same whatever the form held. */
    static Refusal tooMany() {
        return Refusal.tooMany("too many forms from this address or for this email address: wait a few minutes");
    }

    /** The signed-in person joins with the link. */
    @Transactional
    public Invitation accept(SecurityIdentity caller, String token) {
        Account account = accounts.caller(caller);
        Invite invite = open(token).orElseThrow(Invites::closed);
        if (memberships.find(account.id, invite.team.id).isPresent()) {
            throw Refusal.conflict("you are in team " + invite.team.name + " already");
        }
        join(invite, account);
        return new Invitation(invite.team.id, invite.team.name, invite.expiresAt);
    }

    private void join(Invite invite, Account account) {
        if (!invites.take(invite.id, Instant.now())) {
            throw closed();
        }
        Membership membership = new Membership();
        membership.account = account;
        membership.team = invite.team;
        // a team the organiser made has nobody yet: the first to join leads it
        membership.role = memberships.inTeam(invite.team.id) == 0 ? MemberRole.CAPTAIN : MemberRole.MEMBER;
        memberships.persist(membership);
    }

    private Optional<Invite> open(String token) {
        if (token == null || token.isBlank() || token.length() > 100) {
            return Optional.empty();
        }
        return invites.byTokenHash(Identities.hash(token)).filter(i -> i.open(Instant.now()) && !i.team.disabled());
    }

    private static Refusal closed() {
        return Refusal.notFound("this invitation has expired, was revoked or has been used");
    }

    private static void requireCaptain(SecurityIdentity caller, long team) {
        if (caller.isAnonymous()) {
            throw Refusal.unauthenticated("this needs the team's captain or the organiser, signed in");
        }
        if (!Identities.captains(caller, team)) {
            throw Refusal.forbidden("only the team's captain or the organiser may manage its invites");
        }
    }
}
