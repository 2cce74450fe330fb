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
import org.eclipse.microprofile.openapi.annotations.Operation;

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
    }

    private final Tournaments tournaments;
    private final SecurityIdentity caller;

    public TournamentPagesResource(Tournaments tournaments, SecurityIdentity caller) {
        this.tournaments = tournaments;
        this.caller = caller;
    }

    @GET
    @Operation(hidden = true)
    public Response list() {
        return reader(Response.ok(Templates.list(tournaments.list(caller, LISTED))));
    }

    @GET
    @Path("{id}")
    @Operation(hidden = true)
    public Response page(@PathParam("id") long id) {
        TournamentView tournament;
        try {
            tournament = tournaments.get(caller, id);
        } catch (Refusal refused) {
            return notFound(id);
        }
        return reader(
                Response.ok(Templates.page(TournamentPage.of(tournament, TournamentViews.standingRows(tournament)))));
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
