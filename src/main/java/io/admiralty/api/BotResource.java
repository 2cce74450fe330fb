package io.admiralty.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.Refusal;
import io.admiralty.history.HistoryExport;
import io.admiralty.league.BotRegistry;
import io.admiralty.league.BotSubmissions.Submission;
import io.admiralty.league.BotSubmissions.Upload;
import io.admiralty.league.BotViews.BotView;
import io.admiralty.league.Caller;
import io.admiralty.league.LeagueConfig;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
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
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.ResponseStatus;
import org.jboss.resteasy.reactive.multipart.FileUpload;

@Path("/api/bots")
public class BotResource {

    private final BotRegistry registry;
    private final HistoryExport history;
    private final Callers callers;
    private final ObjectMapper json;
    private final long maxArtifactBytes;

    public BotResource(BotRegistry registry, HistoryExport history, Callers callers, ObjectMapper json,
                       LeagueConfig config) {
        this.registry = registry;
        this.history = history;
        this.callers = callers;
        this.json = json;
        this.maxArtifactBytes = config.league().maxArtifactBytes();
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    public BotView register(Submission definition, @Context HttpHeaders headers) {
        return registry.register(callers.of(headers), definition, null);
    }

    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @ResponseStatus(201)
    public BotView upload(@RestForm("definition") String definition, @RestForm("artifact") FileUpload artifact, @Context HttpHeaders headers) {
        Caller caller = callers.of(headers);
        return registry.register(caller, definition(definition), upload(artifact));
    }

    @POST
    @Path("{id}/versions")
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    public BotView newVersion(@PathParam("id") long id, Submission definition, @Context HttpHeaders headers) {
        return registry.newVersion(callers.of(headers), id, definition, null);
    }

    @POST
    @Path("{id}/versions")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @ResponseStatus(201)
    public BotView uploadVersion(@PathParam("id") long id, @RestForm("definition") String definition, @RestForm("artifact") FileUpload artifact,
                                 @Context HttpHeaders headers) {
        Caller caller = callers.of(headers);
        return registry.newVersion(caller, id, definition(definition), upload(artifact));
    }

    @GET
    @Path("{id}")
    public BotView get(@PathParam("id") long id, @Context HttpHeaders headers) {
        return registry.get(callers.of(headers), id);
    }

    @GET
    public List<BotView> list(@QueryParam("team") String team, @Context HttpHeaders headers) {
        return registry.list(callers.of(headers), Params.id("team", team));
    }

    /** Retires the bot: it plays no more matchups; its games stay. */
    @DELETE
    @Path("{id}")
    public BotView retire(@PathParam("id") long id, @Context HttpHeaders headers) {
        return registry.retire(callers.of(headers), id);
    }

    /**
     * Every game of the bot, streamed: NDJSON (one game per line) or CSV (one strike per row). Two ways to get it
     * compressed: {@code Accept-Encoding: gzip} compresses the transfer (the client unpacks it, so the file keeps its
     * plain name), {@code compression=gzip} makes the file itself gzip, named {@code .gz}. A file is named
     * {@code .gz} exactly when what the client keeps is gzip, so {@code curl -OJ --compressed} saves a file that
     * reads as its name says.
     */
    @GET
    @Path("{id}/history")
    public Response history(@PathParam("id") long id, @QueryParam("format") String format, @QueryParam("season") String season,
                            @QueryParam("since") String since, @QueryParam("compression") String compression, @Context HttpHeaders headers) {
        Caller caller = callers.of(headers);
        caller.requireTeamOrOrganiser(registry.get(caller, id).team().id());
        String chosen = format == null ? "ndjson" : format;
        if (!chosen.equals("ndjson") && !chosen.equals("csv")) {
            throw Refusal.invalid("format must be ndjson or csv, was '" + format + "'");
        }
        if (compression != null && !compression.equals("gzip") && !compression.equals("none")) {
            throw Refusal.invalid("compression must be gzip or none, was '" + compression + "'");
        }
        HistoryExport.Filter filter = history.filter(id, Params.id("season", season), Params.instant("since", since));
        String accepted = headers.getHeaderString(HttpHeaders.ACCEPT_ENCODING);
        boolean gzipFile = "gzip".equals(compression);
        boolean gzipTransfer = !gzipFile && accepted != null && accepted.toLowerCase().contains("gzip");
        StreamingOutput body = out -> {
            // large writes: the server's own buffer would hand the event loop a chunk every 8 KiB
            OutputStream target = new BufferedOutputStream(gzipFile || gzipTransfer ? new GZIPOutputStream(out, 1 << 16) : out, 1 << 16);
            if (chosen.equals("csv")) {
                history.csv(filter, target);
            } else {
                history.ndjson(filter, target);
            }
            target.close();
        };
        String type = gzipFile ? "application/gzip" : chosen.equals("csv") ? "text/csv" : "application/x-ndjson";
        Response.ResponseBuilder response = Response.ok(body, type).header(HttpHeaders.VARY, HttpHeaders.ACCEPT_ENCODING)
                .header("Content-Disposition", "attachment; filename=\"bot-" + id + "-history." + chosen + (gzipFile ? ".gz" : "") + "\"");
        return gzipTransfer ? response.header("Content-Encoding", "gzip").build() : response.build();
    }

    private Submission definition(String text) {
        if (text == null || text.isBlank()) {
            throw Refusal.invalid("the multipart request needs a 'definition' part with the bot's JSON definition");
        }
        try {
            return json.readValue(text, Submission.class);
        } catch (JsonProcessingException e) {
            throw Refusal.invalid("the 'definition' part is not a bot definition: " + e.getOriginalMessage());
        }
    }

    private Upload upload(FileUpload artifact) {
        if (artifact == null) {
            return null;
        }
        if (artifact.size() > maxArtifactBytes) {
            throw Refusal.tooLarge("the artifact is " + artifact.size() + " bytes; at most " + maxArtifactBytes + " are allowed");
        }
        try {
            return new Upload(Files.readAllBytes(artifact.uploadedFile()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
