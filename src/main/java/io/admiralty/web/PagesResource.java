package io.admiralty.web;

import io.admiralty.Refusal;
import io.admiralty.chart.MetricChart;
import io.admiralty.history.GameQueries;
import io.admiralty.history.GameQueries.Reader;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.account.TeamAccess;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.challenge.Challenges;
import io.admiralty.league.gate.Gates;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.Finals;
import io.admiralty.league.season.PairingMode;
import io.admiralty.league.season.Rounds;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.skill.SkillMeasure;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.team.Roles;
import io.admiralty.views.SeasonViews;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * The pages, rendered on the server with their data, so they are whole without a script; their scripts (season.js,
 * game.js) then make them live and interactive. They show what anyone may see, but for a game's transcripts, which only
 * a bot's team and the organiser may read: a signed-in caller's replay holds those they may read (never kept by a shared
 * cache), an anonymous visitor's page asks for a team's token instead.
 */
@Path("/")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class PagesResource {

    private static final int RECENT_GAMES = 10;
    /** How many of its last games that reported metrics the bot's page draws them over. */
    private static final int METRIC_GAMES = 100;

    private static final int BOARD_ROWS = 200;
    private static final int PLANNED_PAIRS = 20;

    private final Seasons seasons;
    private final Rounds rounds;
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
    private final TeamAccess teams;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance notFound(String what);

        static native TemplateInstance notYours(String why);

        static native TemplateInstance notAPageOfGames(String why, long season);
    }

    public PagesResource(
            Seasons seasons,
            Rounds rounds,
            Standings standings,
            GameQueries games,
            BotProfiles bots,
            Gates gates,
            SkillJobs skill,
            Challenges challenges,
            Benches benches,
            SecurityIdentity caller,
            Finals finals,
            SeasonViews views,
            TeamAccess teams) {
        this.teams = teams;
        this.views = views;
        this.finals = finals;
        this.benches = benches;
        this.caller = caller;
        this.seasons = seasons;
        this.rounds = rounds;
        this.standings = standings;
        this.games = games;
        this.bots = bots;
        this.gates = gates;
        this.skill = skill;
        this.challenges = challenges;
    }

    @GET
    public TemplateInstance index() {
        List<SeasonPage.Listed> listed = new ArrayList<>();
        for (SeasonView season : seasons.list()) {
            listed.add(new SeasonPage.Listed(
                    season,
                    views.leaderboard(season.id(), 1).stream().findFirst().orElse(null)));
        }
        Collections.reverse(listed);
        return SeasonPage.Templates.list(listed);
    }

    @GET
    @Path("seasons/{id}")
    public Response season(@PathParam("id") long id) {
        Optional<SeasonView> season = seasons.find(id);
        if (season.isEmpty()) {
            return notFound("season " + id);
        }
        // only an adaptive season's plan says more than "everyone meets everyone"; it is worked out from the standings
        Rounds.NextRound plan = season.get().pairingMode() == PairingMode.ADAPTIVE
                ? rounds.nextRound(id, PLANNED_PAIRS).orElse(null)
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
        return Response.ok(SeasonPage.Templates.page(new SeasonPage.Season(
                        season.get(),
                        tables,
                        plan,
                        season.get().finalKept() ? finals.result(id) : null,
                        Instant.now())))
                .build();
    }

    /** Where browsers look for an icon by themselves (on the API's JSON, say): the pages' own. */
    @GET
    @Path("favicon.ico")
    public Response favicon() {
        return Response.status(Response.Status.MOVED_PERMANENTLY)
                .location(URI.create("/favicon.svg"))
                .build();
    }

    /** Every game of the season, a page at a time, newest first; {@code after} is the previous page's end. */
    @GET
    @Path("seasons/{id}/games")
    public Response seasonGames(@PathParam("id") long id, @QueryParam("after") String after) {
        Optional<SeasonView> season = seasons.find(id);
        if (season.isEmpty()) {
            return notFound("season " + id);
        }
        try {
            return Response.ok(SeasonPage.Templates.games(
                            season.get(),
                            new SeasonPage.GamesShown(
                                    after, games.page(id, null, SeasonPage.GAMES_A_PAGE, after, Reader.PUBLIC))))
                    .build();
        } catch (Refusal refused) {
            return Response.status(Response.Status.BAD_REQUEST)
                    .type(MediaType.TEXT_HTML)
                    .entity(Templates.notAPageOfGames(refused.getMessage(), id))
                    .build();
        }
    }

    @GET
    @Path("bots/{id}")
    public Response bot(@PathParam("id") long id) {
        Optional<BotView> bot = bots.find(Roles.ANONYMOUS, id);
        if (bot.isEmpty()) {
            return notFound("bot " + id);
        }
        Response.ResponseBuilder page = Response.ok(BotPage.Templates.page(new BotPage.Profile(
                bot.get(),
                bots.versions(id),
                skill.ofBot(Roles.ANONYMOUS, id, SkillMeasure.ATTACK),
                skill.ofBot(Roles.ANONYMOUS, id, SkillMeasure.DEFENCE),
                gates.ofBot(id),
                standings.seasonsOf(id),
                standings.ratingHistories(id),
                standings.opponents(id),
                standings.forfeits(id),
                // its team and the organiser see its version gates' games among them too
                games.page(null, id, RECENT_GAMES, null, Reader.of(caller)).games(),
                challenges.ofBot(id, RECENT_GAMES),
                Roles.owns(caller, bot.get().team().id()),
                games.metrics(id, METRIC_GAMES, Reader.of(caller)).stream()
                        .map(metric -> MetricChart.of(metric.name(), metric.games(), metric.values()))
                        .toList(),
                Roles.owns(caller, bot.get().team().id())
                        ? teams.notesVisibility(caller, bot.get().team().id()).notesPublic()
                        : null)));
        // a signed-in caller's page may hold what only they may read: theirs alone, never a shared cache's
        return caller.isAnonymous()
                ? page.build()
                : page.header("Cache-Control", "private, no-store").build();
    }

    /**
     * The bot page's switch of its team's tags and metrics: public, or the team's and the organiser's alone (its team
     * or the organiser); anything but true or false is refused.
     */
    @POST
    @Path("bots/{id}/notes-visibility")
    public Response notesVisibility(@PathParam("id") long id, @FormParam("public") String shown) {
        if (!"true".equals(shown) && !"false".equals(shown)) {
            throw Refusal.invalid("public must be true or false");
        }
        BotView bot = bots.find(Roles.ANONYMOUS, id).orElseThrow(() -> Refusal.notFound("no bot " + id));
        teams.setNotesPublic(caller, bot.team().id(), Boolean.parseBoolean(shown));
        return Response.seeOther(URI.create("/bots/" + id + "#metrics")).build();
    }

    /** The bench's button on the bot's page: its team (or the organiser) puts the bot back. */
    @POST
    @Path("bots/{id}/unbench")
    public Response unbench(@PathParam("id") long id, @FormParam("season") String season) {
        Long only;
        try {
            only = season == null || season.isBlank() ? null : Long.valueOf(season.strip());
        } catch (NumberFormatException e) {
            throw Refusal.invalid("season must be a number (an id), was '" + season + "'");
        }
        benches.lift(caller, id, only);
        return Response.seeOther(URI.create("/bots/" + id)).build();
    }

    @GET
    @Path("games/{id}")
    public Response game(@PathParam("id") long id, @QueryParam("step") String step) {
        try {
            if (caller.isAnonymous()) {
                return games.game(id, Reader.PUBLIC)
                        .map(game -> Response.ok(GamePage.Templates.page(GamePage.replay(
                                        game,
                                        step(step),
                                        GamePage.Viewer.ANONYMOUS,
                                        List.of(),
                                        games.notes(id, Reader.PUBLIC))))
                                .build())
                        .orElseGet(() -> notFound("game " + id));
            }
            // a signed-in caller's page holds the transcripts and logs they may read: theirs alone, never a shared
            // cache's
            Reader reader = Reader.of(caller);
            return games.game(id, reader)
                    .map(game -> Response.ok(GamePage.Templates.page(GamePage.replay(
                                    game,
                                    step(step),
                                    new GamePage.Viewer(true, ownTeam(game)),
                                    games.readableLogs(id, reader),
                                    games.notes(id, reader))))
                            .header("Cache-Control", "private, no-store")
                            .build())
                    .orElseGet(() -> notFound("game " + id));
        } catch (Refusal refused) {
            return notYours(refused);
        }
    }

    /** A page the caller may not read (another team's gate game): why, and where to sign in. */
    private static Response notYours(Refusal refused) {
        return Response.status(refused.kind() == Refusal.Kind.UNAUTHENTICATED ? 401 : 403)
                .type(MediaType.TEXT_HTML)
                .entity(Templates.notYours(refused.getMessage()))
                .build();
    }

    /** The caller's team that played the game (bot A's first), if any: the organiser's is none. */
    private Long ownTeam(GameView game) {
        Set<Long> own = Roles.teams(caller);
        return java.util.stream.Stream.of(game.botA(), game.botB())
                .flatMap(side -> bots.find(Roles.ANONYMOUS, side.id()).stream())
                .map(bot -> bot.team().id())
                .filter(own::contains)
                .findFirst()
                .orElse(null);
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
                .entity(Templates.notFound(what))
                .build();
    }
}
