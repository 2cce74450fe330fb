package io.admiralty.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.Refusal;
import io.admiralty.history.GameKind;
import io.admiralty.history.GameQueries;
import io.admiralty.history.HistoryExport;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.PlainText;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.gate.Gates;
import io.admiralty.league.gate.Gates.GateView;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotProfiles.Submission;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.registry.BotSubmissions.Upload;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.skill.SkillMeasure;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Valid;
import jakarta.validation.Validator;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPOutputStream;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

@Path("/api/bots")
@PermitAll
@Tag(name = "Bots")
public class BotResource {

    /**
     * A multipart upload: the definition as a JSON part, the files as a binary part. Both POST operations take it or
     * the definition alone as JSON ({@link ApiDocument#BOT_BODY}).
     */
    @Schema(
            name = "BotUpload",
            requiredProperties = "definition",
            properties = {
                @SchemaProperty(
                        name = "definition",
                        ref = "Submission",
                        description = "The bot's definition, as in the JSON body (send this part as application/json)"),
                @SchemaProperty(
                        name = "artifact",
                        type = SchemaType.STRING,
                        format = "binary",
                        description =
                                "A zip or tar.gz of a process bot's files, a Ruby or Elixir player's single file, or a jvm bot's jar")
            })
    interface UploadForm {}

    private final BotProfiles registry;
    private final Benches benches;
    private final Gates gates;
    private final SkillJobs skill;
    private final HistoryExport history;
    private final SecurityIdentity caller;
    private final ObjectMapper json;
    private final Validator validator;
    private final long maxArtifactBytes;

    public BotResource(
            BotProfiles registry,
            Gates gates,
            SkillJobs skill,
            HistoryExport history,
            SecurityIdentity caller,
            ObjectMapper json,
            Validator validator,
            LeagueConfig config,
            Benches benches) {
        this.registry = registry;
        this.benches = benches;
        this.gates = gates;
        this.skill = skill;
        this.history = history;
        this.caller = caller;
        this.json = json;
        this.validator = validator;
        this.maxArtifactBytes = config.league().maxArtifactBytes();
    }

