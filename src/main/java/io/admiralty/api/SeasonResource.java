package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.PlainText;
import io.admiralty.league.season.Finals;
import io.admiralty.league.season.Rounds;
import io.admiralty.league.season.Rounds.RoundView;
import io.admiralty.league.season.SeasonChanges;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonPatch;
import io.admiralty.league.season.Seasons.SeasonRequest;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.team.Roles;
import io.admiralty.views.SeasonViews;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.Sse;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;
import org.jboss.resteasy.reactive.RestStreamElementType;

@Path("/api/seasons")
@PermitAll
@Tag(name = "Seasons")
public class SeasonResource {

    public record Entry(@NotNull Long botId) {}

    public record Entered(long season, long botId) {}

    /** One event of a season's live stream: the season with its progress and schedule, and its leaderboard's first rows. */
    public record SeasonUpdate(SeasonView season, List<Standings.Standing> leaderboard) {}

    /** The leaderboard rows an update carries. */
    static final int UPDATE_ROWS = 50;

    private final Seasons seasons;
    private final SeasonEntries seasonEntries;
    private final Rounds rounds;
    private final SecurityIdentity caller;
    private final SeasonChanges changes;
    private final LiveStreams streams;
    private final Finals finals;
    private final SeasonViews views;

    public SeasonResource(
            Seasons seasons,
            SeasonEntries seasonEntries,
            Rounds rounds,
            SeasonViews views,
            SecurityIdentity caller,
            SeasonChanges changes,
            LiveStreams streams,
            Finals finals) {
        this.finals = finals;
        this.seasons = seasons;
        this.seasonEntries = seasonEntries;
        this.rounds = rounds;
        this.views = views;
        this.caller = caller;
        this.changes = changes;
        this.streams = streams;
    }

