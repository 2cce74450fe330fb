package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.account.Accounts;
import io.admiralty.league.account.PasswordResets;
import io.admiralty.league.team.Roles;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.ext.web.RoutingContext;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;

/**
 * People: who is signed in, changing one's password, the organiser's list of accounts and the password reset links
 * they make.
 */
@Path("/api")
@Tag(name = "Accounts")
public class AccountResource {

    /** The password now and the new one. */
    public record PasswordChange(String current, String password) {}

    private final Accounts accounts;
    private final PasswordResets resets;
    private final PublicSite site;
    private final SecurityIdentity caller;

    public AccountResource(Accounts accounts, PasswordResets resets, PublicSite site, SecurityIdentity caller) {
        this.accounts = accounts;
        this.resets = resets;
        this.site = site;
        this.caller = caller;
    }

    @GET
    @Path("me")
    @Authenticated
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "The signed-in person: their account and teams (403 for a token, which is nobody's)")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public Accounts.AccountView me() {
        return accounts.me(caller);
    }

    @PUT
    @Path("me/password")
    @Authenticated
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(204)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary = "Change your password (a signed-in person)",
            description = "The current password first (wrong ones count as failed sign-ins); the new one is refused"
                    + " when short, common, a run such as 1234567890, or little more than your email address, name or"
                    + " team's name. Your other sessions end.")
    @APIResponse(responseCode = "400", description = "The current password is wrong, or the new one is refused")
    @APIResponse(responseCode = "403", description = "Not a signed-in person (a token is nobody's)")
    @APIResponse(responseCode = "429", description = "Too many wrong current passwords: wait a few minutes")
    public void changePassword(PasswordChange change, RoutingContext context) {
        if (change == null) {
            throw Refusal.invalid("the body is missing: {\"current\": ..., \"password\": ...}");
        }
        accounts.changePassword(
                caller,
                change.current(),
                change.password(),
                context.request().remoteAddress() == null
                        ? "unknown"
                        : context.request().remoteAddress().hostAddress());
    }

    @POST
    @Path("accounts/{id}/password-reset")
    @RolesAllowed(Roles.ORGANISER)
    @ResponseStatus(201)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary = "Make a password reset link for a person (organiser)",
            description = "The link works once, for an hour (admiralty.accounts.password-resets.lifetime); it is"
                    + " mailed to the person too where admiralty.accounts.password-resets.mail is on. The person's"
                    + " older links end.")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    @APIResponse(responseCode = "404", description = "No such account")
    @APIResponse(responseCode = "409", description = "The account signs in through OpenID Connect and has no password")
    public PasswordResets.NewReset passwordReset(@PathParam("id") long id) {
        // from the service's public URL, as invite links are: never from the request's Host header
        return resets.create(caller, id, token -> site.link("/password-reset/" + token));
    }

    @GET
    @Path("accounts")
    @RolesAllowed(Roles.ORGANISER)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "Every account (organiser)")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public List<Accounts.AccountView> list() {
        return accounts.list(caller);
    }

    @DELETE
    @Path("accounts/{id}")
    @RolesAllowed(Roles.ORGANISER)
    @ResponseStatus(204)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "Remove an account (organiser): its sessions end and it leaves its teams")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public void remove(@PathParam("id") long id) {
        accounts.remove(caller, id);
    }
}
