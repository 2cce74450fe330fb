package io.admiralty.api;

import io.admiralty.league.account.Accounts;
import io.admiralty.league.team.Roles;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;

/** People: who is signed in, and the organiser's list of accounts. */
@Path("/api")
@Tag(name = "Accounts")
public class AccountResource {

    private final Accounts accounts;
    private final SecurityIdentity caller;

    public AccountResource(Accounts accounts, SecurityIdentity caller) {
        this.accounts = accounts;
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
