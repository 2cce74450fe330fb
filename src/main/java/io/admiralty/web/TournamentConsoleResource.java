package io.admiralty.web;

import static io.admiralty.web.PageResponses.page;
import static io.admiralty.web.PageResponses.seeOther;

import io.admiralty.Refusal;
import io.admiralty.league.team.Roles;
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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The organiser's tournaments in the console, {@code /admin/tournaments}: a tournament made from a season's top K (or
 * a group's) with its format and best-of, started, its rounds released, a Swiss's pairs forbidden. Every form calls
 * the service the REST API calls, with the signed-in organiser as the caller, and answers with a redirect to the page
 * it changed (post/redirect/get); a refusal comes back beside its field with everything typed, as the console's other
 * forms do. Only organisers get here (the path needs a signed-in caller; writes from another site are refused before
 * they arrive).
 */
@Path("/admin/tournaments")
@RolesAllowed(Roles.ORGANISER)
@Produces(MediaType.TEXT_HTML)
public class TournamentConsoleResource {

    /** What a form did, said on the page it redirects to. */
    enum Done {
        MADE("The tournament is made: check its entrants, forbid pairs in a Swiss, then start it."),
        STARTED("The tournament is started: its first series are queued."),
        RELEASED("The round is released."),
        FORBIDDEN("The pair is forbidden: the rounds not paired yet never pair them.");

        final String text;

        Done(String text) {
            this.text = text;
        }

        static String said(String word) {
            for (Done done : values()) {
                if (done.name().equalsIgnoreCase(word)) {
                    return done.text;
                }
            }
            return null;
        }
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(List<TournamentView> tournaments, Form form);

        static native TemplateInstance one(TournamentPage page, String done, Form release, Form forbid, Form start);
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
    private final SecurityIdentity caller;

    public TournamentConsoleResource(Tournaments tournaments, SecurityIdentity caller) {
        this.tournaments = tournaments;
        this.caller = caller;
    }

    /** A signed-in person who is not an organiser: the console's page that says so, not the API's JSON. */
    @ServerExceptionMapper
    public Response notAnOrganiser(ForbiddenException e) {
        return ConsolePage.forbidden();
    }

    @GET
    @Operation(hidden = true)
    public TemplateInstance list() {
        return listPage(Form.empty()
                .preset("format", "double")
                .preset("bestOf", "7")
                .preset("top", "8")
                .preset("release", "hidden"));
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response create(MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Long season = form.number("season");
        Integer top = form.whole("top");
        Integer bestOf = form.whole("bestOf");
        Integer rounds = form.whole("rounds");
        if (form.refused()) {
            return page(400, listPage(form));
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
            return page(status(refused), listPage(form));
        }
    }

    @GET
    @Path("{id}")
    @Operation(hidden = true)
    public Response one(@PathParam("id") long id, @QueryParam("done") String done) {
        return onePage(200, id, Done.said(done), Form.empty(), Form.empty(), Form.empty());
    }

    @POST
    @Path("{id}/start")
    @Operation(hidden = true)
    public Response start(@PathParam("id") long id) {
        try {
            tournaments.start(caller, id);
            return seeOther("/admin/tournaments/" + id + "?done=started");
        } catch (Refusal refused) {
            Form start = Form.empty();
            start.refuse(null, refused.getMessage());
            return onePage(status(refused), id, null, Form.empty(), Form.empty(), start);
        }
    }

    @POST
    @Path("{id}/release")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response release(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Integer round = form.whole("round");
        if (round == null && !form.refused()) {
            form.refuse("round", "give the round to release");
        }
        if (form.refused()) {
            return onePage(400, id, null, form, Form.empty(), Form.empty());
        }
        try {
            tournaments.release(caller, id, round, new Tournaments.Release(form.value("stage")));
            return seeOther("/admin/tournaments/" + id + "?done=released");
        } catch (Refusal refused) {
            form.refuse(refused, Map.of("round", List.of("round"), "stage", List.of("a stage")), Map.of());
            return onePage(status(refused), id, null, form, Form.empty(), Form.empty());
        }
    }

    /** Adds a pair to those the Swiss forbids already. */
    @POST
    @Path("{id}/forbid")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response forbid(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Long first = form.number("first");
        Long second = form.number("second");
        for (String field : List.of("first", "second")) {
            if (form.given(field) == null) {
                form.refuse(field, "give a bot's id");
            }
        }
        if (form.refused()) {
            return onePage(400, id, null, Form.empty(), form, Form.empty());
        }
        try {
            List<List<Long>> pairs = new ArrayList<>(tournaments.get(caller, id).forbiddenPairs());
            pairs.add(List.of(first, second));
            tournaments.forbid(caller, id, new Tournaments.ForbiddenPairs(pairs));
            return seeOther("/admin/tournaments/" + id + "?done=forbidden");
        } catch (Refusal refused) {
            form.refuse(refused, Map.of("first", List.of("bot", "each pair")), Map.of());
            return onePage(status(refused), id, null, Form.empty(), form, Form.empty());
        }
    }

    private TemplateInstance listPage(Form form) {
        return Templates.list(tournaments.list(caller, TournamentPagesResource.LISTED), form);
    }

    private Response onePage(int status, long id, String done, Form release, Form forbid, Form start) {
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
                .entity(Templates.one(page, done, release, forbid, start))
                .build();
    }

    private static int status(RuntimeException refused) {
        return refused instanceof Refusal refusal ? AccountPagesResource.status(refusal) : 400;
    }
}
