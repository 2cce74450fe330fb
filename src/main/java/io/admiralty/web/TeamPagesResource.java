package io.admiralty.web;

import static io.admiralty.web.PageResponses.seeOther;

import io.admiralty.Refusal;
import io.admiralty.api.PublicSite;
import io.admiralty.bot.BotDefinition;
import io.admiralty.game.InvalidRulesetException;
import io.admiralty.game.Ruleset;
import io.admiralty.history.GameQueries;
import io.admiralty.history.GameQueries.Reader;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.account.ApiTokens;
import io.admiralty.league.account.Identities;
import io.admiralty.league.account.Invites;
import io.admiralty.league.account.TeamAccess;
import io.admiralty.league.account.TeamAccess.TeamView;
import io.admiralty.league.challenge.Challenges;
import io.admiralty.league.challenge.LimitReached;
import io.admiralty.league.gate.Gates.GateSettings;
import io.admiralty.league.notice.Webhooks;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotProfiles.Submission;
import io.admiralty.league.profile.BotViews;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.registry.BotSubmissions.Upload;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.team.Roles;
import io.admiralty.league.tournament.TournamentViews.TeamPlacing;
import io.admiralty.league.tournament.Tournaments;
import io.admiralty.web.TeamContext.Done;
import io.admiralty.web.TeamContext.Shown;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/**
 * A team's own page, {@code /teams/{id}}, for its members and the organiser, and its forms; anyone else is shown the
 * team's public page there (its name, the names its members chose to show, its bots, their seasons and their tournament
 * placings as far as the reader may see them). The page is its sections (Team*Section, each the view of one part) in
 * one template, templates/TeamPagesResource/page.html. Every form posts here and is handed to the service the REST API
 * uses for the same act (no second implementation of any rule): done, the browser is sent back to the page; refused,
 * the page is shown again with what was typed and the league's reason beside the field it is about. Forged cross-site
 * posts are refused before they reach this (io.admiralty.api.SameOrigin); whoever does not own the team gets a 403
 * page for every address here (nobody signed in: 401, or the way to sign in for the page itself).
 */
