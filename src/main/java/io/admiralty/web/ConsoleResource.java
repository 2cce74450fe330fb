package io.admiralty.web;

import static io.admiralty.web.PageResponses.named;
import static io.admiralty.web.PageResponses.page;
import static io.admiralty.web.PageResponses.seeOther;
import static io.admiralty.web.PageResponses.status;
import static io.admiralty.web.PageResponses.word;

import io.admiralty.Refusal;
import io.admiralty.api.PublicSite;
import io.admiralty.game.InvalidRulesetException;
import io.admiralty.league.account.Invites;
import io.admiralty.league.account.TeamAccess;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.Change;
import io.admiralty.league.season.Rounds;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.season.SeasonEntries.EntryView;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonPatch;
import io.admiralty.league.season.Seasons.SeasonRequest;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.team.Roles;
import io.admiralty.league.trouble.Trouble;
import io.admiralty.web.ConsolePage.Done;
import io.admiralty.web.ConsolePage.SeasonControls;
import io.admiralty.web.ConsolePage.Shown;
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
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The organiser's console at /admin: its pages, and the forms they post. Every form calls the service the REST API
 * calls, with the signed-in organiser as the caller; a refusal comes back beside its field with everything typed.
 * Only organisers get here: a person not signed in is sent to sign in (the path needs a signed-in caller,
 * application.properties), anyone else gets 403; a write another site sends is refused before it arrives
 * ({@code io.admiralty.api.SameOrigin}).
 */
@Path("/admin")
@RolesAllowed(Roles.ORGANISER)
@Produces(MediaType.TEXT_HTML)
public class ConsoleResource {

    private final Trouble trouble;
    private final TeamAccess teams;
    private final Invites invites;
    private final Seasons seasons;
    private final SeasonEntries seasonEntries;
    private final Rounds rounds;
    private final BotProfiles bots;
    private final Benches benches;
    private final SkillJobs skill;
    private final SecurityIdentity caller;
    private final PublicSite site;

    public ConsoleResource(
            Trouble trouble,
            TeamAccess teams,
            Invites invites,
            Seasons seasons,
            SeasonEntries seasonEntries,
            Rounds rounds,
            BotProfiles bots,
            Benches benches,
            SkillJobs skill,
            SecurityIdentity caller,
            PublicSite site) {
        this.site = site;
        this.benches = benches;
        this.skill = skill;
        this.trouble = trouble;
        this.teams = teams;
        this.invites = invites;
        this.seasons = seasons;
        this.seasonEntries = seasonEntries;
        this.rounds = rounds;
        this.bots = bots;
        this.caller = caller;
    }

    /** A signed-in person who is not an organiser: a page that says so, not the API's JSON. */
    @ServerExceptionMapper
    public Response notAnOrganiser(ForbiddenException e) {
        return ConsolePage.forbidden();
    }

    @GET
    public TemplateInstance whatIsGoingWrong(@QueryParam("done") String done) {
        return troublePage(named(Done.class, done), null);
    }

    /** Stops a skill or defence job that waits or runs, and shows the report again. */
    @POST
    @Path("work/{id}/cancel")
    public Response cancelWork(@PathParam("id") long id) {
        return onTheReport(() -> skill.cancelByOrganiser(caller, id), Done.CANCELLED);
    }

    /** Puts a benched bot back, and shows the report again. */
    @POST
    @Path("bots/{id}/unbench")
    public Response unbench(@PathParam("id") long id, @QueryParam("season") Long season) {
        return onTheReport(() -> benches.lift(caller, id, season), Done.UNBENCHED);
    }

    /** Does what a button of the report asks and sends the browser back to it; refused, the report says why. */
    private Response onTheReport(Runnable act, Done done) {
        try {
            act.run();
            return seeOther("/admin?done=" + word(done));
        } catch (Refusal refused) {
            return page(status(refused), troublePage(null, refused.getMessage()));
        }
    }

