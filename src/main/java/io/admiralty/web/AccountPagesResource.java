package io.admiralty.web;

import static io.admiralty.web.PageResponses.page;
import static io.admiralty.web.PageResponses.seeOther;
import static io.admiralty.web.PageResponses.status;

import io.admiralty.Refusal;
import io.admiralty.league.account.Accounts;
import io.admiralty.league.account.Accounts.AccountView;
import io.admiralty.league.account.Identities;
import io.admiralty.league.account.Invites;
import io.admiralty.league.account.PasswordResets;
import io.admiralty.league.account.TeamAccess;
import io.admiralty.web.SignInPage.Closed;
import io.admiralty.web.SignInPage.Notice;
import io.quarkus.oidc.OidcSession;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.vertx.http.runtime.security.FormAuthenticationMechanism;
import io.vertx.ext.web.RoutingContext;
import jakarta.annotation.security.PermitAll;
import jakarta.enterprise.inject.Instance;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.RestForm;

/**
 * Signing in and out, following an invite link, registering a team, changing one's password and setting a new one
 * with a reset link. The form's {@code POST /sign-in} is Quarkus' form authentication's own; these are the pages
 * around it.
 */
@Path("/")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class AccountPagesResource {

    private final Accounts accounts;
    private final Invites invites;
    private final TeamAccess access;
    private final PasswordResets resets;
    private final SecurityIdentity caller;
    private final Instance<OidcSession> oidc;
    private final boolean oidcEnabled;

    public AccountPagesResource(
            Accounts accounts,
            Invites invites,
            TeamAccess access,
            PasswordResets resets,
            SecurityIdentity caller,
            Instance<OidcSession> oidc,
            @ConfigProperty(name = "quarkus.oidc.tenant-enabled") boolean oidcEnabled) {
        this.accounts = accounts;
        this.invites = invites;
        this.access = access;
        this.resets = resets;
        this.caller = caller;
        this.oidc = oidc;
        this.oidcEnabled = oidcEnabled;
    }

    @GET
    @Path("sign-in")
    public TemplateInstance signIn(
            @QueryParam("failed") String failed,
            @QueryParam("registered") String registered,
            @QueryParam("password") String password,
            @QueryParam("name") String name) {
        if (Identities.account(caller).isPresent()) {
            return signedIn(
                    password != null ? Notice.PASSWORD_SET : name != null ? Notice.NAME_SET : Notice.NONE,
                    Form.empty(),
                    null);
        }
        Notice notice = failed != null
                ? Notice.FAILED
                : registered != null ? Notice.REGISTERED : password != null ? Notice.RESET : Notice.NONE;
        return SignInPage.Templates.signIn(notice, oidcEnabled, access.registrationOpen());
    }

    /** Where the OpenID Connect provider sends a person back, signed in (the HTTP permission sends them there). */
    @GET
    @Path("sign-in/oidc")
    public Response signInThroughProvider() {
        if (!oidcEnabled) {
            return closed(Closed.NO_PROVIDER);
        }
        return seeOther("/sign-in");
    }

    @GET
    @Path("sign-out")
    public TemplateInstance signOutPage() {
        return SignInPage.Templates.signOut(Identities.account(caller).isPresent());
    }

    /** Ends the session: its row goes (so the cookie, copied or not, names nothing), then the cookie. */
    @POST
    @Path("sign-out")
    public Response signOut(RoutingContext context) {
        accounts.signOut(caller);
        if (oidcEnabled && !caller.isAnonymous() && "oidc".equals(caller.getAttribute(Identities.SIGNED_IN_BY))) {
            oidc.get().logout().await().indefinitely();
        } else if (!caller.isAnonymous() && caller.getAttribute(Identities.ACCOUNT_ID) != null) {
            FormAuthenticationMechanism.logout(context);
        }
        return seeOther("/sign-out");
    }

    @GET
    @Path("invites/{token}")
    public Response invitation(@PathParam("token") String token) {
        return invitation(token, 200, Form.empty());
    }

    /** The invitation's page with its form ({@code form}: as typed, when refused), or why the link leads nowhere. */
    private Response invitation(String token, int status, Form form) {
        return invites.follow(token)
                .map(open -> page(
                        status,
                        SignInPage.Templates.invitation(
                                token,
                                open.teamName(),
                                Identities.account(caller).isPresent(),
                                form)))
                .orElseGet(() -> closed(Closed.INVITATION));
    }

    /** Signs the person in (the form sign-in's challenge brings them back here), then shows the invitation. */
    @GET
    @Path("invites/{token}/join")
    @Authenticated
    public Response signInToJoin(@PathParam("token") String token) {
        return seeOther("/invites/" + token);
    }

    @POST
    @Path("invites/{token}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response accept(
            @PathParam("token") String token,
            @RestForm String name,
            @RestForm String email,
            @RestForm String password,
            RoutingContext context) {
        boolean signedIn = Identities.account(caller).isPresent();
        try {
            if (signedIn) {
                invites.accept(caller, token);
                return seeOther("/sign-in");
            }
            invites.acceptAsNewcomer(token, new Accounts.NewAccount(email, name, password), address(context));
            return signInWithTheSameForm();
        } catch (Refusal refused) {
            return invitation(token, status(refused), refusedForm(refused, "name", name, "email", email));
        }
    }

    @GET
    @Path("sign-up")
    public Response signUpPage() {
        return access.registrationOpen()
                ? page(200, SignInPage.Templates.signUp(Form.empty()))
                : closed(Closed.REGISTRATION);
    }

    @POST
    @Path("sign-up")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response signUp(
            @RestForm String team,
            @RestForm String name,
            @RestForm String email,
            @RestForm String password,
            RoutingContext context) {
        if (!access.registrationOpen()) {
            return closed(Closed.REGISTRATION);
        }
        try {
            access.register(
                    new TeamAccess.Registration(team, new Accounts.NewAccount(email, name, password)),
                    address(context));
            return seeOther("/sign-in?registered=1");
        } catch (Refusal refused) {
            return page(
                    status(refused),
                    SignInPage.Templates.signUp(refusedForm(refused, "team", team, "name", name, "email", email)));
        }
    }

    /** The signed-in person changes their password; their other sessions end. */
    @POST
    @Path("account/password")
    @Authenticated
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response changePassword(@RestForm String current, @RestForm String password, RoutingContext context) {
        try {
            accounts.changePassword(caller, current, password, address(context));
            return seeOther("/sign-in?password=set");
        } catch (Refusal refused) {
            if (Identities.account(caller).isEmpty()) {
                throw refused;
            }
            return page(status(refused), signedIn(Notice.NONE, refusedForm(refused), null));
        }
    }

    /**
     * The signed-in person sets the name others see and whether their teams' public pages show it (the page's form;
     * the choice is theirs alone, and their e-mail address is never shown).
     */
    @POST
    @Path("account/name")
    @Authenticated
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response setName(@RestForm String name, @RestForm String shown) {
        try {
            accounts.setName(caller, name, shown != null && !shown.isBlank());
            return seeOther("/sign-in?name=set");
        } catch (Refusal refused) {
            if (Identities.account(caller).isEmpty()) {
                throw refused;
            }
            return page(
                    status(refused),
                    signedIn(Notice.NONE, Form.empty(), refusedForm(refused, "name", name, "shown", shown)));
        }
    }

    /** The signed-in page, its name form holding the account's name and choice unless it was refused. */
    private TemplateInstance signedIn(Notice notice, Form password, Form name) {
        AccountView account = accounts.me(caller);
        return SignInPage.Templates.signedIn(
                account,
                notice,
                password,
                name != null
                        ? name
                        : Form.empty().preset("name", account.name()).preset("shown", account.showName() ? "yes" : ""));
    }

    @GET
    @Path("password-reset/{token}")
    public Response passwordResetPage(@PathParam("token") String token) {
        return passwordReset(token, 200, Form.empty());
    }

    /** The reset link's page with its form ({@code form}: refused, with why), or why the link leads nowhere. */
    private Response passwordReset(String token, int status, Form form) {
        return resets.follow(token)
                .map(email -> page(status, SignInPage.Templates.passwordReset(token, email, form)))
                .orElseGet(() -> closed(Closed.RESET_LINK));
    }

    /** Sets the new password with a reset link, once; then the person signs in with it. */
    @POST
    @Path("password-reset/{token}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response resetPassword(@PathParam("token") String token, @RestForm String password) {
        try {
            resets.use(token, password);
            return seeOther("/sign-in?password=set");
        } catch (Refusal refused) {
            return passwordReset(token, status(refused), refusedForm(refused));
        }
    }

    /**
     * A refused account form with what was typed ({@code typed}: field, then value, in pairs; never a password) and
     * the refusal beside its field.
     */
    private static Form refusedForm(Refusal refused, String... typed) {
        Form form = Form.of(typed);
        form.refuse(refused, SignInPage.FIELDS, Map.of());
        return form;
    }

    /** The client's address as Quarkus reads it (through a trusted proxy's forwarded header when configured). */
    private static String address(RoutingContext context) {
        return context.request().remoteAddress() == null
                ? "unknown"
                : context.request().remoteAddress().hostAddress();
    }

    private static Response closed(Closed closed) {
        return page(404, SignInPage.Templates.closed(closed));
    }

    /**
     * Sends the browser on to the form sign-in with the form it posted (307 keeps the method and the body, and the
     * invite's fields are named as the sign-in's): the newcomer is signed in by Quarkus' own form authentication, with
     * its cookie, throttle and landing page. An address that had an account already signs in only with that
     * account's own password, and joins nothing.
     */
    private static Response signInWithTheSameForm() {
        return Response.temporaryRedirect(URI.create("/sign-in")).build();
    }
}
