package io.admiralty.web;

import static io.admiralty.web.PageResponses.seeOther;

import io.admiralty.Refusal;
import io.admiralty.league.account.TeamAccess;
import io.admiralty.league.notice.Notices;
import io.admiralty.league.notice.Webhooks;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestForm;

/**
 * A team's notices page, {@code /teams/{id}/notices}, for its signed-in members and the organiser: the inbox and the
 * webhooks, and a button that marks the notices read. Anonymous visitors are sent to sign in; another team's is 403.
 */
@Path("/teams/{id}/notices")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class NoticesResource {

    private static final int SHOWN = 50;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(String teamName, NoticeBoard notices);

        static native TemplateInstance refused(String why);
    }

    private final Notices notices;
    private final Webhooks webhooks;
    private final TeamAccess access;
    private final SecurityIdentity caller;

    public NoticesResource(Notices notices, Webhooks webhooks, TeamAccess access, SecurityIdentity caller) {
        this.access = access;
        this.notices = notices;
        this.webhooks = webhooks;
        this.caller = caller;
    }

    @GET
    public Response page(@PathParam("id") long id) {
        if (caller.isAnonymous()) {
            return seeOther("/sign-in");
        }
        try {
            NoticeBoard shown =
                    new NoticeBoard(id, notices.inbox(caller, id, false, SHOWN), webhooks.list(caller, id), false);
            return Response.ok(Templates.page(access.team(caller, id).name(), shown))
                    .build();
        } catch (Refusal refused) {
            return refusedPage(refused);
        }
    }

    /** Marks every notice up to {@code upTo} read (the page's button), and shows the page again. */
    @POST
    @Path("read")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response read(@PathParam("id") long id, @RestForm String upTo) {
        if (caller.isAnonymous()) {
            return seeOther("/sign-in");
        }
        long last;
        try {
            last = Long.parseLong(upTo == null ? "" : upTo.strip());
        } catch (NumberFormatException e) {
            return refusedPage(Refusal.invalid("upTo must be a notice's id"));
        }
        try {
            notices.markRead(caller, id, last);
        } catch (Refusal refused) {
            return refusedPage(refused);
        }
        return seeOther("/teams/" + id + "/notices");
    }

    private static Response refusedPage(Refusal refused) {
        return PageResponses.page(PageResponses.status(refused), Templates.refused(refused.getMessage()));
    }
}
