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
class TeamPeopleSection implements TeamSection {

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

    @Override
    public int order() {
        return 500;
    }

    @Override
    public String render(TeamContext context) {
        return members(context) + tokens(context);
    }

    private String members(TeamContext context) {
        long self = Identities.account(context.caller()).orElse(-1L);
        StringBuilder html = new StringBuilder(
                "<section id=\"members\" aria-labelledby=\"members-h\"><h2 id=\"members-h\">Members</h2>\n<ul class=\"people\">\n");
        for (MemberView member : access.members(context.caller(), context.id())) {
            html.append("<li>")
                    .append(Html.esc(member.name()))
                    .append(" <small>(")
                    .append(Html.esc(member.role()))
                    .append(", joined ")
                    .append(Html.time(member.joinedAt()))
                    .append(")</small> ");
            if (member.account() == self) {
                html.append(TeamForms.button(
                        context,
                        "leave",
                        "/teams/" + context.id() + "/members/" + member.account() + "/remove",
                        "Leave the team"));
            } else if (context.captain()) {
                html.append(TeamForms.button(
                        context,
                        "remove-" + member.account(),
                        "/teams/" + context.id() + "/members/" + member.account() + "/remove",
                        "Remove"));
            }
            html.append("</li>\n");
        }
        html.append(
                "</ul>\n<p id=\"removal\"><small>A member who leaves or is removed is signed out, and the API tokens"
                        + " and invite links they made for the team are revoked; the tokens others made stay.</small></p>\n");
        if (context.captain()) {
            html.append(invites(context));
        }
        return html.append("</section>\n").toString();
    }

    private String invites(TeamContext context) {
        StringBuilder html = new StringBuilder("<h3>Invites</h3>\n");
        List<InviteView> open = invites.list(context.caller(), context.id());
        if (open.isEmpty()) {
            html.append("<p>No open invites.</p>\n");
        } else {
            html.append("<ul class=\"invites\">\n");
            for (InviteView invite : open) {
                html.append("<li>")
                        .append(Words.count(invite.usesLeft(), "use", "uses"))
                        .append(" left, until ")
                        .append(Html.time(invite.expiresAt()))
                        .append(" <small>(by ")
                        .append(Html.esc(invite.createdBy()))
                        .append(")</small> ")
                        .append(TeamForms.button(
                                context,
                                "revoke-invite-" + invite.id(),
                                "/teams/" + context.id() + "/invites/" + invite.id() + "/revoke",
                                "Revoke"))
                        .append("</li>\n");
            }
            html.append("</ul>\n");
        }
        return html.append(TeamForms.open(context, INVITE, "/teams/" + context.id() + "/invites", false))
                .append(TeamForms.text(
                        context,
                        INVITE,
                        "uses",
                        "People who may join with it",
                        "type=\"number\" min=\"1\" max=\"100\" placeholder=\"1\""))
                .append(TeamForms.text(
                        context,
                        INVITE,
                        "hours",
                        "Hours it works",
                        "type=\"number\" min=\"1\" max=\"720\" placeholder=\"168\""))
                .append("<button type=\"submit\">Make an invite link</button>\n</form>\n")
                .append(secret(context, INVITE))
                .toString();
    }

    private String tokens(TeamContext context) {
        StringBuilder html = new StringBuilder(
                "<section id=\"tokens\" aria-labelledby=\"tokens-h\"><h2 id=\"tokens-h\">API tokens</h2>\n"
                        + "<p>For scripts, CI and <code>play</code>: <code>Authorization: Bearer TOKEN</code>. A token"
                        + " is revoked when its maker leaves the team or is removed.</p>\n");
        List<TokenView> held = tokens.list(context.caller(), context.id());
        if (!held.isEmpty()) {
            html.append(
                    """
                    <div class="scroll"><table class="tokens">
                    <thead><tr><th scope="col">Name</th><th scope="col">Made by</th><th scope="col">Made</th>\
                    <th scope="col">Last used</th><th scope="col"></th></tr></thead>
                    <tbody>
                    """);
            for (TokenView token : held) {
                html.append("<tr><th scope=\"row\">")
                        .append(Html.esc(token.name()))
                        .append("</th><td>")
                        .append(token.createdBy() == null ? "the organiser" : Html.esc(token.createdBy()))
                        .append("</td><td>")
                        .append(Html.time(token.createdAt()))
                        .append("</td><td>")
                        .append(token.lastUsedAt() == null ? "never" : Html.time(token.lastUsedAt()))
                        .append("</td><td>")
                        .append(TeamForms.button(
                                context,
                                "revoke-token-" + token.id(),
                                "/teams/" + context.id() + "/tokens/" + token.id() + "/revoke",
                                "Revoke"))
                        .append("</td></tr>\n");
            }
            html.append("</tbody></table></div>\n");
        }
        return html.append(TeamForms.open(context, TOKEN, "/teams/" + context.id() + "/tokens", false))
                .append(TeamForms.text(context, TOKEN, "name", "Name", "required maxlength=\"64\" placeholder=\"ci\""))
                .append("<button type=\"submit\">Make a token</button>\n</form>\n")
                .append(secret(context, TOKEN))
                .append("</section>\n")
                .toString();
    }

    /** A new token or invite link, shown this once. */
    private static String secret(TeamContext context, String form) {
        TeamContext.Shown shown = context.shownBy(form);
        if (shown == null) {
            return "";
        }
        return "<div class=\"secret\" role=\"status\"><p>" + Html.esc(shown.label())
                + " It is shown this once: copy it now.</p><p><code data-secret>" + Html.esc(shown.secret())
                + "</code></p></div>\n";
    }
}
