package io.admiralty.web;

import io.admiralty.league.account.Accounts.AccountView;
import io.admiralty.league.account.Accounts.TeamRole;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The sign-in, sign-out, invitation, sign-up, password change and password reset pages. Their forms post to this site
 * only (the service refuses a write another site sends, io.admiralty.api.SameOrigin); a refused form is shown again
 * with what was typed, but never a password, and the reason beside its field.
 */
final class SignInPage {

    /** What the sign-in page says above its form. */
    enum Notice {
        NONE(""),
        FAILED("That email address and password do not match an account, or there were too many attempts: wait a few"
                + " minutes and try again."),
        REGISTERED("If that email address was new, your team and your account are made: sign in. If it had an account"
                + " already, nothing was made: sign in with it (lost its password? the organiser can make you a link"
                + " to set a new one)."),
        PASSWORD_SET("Your new password is set and every other session of yours has ended."),
        RESET("Your new password is set: sign in with it."),
        SIGNED_OUT("You are signed out.");

        final String text;

        Notice(String text) {
            this.text = text;
        }
    }

    private SignInPage() {}

    static String signIn(Notice notice, boolean oidc, boolean registration) {
        StringBuilder main = new StringBuilder("<h1>Sign in</h1>\n");
        if (notice != Notice.NONE) {
            main.append("<p role=\"")
                    .append(notice == Notice.FAILED ? "alert" : "status")
                    .append("\" class=\"notice\">")
                    .append(Html.esc(notice.text))
                    .append("</p>\n");
        }
        main.append(
                """
                <form method="post" action="/sign-in" class="account-form">
                <label>Email address <input type="email" name="email" autocomplete="username" required maxlength="254"></label>
                <label>Password <input type="password" name="password" autocomplete="current-password" required maxlength="200"></label>
                <button type="submit">Sign in</button>
                </form>
                """);
        if (oidc) {
            main.append("<p><a href=\"/sign-in/oidc\">Sign in with your organisation's account</a></p>\n");
        }
        main.append("<p>New here? Ask your team's captain or the organiser for an invite link.");
        if (registration) {
            main.append(" Or <a href=\"/sign-up\">register a team</a>.");
        }
        main.append("</p>\n");
        return Html.document("Sign in", main.toString(), null);
    }

    /** The account forms' fields, each with the phrases its refusals open with (Form#fieldOf). */
    static final Map<String, List<String>> FIELDS = fields();

    private static Map<String, List<String>> fields() {
        Map<String, List<String>> fields = new LinkedHashMap<>();
        fields.put("team", List.of("team name", "a team named"));
        fields.put("name", List.of("name"));
        fields.put("email", List.of("email"));
        fields.put("current", List.of("current password"));
        fields.put("password", List.of("password"));
        return fields;
    }

    /** Who is signed in, their teams, the form that changes their password, and the button that signs them out. */
    static String signedIn(AccountView account, Notice notice, Form password) {
        StringBuilder main = new StringBuilder("<h1>Signed in</h1>\n<p>")
                .append(Html.esc(account.name()))
                .append(" (")
                .append(Html.esc(account.email()))
                .append(")")
                .append(account.organiser() ? ", organiser" : "")
                .append("</p>\n");
        if (account.teams().isEmpty()) {
            main.append("<p>You are in no team yet: follow an invite link to join one.</p>\n");
        } else {
            main.append("<h2>Your teams</h2>\n<ul>\n");
            for (TeamRole team : account.teams()) {
                main.append("<li><a href=\"/teams/")
                        .append(team.team())
                        .append("\">")
                        .append(Html.esc(team.teamName()))
                        .append("</a> <small>(")
                        .append(Html.esc(team.role()))
                        .append(")</small></li>\n");
            }
            main.append("</ul>\n");
        }
        if (account.organiser()) {
            main.append("<p><a href=\"/admin\">The organiser's console</a>: teams, seasons, what is going wrong</p>\n");
        }
        main.append("<h2>Your password</h2>\n");
        if (notice == Notice.PASSWORD_SET) {
            main.append("<p role=\"status\" class=\"notice\">")
                    .append(Html.esc(notice.text))
                    .append("</p>\n");
        }
        main.append(password.alert())
                .append("<form method=\"post\" action=\"/account/password\" class=\"account-form\">\n")
                .append(password.input(
                        "change",
                        "Current password",
                        "current",
                        "type=\"password\" autocomplete=\"current-password\" required maxlength=\"200\"",
                        null))
                .append(newPassword(password, "change"))
                .append("<button type=\"submit\">Change my password</button>\n</form>\n")
                .append(signOutForm());
        return Html.document("Signed in", main.toString(), null);
    }

