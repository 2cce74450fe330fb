package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.history.GameQueries;
import io.admiralty.history.GameQueries.Reader;
import io.admiralty.history.GameViews.GameLogsView;
import io.admiralty.history.GameViews.GamePage;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.PlainText;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Finished games are public. */
@Path("/api/games")
@PermitAll
@Tag(name = "Games")
public class GameResource {

    private final GameQueries games;
    private final SecurityIdentity caller;

    public GameResource(GameQueries games, SecurityIdentity caller) {
        this.games = games;
        this.caller = caller;
    }

    /**
     * Anyone may read a finished game; a bot's transcript, and a version gate's games, only its team and the
     * organiser.
     */
    @GET
    @Path("{id}")
    @Operation(
            summary = "One finished game, every strike in order",
            description =
                    "A forfeiting bot's transcript (transcriptA, transcriptB) only for its team and the organiser;"
                            + " a version gate's game only for the gated bot's team and the organiser.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = ApiDocument.BEARER))
    @APIResponse(responseCode = "200", description = "The game")
    @APIResponse(responseCode = "401", description = "A version gate's game, asked for without credentials")
    @APIResponse(responseCode = "403", description = "A version gate's game of another team's bot")
    @APIResponse(responseCode = "404", description = "No such game")
    public GameView get(@PathParam("id") long id) {
        return games.game(id, Reader.of(caller)).orElseThrow(() -> Refusal.notFound("no game " + id));
    }

    /** A bot's stderr in one game: its team's and the organiser's. */
    @GET
    @Path("{id}/logs")
    @Operation(
            summary = "What the game's bots wrote to stderr",
            description = "The last 16 KiB a game of each process or jar bot's stderr (built-in and HTTP bots have"
                    + " none), each line with the move it came after; only the seats of the caller's own bots (both"
                    + " for the organiser), kept for admiralty.logs.retention-days.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The logs the caller may read")
    @APIResponse(responseCode = "401", description = "No credentials")
    @APIResponse(responseCode = "403", description = "No bot of the caller's team played the game")
    @APIResponse(responseCode = "404", description = "No such game")
    public GameLogsView logs(@PathParam("id") long id) {
        return games.logs(id, Reader.of(caller)).orElseThrow(() -> Refusal.notFound("no game " + id));
    }

    /** Newest first; {@code after} takes the previous page's {@code endCursor}. */
    @GET
    @Operation(
            summary = "Finished games, newest first, a page at a time",
            description = "A version gate's games are listed only for the gated bot's team and the organiser.")
    @APIResponse(responseCode = "200", description = "One page, with endCursor and hasNextPage")
    @APIResponse(
            responseCode = "400",
            description = "season, bot or first not a number, first out of range, a cursor that cannot be read, or a"
                    + " tag out of form")
    public GamePage list(
            @Parameter(
                            description = "Only this season's games",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64"))
                    @QueryParam("season")
                    @PlainText
                    String season,
            @Parameter(
                            description = "Only this bot's games",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64"))
                    @QueryParam("bot")
                    @PlainText
                    String bot,
            @Parameter(
                            description = "Page size",
                            schema =
                                    @Schema(
                                            type = SchemaType.INTEGER,
                                            format = "int32",
                                            defaultValue = "20",
                                            minimum = "1",
                                            maximum = "100"))
                    @QueryParam("first")
                    @PlainText
                    String first,
            @Parameter(description = "The previous page's endCursor") @QueryParam("after") @PlainText String after,
            @Parameter(
                            description = "Only games a bot tagged so (admiralty tag WORD on stderr, or Admiralty-Tags;"
                                    + " the given bot, if any), as the caller may see tags: their own bots', and those"
                                    + " of teams that made theirs public")
                    @QueryParam("tag")
                    @PlainText
                    String tag) {
        return games.page(
                Params.id("season", season),
                Params.id("bot", bot),
                tag,
                Params.count("first", first, 20),
                after,
                Reader.of(caller));
    }
}
