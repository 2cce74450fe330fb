package io.admiralty.web;

import io.admiralty.league.account.ApiTokens;
import io.admiralty.league.account.ApiTokens.TokenView;
import io.admiralty.league.account.Identities;
import io.admiralty.league.account.Invites;
import io.admiralty.league.account.Invites.InviteView;
import io.admiralty.league.account.TeamAccess;
import io.admiralty.league.account.TeamAccess.MemberView;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/**
 * Who acts for the team: its members (the captain removes them, a member may leave), its open invites (the captain
 * makes and revokes them; a new link is shown once), and its API tokens (members make them, shown once, and revoke
 * them; the last use of each is shown).
 */
@ApplicationScoped
class TeamPeopleSection {

    static final String INVITE = "invite";
    static final List<String> INVITE_FIELDS = List.of("uses", "hours");
    static final String TOKEN = "token";
    static final List<String> TOKEN_FIELDS = List.of("name");

    private final TeamAccess access;
    private final Invites invites;
    private final ApiTokens tokens;

    TeamPeopleSection(TeamAccess access, Invites invites, ApiTokens tokens) {
        this.access = access;
        this.invites = invites;
        this.tokens = tokens;
    }

    /**
     * The section: the members ({@code self} the caller's account, -1 for none), the open invites (the captain's to
     * see, else none) and the team's API tokens.
     */
    record People(long self, List<MemberView> members, List<InviteView> invites, List<TokenView> tokens) {}

    People view(TeamContext context) {
        return new People(
                Identities.account(context.caller()).orElse(-1L),
                access.members(context.caller(), context.id()),
                context.captain() ? invites.list(context.caller(), context.id()) : List.of(),
                tokens.list(context.caller(), context.id()));
    }
}
