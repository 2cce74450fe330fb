package io.admiralty.web;

import static io.admiralty.web.PageResponses.named;
import static io.admiralty.web.PageResponses.page;
import static io.admiralty.web.PageResponses.seeOther;
import static io.admiralty.web.PageResponses.status;
import static io.admiralty.web.PageResponses.word;

import io.admiralty.Refusal;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.TeamGroups;
import io.admiralty.league.tournament.TournamentViews;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import io.admiralty.league.tournament.Tournaments;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The organiser's tournaments in the console, {@code /admin/tournaments}: a tournament made from a season's top K (or
 * a group's) with its format and best-of, started, its rounds released, a Swiss's pairs forbidden, an entrant
 * withdrawn, a stopped series replayed; the groups of teams a tournament may take its entrants from. Every form calls
 * the service the REST API calls, with the signed-in organiser as the caller, and answers with a redirect to the page
 * it changed (post/redirect/get); a refusal comes back beside its field with everything typed, as the console's other
 * forms do. Only organisers get here (the path needs a signed-in caller; writes from another site are refused before
 * they arrive).
 */
@Path("/admin/tournaments")
@RolesAllowed(Roles.ORGANISER)
@Produces(MediaType.TEXT_HTML)
public class TournamentConsoleResource {

    /** What a form did, named in the address it redirects to (never typed text); tags/tournamentDone.html says it. */
    enum Done {
        MADE,
        STARTED,
        RELEASED,
        FORBIDDEN,
        REPLAYED,
        WITHDRAWN,
        GROUPED
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(
                List<TournamentView> tournaments, Form form, List<TeamGroups.GroupView> groups, Form group, Done done);

        static native TemplateInstance one(TournamentPage page, Done done, PostedForm forms);
    }

    /** The phrases a refusal of the new tournament's form opens with, by the field it is about. */
    private static final Map<String, List<String>> MADE_LEADS = Map.of(
            "format", List.of("format"),
            "bestOf", List.of("bestOf"),
            "rounds", List.of("rounds", "a Swiss needs its rounds"),
            "release", List.of("release"),
            "season", List.of("no season", "top takes the season"),
            "top", List.of("top", "give the entrants", "a tournament needs two entrants"),
            "group", List.of("no team is in group", "a group's name"));

    private final Tournaments tournaments;
    private final TeamGroups groups;
    private final SecurityIdentity caller;

    public TournamentConsoleResource(Tournaments tournaments, TeamGroups groups, SecurityIdentity caller) {
        this.tournaments = tournaments;
        this.groups = groups;
        this.caller = caller;
    }

    /** A signed-in person who is not an organiser: the console's page that says so, not the API's JSON. */
    @ServerExceptionMapper
    public Response notAnOrganiser(ForbiddenException e) {
        return ConsolePage.forbidden();
    }

    @GET
    public TemplateInstance list(@QueryParam("done") String done) {
        return listPage(
                Form.empty()
                        .preset("format", "double")
                        .preset("bestOf", "7")
                        .preset("top", "8")
                        .preset("release", "hidden"),
                Form.empty(),
                named(Done.class, done));
    }

    /** Sets a group's teams, given as ids apart by commas or spaces; none ends the group. */
    @POST
    @Path("groups")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response group(MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        List<Long> teams = new ArrayList<>();
        for (String id : form.value("teams").strip().split("[,\\s]+")) {
            if (id.isEmpty()) {
                continue;
            }
            try {
                teams.add(Long.parseLong(id));
            } catch (NumberFormatException e) {
                form.refuse("teams", "give teams' ids, apart by commas or spaces: '" + id + "' is none");
                break;
            }
        }
        if (form.refused()) {
            return page(400, listPage(Form.empty(), form, null));
        }
        try {
            groups.set(caller, form.value("name").strip(), new TeamGroups.Members(teams));
            return seeOther("/admin/tournaments?done=grouped");
        } catch (Refusal | ConstraintViolationException refused) {
            form.refuse(
                    refused, Map.of("name", List.of("a group's name"), "teams", List.of("no team", "teams")), Map.of());
            return page(status(refused), listPage(Form.empty(), form, null));
        }
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response create(MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Long season = form.number("season");
        Integer top = form.whole("top");
        Integer bestOf = form.whole("bestOf");
        Integer rounds = form.whole("rounds");
        if (form.refused()) {
            return page(400, listPage(form, Form.empty(), null));
        }
        try {
            TournamentView made = tournaments.create(
                    caller,
                    new Tournaments.Request(
                            form.value("name"),
                            form.value("format"),
                            bestOf,
                            rounds,
                            form.given("release"),
                            season,
                            top,
                            null,
                            null,
                            form.given("group"),
                            null));
            return seeOther("/admin/tournaments/" + made.id() + "?done=made");
        } catch (Refusal | ConstraintViolationException refused) {
            form.refuse(refused, MADE_LEADS, Map.of());
            return page(status(refused), listPage(form, Form.empty(), null));
        }
    }

    @GET
    @Path("{id}")
    public Response one(@PathParam("id") long id, @QueryParam("done") String done) {
        return onePage(200, id, named(Done.class, done), PostedForm.none());
    }

    @POST
    @Path("{id}/start")
    public Response start(@PathParam("id") long id) {
        return onTheTournament(id, "start", () -> tournaments.start(caller, id), Done.STARTED);
    }

    @POST
    @Path("{id}/release")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response release(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Integer round = form.required(form.whole("round"), "round", "give the round to release");
        return fromTheForm(
                id,
                "release",
                form,
                Map.of("round", List.of("round"), "stage", List.of("a stage")),
                () -> tournaments.release(caller, id, round, new Tournaments.Release(form.value("stage"))),
                Done.RELEASED);
    }

    /** Adds a pair to those the Swiss forbids already. */
    @POST
    @Path("{id}/forbid")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response forbid(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        // each of the pair's two ids is refused beside its own field, both when both are missing
        Long first = form.required(form.number("first"), "first", "give a bot's id");
        Long second = form.required(form.number("second"), "second", "give a bot's id");
        return fromTheForm(
                id,
                "forbid",
                form,
                Map.of("first", List.of("bot", "each pair")),
                () -> {
                    List<List<Long>> pairs =
                            new ArrayList<>(tournaments.get(caller, id).forbiddenPairs());
                    pairs.add(List.of(first, second));
                    tournaments.forbid(caller, id, new Tournaments.ForbiddenPairs(pairs));
                },
                Done.FORBIDDEN);
    }

    /** Withdraws an entrant, with the reason everyone is shown. */
    @POST
    @Path("{id}/withdraw")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response withdraw(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Long bot = form.required(form.number("bot"), "bot", "give the entrant's bot id");
        return fromTheForm(
                id,
                "withdraw",
                form,
                Map.of("bot", List.of("bot")),
                () -> tournaments.withdraw(caller, id, bot, new Tournaments.Withdrawal(form.value("reason"))),
                Done.WITHDRAWN);
    }

    /** Plays a stopped series again. */
    @POST
    @Path("{id}/series/{round}/{section}/{number}/replay")
    public Response replay(
            @PathParam("id") long id,
            @PathParam("round") int round,
            @PathParam("section") String section,
            @PathParam("number") int number) {
        return onTheTournament(
                id, "replay", () -> tournaments.replay(caller, id, round, section, number), Done.REPLAYED);
    }

    /** Does what a button asks and sends the browser back to the tournament's page; refused, the page says why. */
    private Response onTheTournament(long id, String form, Runnable act, Done done) {
        try {
            act.run();
            return seeOther("/admin/tournaments/" + id + "?done=" + word(done));
        } catch (Refusal refused) {
            return onePage(status(refused), id, null, PostedForm.refused(form, refused.getMessage()));
        }
    }

    /**
     * Does what a form of the tournament's page asks, once every field of it could be read, and sends the browser back
     * to the page; refused, the page shows the form as typed ({@code name}) with the refusal beside the field its
     * words open with ({@code leads}).
     */
    private Response fromTheForm(
            long id, String name, Form form, Map<String, List<String>> leads, Runnable act, Done done) {
        if (!form.refused()) {
            try {
                act.run();
                return seeOther("/admin/tournaments/" + id + "?done=" + word(done));
            } catch (Refusal | ConstraintViolationException refused) {
                form.refuse(refused, leads, Map.of());
                return onePage(status(refused), id, null, new PostedForm(name, form));
            }
        }
        return onePage(400, id, null, new PostedForm(name, form));
    }

    private TemplateInstance listPage(Form form, Form group, Done done) {
        return Templates.list(
                tournaments.list(caller, TournamentPagesResource.LISTED), form, groups.all(), group, done);
    }

    private Response onePage(int status, long id, Done done, PostedForm forms) {
        TournamentView tournament;
        try {
            tournament = tournaments.get(caller, id);
        } catch (Refusal refused) {
            return TournamentPagesResource.notFound(id);
        }
        TournamentPage page = TournamentPage.of(tournament, TournamentViews.standingRows(tournament));
        return Response.status(status)
                .type(MediaType.TEXT_HTML)
                .header("Cache-Control", "private, no-store")
                .entity(Templates.one(page, done, forms))
                .build();
    }
}