    @POST
    @RolesAllowed(Roles.ORGANISER)
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(
            summary = "Open a season (organiser)",
            description = "ruleset is \"classic\", \"salvo\", a spec such as \"12x8:5,4,3:salvo\" "
                    + "or {\"width\",\"height\",\"fleet\",\"firing\"}; schedule a Quartz cron or null; "
                    + "duplicate true plays every matchup's games in pairs on one deal with the seats swapped "
                    + "(gamesPerMatchup even).")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(
            responseCode = "201",
            description = "The season",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = SeasonView.class)))
    @APIResponse(
            responseCode = "400",
            description = "A field that is missing or out of range, a ruleset or cron that cannot be read, "
                    + "an odd gamesPerMatchup in a duplicate season")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "409", description = "A season has that name already, whatever its case")
    @APIResponse(responseCode = "415", description = "Not application/json")
    public SeasonView create(@Valid @NotNull SeasonRequest season) {
        return seasons.create(caller, season);
    }

    @GET
    @Operation(summary = "Every season, with its progress")
    @APIResponse(responseCode = "200", description = "The seasons")
    public List<SeasonView> list() {
        return seasons.list();
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One season, with its progress")
    @APIResponse(responseCode = "200", description = "The season")
    @APIResponse(responseCode = "404", description = "No such season")
    public SeasonView get(@PathParam("id") long id) {
        return seasons.get(id);
    }

    /**
     * Organiser: {@code {"schedule": cron|null, "paused": bool, "closed": true, "pairing": "round-robin"|"adaptive",
     * "budget": n, "deadline": time|null, "final": {"gamesPerMatchup": n, "at": "deadline"|"organiser"}|null}}, any of
     * them.
     */
    @PATCH
    @RolesAllowed(Roles.ORGANISER)
    @Path("{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Change a season's schedule or pairing, pause it or close it (organiser)")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema =
                                    @Schema(
                                            name = "SeasonPatch",
                                            type = SchemaType.OBJECT,
                                            description = "Any of them",
                                            properties = {
                                                @SchemaProperty(
                                                        name = "schedule",
                                                        type = SchemaType.STRING,
                                                        nullable = true,
                                                        description = "A Quartz cron, or null for none"),
                                                @SchemaProperty(
                                                        name = "paused",
                                                        type = SchemaType.BOOLEAN,
                                                        description = "true: no scheduled round and no matchup starts"),
                                                @SchemaProperty(
                                                        name = "closed",
                                                        type = SchemaType.BOOLEAN,
                                                        description = "true: no more rounds, for good"),
                                                @SchemaProperty(
                                                        name = "pairing",
                                                        type = SchemaType.STRING,
                                                        enumeration = {"round-robin", "adaptive"},
                                                        description = "How the next rounds choose their matchups"),
                                                @SchemaProperty(
                                                        name = "budget",
                                                        type = SchemaType.INTEGER,
                                                        minimum = "1",
                                                        maximum = "100",
                                                        description =
                                                                "Adaptive only: the most matchups a bot plays in a round (default 16)"),
                                                @SchemaProperty(
                                                        name = "deadline",
                                                        type = SchemaType.STRING,
                                                        format = "date-time",
                                                        nullable = true,
                                                        description =
                                                                "Submissions close: entries and their versions freeze (in the future; null: none)"),
                                                @SchemaProperty(
                                                        name = "final",
                                                        type = SchemaType.OBJECT,
                                                        nullable = true,
                                                        implementation = Seasons.FinalSettings.class,
                                                        description =
                                                                "The final: {\"gamesPerMatchup\": n, \"at\": \"deadline\" or \"organiser\"}; null: none")
                                            })))
    @APIResponse(responseCode = "200", description = "The season as changed")
    @APIResponse(
            responseCode = "400",
            description =
                    "An unknown field, a value of the wrong type or out of range, a cron that cannot be read, or a budget for a round robin")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such season")
    @APIResponse(
            responseCode = "409",
            description = "The season is closed, or past its deadline (which then cannot move) or playing its final")
    @APIResponse(responseCode = "415", description = "Not application/json")
    public SeasonView update(@PathParam("id") long id, @Valid SeasonPatch patch) {
        return seasons.update(caller, id, patch);
    }

    @POST
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}/entries")
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(summary = "Enter a bot (its team, or the organiser)")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(
            responseCode = "201",
            description = "The entry",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Entered.class)))
    @APIResponse(
            responseCode = "400",
            description = "No botId, or a bot whose dialect cannot express the season's ruleset")
    @APIResponse(responseCode = "403", description = "Another team's bot")
    @APIResponse(responseCode = "404", description = "No such season or bot")
    @APIResponse(responseCode = "409", description = "Already entered, a retired bot, or a closed season")
    @APIResponse(responseCode = "415", description = "Not application/json")
    public Entered enter(@PathParam("id") long id, @Valid @NotNull Entry entry) {
        long entered = seasonEntries.enter(caller, id, entry.botId());
        return new Entered(id, entered);
    }

    @DELETE
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}/entries/{bot}")
    @ResponseStatus(204)
    @Operation(
            summary = "Withdraw a bot from a season (its team, or the organiser)",
            description = "While the season is not closed. The bot is in no round queued from now on (a matchup of it"
                    + " already queued is cancelled) and leaves the season's leaderboard; the games it played stay in"
                    + " the head-to-head and the histories, and entering it again brings it back with its rating.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "204", description = "Withdrawn")
    @APIResponse(responseCode = "403", description = "Another team's bot, or a built-in for anyone but the organiser")
    @APIResponse(responseCode = "404", description = "No such season or bot, or the bot is not in the season")
    @APIResponse(responseCode = "409", description = "The season is closed")
    public void withdraw(@PathParam("id") long id, @PathParam("bot") long bot) {
        seasonEntries.withdraw(caller, id, bot);
    }

    @POST
    @RolesAllowed(Roles.ORGANISER)
    @Path("{id}/rounds")
    @ResponseStatus(201)
    @Operation(
            summary = "Queue one round now (organiser)",
            description = "A round robin: every pair of entered bots meets in one matchup; "
                    + "adaptive: the matchups the next-round plan shows.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(
            responseCode = "201",
            description = "The round queued",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RoundView.class)))
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such season")
    @APIResponse(responseCode = "409", description = "Fewer than two bots entered, or a closed season")
    public RoundView queueRound(@PathParam("id") long id) {
        return rounds.queueRound(caller, id);
    }

    @POST
    @RolesAllowed(Roles.ORGANISER)
    @Path("{id}/final")
    @ResponseStatus(201)
    @Operation(
            summary = "Start the season's final now (organiser)",
            description = "One round robin of the bots that play, with the final's games per matchup (the season's own"
                    + " if it planned none). The entries freeze at their bots' current versions if the deadline has not"
                    + " frozen them; nothing else is queued until the final ends, when its table is kept and the season"
                    + " closes.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(
            responseCode = "201",
            description = "The final's round, queued",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RoundView.class)))
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such season")
    @APIResponse(
            responseCode = "409",
            description = "Fewer than two bots play, a round still playing, the season paused or closed, or its final"
                    + " started already")
    public RoundView startFinal(@PathParam("id") long id) {
        return rounds.queueFinal(caller, id);
    }

    @GET
    @Path("{id}/final")
    @Operation(
            summary = "The season's final table (its result)",
            description = "As kept when the final's round ended: place (equal points share one), each bot's version"
                    + " in the final, games, wins, losses, draws, forfeits and points (a win 1, a draw ½).")
    @APIResponse(responseCode = "200", description = "The final table, first place first")
    @APIResponse(responseCode = "404", description = "No such season, or no final table yet")
    public Finals.FinalResult finalTable(@PathParam("id") long id) {
        return finals.result(id);
    }

    @GET
    @Path("{id}/final.csv")
    @Produces("text/csv")
    @Operation(summary = "The season's final table as CSV", description = "Header: " + Finals.CSV_HEADER)
    @APIResponse(
            responseCode = "200",
            description = "A header row, then one row per bot, first place first",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No such season, or no final table yet")
    public Response finalCsv(@PathParam("id") long id) {
        return Response.ok(finals.csv(id))
                .header("Content-Disposition", "attachment; filename=\"season-" + id + "-final.csv\"")
                .build();
    }

    /** The round the season would queue now: for an adaptive season, the pairs its plan chooses from the standings. */
    @GET
    @Path("{id}/next-round")
    @Operation(
            summary = "The round the season would queue now",
            description = "Nothing is stored; for an adaptive season, the matchups its "
                    + "plan chooses from the current standings and the matchups played so far.")
    @APIResponse(
            responseCode = "200",
            description = "The round's number, pairing and budget, how many matchups, and the first of them")
    @APIResponse(responseCode = "400", description = "first is not a number, or out of range")
    @APIResponse(responseCode = "404", description = "No such season")
    public Rounds.NextRound nextRound(
            @PathParam("id") long id,
            @Parameter(
                            description = "How many matchups to list",
                            schema =
                                    @Schema(
                                            type = SchemaType.INTEGER,
                                            format = "int32",
                                            defaultValue = "100",
                                            minimum = "1",
                                            maximum = "1000"))
                    @QueryParam("first")
                    @PlainText
                    String first) {
        return rounds.nextRound(id, Params.count("first", first, 100))
                .orElseThrow(() -> Refusal.notFound("no season " + id));
    }

    /**
     * The season as it changes, as server-sent events: one update at once, then one whenever games are stored,
     * matchups start or end, ratings are refitted or the season's settings change (at most about two a second).
     */
    @GET
    @Path("{id}/events")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @RestStreamElementType(MediaType.APPLICATION_JSON)
    @Blocking
    @Operation(
            summary = "A season's live updates",
            description =
                    "Server-sent events, each data line a JSON object {season, leaderboard} "
                            + "(the season with its progress, the first " + UPDATE_ROWS
                            + " leaderboard rows): one at once, then one after every change "
                            + "(games stored, a matchup started or finished, ratings refitted, the season changed), at most about two a second. "
                            + "Between them a comment line (': heartbeat') keeps the connection open. "
                            + "The season's page reads it; a client that loses the stream reconnects and gets the season as it is then.")
    @APIResponse(
            responseCode = "200",
            description = "The stream",
            content =
                    @Content(
                            mediaType = MediaType.SERVER_SENT_EVENTS,
                            schema = @Schema(implementation = SeasonUpdate.class)))
    @APIResponse(responseCode = "404", description = "No such season")
    @APIResponse(
            responseCode = "429",
            description = "This client address holds as many open streams as one client may, or the instance "
                    + "serves as many as it can, in all or of this season (admiralty.live.max-streams-per-client, "
                    + "admiralty.live.max-streams, admiralty.live.max-streams-per-season)")
    public Multi<Object> events(@PathParam("id") long id, @Context HttpServerRequest request, @Context Sse sse) {
        LiveStreams.Slot slot = streams.open(request.remoteAddress().hostAddress(), id);
        try {
            SeasonUpdate now = update(id);
            return streams.withHeartbeat(
                            Multi.createBy()
                                    .concatenating()
                                    .streams(
                                            Multi.createFrom().item(now),
                                            changes.of(id)
                                                    .emitOn(Infrastructure.getDefaultWorkerPool())
                                                    .map(changed -> update(id))),
                            sse)
                    .onTermination()
                    .invoke(slot::close);
        } catch (RuntimeException e) {
            slot.close();
            throw e;
        }
    }

    private SeasonUpdate update(long id) {
        return new SeasonUpdate(seasons.get(id), views.leaderboard(id, UPDATE_ROWS));
    }

    /** The leaderboard over REST too (GraphQL's {@code leaderboard} is the same). */
    @GET
    @Path("{id}/leaderboard")
    @Operation(
            summary = "A season's leaderboard",
            description =
                    "The same rows as GraphQL's leaderboard: the season's entries, a bot withdrawn from it left out.")
    @APIResponse(responseCode = "200", description = "The standings, best first")
    @APIResponse(responseCode = "400", description = "first is not a number, or out of range")
    @APIResponse(responseCode = "404", description = "No such season")
    public List<Standings.Standing> leaderboard(
            @PathParam("id") long id,
            @Parameter(
                            description = "How many rows",
                            schema =
                                    @Schema(
                                            type = SchemaType.INTEGER,
                                            format = "int32",
                                            defaultValue = "50",
                                            minimum = "1",
                                            maximum = "1000"))
                    @QueryParam("first")
                    @PlainText
                    String first) {
        return views.leaderboard(id, Params.count("first", first, 50));
    }
}
