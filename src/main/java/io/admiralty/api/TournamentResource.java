package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.PlainText;
import io.admiralty.league.team.Roles;
import io.admiralty.league.tournament.TournamentCsv;
import io.admiralty.league.tournament.TournamentFormat;
import io.admiralty.league.tournament.TournamentTrf;
import io.admiralty.league.tournament.TournamentViews;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import io.admiralty.league.tournament.Tournaments;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;

/**
 * Tournaments: the organiser makes, starts and releases them; anyone reads them, each reader seeing what the rounds'
 * releases let them see (hidden: the organiser alone; participants: the two teams of a series; public: everyone).
 */
@Path("/api/tournaments")
@PermitAll
@Tag(name = "Tournaments")
public class TournamentResource {

    static final int MAX_LIST = 100;

    private static final String SIGHT = " Each reader sees what the rounds' releases allow: a series of a hidden round"
            + " only the organiser, of a round released to participants also its two teams, of a public round everyone;"
            + " the pairings of a round (sight \"pairing\": who meets whom, nothing of the games) once the round before"
            + " is public; placings, standings and the tournament's end once every round is public to the reader.";

    private final Tournaments tournaments;
    private final SecurityIdentity caller;

    public TournamentResource(Tournaments tournaments, SecurityIdentity caller) {
        this.tournaments = tournaments;
        this.caller = caller;
    }

