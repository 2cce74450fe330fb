package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.game.Ruleset;
import io.admiralty.history.GameQueries;
import io.admiralty.history.GameQueries.Reader;
import io.admiralty.history.GameViews.GamePage;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.challenge.Challenges;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import io.admiralty.league.challenge.LimitReached;
import io.admiralty.league.gate.Gates;
import io.admiralty.league.gate.Gates.GateView;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.Change;
import io.admiralty.league.season.Finals;
import io.admiralty.league.season.Rounds;
import io.admiralty.league.season.Rounds.NextRound;
import io.admiralty.league.season.Rounds.RoundView;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.season.SeasonSettings;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonPatch;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.skill.SkillMeasure;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.RatingPoint;
import io.admiralty.league.standings.Standings.Standing;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.TeamGroups;
import io.admiralty.league.team.TeamGroups.GroupView;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import io.admiralty.league.tournament.Tournaments;
import io.admiralty.views.SeasonViews;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import org.eclipse.microprofile.graphql.DefaultValue;
import org.eclipse.microprofile.graphql.Description;
import org.eclipse.microprofile.graphql.GraphQLApi;
import org.eclipse.microprofile.graphql.Id;
import org.eclipse.microprofile.graphql.Mutation;
import org.eclipse.microprofile.graphql.NonNull;
import org.eclipse.microprofile.graphql.Query;
import org.eclipse.microprofile.graphql.Source;

/**
 * The league over GraphQL: its reads, and the changes REST has that scripts ask for most (a season's settings, a
 * challenge, a bot brought back, an entry withdrawn), each through the service REST calls. Public data needs no token;
 * with one, a team also sees its own bots' runs and transcripts, as over REST.
 */
@GraphQLApi
@WordedRefusals.Worded
public class LeagueGraphQL {

    private final Standings standings;
    private final Seasons seasons;
    private final SeasonEntries seasonEntries;
    private final Rounds rounds;
    private final BotProfiles bots;
    private final Gates gates;
    private final GameQueries games;
    private final SecurityIdentity caller;
    private final SkillJobs skill;
    private final Challenges challenges;
    private final Finals finals;
    private final SeasonViews views;
    private final Tournaments tournaments;
    private final TeamGroups teamGroups;

    /**
     * What asking for a challenge answers: the challenge, or (null challenge) the team's limit it would pass, with the
     * same figures as REST's 429.
     */
    public record ChallengeAnswer(ChallengeView challenge, ChallengeResource.LimitBody limit) {}

    public LeagueGraphQL(
            Standings standings,
            Seasons seasons,
            SeasonEntries seasonEntries,
            Rounds rounds,
            BotProfiles bots,
            Gates gates,
            GameQueries games,
            SecurityIdentity caller,
            SkillJobs skill,
            Challenges challenges,
            Finals finals,
            SeasonViews views,
            Tournaments tournaments,
            TeamGroups teamGroups) {
        this.teamGroups = teamGroups;
        this.views = views;
        this.tournaments = tournaments;
        this.finals = finals;
        this.challenges = challenges;
        this.standings = standings;
        this.seasons = seasons;
        this.seasonEntries = seasonEntries;
        this.rounds = rounds;
        this.bots = bots;
        this.gates = gates;
        this.skill = skill;
        this.games = games;
        this.caller = caller;
    }

    @Query
    @Description(
            "The season's bots by Elo, best first, with the maximum-likelihood rating and its 95% interval beside it (a bot withdrawn from the season left out)")
    public @NonNull List<@NonNull Standing> leaderboard(@Id @NonNull String season, @DefaultValue("50") int first) {
        return views.leaderboard(id(season), first);
    }

    @Query
    public @NonNull List<@NonNull SeasonView> seasons() {
        return seasons.list();
    }

    @Query
    public SeasonView season(@Id @NonNull String id) {
        return seasons.find(id(id)).orElse(null);
    }

    @Query
    @Description(
            "The season's final table, its result, as kept when its final ended (place, each bot's version, games, wins, losses, draws, forfeits, points); an error when it has none yet")
    public Finals.FinalResult finalTable(@Id @NonNull String season) {
        return finals.result(id(season));
    }

    @Mutation
    @RolesAllowed(Roles.ORGANISER)
    @Description(
            "Organiser only: start the season's final now (one round robin with the final's games per matchup; the entries freeze)")
    public RoundView startFinal(@Id @NonNull String season) {
        return rounds.queueFinal(caller, id(season));
    }

    @Query
    @Description(
            "The round the season would queue now: its matchups (for an adaptive season, the pairs its plan chooses from the current standings), the first of them listed")
    public NextRound nextRound(@Id @NonNull String season, @DefaultValue("100") int first) {
        return rounds.nextRound(id(season), first).orElse(null);
    }

