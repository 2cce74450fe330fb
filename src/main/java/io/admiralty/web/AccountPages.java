package io.admiralty.web;

import io.admiralty.Refusal;
import io.admiralty.league.account.Accounts;
import io.admiralty.league.account.Identities;
import io.admiralty.league.account.Invites;
import io.admiralty.league.account.TeamAccess;
import io.admiralty.web.SignInPage.Notice;
import io.admiralty.web.SignInPage.Typed;
import io.quarkus.oidc.OidcSession;
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
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestForm;

/**
 * Signing in and out, following an invite link, and registering a team. The form's {@code POST /sign-in} is Quarkus'
 * form authentication's own; these are the pages around it.
 */
@Path("/")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class AccountPages {

    private final Accounts accounts;
    private final Invites invites;
    private final TeamAccess access;
    private final SecurityIdentity caller;
    private final Instance<OidcSession> oidc;
    private final boolean oidcEnabled;

    public AccountPages(
            Accounts accounts,
            Invites invites,
            TeamAccess access,
            SecurityIdentity caller,
            Instance<OidcSession> oidc,
            @ConfigProperty(name = "quarkus.oidc.tenant-enabled") boolean oidcEnabled) {
        this.accounts = accounts;
        this.invites = invites;
        this.access = access;
        this.caller = caller;
        this.oidc = oidc;
        this.oidcEnabled = oidcEnabled;
    }

    @GET
    @Path("sign-in")
    @Operation(hidden = true)
    public String signIn(
            @QueryParam("failed") String failed,
            @QueryParam("joined") String joined,
            @QueryParam("registered") String registered) {
        if (Identities.account(caller).isPresent()) {
            return SignInPage.signedIn(accounts.me(caller));
        }
        Notice notice = failed != null
                ? Notice.FAILED
                : joined != null ? Notice.JOINED : registered != null ? Notice.REGISTERED : Notice.NONE;
        return SignInPage.signIn(notice, oidcEnabled, access.registrationOpen());
    }

    /** Where the OpenID Connect provider sends a person back, signed in (the HTTP permission sends them there). */
    @GET
    @Path("sign-in/oidc")
    @Operation(hidden = true)
    public Response signInThroughProvider() {
        if (!oidcEnabled) {
            return page(404, SignInPage.closed("No provider", "This league signs people in with a password only."));
        }
        return seeOther("/sign-in");
    }

    @GET
    @Path("sign-out")
    @Operation(hidden = true)
    public String signOutPage() {
        return SignInPage.signOut(Identities.account(caller).isPresent());
    }

    /** Ends the session: its row goes (so the cookie, copied or not, names nothing), then the cookie. */
    @POST
    @Path("sign-out")
    @Operation(hidden = true)
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
    @Operation(hidden = true)
    public Response invitation(@PathParam("token") String token) {
        return invites.follow(token)
                .map(open -> page(
                        200,
                        SignInPage.invitation(
                                token,
                                open.teamName(),
                                Identities.account(caller).isPresent(),
                                Typed.NOTHING,
                                null)))
                .orElseGet(() -> closedInvitation());
    }

    /** Signs the person in (the form sign-in's challenge brings them back here), then shows the invitation. */
    @GET
    @Path("invites/{token}/join")
    @Authenticated
    @Operation(hidden = true)
    public Response signInToJoin(@PathParam("token") String token) {
        return seeOther("/invites/" + token);
    }

    @POST
    @Path("invites/{token}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response accept(
            @PathParam("token") String token,
            @RestForm String name,
            @RestForm String email,
            @RestForm String password) {
        boolean signedIn = Identities.account(caller).isPresent();
        try {
            if (signedIn) {
                invites.accept(caller, token);
                return seeOther("/sign-in");
            }
            invites.acceptAsNewcomer(token, new Accounts.NewAccount(email, name, password));
            return seeOther("/sign-in?joined=1");
        } catch (Refusal refused) {
            return invites.follow(token)
                    .map(open -> page(
                            status(refused),
                            SignInPage.invitation(
                                    token, open.teamName(), signedIn, new Typed(name, email), refused.getMessage())))
                    .orElseGet(() -> closedInvitation());
        }
    }

    @GET
    @Path("sign-up")
    @Operation(hidden = true)
    public Response signUpPage() {
        return access.registrationOpen() ? page(200, SignInPage.signUp(Typed.NOTHING, "", null)) : registrationClosed();
    }

    @POST
    @Path("sign-up")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response signUp(
            @RestForm String team,
            @RestForm String name,
            @RestForm String email,
            @RestForm String password,
            RoutingContext context) {
        if (!access.registrationOpen()) {
            return registrationClosed();
        }
        try {
            access.register(
                    new TeamAccess.Registration(team, new Accounts.NewAccount(email, name, password)),
                    context.request().remoteAddress().hostAddress());
            return seeOther("/sign-in?registered=1");
        } catch (Refusal refused) {
            return page(status(refused), SignInPage.signUp(new Typed(name, email), team, refused.getMessage()));
        }
    }

    private static Response closedInvitation() {
        return page(
                404,
                SignInPage.closed("No such invitation", "This invitation has expired, was revoked or has been used."));
    }

    private static Response registrationClosed() {
        return page(
                404,
                SignInPage.closed(
                        "Registration is closed",
                        "Teams do not register themselves in this league: ask the organiser for an invite."));
    }

    /** The status of a refused page's answer, as the API's for the same refusal. */
    static int status(Refusal refused) {
        return switch (refused.kind()) {
            case CONFLICT -> 409;
            case UNAUTHENTICATED -> 401;
            case TOO_LARGE -> 413;
            case NOT_FOUND -> 404;
            case FORBIDDEN -> 403;
            case TOO_MANY -> 429;
            default -> 400;
        };
    }

    private static Response page(int status, String html) {
        return Response.status(status).type(MediaType.TEXT_HTML).entity(html).build();
    }

    private static Response seeOther(String path) {
        return Response.seeOther(URI.create(path)).build();
    }
}