    private TemplateInstance troublePage(Done done, String refused) {
        List<BotView> playing =
                bots.list(caller, null).stream().filter(bot -> !bot.retired()).toList();
        Map<Long, List<Benches.BenchView>> benched =
                benches.views(playing.stream().map(BotView::id).toList());
        List<SeasonView> every = seasons.list();
        List<ConsolePage.SeasonBenches> open = every.stream()
                .filter(season -> season.closedAt() == null)
                .map(season -> new ConsolePage.SeasonBenches(
                        season,
                        seasonEntries.entries(season.id()).stream()
                                .filter(e -> e.withdrawnAt() == null
                                        && benched.getOrDefault(e.botId(), List.of()).stream()
                                                .anyMatch(b -> b.season() == season.id()))
                                .toList()))
                .toList();
        // one row for each season a bot is benched in: a bench holds in its own season only
        List<ConsolePage.Benched> onTheBench = playing.stream()
                .flatMap(bot -> benched.getOrDefault(bot.id(), List.of()).stream()
                        .map(bench -> new ConsolePage.Benched(bot, bench)))
                .toList();
        return ConsolePage.Templates.trouble(trouble.report(caller), open, onTheBench, done, refused);
    }

    /**
     * The console's forms post to addresses of their own; a browser that asks for one (a reload, a bookmark, the back
     * button) is sent to the page the form is on, never to a 405.
     */
    @GET
    @Path("{what:work|bots}/{id}/{action}")
    public Response toTheReport() {
        return seeOther("/admin");
    }

    @GET
    @Path("teams/{id}/{action:invites|name|disable|enable|token}")
    public Response toTheTeams() {
        return seeOther("/admin/teams");
    }

    @GET
    @Path("seasons/{id}/{action:pause|resume|close|schedule|rounds|final|entries}")
    public Response toTheSeason(@PathParam("id") long id) {
        return seeOther("/admin/seasons/" + id);
    }

    @GET
    @Path("seasons/{id}/entries/{bot}/withdraw")
    public Response toTheSeasonsEntries(@PathParam("id") long id) {
        return seeOther("/admin/seasons/" + id + "#entries");
    }

    // --- teams

    @GET
    @Path("teams")
    public TemplateInstance teamsPage(@QueryParam("done") String done) {
        return teamsPage(null, named(Done.class, done), Form.empty(), Map.of());
    }

    @POST
    @Path("teams")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response createTeam(MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        try {
            TeamAccess.CreatedTeam made = teams.create(caller, form.value("name"));
            return shownOnce(new Shown(Shown.What.MADE, made.name(), made.token(), null, null));
        } catch (Refusal | ConstraintViolationException refused) {
            form.refuse(refused, Map.of("name", List.of("team name", "a team named")), Map.of());
            return page(status(refused), teamsPage(null, null, form, Map.of()));
        }
    }

    @POST
    @Path("teams/{id}/invites")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response invite(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Integer uses = form.whole("uses");
        Integer hours = form.whole("hours");
        try {
            if (form.refused()) {
                throw Refusal.invalid(String.join("; ", form.problems().values()));
            }
            Invites.NewInvite made = invites.create(caller, id, uses, hours == null ? null : Duration.ofHours(hours));
            String team = teams.team(caller, id).name();
            return shownOnce(new Shown(Shown.What.INVITE, team, site.link(made.path()), made, null));
        } catch (Refusal refused) {
            Shown why = new Shown(Shown.What.NO_INVITE, null, null, null, refused.getMessage());
            return page(status(refused), teamsPage(why, null, Form.empty(), Map.of()));
        }
    }

    @POST
    @Path("teams/{id}/name")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rename(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        try {
            teams.change(caller, id, form.value("name"), null);
            return seeOther("/admin/teams?done=renamed");
        } catch (Refusal refused) {
            form.refuse(refused, Map.of("name", List.of("team name", "a team named")), Map.of());
            return page(status(refused), teamsPage(null, null, Form.empty(), Map.of(id, form)));
        }
    }

    @POST
    @Path("teams/{id}/disable")
    public Response disable(@PathParam("id") long id) {
        teams.change(caller, id, null, true);
        return seeOther("/admin/teams?done=disabled");
    }

