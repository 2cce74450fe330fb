package io.admiralty.api;

import io.admiralty.league.Seasons;
import io.admiralty.league.Seasons.RoundView;
import io.admiralty.league.Seasons.SeasonRequest;
import io.admiralty.league.Seasons.SeasonView;
import io.admiralty.league.Standings;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.jboss.resteasy.reactive.ResponseStatus;

@Path("/api/seasons")
public class SeasonResource {

    public record Entry(Long botId) {
    }

    public record Entered(long season, long botId) {
    }

    private final Seasons seasons;
    private final Standings standings;
    private final Callers callers;

    public SeasonResource(Seasons seasons, Standings standings, Callers callers) {
        this.seasons = seasons;
        this.standings = standings;
        this.callers = callers;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    public SeasonView create(SeasonRequest request, @Context HttpHeaders headers) {
        return seasons.create(callers.of(headers), request);
    }

    @GET
    public List<SeasonView> list() {
        return seasons.list();
    }

    @GET
    @Path("{id}")
    public SeasonView get(@PathParam("id") long id) {
        return seasons.get(id);
    }

    /** Organiser: {@code {"schedule": cron|null, "paused": bool, "closed": true}}, any of them. */
    @PATCH
    @Path("{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public SeasonView update(@PathParam("id") long id, JsonNode patch, @Context HttpHeaders headers) {
        return seasons.update(callers.of(headers), id, patch);
    }

    @POST
    @Path("{id}/entries")
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    public Entered enter(@PathParam("id") long id, Entry entry, @Context HttpHeaders headers) {
        long entered = seasons.enter(callers.of(headers), id, entry == null ? null : entry.botId());
        return new Entered(id, entered);
    }

    @POST
    @Path("{id}/rounds")
    @ResponseStatus(201)
    public RoundView queueRound(@PathParam("id") long id, @Context HttpHeaders headers) {
        return seasons.queueRound(callers.of(headers), id);
    }

    /** The leaderboard over REST too (GraphQL's {@code leaderboard} is the same). */
    @GET
    @Path("{id}/leaderboard")
    public List<Standings.Standing> leaderboard(@PathParam("id") long id, @QueryParam("first") String first) {
        return standings.leaderboard(id, Params.count("first", first, 50));
    }
}