    @Mutation
    @RolesAllowed(Roles.ORGANISER)
    @Description(
            "Organiser only: change a season's schedule (a Quartz cron with seconds; \"\" removes it), pause or resume it, close it for good, or change how its next rounds are paired (\"round-robin\" or \"adaptive\" with a budget of matchups per bot and round)")
    public SeasonView updateSeason(
            @Id @NonNull String id, String schedule, Boolean paused, Boolean closed, String pairing, Integer budget) {
        // GraphQL cannot tell an argument left out from one sent as null: "" removes the schedule
        SeasonPatch patch = new SeasonPatch(
                schedule == null ? Change.keep() : Change.to(schedule.isBlank() ? null : schedule),
                Change.ifGiven(paused),
                Change.ifGiven(closed),
                Change.ifGiven(pairing == null ? null : SeasonSettings.pairing(pairing)),
                Change.ifGiven(budget));
        return seasons.update(caller, id(id), patch);
    }

    @Mutation
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Description("Withdraw a bot from a season that is not closed (its team; a built-in, the organiser), as DELETE "
            + "/api/seasons/{id}/entries/{bot}: it is in no round queued from now on and leaves the season's "
            + "leaderboard; its games stay, and entering it again brings it back with its rating")
    public @NonNull SeasonView withdrawEntry(@Id @NonNull String season, @Id @NonNull String bot) {
        seasonEntries.withdraw(caller, id(season), id(bot));
        return seasons.find(id(season)).orElseThrow();
    }

    @Mutation
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Description(
            "Bring a retired bot back (its team, or the organiser), as PATCH /api/bots/{id} {\"retired\": false}: it "
                    + "plays its seasons' next rounds with the version, entries and ratings it had")
    public @NonNull BotView unretireBot(@Id @NonNull String id) {
        return bots.unretire(caller, id(id));
    }

    @Query
    @Description("A bot's public profile")
    public BotView bot(@Id @NonNull String id) {
        return bots.find(caller, id(id)).orElse(null);
    }

    @Description("Elo after each of the bot's games in the season, oldest first")
    public @NonNull List<@NonNull RatingPoint> ratingHistory(@Source BotView bot, @Id @NonNull String season) {
        return standings.ratingHistory(id(season), bot.id());
    }

    @Description(
            "Every version's skill score on each ruleset, newest version first (skill holds the current version's)")
    public @NonNull List<@NonNull SkillView> skillHistory(@Source BotView bot) {
        return skill.ofBot(caller, bot.id(), SkillMeasure.ATTACK);
    }

    @Description("The bot's version gates, newest first: each candidate's test against the version that was current")
    public @NonNull List<@NonNull GateView> gates(@Source BotView bot) {
        return gates.ofBot(bot.id());
    }

    @Query
    @Description(
            "The version gate of one version of a bot (null when that version was not gated): the LLR with its bounds, games, "
                    + "pentanomial counts, the Elo difference with its 95% interval and the state, live while it runs")
    public GateView gate(@Id @NonNull String bot, int version) {
        return gates.ofVersion(id(bot), version).orElse(null);
    }

    @Query
    @Description("Finished games, newest first; pass a page's endCursor as after for the next page. Version gates'"
            + " games only for the gated bot's team and the organiser. tag: only games a bot tagged so (the given"
            + " bot, if any), as the caller may see tags: their own bots', and those of teams that made theirs public")
    public @NonNull GamePage games(
            @Id String season, @Id String bot, @DefaultValue("20") int first, String after, String tag) {
        if (season != null && bot == null && after == null && tag == null) {
            return views.newestGames(id(season), first);
        }
        return games.page(
                season == null ? null : id(season), bot == null ? null : id(bot), tag, first, after, Reader.of(caller));
    }

    @Query
    @Description("One finished game with both placements and every strike; a version gate's game only for the gated"
            + " bot's team and the organiser (an error for anyone else)")
    public GameView game(@Id @NonNull String id) {
        return games.game(id(id), Reader.of(caller)).orElse(null);
    }

    @Query
    @Description("Wins, losses and draws of every bot against every other in the season")
    public @NonNull List<@NonNull HeadToHead> headToHead(@Id @NonNull String season) {
        return views.headToHead(id(season));
    }

    @Mutation
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Description(
            "Challenge a bot to an unrated matchup, as POST /api/challenges: your bot, the opponent, games (default 10) and "
                    + "a ruleset spec (\"classic\", \"salvo\", \"12x8:5,4,3:salvo\"). Over one of your team's limits the "
                    + "answer's limit says which, what is used and when it frees, and challenge is null")
    public @NonNull ChallengeAnswer challenge(
            @Id @NonNull String bot, @Id @NonNull String opponent, Integer games, String ruleset) {
        Ruleset parsed = null;
        if (ruleset != null) {
            try {
                parsed = Ruleset.parse(ruleset);
            } catch (IllegalArgumentException e) {
                throw Refusal.invalid("ruleset: " + e.getMessage());
            }
        }
        try {
            return new ChallengeAnswer(
                    challenges.create(caller, new Challenges.Request(id(bot), id(opponent), games, parsed)), null);
        } catch (LimitReached e) {
            return new ChallengeAnswer(null, ChallengeResource.LimitBody.of(e.exceeded()));
        }
    }

