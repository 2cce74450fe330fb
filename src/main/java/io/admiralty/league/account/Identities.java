package io.admiralty.league.account;

import io.admiralty.league.team.Identity;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import java.security.Principal;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A person as a {@link SecurityIdentity}: role {@value Roles#ORGANISER} if an organiser, role {@value Roles#TEAM} with
 * the ids of the teams (not disabled) they belong to, the teams they captain, and their account's id. Whatever signed
 * them in (a password, OpenID Connect) the rest of the league sees the same identity.
 */
public final class Identities {

    /** The identity's attribute holding the person's account id (a {@code Long}). */
    public static final String ACCOUNT_ID = "admiralty.account-id";
    /** The identity's attribute holding the ids of the teams the person captains (a {@code Set<Long>}). */
    public static final String CAPTAIN_OF = "admiralty.captain-of";
    /** The identity's attribute naming how the person signed in: {@value #BY_PASSWORD} or {@value #BY_OIDC}. */
    public static final String SIGNED_IN_BY = "admiralty.signed-in-by";

    static final String BY_PASSWORD = "password";
    static final String BY_OIDC = "oidc";

    private Identities() {}

    /** The person, on top of {@code base} (an OIDC identity keeps its tokens, for sign-out). */
    static SecurityIdentity person(
            QuarkusSecurityIdentity.Builder base, Account account, List<Membership> memberships, String by) {
        Set<Long> teams = memberships.stream().map(m -> m.team.id).collect(Collectors.toUnmodifiableSet());
        Set<Long> captained = memberships.stream()
                .filter(m -> m.role == MemberRole.CAPTAIN)
                .map(m -> m.team.id)
                .collect(Collectors.toUnmodifiableSet());
        base.addAttribute(ACCOUNT_ID, account.id)
                .addAttribute(CAPTAIN_OF, captained)
                .addAttribute(SIGNED_IN_BY, by);
        if (account.organiser) {
            base.addRole(Roles.ORGANISER);
        }
        if (!teams.isEmpty()) {
            base.addRole(Roles.TEAM).addAttribute(Roles.TEAM_IDS, teams);
            if (teams.size() == 1) {
                base.addAttribute(Roles.TEAM_ID, teams.iterator().next());
            }
        }
        return base.build();
    }

    static SecurityIdentity person(Principal principal, Account account, List<Membership> memberships, String by) {
        return person(QuarkusSecurityIdentity.builder().setPrincipal(principal), account, memberships, by);
    }

    static SecurityIdentity person(String principal, Account account, List<Membership> memberships, String by) {
        return person(new QuarkusPrincipal(principal), account, memberships, by);
    }

    /** The signed-in person's account, if the caller is a person (not a token, not nobody). */
    public static Optional<Long> account(SecurityIdentity caller) {
        return Optional.ofNullable(caller.getAttribute(ACCOUNT_ID));
    }

    /** Whether the caller may manage the team's members and invites: its captain, or an organiser. */
    public static boolean captains(SecurityIdentity caller, long team) {
        Set<Long> captained = caller.getAttribute(CAPTAIN_OF);
        return Roles.isOrganiser(caller) || (captained != null && captained.contains(team));
    }

    /** 256 random bits, as text: tokens, invites, session ids. */
    static String newSecret() {
        return Identity.newToken();
    }

    static String hash(String secret) {
        return Identity.hash(secret);
    }
}