    @POST
    @Path("teams/{id}/enable")
    public Response enable(@PathParam("id") long id) {
        teams.change(caller, id, null, false);
        return seeOther("/admin/teams?done=enabled");
    }

    @POST
    @Path("teams/{id}/token")
    public Response resetToken(@PathParam("id") long id) {
        TeamAccess.CreatedTeam reset = teams.resetToken(caller, id);
        return shownOnce(new Shown(Shown.What.TOKEN, reset.name(), reset.token(), null, null));
    }

    /** The teams page made by a change, with what it shows this once (a token, an invite link). */
    private Response shownOnce(Shown shown) {
        return page(201, teamsPage(shown, null, Form.empty(), Map.of()));
    }

    private TemplateInstance teamsPage(Shown shown, Done done, Form newTeam, Map<Long, Form> renames) {
        return ConsolePage.Templates.teams(
                teams.list(caller).stream()
                        .map(team -> new ConsolePage.TeamCard(
                                team,
                                renames.getOrDefault(team.id(), Form.empty().preset("name", team.name()))))
                        .toList(),
                shown,
                done,
                newTeam);
    }

    // --- seasons

    @GET
    @Path("seasons")
    public TemplateInstance seasonsPage() {
        List<SeasonView> newestFirst = new ArrayList<>(seasons.list());
        Collections.reverse(newestFirst);
        return ConsolePage.Templates.seasons(newestFirst);
    }

    @GET
    @Path("seasons/new")
    public TemplateInstance newSeason() {
        return ConsolePage.Templates.newSeason(SeasonForm.view(SeasonForm.fresh(), seasons.schedulePreview(null)));
    }

    @POST
    @Path("seasons")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response createSeason(MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        SeasonRequest request = SeasonForm.request(form);
        if (request != null) {
            try {
                SeasonView made = seasons.create(caller, request);
                return seeOther("/admin/seasons/" + made.id() + "?done=created");
            } catch (Refusal | ConstraintViolationException | InvalidRulesetException refused) {
                form.refuse(refused, SeasonForm.LEADS, SeasonForm.RENAMED);
            }
        }
        return page(
                400,
                ConsolePage.Templates.newSeason(
                        SeasonForm.view(form, seasons.schedulePreview(form.value("schedule")))));
    }

    /** The schedule's preview, as the form shows it, for its script to show as the organiser types. */
    @GET
    @Path("preview/schedule")
    public TemplateInstance schedulePreview(@QueryParam("schedule") String schedule) {
        return ConsolePage.Templates.schedulePreview(seasons.schedulePreview(schedule));
    }

    /** The ruleset builder's preview, as the form shows it, for its script to show as the organiser types. */
    @GET
    @Path("preview/ruleset")
    public TemplateInstance rulesetPreview(@Context UriInfo uri) {
        return ConsolePage.Templates.rulesetPreview(SeasonForm.preview(Form.typed(uri.getQueryParameters())));
    }

    @GET
    @Path("seasons/{id}")
    public Response season(
            @PathParam("id") long id, @QueryParam("done") String done, @QueryParam("round") Integer round) {
        Done said = named(Done.class, done);
        // a queued round is named by its number, which the address carries (a number, never typed text)
        Integer queued = said == Done.QUEUED || said == Done.FINAL ? round : null;
        return seasons.find(id)
                .map(season -> page(200, seasonPage(season, PostedForm.none(), said, queued)))
                .orElseGet(() -> PagesResource.notFound("season " + id));
    }

    @POST
    @Path("seasons/{id}/pause")
    public Response pause(@PathParam("id") long id) {
        return change(id, new SeasonPatch(null, Change.to(true), null, null, null), Done.PAUSED);
    }

    @POST
    @Path("seasons/{id}/resume")
    public Response resume(@PathParam("id") long id) {
        return change(id, new SeasonPatch(null, Change.to(false), null, null, null), Done.RESUMED);
    }