@Path("/teams")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class TeamPagesResource {

    /** The header team.js sends with the forms it posts, and the one a refused form's page then comes with. */
    static final String FORM_HEADER = "X-Admiralty-Form";

    static final String IN_PAGE = "in-page";
    static final String REFUSED_HEADER = "X-Admiralty-Refused";

    /** The longest an invite link works, in the hours its form asks for (the league's own bound is 30 days). */
    private static final int MAX_INVITE_HOURS = 720;

    @Context
    HttpHeaders headers;

    @CheckedTemplate
    static class Templates {
        /** The teams a person in several is in, or that they are in none. */
        static native TemplateInstance teams(List<TeamView> teams);

        /** A team's page, section by section, top to bottom. */
        static native TemplateInstance page(
                TeamContext context,
                Done done,
                NoticeBoard notices,
                TeamBotsSection.Bots bots,
                TeamUploadSection.Upload upload,
                TeamSeasonsSection.Entries seasons,
                List<TeamPlacing> placings,
                List<TeamGamesSection.Latest> games,
                TeamChallengesSection.Section challenges,
                TeamWebhooksSection.Hooks webhooks,
                TeamPeopleSection.People people);

        /** A team as anyone sees it; {@code anonymous}: the reader is signed in as nobody (told where to sign in). */
        static native TemplateInstance publicPage(
                TeamAccess.PublicTeam team,
                List<TeamBotsSection.Row> bots,
                List<TeamPlacing> placings,
                boolean anonymous);

        /** Why the caller may not see a team: no such team, not signed in, or another team's. */
        static native TemplateInstance refused(Refusal.Kind kind);
    }

    private final TeamNoticesSection noticesSection;
    private final TeamBotsSection botsSection;
    private final TeamUploadSection uploadSection;
    private final TeamSeasonsSection seasonsSection;
    private final TeamGamesSection gamesSection;
    private final TeamChallengesSection challengesSection;
    private final TeamWebhooksSection webhooksSection;
    private final TeamPeopleSection peopleSection;
    private final TeamAccess access;
    private final BotProfiles bots;
    private final SeasonEntries seasonEntries;
    private final ApiTokens tokens;
    private final Invites invites;
    private final GameQueries games;
    private final Challenges challenges;
    private final Webhooks webhooks;
    private final Tournaments tournaments;
    private final SecurityIdentity caller;
    private final long maxArtifactBytes;
    private final PublicSite site;

    public TeamPagesResource(
            TeamNoticesSection noticesSection,
            TeamBotsSection botsSection,
            TeamUploadSection uploadSection,
            TeamSeasonsSection seasonsSection,
            TeamGamesSection gamesSection,
            TeamChallengesSection challengesSection,
            TeamWebhooksSection webhooksSection,
            TeamPeopleSection peopleSection,
            TeamAccess access,
            BotProfiles bots,
            SeasonEntries seasonEntries,
            ApiTokens tokens,
            Invites invites,
            GameQueries games,
            Challenges challenges,
            Webhooks webhooks,
            Tournaments tournaments,
            SecurityIdentity caller,
            LeagueConfig config,
            PublicSite site) {
        this.site = site;
        this.noticesSection = noticesSection;
        this.botsSection = botsSection;
        this.uploadSection = uploadSection;
        this.seasonsSection = seasonsSection;
        this.gamesSection = gamesSection;
        this.challengesSection = challengesSection;
        this.webhooksSection = webhooksSection;
        this.peopleSection = peopleSection;
        this.access = access;
        this.bots = bots;
        this.seasonEntries = seasonEntries;
        this.tokens = tokens;
        this.invites = invites;
        this.games = games;
        this.challenges = challenges;
        this.webhooks = webhooks;
        this.tournaments = tournaments;
        this.caller = caller;
        this.maxArtifactBytes = config.league().maxArtifactBytes();
    }

    /** The header's link: the caller's team page, or a list of them for a person in several. */
    @GET
    public Response mine() {
        if (caller.isAnonymous()) {
            return seeOther("/sign-in");
        }
        Set<Long> own = Roles.teams(caller);
        if (own.size() == 1) {
            return seeOther("/teams/" + own.iterator().next());
        }
        List<TeamView> teams =
                own.stream().sorted().map(team -> access.team(caller, team)).toList();
        return Response.ok(Templates.teams(teams)).build();
    }

    @GET
    @Path("{id}")
    public Response page(
            @PathParam("id") long id,
            @QueryParam("done") String done,
            @QueryParam("bot") Long bot,
            @QueryParam("challenge") Long challenge) {
        if (!Roles.owns(caller, id)) {
            return publicPage(id);
        }
        return render(id, PostedForm.none(), Shown.NONE, done(id, done, bot, challenge), 200);
    }

    /**
     * The team's page as anyone sees it, signed in or not: its name, its members' display names for those who chose to
     * be shown (never an e-mail address), its bots and the seasons each played, and its bots' tournament placings as
     * far as the tournaments' releases let this reader see them.
     */
    private Response publicPage(long id) {
        TeamAccess.PublicTeam team;
        try {
            team = access.publicTeam(id);
        } catch (Refusal notFound) {
            return refusal(notFound);
        }
        Response.ResponseBuilder page = Response.ok(
                Templates.publicPage(team, botsSection.publicView(caller, id), placings(id), caller.isAnonymous()));
        // a signed-in reader may see tournament rounds released to its team: its page is theirs, never a shared cache's
        return (caller.isAnonymous() ? page : page.header("Cache-Control", "private, no-store")).build();
    }

    /**
     * What the page says after a form it sent here was done: worked out from the league's state (the bot's version and
     * its validation, the challenge), never from typed text; null for nothing or for what is not the team's.
     */
    private Done done(long team, String done, Long bot, Long challenge) {
        try {
            return switch (done == null ? "" : done) {
                case "registered", "version" -> {
                    BotView uploaded = bot == null ? null : bots.get(caller, bot);
                    yield uploaded == null || uploaded.team().id() != team
                            ? null
                            : new Done("uploaded", uploaded, null);
                }
                case "challenge" -> {
                    Challenges.ChallengeView made = challenge == null ? null : challenges.get(challenge);
                    yield made == null || made.bot().team() != team ? null : new Done(done, null, made);
                }
                case "webhook-removed", "webhook-on", "webhook-off" -> new Done(done, null, null);
                default -> null;
            };
        } catch (Refusal notFound) {
            return null;
        }
    }

    @POST
    @Path("{id}/bots")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response register(
            @PathParam("id") long id,
            @RestForm String team,
            @RestForm String name,
            @RestForm String kind,
            @RestForm String dialect,
            @RestForm String command,
            @RestForm String url,
            @RestForm("artifact") FileUpload artifact) {
        Form form =
                Form.of("team", team, "name", name, "kind", kind, "dialect", dialect, "command", command, "url", url);
        Long forTeam = form.number("team");
        List<String> runs = words(form);
        return act(id, TeamUploadSection.REGISTER, form, TeamUploadSection.REGISTER_FIELDS, () -> {
            BotView bot = bots.register(
                    caller,
                    new Submission(
                            name,
                            kind,
                            form.given("dialect"),
                            runs,
                            form.given("url"),
                            forTeam == null ? id : forTeam,
                            null),
                    upload(artifact));
            return seeOther("/teams/" + bot.team().id() + "?done=registered&bot=" + bot.id() + "#bots");
        });
    }

    @POST
    @Path("{id}/versions")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response newVersion(
            @PathParam("id") long id,
            @RestForm String bot,
            @RestForm String command,
            @RestForm String url,
            @RestForm String gate,
            @RestForm("artifact") FileUpload artifact) {
        Form form = Form.of("bot", bot, "command", command, "url", url, "gate", gate);
        Long botId = form.required(form.number("bot"), "bot", "must be chosen");
        List<String> runs = words(form);
        return act(id, TeamUploadSection.VERSION, form, TeamUploadSection.VERSION_FIELDS, () -> {
            // a field left empty keeps how the current version runs: its command, or its URL
            BotViews.Runs current = bots.get(caller, botId).runs();
            String at = form.given("url");
            bots.newVersion(
                    caller,
                    botId,
                    new Submission(
                            null,
                            null,
                            null,
                            runs == null && current != null ? current.command() : runs,
                            at == null && current != null ? current.url() : at,
                            null,
                            "true".equals(gate) ? GateSettings.DEFAULTS : null),
                    upload(artifact));
            return seeOther("/teams/" + id + "?done=version&bot=" + botId + "#bots");
        });
    }

    /** Lets other teams challenge the bot, or stops them. */
    @POST
    @Path("{id}/bots/{bot}/challengeable")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response challengeable(
            @PathParam("id") long id, @PathParam("bot") long bot, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        return act(id, "challengeable-" + bot, form, List.of(), () -> {
            ownBot(id, bot);
            bots.update(caller, bot, "true".equals(form.value("value")));
            return seeOther("/teams/" + id + "#bots");
        });
    }

    /** Asks for a challenge: one of the team's bots against another, a few unrated games. */
    @POST
    @Path("{id}/challenges")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response challenge(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        String name = TeamChallengesSection.CHALLENGE;
        Long own = form.required(form.number("bot"), "bot", "must be chosen");
        Long opponent = form.required(form.number("opponent"), "opponent", "must be chosen");
        Integer games = form.whole("games");
        Ruleset ruleset = ruleset(form);
        String opponentTyped = form.value("opponent").strip();
        return act(id, name, form, refused -> TeamForms.fieldOfChallenge(refused.getMessage(), opponentTyped), () -> {
            ownBot(id, own);
            try {
                Challenges.ChallengeView made =
                        challenges.create(caller, new Challenges.Request(own, opponent, games, ruleset));
                return seeOther("/teams/" + id + "?done=challenge&challenge=" + made.id() + "#challenges");
            } catch (LimitReached limit) {
                form.refuse(null, limit.getMessage());
                return render(id, new PostedForm(name, form), Shown.NONE, null, 429);
            }
        });
    }

    /** Registers a webhook; its secret is shown this once, on the page that answers. */
    @POST
    @Path("{id}/webhooks")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response webhook(@PathParam("id") long id, @RestForm String url, @RestForm("events") List<String> events) {
        // the events ticked, as one field: the form shows again each as it was
        Form form = Form.of("url", url, "events", events == null ? "" : String.join(",", events));
        return act(
                id,
                TeamWebhooksSection.WEBHOOK,
                form,
                refused -> TeamForms.fieldOfWebhook(refused.getMessage()),
                () -> {
                    Webhooks.CreatedWebhook made = webhooks.create(caller, id, url, events);
                    return render(id, PostedForm.none(), new Shown(made, null, null, null), null, 201);
                });
    }

    @POST
    @Path("{id}/webhooks/{hook}/{change:on|off|remove}")
    public Response changeWebhook(
            @PathParam("id") long id, @PathParam("hook") long hook, @PathParam("change") String change) {
        return button(id, "webhook-" + change + "-" + hook, () -> {
            if (change.equals("remove")) {
                webhooks.delete(caller, id, hook);
                return "/teams/" + id + "?done=webhook-removed#webhooks";
            }
            webhooks.setEnabled(caller, id, hook, change.equals("on"));
            return "/teams/" + id + "?done=webhook-" + change + "#webhooks";
        });
    }

    /** Refuses a bot that is not the page's team's: a form of one team's page acts for that team only. */
    private void ownBot(long team, long bot) {
        if (bots.get(caller, bot).team().id() != team) {
            throw Refusal.forbidden("bot " + bot + " is not one of this team's bots");
        }
    }

    /** The ruleset typed: classic, salvo or a spec; empty is classic; refused beside the field when it is none. */
    private static Ruleset ruleset(Form form) {
        String typed = form.given("ruleset");
        try {
            return typed == null ? Ruleset.classic() : Ruleset.parse(typed);
        } catch (InvalidRulesetException e) {
            form.refuse("ruleset", "ruleset: " + e.getMessage());
            return null;
        }
    }

    @POST
    @Path("{id}/bots/{bot}/retire")
    public Response retire(@PathParam("id") long id, @PathParam("bot") long bot) {
        return button(id, "retire-" + bot, () -> {
            bots.retire(caller, bot);
            return "/teams/" + id + "#bots";
        });
    }

    @POST
    @Path("{id}/bots/{bot}/unretire")
    public Response unretire(@PathParam("id") long id, @PathParam("bot") long bot) {
        return button(id, "unretire-" + bot, () -> {
            bots.unretire(caller, bot);
            return "/teams/" + id + "#bots";
        });
    }

    @POST
    @Path("{id}/entries")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response enter(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Long bot = form.required(form.number("bot"), "bot", "must be chosen");
        Long season = form.required(form.number("season"), "season", "must be chosen");
        return act(id, TeamSeasonsSection.ENTER, form, TeamSeasonsSection.ENTER_FIELDS, () -> {
            seasonEntries.enter(caller, season, bot);
            return seeOther("/teams/" + id + "#seasons");
        });
    }

    @POST
    @Path("{id}/seasons/{season}/bots/{bot}/withdraw")
    public Response withdraw(@PathParam("id") long id, @PathParam("season") long season, @PathParam("bot") long bot) {
        return button(id, "withdraw-" + season + "-" + bot, () -> {
            seasonEntries.withdraw(caller, season, bot);
            return "/teams/" + id + "#seasons";
        });
    }

    @POST
    @Path("{id}/members/{account}/remove")
    public Response removeMember(@PathParam("id") long id, @PathParam("account") long account) {
        boolean self = Identities.account(caller).filter(own -> own == account).isPresent();
        return button(id, self ? "leave" : "remove-" + account, () -> {
            access.removeMember(caller, id, account);
            // who leaves has no team page to go back to
            return self ? "/sign-in" : "/teams/" + id + "#members";
        });
    }

    @POST
    @Path("{id}/invites")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response invite(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        Integer uses = form.whole("uses");
        Integer hours = form.whole("hours");
        if (hours != null && (hours < 1 || hours > MAX_INVITE_HOURS)) {
            // the league bounds an invite's lifetime as a duration; the form's field says it in hours
            form.refuse("hours", "must be 1.." + MAX_INVITE_HOURS + ", was " + hours);
        }
        return act(id, TeamPeopleSection.INVITE, form, TeamPeopleSection.INVITE_FIELDS, () -> {
            Invites.NewInvite made = invites.create(caller, id, uses, hours == null ? null : Duration.ofHours(hours));
            return render(id, PostedForm.none(), new Shown(null, made, site.link(made.path()), null), null, 201);
        });
    }

    @POST
    @Path("{id}/invites/{invite}/revoke")
    public Response revokeInvite(@PathParam("id") long id, @PathParam("invite") long invite) {
        return button(id, "revoke-invite-" + invite, () -> {
            invites.revoke(caller, id, invite);
            return "/teams/" + id + "#members";
        });
    }

    @POST
    @Path("{id}/tokens")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response newToken(@PathParam("id") long id, MultivaluedMap<String, String> posted) {
        Form form = Form.typed(posted);
        return act(id, TeamPeopleSection.TOKEN, form, TeamPeopleSection.TOKEN_FIELDS, () -> {
            ApiTokens.NewToken made = tokens.create(caller, id, form.value("name"));
            return render(id, PostedForm.none(), new Shown(null, null, null, made), null, 201);
        });
    }

    @POST
    @Path("{id}/tokens/{token}/revoke")
    public Response revokeToken(@PathParam("id") long id, @PathParam("token") long token) {
        return button(id, "revoke-token-" + token, () -> {
            tokens.revoke(caller, id, token);
            return "/teams/" + id + "#tokens";
        });
    }

    /**
     * One game of the team's bots with the transcripts of the team's own (what it was sent and answered, the end of its
     * stderr); the opponent's stay its own team's.
     */
    @GET
    @Path("{id}/games/{game}")
    public Response game(@PathParam("id") long id, @PathParam("game") long game) {
        TeamView team;
        try {
            team = access.team(caller, id);
        } catch (Refusal refused) {
            return refusal(refused);
        }
        Set<Long> own = bots.list(caller, id).stream().map(BotView::id).collect(Collectors.toSet());
        Response notOurs = PagesResource.notFound("game " + game + " of this team");
        try {
            return games.game(game, Reader.team(id))
                    .filter(g ->
                            own.contains(g.botA().id()) || own.contains(g.botB().id()))
                    .map(g -> Response.ok(TeamGamePage.Templates.page(
                                    team,
                                    g,
                                    GamePage.Transcript.of(g),
                                    LogLines.of(g, games.readableLogs(game, Reader.team(id)), 0),
                                    games.notes(game, Reader.team(id))))
                            .build())
                    .orElse(notOurs);
        } catch (Refusal anotherTeamsGate) {
            // under this team's address another team's game is none of its games, gate or not
            return notOurs;
        }
    }

    /** A button's form: does its act and sends the browser where it says; refused, the page says why beside it. */
    private Response button(long id, String name, Supplier<String> act) {
        return act(id, name, Form.empty(), List.of(), () -> seeOther(act.get()));
    }

    /** {@link #act}, each refusal put beside the field of {@code fields} it is about ({@link TeamForms#fieldOf}). */
    private Response act(long id, String name, Form form, List<String> fields, Supplier<Response> act) {
        return act(id, name, form, refused -> TeamForms.fieldOf(refused.kind(), refused.getMessage(), fields), act);
    }

    /**
     * Does the form's act unless what was typed is refused already; refused, by the page or the league, the page is
     * shown again with the form as typed and each refusal beside the field it is about ({@code fieldOf}; "" for the
     * form as a whole), or beside the request's property Bean Validation names.
     */
    private Response act(long id, String name, Form form, Function<Refusal, String> fieldOf, Supplier<Response> act) {
        int status = 400;
        if (!form.refused()) {
            try {
                return act.get();
            } catch (Refusal refused) {
                String field = fieldOf.apply(refused);
                form.refuse(field.isEmpty() ? null : field, refused.getMessage());
                status = PageResponses.status(refused);
            } catch (ConstraintViolationException invalid) {
                form.refuse(invalid, Map.of(), Map.of());
            }
        }
        return render(id, new PostedForm(name, form), Shown.NONE, null, status);
    }

    private Response render(long id, PostedForm posted, Shown shown, Done done, int status) {
        TeamView team;
        try {
            team = access.team(caller, id);
        } catch (Refusal notOwn) {
            return refusal(notOwn);
        }
        TeamContext context = new TeamContext(team, caller, bots.list(caller, id), posted, shown);
        Response.ResponseBuilder page = Response.status(status)
                .type(MediaType.TEXT_HTML)
                .entity(Templates.page(
                        context,
                        done,
                        noticesSection.view(context),
                        botsSection.view(context),
                        uploadSection.view(context),
                        seasonsSection.view(context),
                        placings(id),
                        gamesSection.view(context),
                        challengesSection.view(context),
                        webhooksSection.view(context),
                        peopleSection.view(context)));
        if (status >= 400 && IN_PAGE.equals(headers.getHeaderString(FORM_HEADER))) {
            // team.js puts the refusal into the form on screen: a browser would log a failed fetch as an error
            page.status(200).header(REFUSED_HEADER, status);
        }
        return page.build();
    }

    /** The team's tournaments, as many as the tournaments' page lists, each as the caller may see it. */
    private List<TeamPlacing> placings(long team) {
        return tournaments.placings(caller, team, TournamentPagesResource.LISTED);
    }

    /** The page of a caller who may not see the team: not its member, or no such team. */
    private static Response refusal(Refusal refused) {
        return PageResponses.page(PageResponses.status(refused), Templates.refused(refused.kind()));
    }

    private Upload upload(FileUpload artifact) {
        // a file input left empty still sends its part, with no name and no bytes
        return artifact == null || artifact.size() == 0
                ? null
                : Upload.read(artifact.uploadedFile(), artifact.size(), maxArtifactBytes);
    }

    /** The command typed on one line: its words, as {@code play} splits them; none when nothing is typed. */
    private static List<String> words(Form form) {
        String command = form.given("command");
        try {
            return command == null ? null : BotDefinition.split(command);
        } catch (IllegalArgumentException e) {
            form.refuse("command", e.getMessage());
            return null;
        }
    }
}
