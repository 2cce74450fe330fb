package io.admiralty.web;

import io.admiralty.history.GameQueries;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.challenge.Challenges;
import io.admiralty.league.gate.Gates;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.Finals;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.skill.SkillMeasure;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.standings.Standings.BotSeason;
import io.admiralty.league.standings.Standings.RatingPoint;
import io.admiralty.league.team.Roles;
import io.admiralty.views.SeasonViews;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The pages, rendered on the server with their data, so they are whole without a script; their scripts (season.js,
 * game.js) then make them live and interactive. They show what anyone may see: transcripts, which only a bot's team
 * and the organiser may read, are fetched by the game page's script with the token a team pastes.
 */
@Path("/")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class Pages {

    private static final int RECENT_GAMES = 10;
    private static final int BOARD_ROWS = 200;
    private static final int PLANNED_PAIRS = 20;

    private final Seasons seasons;
    private final Standings standings;
    private final GameQueries games;
    private final BotProfiles bots;
    private final Gates gates;
    private final SkillJobs skill;
    private final Challenges challenges;
    private final Benches benches;
    private final SecurityIdentity caller;
    private final Finals finals;
    private final SeasonViews views;

    public Pages(
            Seasons seasons,
            Standings standings,
            GameQueries games,
            BotProfiles bots,
            Gates gates,
            SkillJobs skill,
            Challenges challenges,
            Benches benches,
            SecurityIdentity caller,
            Finals finals,
            SeasonViews views) {
        this.views = views;
        this.finals = finals;
        this.benches = benches;
        this.caller = caller;
        this.seasons = seasons;
        this.standings = standings;
        this.games = games;
        this.bots = bots;
        this.gates = gates;
        this.skill = skill;
        this.challenges = challenges;
    }

    @GET
    @Operation(hidden = true)
    public String index() {
        List<SeasonPage.Listed> listed = new ArrayList<>();
        for (SeasonView season : seasons.list()) {
            listed.add(new SeasonPage.Listed(
                    season,
                    views.leaderboard(season.id(), 1).stream().findFirst().orElse(null)));
        }
        Collections.reverse(listed);
        return SeasonPage.list(listed);
    }

    @GET
    @Path("seasons/{id}")
    @Operation(hidden = true)
    public Response season(@PathParam("id") long id) {
        Optional<SeasonView> season = seasons.find(id);
        if (season.isEmpty()) {
            return notFound("season " + id);
        }
        // only an adaptive season's plan says more than "everyone meets everyone"; it is worked out from the standings
        Seasons.NextRound plan = "adaptive".equals(season.get().pairing())
                ? seasons.nextRound(id, PLANNED_PAIRS).orElse(null)
                : null;
        String tables = views.answer(
                        id,
                        SeasonPage.TABLES,
                        html -> 2L * html.length(),
                        () -> CompletableFuture.completedFuture(SeasonPage.tables(new SeasonPage.Tables(
                                views.leaderboard(id, BOARD_ROWS),
                                views.withdrawn(id),
                                views.headToHead(id),
                                views.newestGames(id, RECENT_GAMES).games()))))
                .join();
        return Response.ok(SeasonPage.page(new SeasonPage.Season(
                        season.get(),
                        tables,
                        plan,
                        season.get().finalPlan() != null
                                        && "kept"
                                                .equals(season.get().finalPlan().state())
                                ? finals.result(id)
                                : null)))
                .build();
    }

    @GET
    @Path("bots/{id}")
    @Operation(hidden = true)
    public Response bot(@PathParam("id") long id) {
        Optional<BotView> bot = bots.find(Roles.ANONYMOUS, id);
        if (bot.isEmpty()) {
            return notFound("bot " + id);
        }
        List<BotSeason> entered = standings.seasonsOf(id);
        Map<Long, List<RatingPoint>> history = new LinkedHashMap<>();
        for (BotSeason season : entered) {
            history.put(season.season(), standings.ratingHistory(season.season(), id));
        }
        return Response.ok(BotPage.page(new BotPage.Profile(
                        bot.get(),
                        bots.versions(id),
                        skill.ofBot(Roles.ANONYMOUS, id, SkillMeasure.ATTACK),
                        skill.ofBot(Roles.ANONYMOUS, id, SkillMeasure.DEFENCE),
                        gates.ofBot(id),
                        entered,
                        history,
                        standings.opponents(id),
                        standings.forfeits(id),
                        games.page(null, id, RECENT_GAMES, null).games(),
                        challenges.ofBot(id, RECENT_GAMES),
                        Roles.owns(caller, bot.get().team().id()))))
                .build();
    }

    /** The bench's button on the bot's page: its team (or the organiser) puts the bot back. */
    @POST
    @Path("bots/{id}/unbench")
    @Operation(hidden = true)
    public Response unbench(@PathParam("id") long id) {
        benches.lift(caller, id);
        return Response.seeOther(URI.create("/bots/" + id)).build();
    }

    @GET
    @Path("games/{id}")
    @Operation(hidden = true)
    public Response game(@PathParam("id") long id, @QueryParam("step") String step) {
        return games.game(id, team -> false)
                .map(game -> Response.ok(GamePage.page(game, step(step))).build())
                .orElseGet(() -> notFound("game " + id));
    }

    /** The strike a replay opens at: a number, or 0 for anything else. */
    private static int step(String given) {
        try {
            return given == null ? 0 : Integer.parseInt(given.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    static Response notFound(String what) {
        return Response.status(Response.Status.NOT_FOUND)
                .type(MediaType.TEXT_HTML)
                .entity(Html.document(
                        "Not found", "<h1>No " + Html.esc(what) + "</h1>\n<p><a href=\"/\">Every season</a></p>", null))
                .build();
    }
}