    @Query
    @Description("One tournament as the caller may see it: a series of a hidden round only the organiser sees, of a"
            + " round released to participants also its two teams, of a public round everyone (as GET"
            + " /api/tournaments/{id}); null when there is none")
    public TournamentView tournament(@Id @NonNull String id) {
        try {
            return tournaments.get(caller, id(id));
        } catch (Refusal e) {
            if (e.kind() == Refusal.Kind.NOT_FOUND) {
                return null;
            }
            throw e;
        }
    }

    @Query
    @Description("The tournaments, newest first (at most 100), each as the caller may see it")
    public @NonNull List<@NonNull TournamentView> tournaments(@DefaultValue("20") int first) {
        if (first < 1 || first > TournamentResource.MAX_LIST) {
            throw Refusal.invalid("first must be 1.." + TournamentResource.MAX_LIST + ", was " + first);
        }
        return tournaments.list(caller, first);
    }

    @Mutation
    @RolesAllowed(Roles.ORGANISER)
    @Description("Organiser only: play again a series the queue stopped after a league fault, as POST"
            + " /api/tournaments/{id}/rounds/{round}/series/{section}/{number}/replay: the games of the pair it gave up"
            + " on are discarded, a fresh pair queued; an error for a series that did not stop")
    public @NonNull TournamentView replaySeries(
            @Id @NonNull String tournament, int round, @NonNull String section, int number) {
        return tournaments.replay(caller, id(tournament), round, section, number);
    }

    @Mutation
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Description("Withdraw an entrant from a tournament (its team, or the organiser), as POST"
            + " /api/tournaments/{id}/entrants/{bot}/withdrawal: a reason of 1..200 characters, shown to everyone; its"
            + " series not decided are walkovers, and a Swiss pairs it in no later round")
    public @NonNull TournamentView withdrawFromTournament(
            @Id @NonNull String tournament, @Id @NonNull String bot, @NonNull String reason) {
        return tournaments.withdraw(caller, id(tournament), id(bot), new Tournaments.Withdrawal(reason));
    }

    @Query
    @Description("The groups of teams the organiser named, by name, each with its teams' ids (as GET /api/team-groups)")
    public @NonNull List<@NonNull GroupView> teamGroups() {
        return teamGroups.all();
    }

    // named, since SmallRye would strip a mutation's "set" otherwise
    @Mutation("setTeamGroup")
    @RolesAllowed(Roles.ORGANISER)
    @Description("Organiser only: set a group's teams, replacing those it had (an empty list ends it), as PUT"
            + " /api/team-groups/{name}: teams are their ids; a name is 1..32 lower-case letters, digits and hyphens")
    public @NonNull GroupView setTeamGroup(@NonNull String name, @NonNull List<@NonNull String> teams) {
        return teamGroups.set(
                caller,
                name,
                new TeamGroups.Members(teams.stream().map(LeagueGraphQL::id).toList()));
    }

    @Query("challenge")
    @Description("One challenge (a match on request): its state, score and games")
    public ChallengeView challengeById(@Id @NonNull String id) {
        try {
            return challenges.get(id(id));
        } catch (Refusal e) {
            if (e.kind() == Refusal.Kind.NOT_FOUND) {
                return null;
            }
            throw e;
        }
    }

    @Query
    @Description("A bot's challenges (made or received), or a team's, newest first; give one of bot or team")
    public @NonNull List<@NonNull ChallengeView> challenges(
            @Id String bot, @Id String team, @DefaultValue("20") int first) {
        if ((bot == null) == (team == null)) {
            throw Refusal.invalid("give one of bot or team");
        }
        if (first < 1 || first > ChallengeResource.MAX_LIST) {
            throw Refusal.invalid("first must be 1.." + ChallengeResource.MAX_LIST + ", was " + first);
        }
        return bot != null ? challenges.ofBot(id(bot), first) : challenges.ofTeam(id(team), first);
    }

    @Description("The challenges the bot made or was challenged to, newest first")
    public @NonNull List<@NonNull ChallengeView> challenges(@Source BotView bot, @DefaultValue("20") int first) {
        if (first < 1 || first > ChallengeResource.MAX_LIST) {
            throw Refusal.invalid("first must be 1.." + ChallengeResource.MAX_LIST + ", was " + first);
        }
        return challenges.ofBot(bot.id(), first);
    }

    private static long id(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw Refusal.invalid("'" + text + "' is not an id");
        }
    }
}
