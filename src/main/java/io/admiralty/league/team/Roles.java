package io.admiralty.league.team;

import io.admiralty.Refusal;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Who is asking, as the league reads a {@link SecurityIdentity}: the organiser (role {@value #ORGANISER}), a team
 * (role {@value #TEAM}, with the team's id as the identity's attribute {@value #TEAM_ID}), a person who belongs to
 * teams (role {@value #TEAM} too, with their ids in {@value #TEAM_IDS}, and {@value #TEAM_ID} when there is one) or
 * nobody (anonymous). Whatever proves it, a bearer token, a sign-in session or OpenID Connect, only has to produce
 * such an identity; the services ask it nothing else.
 */
public final class Roles {

    public static final String ORGANISER = "organiser";
    public static final String TEAM = "team";
    /** The identity's attribute that holds a team's id (a {@code Long}). */
    public static final String TEAM_ID = "admiralty.team-id";
    /** The identity's attribute that holds the ids of the teams a person belongs to (a {@code Set<Long>}). */
    public static final String TEAM_IDS = "admiralty.team-ids";

    private static final List<String> ORGANISER_ONLY = List.of(ORGANISER);
    private static final List<String> ANY = List.of(ORGANISER, TEAM);

    /** Nobody in particular: what the pages show, since a page is the same for whoever asks. */
    public static final SecurityIdentity ANONYMOUS = QuarkusSecurityIdentity.builder()
            .setAnonymous(true)
            .setPrincipal(new QuarkusPrincipal(""))
            .build();

    private Roles() {}

    public static SecurityIdentity organiser() {
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(ORGANISER))
                .addRole(ORGANISER)
                .build();
    }

    public static SecurityIdentity team(long id) {
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal("team " + id))
                .addRole(TEAM)
                .addAttribute(TEAM_ID, id)
                .build();
    }

    /** The team the caller acts as, if it is a team or a person of one team only. */
    public static Optional<Long> team(SecurityIdentity caller) {
        return caller.hasRole(TEAM) ? Optional.ofNullable(caller.getAttribute(TEAM_ID)) : Optional.empty();
    }

    /** Every team the caller acts for: a team's token its own, a person's teams; none for the others. */
    public static Set<Long> teams(SecurityIdentity caller) {
        if (!caller.hasRole(TEAM)) {
            return Set.of();
        }
        Set<Long> teams = caller.getAttribute(TEAM_IDS);
        return teams != null ? teams : team(caller).map(Set::of).orElse(Set.of());
    }

    public static boolean isOrganiser(SecurityIdentity caller) {
        return caller.hasRole(ORGANISER);
    }

    /** Whether the caller may see what belongs to the team: its own, or the organiser. */
    public static boolean owns(SecurityIdentity caller, long teamId) {
        return isOrganiser(caller) || teams(caller).contains(teamId);
    }

    public static void requireOrganiser(SecurityIdentity caller) {
        if (caller.isAnonymous()) {
            throw unauthenticated(ORGANISER_ONLY);
        }
        if (!isOrganiser(caller)) {
            throw forbidden(ORGANISER_ONLY);
        }
    }

    /** Passes for the organiser and for the team that owns the thing. */
    public static void requireTeamOrOrganiser(SecurityIdentity caller, long teamId) {
        if (caller.isAnonymous()) {
            throw unauthenticated(ANY);
        }
        if (!owns(caller, teamId)) {
            throw Refusal.forbidden("this belongs to another team");
        }
    }

    /**
     * Why a caller without a token may not do what needs one of the {@code allowed} roles. The API says the same
     * whether a resource's {@code @RolesAllowed} or a service refused.
     */
    public static Refusal unauthenticated(Collection<String> allowed) {
        return Refusal.unauthenticated(
                allowed.contains(TEAM)
                        ? "this needs a team's or the organiser's token (Authorization: Bearer ...)"
                        : "this needs the organiser's token (Authorization: Bearer ...)");
    }

    /** Why a caller whose token holds none of the {@code allowed} roles may not do this. */
    public static Refusal forbidden(Collection<String> allowed) {
        return Refusal.forbidden(
                allowed.contains(TEAM) ? "only a team or the organiser may do this" : "only the organiser may do this");
    }
}
