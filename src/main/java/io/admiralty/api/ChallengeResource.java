package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.PlainText;
import io.admiralty.league.challenge.ChallengeLimits;
import io.admiralty.league.challenge.Challenges;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import io.admiralty.league.challenge.LimitReached;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Matches on request: a team challenges another bot to an unrated matchup; anyone reads challenges, as games. */
@Path("/api/challenges")
@PermitAll
@Tag(name = "Challenges")
public class ChallengeResource {

    /** Challenges a list answers at most. */
    static final int MAX_LIST = 100;

    /**
     * A refusal by a team's limit: the error body, and the limit's figures by name so that a script need not read the
     * sentence.
     */
    @Schema(
            name = "LimitReached",
            description =
                    "A challenge refused by one of its team's limits (429): the error body and the limit's figures",
            requiredProperties = {"status", "error", "limit", "max", "used", "requested", "retryAfter"})
    public record LimitBody(
            @Schema(description = "429") int status,
            @Schema(description = "What is wrong, in a sentence") String error,
            @Schema(
                            description = "Which limit",
                            enumeration = {ChallengeLimits.GAMES_PER_HOUR, ChallengeLimits.WAITING})
                    String limit,
            @Schema(description = "The limit's maximum (games an hour, or challenges waiting)") int max,
            @Schema(description = "What the team uses of it now") long used,
            @Schema(description = "What the request asked of it (games, or one challenge)") int requested,
            @Schema(
                            description =
                                    "When enough of it frees for the request (the hourly limit); null for the waiting limit, which frees when one of the team's challenges ends",
                            nullable = true)
                    Instant freesAt,
            @Schema(description = "Seconds to wait before asking again, as the Retry-After header says")
                    long retryAfter) {

        static LimitBody of(ChallengeLimits.Exceeded e) {
            return new LimitBody(
                    429, e.sentence(), e.limit(), e.max(), e.used(), e.requested(), e.freesAt(), e.retryAfterSeconds());
        }
    }

    private final Challenges challenges;
    private final SecurityIdentity caller;

    public ChallengeResource(Challenges challenges, SecurityIdentity caller) {
        this.challenges = challenges;
        this.caller = caller;
    }

    @POST
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(
            summary = "Challenge a bot to an unrated matchup (the bot's team)",
            description =
                    "{\"bot\": your bot, \"opponent\": any bot of yours, a built-in, or another team's that takes "
                            + "challenges, \"games\": 1..100 (default 10), \"ruleset\": as a season's (default classic, under "
                            + "the league's move limit; before issue 49 it was the ruleset of the open season your bot "
                            + "entered last)}. The matchup is queued after the seasons' "
                            + "matchups and before gates; it changes no rating. Per team at most 200 challenge games an hour "
                            + "and 2 challenges waiting or playing (the league's settings).")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(
            responseCode = "201",
            description = "The challenge, queued",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChallengeView.class)))
    @APIResponse(
            responseCode = "400",
            description = "An unknown field, no bot or opponent, games out of range, a ruleset that cannot be read or "
                    + "that one of the bots cannot play")
    @APIResponse(
            responseCode = "403",
            description = "Another team's bot as bot, a built-in as bot, or an opponent whose team does not let "
                    + "other teams challenge it")
    @APIResponse(responseCode = "404", description = "No such bot or opponent")
    @APIResponse(
            responseCode = "409",
            description = "A retired bot, or a bot whose current version was refused at validation")
    @APIResponse(responseCode = "415", description = "Not application/json")
    @APIResponse(
            responseCode = "429",
            description = "Over one of the team's limits: Retry-After says when to ask again",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = LimitBody.class)))
    public ChallengeView create(@Valid @NotNull Challenges.Request challenge) {
        return challenges.create(caller, challenge);
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One challenge: its state, score and games")
    @APIResponse(responseCode = "200", description = "The challenge")
    @APIResponse(responseCode = "404", description = "No such challenge")
    public ChallengeView get(@PathParam("id") long id) {
        return challenges.get(id);
    }

    @GET
    @Operation(
            summary = "A bot's or a team's challenges, newest first",
            description = "bot: the challenges it made or was challenged to; team: those the team made or its bots "
                    + "were challenged to (one of them); first: at most 100 (default 20)")
    @APIResponse(responseCode = "200", description = "The challenges, without their game ids")
    @APIResponse(responseCode = "400", description = "Neither bot nor team, both, or a value that is not a number")
    public List<ChallengeView> list(
            @QueryParam("bot") @PlainText String bot,
            @QueryParam("team") @PlainText String team,
            @QueryParam("first") @PlainText String first) {
        Long botId = Params.id("bot", bot);
        Long teamId = Params.id("team", team);
        int count = Params.count("first", first, 20);
        if (count < 1 || count > MAX_LIST) {
            throw Refusal.invalid("first must be 1.." + MAX_LIST + ", was " + count);
        }
        if ((botId == null) == (teamId == null)) {
            throw Refusal.invalid("give one of bot or team");
        }
        return botId != null ? challenges.ofBot(botId, count) : challenges.ofTeam(teamId, count);
    }

    /** 429 with Retry-After and the limit's figures. */
    @ServerExceptionMapper
    public Response limitReached(LimitReached e) {
        return Response.status(429)
                .type(MediaType.APPLICATION_JSON)
                .header(HttpHeaders.RETRY_AFTER, Long.toString(e.exceeded().retryAfterSeconds()))
                .entity(LimitBody.of(e.exceeded()))
                .build();
    }
}
