package io.admiralty.web;

import static io.admiralty.web.PageResponses.page;
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
import io.admiralty.web.TeamContext.Refused;
import io.admiralty.web.TeamContext.Shown;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.validation.ConstraintViolation;
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
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
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
    @Operation(hidden = true)
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
    @Operation(hidden = true)
    public Response page(
            @PathParam("id") long id,
            @QueryParam("done") String done,
            @QueryParam("bot") Long bot,
            @QueryParam("challenge") Long challenge) {
        if (!Roles.owns(caller, id)) {
            return publicPage(id);
        }
        return render(id, null, null, done(id, done, bot, challenge), 200);
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
        if (done == null) {
            return null;
        }
        try {
            return switch (done) {
                case "registered", "version" -> bot == null ? null : Done.uploaded(bots.get(caller, bot), team);
                case "challenge" -> challenge == null ? null : Done.challenged(challenges.get(challenge), team);
                case "webhook-removed" -> new Done("The webhook is removed: it is sent nothing more.");
                case "webhook-on" -> new Done("The webhook is switched on again; its failures are forgotten.");
                case "webhook-off" -> new Done("The webhook is switched off: it is sent nothing until switched on.");
                default -> null;
            };
        } catch (Refusal notFound) {
            return null;
        }
    }

    @POST
    @Path("{id}/bots")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Operation(hidden = true)
    public Response register(
            @PathParam("id") long id,
            @RestForm String team,
            @RestForm String name,
            @RestForm String kind,
            @RestForm String dialect,
            @RestForm String command,
            @RestForm String url,
            @RestForm("artifact") FileUpload artifact) {
        Map<String, String> typed =
                typed("team", team, "name", name, "kind", kind, "dialect", dialect, "command", command, "url", url);
        return act(id, TeamUploadSection.REGISTER, TeamUploadSection.REGISTER_FIELDS, typed, () -> {
            Long forTeam = team == null || team.isBlank() ? id : number("team", team);
            BotView bot = bots.register(
                    caller,
                    new Submission(name, kind, blank(dialect), words(command), blank(url), forTeam, null),
                    upload(artifact));
            return "/teams/" + bot.team().id() + "?done=registered&bot=" + bot.id() + "#bots";
        });
    }

    @POST
    @Path("{id}/versions")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Operation(hidden = true)
    public Response newVersion(
            @PathParam("id") long id,
            @RestForm String bot,
            @RestForm String command,
            @RestForm String url,
            @RestForm String gate,
            @RestForm("artifact") FileUpload artifact) {
        Map<String, String> typed = typed("bot", bot, "command", command, "url", url, "gate", gate);
        return act(id, TeamUploadSection.VERSION, TeamUploadSection.VERSION_FIELDS, typed, () -> {
            long botId = number("bot", bot);
            // a field left empty keeps how the current version runs: its command, or its URL
            BotViews.Runs current = bots.get(caller, botId).runs();
            List<String> runs = words(command);
            bots.newVersion(
                    caller,
                    botId,
                    new Submission(
                            null,
                            null,
                            null,
                            runs == null && current != null ? current.command() : runs,
                            blank(url) == null && current != null ? current.url() : blank(url),
                            null,
                            "true".equals(gate) ? GateSettings.DEFAULTS : null),
                    upload(artifact));
            return "/teams/" + id + "?done=version&bot=" + botId + "#bots";
        });
    }

    /** Lets other teams challenge the bot, or stops them. */
    @POST
    @Path("{id}/bots/{bot}/challengeable")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response challengeable(@PathParam("id") long id, @PathParam("bot") long bot, @RestForm String value) {
        return act(id, "challengeable-" + bot, List.of(), Map.of(), () -> {
            ownBot(id, bot);
            bots.update(caller, bot, "true".equals(value));
            return "/teams/" + id + "#bots";
        });
    }

    /** Asks for a challenge: one of the team's bots against another, a few unrated games. */
    @POST
    @Path("{id}/challenges")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response challenge(
            @PathParam("id") long id,
            @RestForm String bot,
            @RestForm String opponent,
            @RestForm String games,
            @RestForm String ruleset) {
        Map<String, String> typed = typed("bot", bot, "opponent", opponent, "games", games, "ruleset", ruleset);
        String form = TeamChallengesSection.CHALLENGE;
        try {
            long own = number("bot", bot);
            ownBot(id, own);
            Challenges.ChallengeView made = challenges.create(
                    caller,
                    new Challenges.Request(
                            own,
                            number("opponent", opponent),
                            bounded("games", games == null || games.isBlank() ? "10" : games, 1000),
                            ruleset(ruleset)));
            return seeOther("/teams/" + id + "?done=challenge&challenge=" + made.id() + "#challenges");
        } catch (Refusal refused) {
            return refusedPage(
                    id,
                    form,
                    typed,
                    refused,
                    TeamChallengesSection.fieldOf(refused.getMessage(), opponent == null ? "" : opponent.strip()));
        } catch (LimitReached limit) {
            return render(id, new Refused(form, "", limit.getMessage(), typed), null, null, 429);
        }
    }

    /** Registers a webhook; its secret is shown this once, on the page that answers. */
    @POST
    @Path("{id}/webhooks")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response webhook(@PathParam("id") long id, @RestForm String url, @RestForm("events") List<String> events) {
        Map<String, String> typed = typed("url", url, "events", events == null ? "" : String.join(",", events));
        String form = TeamWebhooksSection.WEBHOOK;
        try {
            Webhooks.CreatedWebhook made = webhooks.create(caller, id, url, events);
            return render(
                    id,
                    null,
                    new Shown(form, "Webhook " + made.id() + " is registered: " + made.url() + ".", made.secret()),
                    null,
                    201);
        } catch (Refusal refused) {
            return refusedPage(id, form, typed, refused, TeamWebhooksSection.fieldOf(refused.getMessage()));
        }
    }

    @POST
    @Path("{id}/webhooks/{hook}/{change:on|off|remove}")
    @Operation(hidden = true)
    public Response changeWebhook(
            @PathParam("id") long id, @PathParam("hook") long hook, @PathParam("change") String change) {
        return act(id, "webhook-" + change + "-" + hook, List.of(), Map.of(), () -> {
            if (change.equals("remove")) {
                webhooks.delete(caller, id, hook);
                return "/teams/" + id + "?done=webhook-removed#webhooks";
            }
            webhooks.setEnabled(caller, id, hook, change.equals("on"));
            return "/teams/" + id + "?done=webhook-" + change + "#webhooks";
        });
    }

    private String team(long id) {
        return access.team(caller, id).name();
    }

    /** Refuses a bot that is not the page's team's: a form of one team's page acts for that team only. */
    private void ownBot(long team, long bot) {
        if (bots.get(caller, bot).team().id() != team) {
            throw Refusal.forbidden("bot " + bot + " is not one of this team's bots");
        }
    }

    /** A ruleset as typed: classic, salvo or a spec; empty is classic. */
    private static Ruleset ruleset(String typed) {
        try {
            return typed == null || typed.isBlank() ? Ruleset.classic() : Ruleset.parse(typed.strip());
        } catch (InvalidRulesetException e) {
            throw Refusal.invalid("ruleset: " + e.getMessage());
        }
    }

    @POST
    @Path("{id}/bots/{bot}/retire")
    @Operation(hidden = true)
    public Response retire(@PathParam("id") long id, @PathParam("bot") long bot) {
        return act(id, "retire-" + bot, List.of(), Map.of(), () -> {
            bots.retire(caller, bot);
            return "/teams/" + id + "#bots";
        });
    }

    @POST
    @Path("{id}/bots/{bot}/unretire")
    @Operation(hidden = true)
    public Response unretire(@PathParam("id") long id, @PathParam("bot") long bot) {
        return act(id, "unretire-" + bot, List.of(), Map.of(), () -> {
            bots.unretire(caller, bot);
            return "/teams/" + id + "#bots";
        });
    }

    @POST
    @Path("{id}/entries")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response enter(@PathParam("id") long id, @RestForm String bot, @RestForm String season) {
        return act(
                id,
                TeamSeasonsSection.ENTER,
                TeamSeasonsSection.ENTER_FIELDS,
                typed("bot", bot, "season", season),
                () -> {
                    seasonEntries.enter(caller, number("season", season), number("bot", bot));
                    return "/teams/" + id + "#seasons";
                });
    }

    @POST
    @Path("{id}/seasons/{season}/bots/{bot}/withdraw")
    @Operation(hidden = true)
    public Response withdraw(@PathParam("id") long id, @PathParam("season") long season, @PathParam("bot") long bot) {
        return act(id, "withdraw-" + season + "-" + bot, List.of(), Map.of(), () -> {
            seasonEntries.withdraw(caller, season, bot);
            return "/teams/" + id + "#seasons";
        });
    }

    @POST
    @Path("{id}/members/{account}/remove")
    @Operation(hidden = true)
    public Response removeMember(@PathParam("id") long id, @PathParam("account") long account) {
        boolean self = Identities.account(caller).filter(own -> own == account).isPresent();
        return act(id, self ? "leave" : "remove-" + account, List.of(), Map.of(), () -> {
            access.removeMember(caller, id, account);
            // who leaves has no team page to go back to
            return self ? "/sign-in" : "/teams/" + id + "#members";
        });
    }

    @POST
    @Path("{id}/invites")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response invite(@PathParam("id") long id, @RestForm String uses, @RestForm String hours) {
        Map<String, String> typed = typed("uses", uses, "hours", hours);
        try {
            Integer people = uses == null || uses.isBlank() ? null : bounded("uses", uses, 100);
            Integer lifetime = hours == null || hours.isBlank() ? null : bounded("hours", hours, 720);
            Invites.NewInvite made =
                    invites.create(caller, id, people, lifetime == null ? null : Duration.ofHours(lifetime));
            String link = site.link(made.path());
            return render(
                    id,
                    null,
                    new Shown(
                            TeamPeopleSection.INVITE,
                            "A link for " + Words.count(made.uses(), "person", "people") + " to join " + team(id)
                                    + ", until " + Words.shown(made.expiresAt()) + ".",
                            link),
                    null,
                    201);
        } catch (Refusal refused) {
            return refusedPage(id, TeamPeopleSection.INVITE, TeamPeopleSection.INVITE_FIELDS, typed, refused);
        }
    }

    @POST
    @Path("{id}/invites/{invite}/revoke")
    @Operation(hidden = true)
    public Response revokeInvite(@PathParam("id") long id, @PathParam("invite") long invite) {
        return act(id, "revoke-invite-" + invite, List.of(), Map.of(), () -> {
            invites.revoke(caller, id, invite);
            return "/teams/" + id + "#members";
        });
    }

    @POST
    @Path("{id}/tokens")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public Response newToken(@PathParam("id") long id, @RestForm String name) {
        try {
            ApiTokens.NewToken made = tokens.create(caller, id, name);
            return render(
                    id,
                    null,
                    new Shown(TeamPeopleSection.TOKEN, "The token " + made.name() + ".", made.token()),
                    null,
                    201);
        } catch (Refusal refused) {
            return refusedPage(
                    id, TeamPeopleSection.TOKEN, TeamPeopleSection.TOKEN_FIELDS, typed("name", name), refused);
        }
    }

    @POST
    @Path("{id}/tokens/{token}/revoke")
    @Operation(hidden = true)
    public Response revokeToken(@PathParam("id") long id, @PathParam("token") long token) {
        return act(id, "revoke-token-" + token, List.of(), Map.of(), () -> {
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
    @Operation(hidden = true)
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

    /** Does the act; sends the browser where it says, or shows the page again with the refusal. */
    private Response act(long id, String form, List<String> fields, Map<String, String> typed, Supplier<String> act) {
        try {
            return seeOther(act.get());
        } catch (Refusal refused) {
            return refusedPage(id, form, fields, typed, refused);
        } catch (ConstraintViolationException invalid) {
            ConstraintViolation<?> first = invalid.getConstraintViolations().stream()
                    .min(Comparator.comparing(v -> v.getPropertyPath().toString()))
                    .orElseThrow();
            String field = leaf(first.getPropertyPath());
            return render(
                    id,
                    new Refused(form, fields.contains(field) ? field : "", field + " " + first.getMessage(), typed),
                    null,
                    null,
                    400);
        }
    }

    private Response refusedPage(
            long id, String form, List<String> fields, Map<String, String> typed, Refusal refused) {
        return refusedPage(id, form, typed, refused, TeamForms.fieldOf(refused.kind(), refused.getMessage(), fields));
    }

    private Response refusedPage(long id, String form, Map<String, String> typed, Refusal refused, String field) {
        return render(
                id, new Refused(form, field, refused.getMessage(), typed), null, null, PageResponses.status(refused));
    }

    private Response render(long id, Refused refused, Shown shown, Done done, int status) {
        TeamView team;
        try {
            team = access.team(caller, id);
        } catch (Refusal notOwn) {
            return refusal(notOwn);
        }
        TeamContext context = new TeamContext(team, caller, refused, shown);
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
        return Response.status(PageResponses.status(refused))
                .type(MediaType.TEXT_HTML)
                .entity(Templates.refused(refused.kind()))
                .build();
    }

    private Upload upload(FileUpload artifact) {
        // a file input left empty still sends its part, with no name and no bytes
        return artifact == null || artifact.size() == 0
                ? null
                : Upload.read(artifact.uploadedFile(), artifact.size(), maxArtifactBytes);
    }

    /** A command typed on one line: its words, as {@code play} splits them; none when nothing is typed. */
    private static List<String> words(String command) {
        if (command == null || command.isBlank()) {
            return null;
        }
        try {
            return BotDefinition.split(command.strip());
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid(e.getMessage());
        }
    }

    private static String blank(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    private static long number(String field, String value) {
        try {
            return Long.parseLong(value == null ? "" : value.strip());
        } catch (NumberFormatException e) {
            throw Refusal.invalid(field + " must be chosen");
        }
    }

    private static int bounded(String field, String value, int max) {
        long n;
        try {
            n = Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw Refusal.invalid(field + " must be a whole number, 1.." + max);
        }
        if (n < 1 || n > max) {
            throw Refusal.invalid(field + " must be 1.." + max + ", was " + n);
        }
        return (int) n;
    }

    private static String leaf(jakarta.validation.Path path) {
        String leaf = "";
        for (jakarta.validation.Path.Node node : path) {
            leaf = node.getName() == null ? leaf : node.getName();
        }
        return leaf;
    }

    /** The fields typed, by name (nulls as ""), to show again in a refused form. */
    private static Map<String, String> typed(String... namesAndValues) {
        Map<String, String> typed = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            typed.put(namesAndValues[i], namesAndValues[i + 1] == null ? "" : namesAndValues[i + 1]);
        }
        return typed;
    }
}
