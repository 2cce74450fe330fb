package io.admiralty.web;

import io.admiralty.league.account.Accounts.AccountView;
import io.admiralty.league.account.Accounts.TeamRole;

/**
 * The sign-in, sign-out, invitation and sign-up pages. Their forms post to this site only (the service refuses a write
 * another site sends, io.admiralty.api.SameOrigin); a refused form is shown again with what was typed, but never the
 * password, and the reason beside it.
 */
final class SignInPage {

    /** What the sign-in page says above its form. */
    enum Notice {
        NONE(""),
        FAILED("That email address and password do not match an account, or there were too many attempts: wait a few"
                + " minutes and try again."),
        JOINED("Your account is made and you are in the team: sign in."),
        REGISTERED("Your team and your account are made: sign in."),
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

    /** Who is signed in, their teams, and the button that signs them out. */
    static String signedIn(AccountView account) {
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
                main.append("<li>")
                        .append(Html.esc(team.teamName()))
                        .append(" <small>(")
                        .append(Html.esc(team.role()))
                        .append(")</small></li>\n");
            }
            main.append("</ul>\n");
        }
        if (account.organiser()) {
            main.append("<p><a href=\"/admin\">The organiser's console</a>: teams, seasons, what is going wrong</p>\n");
        }
        main.append(signOutForm());
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
    static String invitation(String token, String team, boolean signedIn, Typed typed, String problem) {
        String action = "/invites/" + Html.esc(token);
        StringBuilder main = new StringBuilder("<h1>Join ")
                .append(Html.esc(team))
                .append("</h1>\n")
                .append(problem(problem));
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
                    .append(accountForm(action, typed, "Make my account and join"));
        }
        return Html.document("Join " + team, main.toString(), null);
    }

    /** Self-registration: a team and its captain. */
    static String signUp(Typed typed, String team, String problem) {
        String main = "<h1>Register a team</h1>\n" + problem(problem)
                + accountForm(
                        "/sign-up",
                        typed,
                        "Register",
                        "<label>Team name <input name=\"team\" required maxlength=\"64\" value=\"" + Html.esc(team)
                                + "\"></label>\n");
        return Html.document("Register a team", main, null);
    }

    /** The page a closed link, or a closed registration, leads to. */
    static String closed(String title, String why) {
        return Html.document(
                title,
                "<h1>" + Html.esc(title) + "</h1>\n<p>" + Html.esc(why)
                        + "</p>\n<p><a href=\"/sign-in\">Sign in</a></p>\n",
                null);
    }

    /** What a person typed into an account form, shown again when it is refused. */
    record Typed(String name, String email) {
        static final Typed NOTHING = new Typed("", "");
    }

    private static String accountForm(String action, Typed typed, String button, String... before) {
        return "<form method=\"post\" action=\"" + action + "\" class=\"account-form\">\n" + String.join("", before)
                + "<label>Your name <input name=\"name\" autocomplete=\"name\" required maxlength=\"64\" value=\""
                + Html.esc(typed.name()) + "\"></label>\n"
                + "<label>Email address <input type=\"email\" name=\"email\" autocomplete=\"username\" required"
                + " maxlength=\"254\" value=\"" + Html.esc(typed.email()) + "\"></label>\n"
                + "<label>Password <small>(10 characters or more)</small> <input type=\"password\" name=\"password\""
                + " autocomplete=\"new-password\" required minlength=\"10\" maxlength=\"72\"></label>\n"
                + "<button type=\"submit\">" + Html.esc(button) + "</button>\n</form>\n";
    }

    private static String problem(String problem) {
        return problem == null ? "" : "<p role=\"alert\" class=\"notice\">" + Html.esc(problem) + "</p>\n";
    }
}
