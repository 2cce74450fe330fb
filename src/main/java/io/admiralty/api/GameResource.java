package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.history.GameQueries;
import io.admiralty.history.GameViews.GamePage;
import io.admiralty.history.GameViews.GameView;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;

/** Finished games are public. */
@Path("/api/games")
public class GameResource {

    private final GameQueries games;
    private final Callers callers;

    public GameResource(GameQueries games, Callers callers) {
        this.games = games;
        this.callers = callers;
    }

    /** Anyone may read a finished game; a bot's transcript only its team and the organiser. */
    @GET
    @Path("{id}")
    public GameView get(@PathParam("id") long id, @Context HttpHeaders headers) {
        return games.game(id, callers.of(headers)::owns).orElseThrow(() -> Refusal.notFound("no game " + id));
    }

    /** Newest first; {@code after} takes the previous page's {@code endCursor}. */
    @GET
    public GamePage list(@QueryParam("season") String season, @QueryParam("bot") String bot, @QueryParam("first") String first,
                         @QueryParam("after") String after) {
        return games.page(Params.id("season", season), Params.id("bot", bot), Params.count("first", first, 20), after);
    }
}