    static String signOut(boolean signedIn) {
        return Html.document(
                "Sign out",
                signedIn
                        ? "<h1>Sign out</h1>\n" + signOutForm()
                        : "<h1>Signed out</h1>\n<p role=\"status\">" + Html.esc(Notice.SIGNED_OUT.text)
                                + "</p>\n<p><a href=\"/sign-in\">Sign in</a></p>\n",
                null);
    }

    private static String signOutForm() {
        return "<form method=\"post\" action=\"/sign-out\"><button type=\"submit\">Sign out</button></form>\n";
    }

    /** An open invitation: join as the signed-in person, or make an account and join. */
    static String invitation(String token, String team, boolean signedIn, Form form) {
        String action = "/invites/" + Html.esc(token);
        StringBuilder main = new StringBuilder("<h1>Join ")
                .append(Html.esc(team))
                .append("</h1>\n")
                .append(form.alert());
        if (signedIn) {
            main.append("<form method=\"post\" action=\"")
                    .append(action)
                    .append("\"><button type=\"submit\">Join ")
                    .append(Html.esc(team))
                    .append("</button></form>\n");
        } else {
            main.append("<p>Make your account to join, or <a href=\"")
                    .append(action)
                    .append("/join\">sign in</a> if you have one.</p>\n")
                    .append(accountForm(action, form, "Make my account and join", ""));
        }
        return Html.document("Join " + team, main.toString(), null);
    }

    /** Self-registration: a team and its captain. */
    static String signUp(Form form) {
        String main = "<h1>Register a team</h1>\n" + form.alert()
                + accountForm(
                        "/sign-up",
                        form,
                        "Register",
                        form.input("sign-up", "Team name", "team", "required maxlength=\"64\"", null));
        return Html.document("Register a team", main, null);
    }

    /** A reset link's page: the new password for the account it was made for. */
    static String passwordReset(String token, String email, Form form) {
        String main = "<h1>A new password</h1>\n<p>For " + Html.esc(email) + ". The link works once.</p>\n"
                + form.alert() + "<form method=\"post\" action=\"/password-reset/" + Html.esc(token)
                + "\" class=\"account-form\">\n" + newPassword(form, "reset")
                + "<button type=\"submit\">Set my password</button>\n</form>\n";
        return Html.document("A new password", main, null);
    }

    /** The page a closed link, or a closed registration, leads to. */
    static String closed(String title, String why) {
        return Html.document(
                title,
                "<h1>" + Html.esc(title) + "</h1>\n<p>" + Html.esc(why)
                        + "</p>\n<p><a href=\"/sign-in\">Sign in</a></p>\n",
                null);
    }

    private static String accountForm(String action, Form form, String button, String before) {
        return "<form method=\"post\" action=\"" + action + "\" class=\"account-form\">\n" + before
                + form.input("account", "Your name", "name", "autocomplete=\"name\" required maxlength=\"64\"", null)
                + form.input(
                        "account",
                        "Email address",
                        "email",
                        "type=\"email\" autocomplete=\"username\" required maxlength=\"254\"",
                        null)
                + newPassword(form, "account") + "<button type=\"submit\">" + Html.esc(button) + "</button>\n</form>\n";
    }

    /** A new password's field, never filled with what was typed, and what it may be. */
    private static String newPassword(Form form, String id) {
        return form.input(
                id,
                "New password",
                "password",
                "type=\"password\" autocomplete=\"new-password\" required minlength=\"10\" maxlength=\"72\"",
                "10 characters or more, not a common password nor your name or email address: a few unrelated words"
                        + " make a good one");
    }
}
