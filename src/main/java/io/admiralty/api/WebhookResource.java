package io.admiralty.api;

import io.admiralty.league.notice.Webhooks;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;

/**
 * A team's webhooks (its members and the organiser): registered with the events they want, listed, switched on again
 * after the league switched them off, removed, and their deliveries listed with how each went.
 */
@Path("/api/teams/{team}/webhooks")
@Tag(name = "Notices")
@RolesAllowed({Roles.ORGANISER, Roles.TEAM})
@SecurityRequirement(name = ApiDocument.BEARER)
@SecurityRequirement(name = ApiDocument.SESSION)
public class WebhookResource {

    /** The events a webhook can ask for; a list longer than there are events is refused. */
    static final int MAX_EVENTS = 16;

    /** Where to POST, and which events ({@code bot.benched}, {@code gate.decided}, ...). */
    public record NewWebhook(
            @NotNull @Size(max = Webhooks.MAX_URL) String url,
            @NotNull @Size(min = 1, max = MAX_EVENTS) List<@NotNull @Size(max = 40) String> events) {}

    /** Switches a webhook on again, or off. */
    public record WebhookChange(@NotNull Boolean enabled) {}

    private final Webhooks webhooks;
    private final SecurityIdentity caller;

    public WebhookResource(Webhooks webhooks, SecurityIdentity caller) {
        this.webhooks = webhooks;
        this.caller = caller;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(
            summary = "Register a webhook (members, organiser)",
            description = "Events: bot.benched, gate.decided, skill.scored, challenge.finished, round.finished,"
                    + " version.refused, webhook.disabled. Each is POSTed as JSON {id, event, createdAt, team, summary,"
                    + " data}, with the headers Admiralty-Event, Admiralty-Delivery (the same on a retry) and"
                    + " Admiralty-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>' under the secret>."
                    + " The URL must be http(s) and pass the HTTP bots' egress rules (this service's own ports, its"
                    + " database and cloud metadata are never reached).")
    @APIResponse(
            responseCode = "201",
            description = "The webhook, with its secret: shown this once",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Webhooks.CreatedWebhook.class)))
    @APIResponse(
            responseCode = "400",
            description = "A URL that is not http(s), holds credentials, or leads where the league does not connect;"
                    + " an unknown event, no events or too many; an unknown field")
    @APIResponse(responseCode = "403", description = "Another team's")
    @APIResponse(responseCode = "404", description = "No such team")
    @APIResponse(responseCode = "409", description = "The team has as many webhooks as it may")
    public Webhooks.CreatedWebhook create(@PathParam("team") long team, @Valid @NotNull NewWebhook webhook) {
        return webhooks.create(caller, team, webhook.url(), webhook.events());
    }

    @GET
    @Operation(summary = "The team's webhooks, switched on or off (and why); never their secrets (members, organiser)")
    @APIResponse(responseCode = "403", description = "Another team's")
    @APIResponse(responseCode = "404", description = "No such team")
    public List<Webhooks.WebhookView> list(@PathParam("team") long team) {
        return webhooks.list(caller, team);
    }

    @PATCH
    @Path("{webhook}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Switch a webhook on again, or off (members, organiser)",
            description = "On again, its failures in a row are forgotten; deliveries that failed while it was off are"
                    + " not sent again.")
    @APIResponse(responseCode = "200", description = "The webhook as it is now")
    @APIResponse(responseCode = "403", description = "Another team's")
    @APIResponse(responseCode = "404", description = "No such team, or no such webhook of it")
    public Webhooks.WebhookView change(
            @PathParam("team") long team, @PathParam("webhook") long webhook, @Valid @NotNull WebhookChange change) {
        return webhooks.setEnabled(caller, team, webhook, change.enabled());
    }

    @DELETE
    @Path("{webhook}")
    @ResponseStatus(204)
    @Operation(summary = "Remove a webhook and its deliveries (members, organiser)")
    @APIResponse(responseCode = "403", description = "Another team's")
    @APIResponse(responseCode = "404", description = "No such team, or no such webhook of it")
    public void delete(@PathParam("team") long team, @PathParam("webhook") long webhook) {
        webhooks.delete(caller, team, webhook);
    }

    @GET
    @Path("{webhook}/deliveries")
    @Operation(
            summary = "The webhook's latest deliveries, newest first, with their status (members, organiser)",
            description = "pending (with nextAttemptAt), delivered or failed; the attempts so far and what the last"
                    + " one got: an HTTP status, or why there was none. At most "
                    + Webhooks.MAX_DELIVERIES_LISTED + ".")
    @APIResponse(responseCode = "403", description = "Another team's")
    @APIResponse(responseCode = "404", description = "No such team, or no such webhook of it")
    public List<Webhooks.DeliveryView> deliveries(@PathParam("team") long team, @PathParam("webhook") long webhook) {
        return webhooks.deliveries(caller, team, webhook);
    }
}