    @POST
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(
            summary = "Register a bot",
            description = "An HTTP bot as JSON; a process or jvm bot as multipart, its definition "
                    + "beside its files. The organiser registers for a team by adding \"team\": id.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @RequestBody(ref = ApiDocument.BOT_BODY)
    @APIResponse(
            responseCode = "201",
            description = "The bot, with its id and version 1",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = BotView.class)))
    @APIResponse(
            responseCode = "400",
            description =
                    "A definition that is missing, malformed or incomplete, or an archive that cannot be unpacked")
    @APIResponse(responseCode = "403", description = "Registering for another team, or for the built-in team")
    @APIResponse(responseCode = "404", description = "The organiser named a team that does not exist")
    @APIResponse(
            responseCode = "409",
            description = "The team has a bot of that name, or process and jar bots cannot run here (no bubblewrap)")
    @APIResponse(responseCode = "413", description = "An upload over the league's limit, or a JSON body over 64 KiB")
    @APIResponse(responseCode = "415", description = "Neither application/json nor multipart/form-data")
    public BotView register(@Valid @NotNull Submission definition) {
        return registry.register(caller, definition, null);
    }

    @POST
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @ResponseStatus(201)
    @Operation(hidden = true) // the same operation as register's, which documents both bodies
    public BotView upload(@RestForm("definition") String definition, @RestForm("artifact") FileUpload artifact) {
        return registry.register(caller, definition(definition), upload(artifact));
    }

    @POST
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}/versions")
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(
            summary = "Upload a new version",
            description = "Kind and dialect stay; the new version plays from the next matchup on. "
                    + "JSON or multipart, as for registering. With \"gate\": true (or an object of settings: elo0, elo1, alpha, beta, maxGames, "
                    + "pool, ruleset) the version is a candidate instead: it plays the current version in paired games under a sequential "
                    + "probability ratio test and becomes current only if it passes; the answer's gate shows the test.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @RequestBody(ref = ApiDocument.BOT_BODY)
    @APIResponse(
            responseCode = "201",
            description = "The bot with its new version",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = BotView.class)))
    @APIResponse(
            responseCode = "400",
            description =
                    "A definition that is malformed or changes kind or dialect, an archive that cannot be "
                            + "unpacked, or gate settings out of range (elo1 not above elo0, alpha or beta outside (0, 0.5), maxGames not an even 2..20000)")
    @APIResponse(responseCode = "403", description = "Another team's bot, or a built-in")
    @APIResponse(responseCode = "404", description = "No such bot")
    @APIResponse(
            responseCode = "409",
            description = "The bot is retired, or has a gate running, or the team has as many gates running as it may")
    @APIResponse(responseCode = "413", description = "An upload over the league's limit, or a JSON body over 64 KiB")
    @APIResponse(responseCode = "415", description = "Neither application/json nor multipart/form-data")
    public BotView newVersion(@PathParam("id") long id, @Valid @NotNull Submission definition) {
        return registry.newVersion(caller, id, definition, null);
    }

    @POST
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}/versions")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @ResponseStatus(201)
    @Operation(hidden = true) // the same operation as newVersion's, which documents both bodies
    public BotView uploadVersion(
            @PathParam("id") long id,
            @RestForm("definition") String definition,
            @RestForm("artifact") FileUpload artifact) {
        return registry.newVersion(caller, id, definition(definition), upload(artifact));
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One bot", description = "Its team and the organiser also see how it runs (runs).")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = ApiDocument.BEARER))
    @APIResponse(responseCode = "200", description = "The bot")
    @APIResponse(responseCode = "404", description = "No such bot")
    public BotView get(@PathParam("id") long id) {
        return registry.get(caller, id);
    }

    @GET
    @Path("{id}/skill")
    @Operation(
            summary = "A bot's skill scores",
            description =
                    "Every version's score on each ruleset, newest version first: the mean "
                            + "shots it needed to sink the league's public layouts (GET /api/skill/layouts) against a partner that never hits, with "
                            + "its standard error; or why it has none. Its team and the organiser also see the transcript of a forfeited game.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = ApiDocument.BEARER))
    @APIResponse(responseCode = "200", description = "The scores")
    @APIResponse(responseCode = "404", description = "No such bot")
    public List<SkillView> skill(@PathParam("id") long id) {
        return skill.ofBot(caller, id, SkillMeasure.ATTACK);
    }

    @GET
    @Path("{id}/defence")
    @Operation(
            summary = "A bot's defence scores",
            description = "Every version's score on each ruleset, newest version first: the mean shots the league's "
                    + "attacker (density, remembering where the bot put its ships in the layouts before) needed to sink "
                    + "the fleets the bot placed for the skill games' seeds, with its standard error; more is better. "
                    + "Its team and the organiser also see the transcript of a forfeited game and the heat map: per "
                    + "cell, in how many of the layouts the bot put a ship there.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = ApiDocument.BEARER))
    @APIResponse(responseCode = "200", description = "The scores")
    @APIResponse(responseCode = "404", description = "No such bot")
    public List<SkillView> defence(@PathParam("id") long id) {
        return skill.ofBot(caller, id, SkillMeasure.DEFENCE);
    }

    @GET
    @Path("{id}/gates")
    @Operation(
            summary = "A bot's version gates",
            description = "Newest first, running or over: the versions, the test's settings, the "
                    + "games, the candidate's pentanomial and trinomial counts, the LLR against its bounds, the Elo difference with its 95% "
                    + "interval and the state (running, passed, failed, capped, cancelled).")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = ApiDocument.BEARER))
    @APIResponse(responseCode = "200", description = "The gates")
    @APIResponse(responseCode = "404", description = "No such bot")
    public List<GateView> gates(@PathParam("id") long id) {
        registry.get(caller, id);
        return gates.ofBot(id);
    }

    @GET
    @Path("{id}/versions/{version}/gate")
    @Operation(
            summary = "The gate of one version",
            description = "As in the list of the bot's gates; live while it runs.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = ApiDocument.BEARER))
    @APIResponse(
            responseCode = "200",
            description = "The gate",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GateView.class)))
    @APIResponse(responseCode = "404", description = "No such bot, or that version was not gated")
    public GateView gate(@PathParam("id") long id, @PathParam("version") int version) {
        registry.get(caller, id);
        return gates.ofVersion(id, version)
                .orElseThrow(() -> Refusal.notFound("version " + version + " of bot " + id + " was not gated"));
    }

    @GET
    @Operation(summary = "Bots, the built-ins included", description = "Every bot, or one team's.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = ApiDocument.BEARER))
    @APIResponse(responseCode = "200", description = "The bots")
    @APIResponse(responseCode = "400", description = "team is not a number")
    public List<BotView> list(
            @Parameter(
                            description = "Only this team's bots",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64"))
                    @QueryParam("team")
                    @PlainText
                    String team) {
        return registry.list(caller, Params.id("team", team));
    }

    /** Retires the bot: it plays no more matchups; its games stay. */
    @DELETE
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}")
    @Operation(
            summary = "Retire a bot",
            description = "It plays no more matchups (queued ones are cancelled); its games stay.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The retired bot")
    @APIResponse(responseCode = "403", description = "Another team's bot, or a built-in")
    @APIResponse(responseCode = "404", description = "No such bot")
    public BotView retire(@PathParam("id") long id) {
        return registry.retire(caller, id);
    }

    /** Retires the bot or brings it back. */
    public record BotChange(
            @Schema(description = "false brings a retired bot back; true retires it (as DELETE)") Boolean retired,
            @Schema(description = "Whether other teams may challenge the bot (off for a new bot)")
                    Boolean challengeable) {}

    @PATCH
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Retire a bot, bring a retired one back, or let other teams challenge it",
            description = "{\"retired\": false} brings a retired bot back (its team, or the organiser): it plays its "
                    + "seasons' next rounds with the version, entries and ratings it had. {\"retired\": true} is DELETE's. "
                    + "{\"challengeable\": true} lets other teams challenge it (POST /api/challenges).")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The bot as it is now")
    @APIResponse(responseCode = "400", description = "Neither retired nor challengeable, or not true or false")
    @APIResponse(responseCode = "403", description = "Another team's bot, or a built-in")
    @APIResponse(responseCode = "404", description = "No such bot")
    @APIResponse(responseCode = "409", description = "The bot's team is disabled (its bots stay retired)")
    @APIResponse(responseCode = "415", description = "Not application/json")
    public BotView change(@PathParam("id") long id, @Valid @NotNull BotChange change) {
        if (change.retired() == null && change.challengeable() == null) {
            throw Refusal.invalid("give retired or challengeable (true or false)");
        }
        BotView bot = change.challengeable() == null ? null : registry.update(caller, id, change.challengeable());
        if (change.retired() != null) {
            bot = change.retired() ? registry.retire(caller, id) : registry.unretire(caller, id);
        }
        return bot;
    }

    /** Puts a benched bot back: its team or the organiser. */
    @DELETE
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}/bench")
    @Operation(
            summary = "Put a benched bot back",
            description = "A bot that forfeited every game of its last matchups of a season (the season's benchAfter, "
                    + "default 2) is benched in that season: it plays no more of that season's matchups, and those it "
                    + "had waiting there were cancelled; its other seasons play it as before. Its team (or the "
                    + "organiser) puts it back here, in the season named or in every season it is benched in, or a new "
                    + "version does (but in seasons past their deadline, which play the version they froze at); it "
                    + "plays again from the next round the season queues.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The bot, back in play")
    @APIResponse(responseCode = "400", description = "season is not a whole number")
    @APIResponse(responseCode = "403", description = "Another team's bot")
    @APIResponse(responseCode = "404", description = "No such bot")
    @APIResponse(responseCode = "409", description = "The bot is not benched (in the season named)")
    public BotView unbench(
            @PathParam("id") long id,
            @Parameter(
                            description = "Put it back in this season only (default: every season it is benched in)",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64"))
                    @QueryParam("season")
                    @PlainText
                    String season) {
        benches.lift(caller, id, Params.id("season", season));
        return registry.get(caller, id);
    }

    /**
     * The bot's games, streamed: NDJSON (one game per line), CSV (one strike per row) or the placements' CSV (one row
     * per ship cell); season games unless {@code kind} asks for others. Two ways to get it
     * compressed: {@code Accept-Encoding: gzip} compresses the transfer (the client unpacks it, so the file keeps its
     * plain name), {@code compression=gzip} makes the file itself gzip, named {@code .gz}. A file is named
     * {@code .gz} exactly when what the client keeps is gzip, so {@code curl -OJ --compressed} saves a file that
     * reads as its name says.
     */
    @GET
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Path("{id}/history")
    @Operation(
            summary = "A bot's games, streamed (its team and the organiser)",
            description =
                    "NDJSON: one game per line in the game-record form of docs/game-record.schema.json, told from this bot's "
                            + "side (you, opponent, result, eloBefore, eloAfter, kind). CSV: one strike per row. placements-csv: one row per "
                            + "cell of each placed ship, both fleets (owner, ship, length, orientation, x, y). Season games only unless "
                            + "kind says otherwise. Accept-Encoding: gzip compresses the transfer; compression=gzip makes the file itself "
                            + "gzip, named .gz.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(
            responseCode = "200",
            description = "The games, as an attachment",
            headers = {
                @Header(
                        name = "Content-Disposition",
                        description =
                                "attachment; filename=\"bot-ID-history.ndjson\" (or .csv, or bot-ID-placements.csv; .gz "
                                        + "added when compression=gzip)",
                        schema = @Schema(type = SchemaType.STRING)),
                @Header(
                        name = "Content-Encoding",
                        description = "gzip, when the request sent Accept-Encoding: gzip without compression=gzip",
                        schema = @Schema(type = SchemaType.STRING))
            },
            content = {
                @Content(
                        mediaType = "application/x-ndjson",
                        schema =
                                @Schema(
                                        type = SchemaType.STRING,
                                        description =
                                                "One JSON object per line: a game with both bots, the ruleset, seed, placements, every strike and the outcome")),
                @Content(
                        mediaType = "text/csv",
                        schema =
                                @Schema(
                                        type = SchemaType.STRING,
                                        description =
                                                "A header row, then one strike per row (format=csv) or one ship cell per row "
                                                        + "(format=placements-csv)")),
                @Content(
                        mediaType = "application/gzip",
                        schema =
                                @Schema(
                                        type = SchemaType.STRING,
                                        format = "binary",
                                        description = "With compression=gzip: the NDJSON or CSV, gzipped"))
            })
    @APIResponse(
            responseCode = "400",
            description =
                    "An unknown format, compression or kind, a season or since that cannot be read, a season with kinds "
                            + "that leave season games out, logs other than true or false, or with a CSV format, or a tag out of form")
    @APIResponse(responseCode = "403", description = "Another team's bot")
    @APIResponse(responseCode = "404", description = "No such bot, or no such season")
    public Response history(
            @PathParam("id") long id,
            @Parameter(
                            description =
                                    "ndjson (default), csv (one strike per row) or placements-csv (one ship cell per row)",
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {"ndjson", "csv", "placements-csv"},
                                            defaultValue = "ndjson"))
                    @QueryParam("format")
                    @PlainText
                    String format,
            @Parameter(
                            description =
                                    "Which games: season (default), gate (version gates, their pool games included), "
                                            + "challenge (matches on request), a comma-separated list of them, or all",
                            schema = @Schema(type = SchemaType.STRING, defaultValue = "season"))
                    @QueryParam("kind")
                    @PlainText
                    String kind,
            @Parameter(
                            description = "Only this season's games",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64"))
                    @QueryParam("season")
                    @PlainText
                    String season,
            @Parameter(
                            description = "Only games finished at or after this instant, e.g. 2026-11-01T00:00:00Z",
                            schema = @Schema(type = SchemaType.STRING, format = "date-time"))
                    @QueryParam("since")
                    @PlainText
                    String since,
            @Parameter(
                            description =
                                    "gzip: the file itself gzipped and named .gz; none (default): plain, compressed in "
                                            + "transfer when Accept-Encoding allows",
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {"gzip", "none"},
                                            defaultValue = "none"))
                    @QueryParam("compression")
                    @PlainText
                    String compression,
            @Parameter(
                            description =
                                    "true: each NDJSON game gains logs, what the bots wrote to stderr in it, line by "
                                            + "line with the move each came after, of the seats whose team is the "
                                            + "caller's (both seats for the organiser); format=ndjson only",
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {"true", "false"},
                                            defaultValue = "false"))
                    @QueryParam("logs")
                    @PlainText
                    String logs,
            @Parameter(
                            description =
                                    "Only games this bot tagged so (admiralty tag WORD on stderr, or Admiralty-Tags): "
                                            + "1 to 32 letters, digits or _ . : -",
                            schema = @Schema(type = SchemaType.STRING))
                    @QueryParam("tag")
                    @PlainText
                    String tag,
            @Context HttpHeaders headers) {
        Roles.requireTeamOrOrganiser(caller, registry.get(caller, id).team().id());
        String chosen = format == null ? "ndjson" : format;
        if (!chosen.equals("ndjson") && !chosen.equals("csv") && !chosen.equals("placements-csv")) {
            throw Refusal.invalid("format must be ndjson, csv or placements-csv, was '" + format + "'");
        }
        if (compression != null && !compression.equals("gzip") && !compression.equals("none")) {
            throw Refusal.invalid("compression must be gzip or none, was '" + compression + "'");
        }
        if (logs != null && !logs.equals("true") && !logs.equals("false")) {
            throw Refusal.invalid("logs must be true or false, was '" + logs + "'");
        }
        boolean withLogs = "true".equals(logs);
        if (withLogs && !chosen.equals("ndjson")) {
            throw Refusal.invalid("logs=true is for format=ndjson: a CSV row is a strike or a ship cell, not a line");
        }
        HistoryExport.Filter filter = history.filter(
                id,
                GameKind.parse(kind),
                Params.id("season", season),
                Params.instant("since", since),
                tag,
                withLogs ? GameQueries.Reader.of(caller) : null);
        String accepted = headers.getHeaderString(HttpHeaders.ACCEPT_ENCODING);
        boolean gzipFile = "gzip".equals(compression);
        boolean gzipTransfer =
                !gzipFile && accepted != null && accepted.toLowerCase().contains("gzip");
        StreamingOutput body = out -> {
            // large writes: the server's own buffer would hand the event loop a chunk every 8 KiB
            OutputStream target = new BufferedOutputStream(
                    gzipFile || gzipTransfer ? new GZIPOutputStream(out, 1 << 16) : out, 1 << 16);
            if (chosen.equals("csv")) {
                history.csv(filter, target);
            } else if (chosen.equals("placements-csv")) {
                history.placementsCsv(filter, target);
            } else {
                history.ndjson(filter, target);
            }
            target.close();
        };
        String type = gzipFile ? "application/gzip" : chosen.endsWith("csv") ? "text/csv" : "application/x-ndjson";
        String file = chosen.equals("placements-csv") ? "placements.csv" : "history." + chosen;
        Response.ResponseBuilder response = Response.ok(body, type)
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT_ENCODING)
                .header(
                        "Content-Disposition",
                        "attachment; filename=\"bot-" + id + "-" + file + (gzipFile ? ".gz" : "") + "\"");
        return gzipTransfer ? response.header("Content-Encoding", "gzip").build() : response.build();
    }

    private Submission definition(String text) {
        if (text == null || text.isBlank()) {
            throw Refusal.invalid("the multipart request needs a 'definition' part with the bot's JSON definition");
        }
        Submission definition;
        try {
            definition = json.readValue(text, Submission.class);
        } catch (JsonProcessingException e) {
            throw Refusal.invalid(JsonWords.problem("the 'definition' part", e));
        }
        // a part of a form is not a body the framework validates: the same constraints, checked here
        Set<ConstraintViolation<Submission>> violations = validator.validate(definition);
        if (!violations.isEmpty()) {
            throw new ConstraintViolationException(violations);
        }
        return definition;
    }

    private Upload upload(FileUpload artifact) {
        return artifact == null ? null : Upload.read(artifact.uploadedFile(), artifact.size(), maxArtifactBytes);
    }
}
