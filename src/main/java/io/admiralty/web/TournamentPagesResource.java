package io.admiralty.web;

import io.admiralty.Refusal;
import io.admiralty.league.tournament.TournamentViews;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import io.admiralty.league.tournament.Tournaments;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.function.Function;

/**
 * The tournaments' public pages: {@code /tournaments}, the list, and {@code /tournaments/{id}}, a bracket drawn as SVG
 * (both brackets of a double elimination) or a Swiss's standings with its tie-breaks and each round's pairings. Each
 * is drawn from the view the API gives the same reader ({@link Tournaments#get}), so a page shows exactly what the
 * releases let that reader see; a signed-in reader's page is theirs alone, never a shared cache's.
 */
@Path("/tournaments")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class TournamentPagesResource {

    static final int LISTED = 50;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(List<TournamentView> tournaments);

        static native TemplateInstance page(TournamentPage page);

        /** The page's live part alone, which its script swaps in as the tournament is played and released. */
        static native TemplateInstance page$live(TournamentPage page);
    }

    private final Tournaments tournaments;
    private final SecurityIdentity caller;

    public TournamentPagesResource(Tournaments tournaments, SecurityIdentity caller) {
        this.tournaments = tournaments;
        this.caller = caller;
    }

    @GET
    public Response list() {
        return reader(Response.ok(Templates.list(tournaments.list(caller, LISTED))));
    }

    @GET
    @Path("{id}")
    public Response page(@PathParam("id") long id) {
        return drawn(id, Templates::page);
    }

    /**
     * The page's live part ({@code #live}) as this reader may see it now: the page's script fetches it every few
     * seconds and swaps it in. It is drawn from the same view as the page, so it shows nothing the page would not;
     * there is no stream to push it, since the moment a hidden game ends is itself a result.
     */
    @GET
    @Path("{id}/live")
    public Response live(@PathParam("id") long id) {
        return drawn(id, Templates::page$live);
    }

    private Response drawn(long id, Function<TournamentPage, TemplateInstance> template) {
        TournamentView tournament;
        try {
            tournament = tournaments.get(caller, id);
        } catch (Refusal refused) {
            return notFound(id);
        }
        return reader(
                Response.ok(template.apply(TournamentPage.of(tournament, TournamentViews.standingRows(tournament)))));
    }

    /** The site's page for a tournament that does not exist. */
    static Response notFound(long id) {
        return Response.status(404)
                .type(MediaType.TEXT_HTML)
                .entity(PagesResource.Templates.notFound("tournament " + id))
                .build();
    }

    /** A signed-in reader may see rounds released to participants: their page is not for any cache to share. */
    private Response reader(Response.ResponseBuilder page) {
        return (caller.isAnonymous() ? page : page.header("Cache-Control", "private, no-store")).build();
    }
}
