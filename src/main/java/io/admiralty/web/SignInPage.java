package io.admiralty.web;

import io.admiralty.league.account.Accounts.AccountView;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.util.List;
import java.util.Map;

/**
 * The sign-in, sign-out, invitation, sign-up, password change and password reset pages (templates/SignInPage/). Their
 * forms post to this site only (the service refuses a write another site sends, io.admiralty.api.SameOrigin); a
 * refused form is shown again with what was typed, but never a password, and the reason beside its field.
 */
final class SignInPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance signIn(Notice notice, boolean oidc, boolean registration);

        /**
         * Who is signed in, their teams, the forms that set their name (and whether their teams' public pages show it)
         * and change their password, and the button that signs out.
         */
        static native TemplateInstance signedIn(AccountView account, Notice notice, Form password, Form name);

        static native TemplateInstance signOut(boolean signedIn);

        /** An open invitation: join as the signed-in person, or make an account and join. */
        static native TemplateInstance invitation(String token, String team, boolean signedIn, Form form);

        /** Self-registration: a team and its captain. */
        static native TemplateInstance signUp(Form form);

        /** A reset link's page: the new password for the account it was made for. */
        static native TemplateInstance passwordReset(String token, String email, Form form);

        /** The page a closed link, or a closed registration, leads to. */
        static native TemplateInstance closed(Closed closed);
    }

    /** What the sign-in page says above its form (templates/tags/accountNotice.html words it). */
    enum Notice {
        NONE,
        FAILED,
        REGISTERED,
        PASSWORD_SET,
        NAME_SET,
        RESET
    }

    /** Why a page of this site leads nowhere (its template words it): a link or a way in this league does not have. */
    enum Closed {
        NO_PROVIDER,
        RESET_LINK,
        INVITATION,
        REGISTRATION
    }

    private SignInPage() {}

    /**
     * The account forms' fields, each with the phrases its refusals open with (Form#fieldOf): no phrase opens another
     * field's, so the order they are tried in does not matter.
     */
    static final Map<String, List<String>> FIELDS = Map.of(
            "team", List.of("team name", "a team named"),
            "name", List.of("name"),
            "email", List.of("email"),
            "current", List.of("current password"),
            "password", List.of("password"));
}