    @POST
    @Path("seasons/{id}/close")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response close(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        if (!form.checked("confirm")) {
            form.refuse("confirm", "tick the box: a closed season plays no more rounds, and cannot be opened again");
            return refusedOn(id, new PostedForm("actions", form), 400);
        }
        return change(id, new SeasonPatch(null, null, Change.to(true), null, null), Done.CLOSED);
    }

    @POST
    @Path("seasons/{id}/schedule")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response reschedule(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        try {
            seasons.update(caller, id, new SeasonPatch(Change.to(form.given("schedule")), null, null, null, null));
            return seeOther("/admin/seasons/" + id + "?done=scheduled");
        } catch (Refusal | ConstraintViolationException refused) {
            form.refuse(refused, SeasonForm.LEADS, Map.of());
            return refusedOn(id, new PostedForm("schedule", form), 400);
        }
    }

    @POST
    @Path("seasons/{id}/rounds")
    public Response queueRound(@PathParam("id") long id) {
        return queued(id, () -> rounds.queueRound(caller, id), Done.QUEUED);
    }

    @POST
    @Path("seasons/{id}/final")
    public Response startFinal(@PathParam("id") long id) {
        return queued(id, () -> rounds.queueFinal(caller, id), Done.FINAL);
    }

    /** Queues a round (or the final): the season's page says which. */
    private Response queued(long id, Supplier<Rounds.RoundView> queue, Done done) {
        return onTheSeason(
                id, "actions", () -> word(done) + "&round=" + queue.get().number());
    }

    @POST
    @Path("seasons/{id}/entries")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response enter(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Long bot = form.required(form.number("botId"), "botId", "choose a bot");
        try {
            if (!form.refused()) {
                seasonEntries.enter(caller, id, bot);
                return seeOther("/admin/seasons/" + id + "?done=entered");
            }
        } catch (Refusal refused) {
            form.refuse("botId", refused.getMessage());
            return refusedOn(id, new PostedForm("entry", form), status(refused));
        }
        return refusedOn(id, new PostedForm("entry", form), 400);
    }

    @POST
    @Path("seasons/{id}/entries/{bot}/withdraw")
    public Response withdraw(@PathParam("id") long id, @PathParam("bot") long bot) {
        return onTheSeason(id, "entry", () -> {
            seasonEntries.withdraw(caller, id, bot);
            return word(Done.WITHDRAWN);
        });
    }

    private Response change(long id, SeasonPatch patch, Done done) {
        return onTheSeason(id, "actions", () -> {
            seasons.update(caller, id, patch);
            return word(done);
        });
    }

    /**
     * Does what a button of the season's page asks and sends the browser back to the page, which says what was done
     * ({@code done}, the address's word for it); refused, the page says why above the button's form.
     */
    private Response onTheSeason(long id, String form, Supplier<String> done) {
        try {
            return seeOther("/admin/seasons/" + id + "?done=" + done.get());
        } catch (Refusal refused) {
            return refusedOn(id, PostedForm.refused(form, refused.getMessage()), status(refused));
        }
    }

    /** The season's page again, with the refused form (schedule, entry or actions) as it was typed. */
    private Response refusedOn(long id, PostedForm refused, int status) {
        return page(status, seasonPage(seasons.get(id), refused, null, null));
    }

    private TemplateInstance seasonPage(SeasonView season, PostedForm posted, Done done, Integer queuedRound) {
        Form scheduleForm =
                posted.of("schedule").preset("schedule", season.schedule() == null ? "" : season.schedule());
        List<EntryView> entries = seasonEntries.entries(season.id());
        Set<Long> entered = entries.stream()
                .filter(e -> e.withdrawnAt() == null)
                .map(EntryView::botId)
                .collect(Collectors.toSet());
        List<BotView> enterable = bots.list(caller, null).stream()
                .filter(bot -> !bot.retired() && !entered.contains(bot.id()))
                .toList();
        return ConsolePage.Templates.season(new SeasonControls(
                season,
                entries,
                enterable,
                seasons.schedulePreview(scheduleForm.value("schedule")),
                scheduleForm,
                posted.of("entry"),
                posted.of("actions"),
                done,
                queuedRound));
    }
}