    @POST
    @RolesAllowed(Roles.ORGANISER)
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(
            summary = "Make a tournament (organiser)",
            description =
                    "{\"name\", \"format\": \"swiss\" | \"single\" | \"double\" | \"round-robin\", \"bestOf\": odd"
                            + " 1..99 (default 7; a series plays duplicate pairs, one deal both ways), \"rounds\": a Swiss's"
                            + " alone (1..64), \"release\": \"public\" (as games finish, the default) or \"hidden\" (released"
                            + " round by round), and the entrants: \"season\" with \"top\": its top K (2..64) by the"
                            + " leaderboard's order, each with its version frozen at the deadline (or its current one while"
                            + " entries are open), or \"bots\": a list (2..64), seeded by their fit in \"season\" when given,"
                            + " else in the order listed; \"ruleset\" without a season (default classic)}. Not started: see"
                            + " start. Its games count for no season.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "201", description = "The tournament, not started")
    @APIResponse(
            responseCode = "400",
            description = "An unknown field, a format, stage or ruleset that cannot be read, bestOf even or out of"
                    + " range, rounds missing for a Swiss or given for another format, top and bots both or neither,"
                    + " a bot listed twice or not in the season, fewer than two entrants")
    @APIResponse(responseCode = "401", description = "No credentials")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such season or bot")
    @APIResponse(responseCode = "409", description = "A retired bot, or a version refused at validation")
    public TournamentView create(@Valid @NotNull Tournaments.Request tournament) {
        return tournaments.create(caller, tournament);
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One tournament: its entrants, series, placings", description = SIGHT)
    @APIResponse(responseCode = "200", description = "The tournament as this reader may see it")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public TournamentView get(@PathParam("id") long id) {
        return tournaments.get(caller, id);
    }

    @GET
    @Operation(summary = "The tournaments, newest first", description = "first: at most 100 (default 20)." + SIGHT)
    @APIResponse(responseCode = "200", description = "The tournaments")
    @APIResponse(responseCode = "400", description = "first not a number or out of range")
    public List<TournamentView> list(@QueryParam("first") @PlainText String first) {
        int count = Params.count("first", first, 20);
        if (count < 1 || count > MAX_LIST) {
            throw Refusal.invalid("first must be 1.." + MAX_LIST + ", was " + count);
        }
        return tournaments.list(caller, count);
    }

    @GET
    @Path("{id}/series.csv")
    @Produces("text/csv")
    @Operation(
            summary = "The tournament's series as CSV, as this reader may see them",
            description = "Header: " + TournamentCsv.SERIES_HEADER + "." + SIGHT)
    @APIResponse(
            responseCode = "200",
            description = "A header row, then one row per series the reader sees",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No such tournament")
    public Response seriesCsv(@PathParam("id") long id) {
        return download(id, "series.csv", "text/csv", TournamentCsv.series(tournaments.get(caller, id)));
    }

    @GET
    @Path("{id}/standings.csv")
    @Produces("text/csv")
    @Operation(
            summary = "The tournament's standings as CSV, once this reader may see them",
            description = "Header: " + TournamentCsv.STANDINGS_HEADER + " (a bracket's placings leave the tie-breaks"
                    + " empty)." + SIGHT)
    @APIResponse(
            responseCode = "200",
            description = "A header row, then one row per entrant once the standings show",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No such tournament")
    public Response standingsCsv(@PathParam("id") long id) {
        return download(id, "standings.csv", "text/csv", TournamentCsv.standings(tournaments.get(caller, id)));
    }

    @GET
    @Path("{id}/series.json")
    @Operation(summary = "The tournament's series as JSON, as this reader may see them", description = SIGHT)
    @APIResponse(responseCode = "200", description = "The series the reader sees, in the order played")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public Response seriesJson(@PathParam("id") long id) {
        return download(
                id,
                "series.json",
                MediaType.APPLICATION_JSON,
                tournaments.get(caller, id).series());
    }

    @GET
    @Path("{id}/standings.json")
    @Operation(
            summary = "The tournament's standings as JSON, once this reader may see them",
            description = "Each line: place, bot, name, team, version, seed, score, buchholz, sonnebornBerger (the"
                    + " three null for a bracket's placings), fit; an empty list while they are not shown." + SIGHT)
    @APIResponse(responseCode = "200", description = "The standings the reader sees")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public Response standingsJson(@PathParam("id") long id) {
        return download(
                id,
                "standings.json",
                MediaType.APPLICATION_JSON,
                TournamentViews.standingRows(tournaments.get(caller, id)));
    }

    @GET
    @Path("{id}/trf")
    @Produces(MediaType.TEXT_PLAIN)
    @Operation(
            summary = "A Swiss as a TRF16 text file, as this reader may see it",
            description = "After FIDE's TRF16, as lichess exports its Swiss tournaments (docs/api.md has the columns):"
                    + " the rounds the reader sees whole, each entrant's opponents, sides and results." + SIGHT)
    @APIResponse(
            responseCode = "200",
            description = "The TRF file",
            content = @Content(mediaType = MediaType.TEXT_PLAIN, schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "400", description = "The tournament is not a Swiss")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public Response trf(@PathParam("id") long id) {
        TournamentView swiss = tournaments.get(caller, id);
        if (!swiss.format().equals(TournamentFormat.SWISS.word())) {
            throw Refusal.invalid("a TRF file is a Swiss's: tournament " + id + " is a " + swiss.format());
        }
        return download(id, "swiss.trf", MediaType.TEXT_PLAIN, TournamentTrf.of(swiss));
    }

    /** A download of the reader's view, named tournament-{id}-{file}. */
    private static Response download(long id, String file, String type, Object body) {
        return Response.ok(body, type)
                .header("Content-Disposition", "attachment; filename=\"tournament-" + id + "-" + file + "\"")
                .build();
    }

    @POST
    @RolesAllowed(Roles.ORGANISER)
    @Path("{id}/start")
    @Operation(summary = "Start a tournament (organiser)", description = "Queues the series its format has ready.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The tournament, running")
    @APIResponse(responseCode = "401", description = "No credentials")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such tournament")
    @APIResponse(responseCode = "409", description = "Started already")
    public TournamentView start(@PathParam("id") long id) {
        return tournaments.start(caller, id);
    }

    @PUT
    @RolesAllowed(Roles.ORGANISER)
    @Path("{id}/rounds/{round}/release")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Release a round (organiser)",
            description = "{\"stage\": \"hidden\" | \"participants\" | \"public\"}. A round is shown no more than the"
                    + " rounds before it, whatever its own stage.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The tournament")
    @APIResponse(responseCode = "400", description = "An unknown field or stage, or a round out of range")
    @APIResponse(responseCode = "401", description = "No credentials")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public TournamentView release(
            @PathParam("id") long id, @PathParam("round") int round, @Valid @NotNull Tournaments.Release release) {
        return tournaments.release(caller, id, round, release);
    }

    @POST
    @RolesAllowed(Roles.ORGANISER)
    @Path("{id}/rounds/{round}/series/{section}/{number}/replay")
    @Operation(
            summary = "Replay a stopped series (organiser)",
            description = "A series the queue stopped after a league fault it gave up on (its \"stopped\" says why)"
                    + " plays again: the games of the pair it gave up on are discarded and a fresh pair is queued, on a"
                    + " new deal, after the pairs it finished. section is the series' own: pool, winners, losers or"
                    + " grand-final.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The tournament, the series playing again")
    @APIResponse(responseCode = "401", description = "No credentials")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such tournament or series")
    @APIResponse(responseCode = "409", description = "The series did not stop: it plays, or is decided")
    public TournamentView replay(
            @PathParam("id") long id,
            @PathParam("round") int round,
            @PathParam("section") @PlainText String section,
            @PathParam("number") int number) {
        return tournaments.replay(caller, id, round, section, number);
    }

    @POST
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}/entrants/{bot}/withdrawal")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Withdraw an entrant (its team, or the organiser)",
            description = "{\"reason\": text, 1..200 characters, shown to everyone}. The bot plays no more of the"
                    + " tournament: each of its series not decided, now or later, is a walkover for its opponent"
                    + " (decidedBy \"walkover\", with the reason); the series it played stay as they were. A series"
                    + " whose bot was retired, or whose version was refused at validation, is a walkover the same way.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The tournament")
    @APIResponse(
            responseCode = "400",
            description = "An unknown field, or a reason missing, too long or with control characters")
    @APIResponse(responseCode = "401", description = "No credentials")
    @APIResponse(responseCode = "403", description = "Another team's bot")
    @APIResponse(responseCode = "404", description = "No such tournament, or the bot is not its entrant")
    @APIResponse(responseCode = "409", description = "Withdrawn already, or the tournament is over")
    public TournamentView withdraw(
            @PathParam("id") long id, @PathParam("bot") long bot, @Valid @NotNull Tournaments.Withdrawal withdrawal) {
        return tournaments.withdraw(caller, id, bot, withdrawal);
    }

    @PUT
    @RolesAllowed(Roles.ORGANISER)
    @Path("{id}/forbidden-pairs")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Forbid pairs in a Swiss (organiser)",
            description =
                    "{\"pairs\": [[bot, bot], ...]}: replaces the pairs forbidden before; they hold for the rounds"
                            + " not paired yet (team-mates, a bot and its own earlier version).")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The tournament")
    @APIResponse(
            responseCode = "400",
            description = "An unknown field, a pair not of two different entrants, or a tournament not a Swiss")
    @APIResponse(responseCode = "401", description = "No credentials")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such tournament")
    @APIResponse(responseCode = "409", description = "The tournament is over")
    public TournamentView forbid(@PathParam("id") long id, @Valid @NotNull Tournaments.ForbiddenPairs pairs) {
        return tournaments.forbid(caller, id, pairs);
    }
}
