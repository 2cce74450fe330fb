package io.admiralty.league.tournament;

import io.admiralty.Refusal;
import io.admiralty.bot.BotLimits;
import io.admiralty.game.Ruleset;
import io.admiralty.league.Name;
import io.admiralty.league.PlainText;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.season.BoardRow;
import io.admiralty.league.season.EntryRepository;
import io.admiralty.league.season.Season;
import io.admiralty.league.season.SeasonRepository;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.TeamGroups;
import io.admiralty.league.validation.Validations;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.jboss.logging.Logger;

/**
 * The organiser's tournaments: made from a season's top entrants or a list of bots, started, their rounds released
 * and, for a Swiss, pairs forbidden; read by anyone through {@link TournamentViews}, which shows each reader what the
 * rounds' releases let them see.
 */
@ApplicationScoped
public class Tournaments {

    private static final Logger LOG = Logger.getLogger(Tournaments.class);

    /** The entrants a tournament takes at most: the pure rules are proven for 2..64. */
    public static final int MAX_ENTRANTS = 64;

    public static final int DEFAULT_BEST_OF = 7;
    public static final int MAX_BEST_OF = 99;
    public static final int MAX_SWISS_ROUNDS = 64;
    public static final int MAX_REASON = 200;

    /**
     * What the organiser sends to make a tournament: a name; {@code format} swiss, single, double or round-robin;
     * {@code bestOf} odd (default 7); {@code rounds} a Swiss's alone; {@code release} the rounds' default stage,
     * public (as games finish) or hidden (default public); entrants either the {@code top} K of {@code season} or
     * {@code bots}, listed (seeded by their fit in {@code season} when one is given, else in the order listed);
     * {@code ruleset} only without a season (default classic); {@code group} takes entrants of that group's teams
     * alone (the top K among them); {@code countsInSeason} (default false) rates its games in the season, as the
     * season's own, and then every round is public as its games finish, since a rating change tells a result.
     */
    public record Request(
            @NotBlank @Name String name,
            @NotNull String format,
            Integer bestOf,
            Integer rounds,
            String release,
            Long season,
            Integer top,
            @Size(max = MAX_ENTRANTS) List<@NotNull Long> bots,
            String ruleset,
            String group,
            Boolean countsInSeason) {}

    /** Why an entrant is withdrawn from a tournament: shown to everyone beside it and in its walkovers. */
    public record Withdrawal(@NotBlank @PlainText @Size(max = MAX_REASON) String reason) {}

    /** The stage a round is released to: hidden, participants or public. */
    public record Release(@NotNull String stage) {}

    /** The pairs a Swiss may not pair, each two entrants' bot ids; replaces those forbidden before. */
    public record ForbiddenPairs(
            @NotNull @Size(max = 2016) List<@NotNull @Size(min = 2, max = 2) List<@NotNull Long>> pairs) {}

    private final TournamentRepository tournaments;
    private final SeriesRepository series;
    private final TournamentPlay play;
    private final TournamentViews views;
    private final BotRepository bots;
    private final SeasonRepository seasons;
    private final EntryRepository entries;
    private final Validations validations;
    private final TeamGroups teamGroups;

    public Tournaments(
            TournamentRepository tournaments,
            SeriesRepository series,
            TournamentPlay play,
            TournamentViews views,
            BotRepository bots,
            SeasonRepository seasons,
            EntryRepository entries,
            Validations validations,
            TeamGroups teamGroups) {
        this.teamGroups = teamGroups;
        this.tournaments = tournaments;
        this.series = series;
        this.play = play;
        this.views = views;
        this.bots = bots;
        this.seasons = seasons;
        this.entries = entries;
        this.validations = validations;
    }

    /** Makes a tournament, not started: its entrants fixed now, each with the version it plays every series in. */
    @Transactional
    public TournamentViews.TournamentView create(SecurityIdentity caller, @Valid Request request) {
        Roles.requireOrganiser(caller);
        if (request == null) {
            throw Refusal.invalid(
                    "the tournament is missing: send {\"name\", \"format\", \"top\" and \"season\", or" + " \"bots\"}");
        }
        TournamentFormat format = TournamentFormat.of(request.format())
                .orElseThrow(() -> Refusal.invalid(
                        "format must be swiss, single, double or round-robin, was '" + request.format() + "'"));
        int bestOf = Optional.ofNullable(request.bestOf()).orElse(DEFAULT_BEST_OF);
        if (bestOf < 1 || bestOf > MAX_BEST_OF || bestOf % 2 == 0) {
            throw Refusal.invalid("bestOf must be odd, 1.." + MAX_BEST_OF + ", was " + bestOf);
        }
        if ((format == TournamentFormat.SWISS) != (request.rounds() != null)) {
            throw Refusal.invalid(
                    format == TournamentFormat.SWISS
                            ? "a Swiss needs its rounds: 1.." + MAX_SWISS_ROUNDS
                            : "rounds is a Swiss's alone: a " + format.word()
                                    + " plays as many rounds as its format has");
        }
        if (request.rounds() != null && (request.rounds() < 1 || request.rounds() > MAX_SWISS_ROUNDS)) {
            throw Refusal.invalid("rounds must be 1.." + MAX_SWISS_ROUNDS + ", was " + request.rounds());
        }
        Releases.Stage release = request.release() == null ? Releases.Stage.PUBLIC : stage(request.release());
        if (release == Releases.Stage.PARTICIPANTS) {
            throw Refusal.invalid("release must be public (as games finish) or hidden (released round by round), was"
                    + " participants: release a round to participants once it is played");
        }
        Optional<Season> season = Optional.ofNullable(request.season())
                .map(id -> seasons.findByIdOptional(id).orElseThrow(() -> Refusal.notFound("no season " + id)));
        if (season.isPresent() && request.ruleset() != null) {
            throw Refusal.invalid("ruleset is taken from the season: leave it out, or the season");
        }
        Ruleset ruleset = season.map(s -> Ruleset.parse(s.ruleset)).orElseGet(() -> ruleset(request.ruleset()));
        boolean countsInSeason = Boolean.TRUE.equals(request.countsInSeason());
        if (countsInSeason && (season.isEmpty() || release != Releases.Stage.PUBLIC)) {
            throw Refusal.invalid("countsInSeason rates the games in the season given, as they finish: it needs season,"
                    + " and release public (a hidden round's rating changes would tell its results)");
        }
        Tournament tournament = new Tournament();
        tournament.name = request.name().strip();
        tournament.format = format;
        tournament.bestOf = bestOf;
        tournament.swissRounds = request.rounds();
        tournament.releaseDefault = release;
        tournament.seasonId = season.map(s -> s.id).orElse(null);
        tournament.ruleset = ruleset.spec();
        tournament.teamGroup = request.group() == null ? null : TeamGroups.name(request.group());
        tournament.countsInSeason = countsInSeason;
        tournament.moveTimeoutMs = season.map(s -> s.moveTimeoutMs).orElse(BotLimits.MOVE_TIMEOUT_MS);
        tournament.entrants = entrants(request, season, eligible(tournament.teamGroup));
        for (Tournament.Entry entrant : tournament.entrants) {
            Bot bot = bots.findById(entrant.bot());
            Optional<String> unfit = bot.dialect == null ? Optional.empty() : bot.dialect.cannotExpress(ruleset);
            if (unfit.isPresent()) {
                throw Refusal.invalid("bot " + bot.id + " cannot play ruleset " + ruleset.spec() + ": " + unfit.get());
            }
            Optional<String> refused = validations.refusal(bot.id, entrant.version(), ruleset);
            if (refused.isPresent()) {
                throw Refusal.conflict(refused.get());
            }
        }
        tournaments.persistAndFlush(tournament);
        LOG.infof(
                "tournament %d: %s, %s of %d entrants, best of %d",
                tournament.id, tournament.name, format.word(), tournament.entrants.size(), bestOf);
        return views.view(caller, tournament);
    }

    /**
     * The entrants: the season's top K by its leaderboard's order (the fit, Elo for a bot the fit has not seen), each
     * with its version frozen at the deadline or its current one before; or the bots listed.
     */
    private List<Tournament.Entry> entrants(Request request, Optional<Season> season, Predicate<Long> eligible) {
        if ((request.top() == null) == (request.bots() == null)) {
            throw Refusal.invalid("give the entrants as top (with season) or as bots, one of them");
        }
        List<Tournament.Entry> entrants = new ArrayList<>();
        if (request.top() != null) {
            if (season.isEmpty()) {
                throw Refusal.invalid("top takes the season's top entrants: give season too");
            }
            if (request.top() < 2 || request.top() > MAX_ENTRANTS) {
                throw Refusal.invalid("top must be 2.." + MAX_ENTRANTS + ", was " + request.top());
            }
            List<BoardRow> top = entries.board(season.get().id, Integer.MAX_VALUE).stream()
                    .filter(row -> eligible.test(row.botId()))
                    .limit(request.top())
                    .toList();
            for (BoardRow row : top) {
                if (row.retiredAt() == null) {
                    entrants.add(new Tournament.Entry(row.botId(), versionIn(season.get(), row.botId()), fit(row)));
                }
            }
        } else {
            Set<Long> listed = new LinkedHashSet<>(request.bots());
            if (listed.size() != request.bots().size()) {
                throw Refusal.invalid("bots lists a bot twice");
            }
            List<BoardRow> board =
                    season.map(s -> entries.board(s.id, Integer.MAX_VALUE)).orElse(List.of());
            int place = listed.size();
            for (long id : listed) {
                Bot bot = bots.findByIdOptional(id).orElseThrow(() -> Refusal.notFound("no bot " + id));
                if (bot.retired()) {
                    throw Refusal.conflict("bot " + id + " is retired: it plays no more matchups");
                }
                if (!eligible.test(id)) {
                    throw Refusal.invalid("bot " + id + " is not of a team in group " + request.group());
                }
                double fit = place--;
                if (season.isPresent()) {
                    fit = board.stream()
                            .filter(row -> row.botId() == id)
                            .findFirst()
                            .map(Tournaments::fit)
                            .orElseThrow(() -> Refusal.invalid("bot " + id + " is not entered in season "
                                    + season.get().id + ", whose fit seeds the list"));
                }
                entrants.add(
                        new Tournament.Entry(id, season.isPresent() ? versionIn(season.get(), id) : bot.version, fit));
            }
        }
        if (entrants.size() < 2) {
            throw Refusal.invalid("a tournament needs two entrants at least, has " + entrants.size());
        }
        return entrants;
    }

    /** Whether a bot may enter: any, or one of a team in the group. */
    private Predicate<Long> eligible(String group) {
        if (group == null) {
            return bot -> true;
        }
        Set<Long> members = teamGroups.members(group);
        if (members.isEmpty()) {
            throw Refusal.invalid("no team is in group " + group);
        }
        return bot -> members.contains(bots.findById(bot).team.id);
    }

    private static double fit(BoardRow row) {
        return row.mle() != null ? row.mle() : row.elo();
    }

    /** The bot's version in the season: frozen at its deadline, or the current one while entries are open. */
    private int versionIn(Season season, long bot) {
        Integer frozen = entries.entry(season.id, bot).map(e -> e.frozenVersion).orElse(null);
        return frozen != null ? frozen : bots.findById(bot).version;
    }

    private static Ruleset ruleset(String spec) {
        if (spec == null) {
            return Ruleset.classic();
        }
        try {
            return Ruleset.parse(spec);
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid("ruleset: " + e.getMessage());
        }
    }

    static Releases.Stage stage(String word) {
        for (Releases.Stage stage : Releases.Stage.values()) {
            if (stage.name().toLowerCase(Locale.ROOT).equals(word)) {
                return stage;
            }
        }
        throw Refusal.invalid("a stage is hidden, participants or public, was '" + word + "'");
    }

    /** Starts a tournament made and not started: its first series are queued. */
    @Transactional
    public TournamentViews.TournamentView start(SecurityIdentity caller, long id) {
        Roles.requireOrganiser(caller);
        Tournament tournament = locked(id);
        if (tournament.state != TournamentState.DRAFT) {
            throw Refusal.conflict("tournament " + id + " has started already");
        }
        tournament.state = TournamentState.RUNNING;
        tournament.startedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        play.advance(tournament);
        return views.view(caller, tournament);
    }

    /** Releases a round to a stage; the stage each series is shown at follows at once (later rounds' too). */
    @Transactional
    public TournamentViews.TournamentView release(SecurityIdentity caller, long id, int round, Release release) {
        Roles.requireOrganiser(caller);
        if (release == null) {
            throw Refusal.invalid("send {\"stage\": \"hidden\" | \"participants\" | \"public\"}");
        }
        Releases.Stage stage = stage(release.stage());
        Tournament tournament = locked(id);
        if (tournament.countsInSeason && stage != Releases.Stage.PUBLIC) {
            throw Refusal.invalid("tournament " + id + " counts in its season's ratings, which show every result as it"
                    + " comes: its rounds stay public");
        }
        int most = tournament.entrants.size() * 2 + 1;
        if (round < 1 || round > most) {
            throw Refusal.invalid("round must be 1.." + most + " for this tournament, was " + round);
        }
        tournament.released.put(round, stage);
        Releases releases = tournament.releases();
        for (TournamentSeries one : series.ofTournament(id)) {
            one.shown = releases.shown(one.round);
        }
        LOG.infof("tournament %d: round %d released to %s", id, round, stage);
        return views.view(caller, tournament);
    }

    /** Replaces the pairs a Swiss may not pair; they hold for the rounds not paired yet. */
    @Transactional
    public TournamentViews.TournamentView forbid(SecurityIdentity caller, long id, ForbiddenPairs pairs) {
        Roles.requireOrganiser(caller);
        if (pairs == null || pairs.pairs() == null) {
            throw Refusal.invalid("send {\"pairs\": [[bot, bot], ...]}");
        }
        Tournament tournament = locked(id);
        if (tournament.format != TournamentFormat.SWISS) {
            throw Refusal.invalid("only a Swiss pairs by the standings: a " + tournament.format.word()
                    + "'s pairings follow from its seeding, and no pair can be forbidden there");
        }
        if (tournament.state == TournamentState.OVER) {
            throw Refusal.conflict("tournament " + id + " is over");
        }
        Set<Long> entered = new HashSet<>();
        tournament.entrants.forEach(e -> entered.add(e.bot()));
        Set<Tournament.ForbiddenPair> forbidden = new HashSet<>();
        for (List<Long> pair : pairs.pairs()) {
            if (pair == null
                    || pair.size() != 2
                    || pair.contains(null)
                    || pair.get(0).equals(pair.get(1))) {
                throw Refusal.invalid("each pair is two different bots, was " + pair);
            }
            for (long bot : pair) {
                if (!entered.contains(bot)) {
                    throw Refusal.invalid("bot " + bot + " is not an entrant of tournament " + id);
                }
            }
            Pair ordered = Pair.of(pair.get(0), pair.get(1));
            forbidden.add(new Tournament.ForbiddenPair(ordered.low(), ordered.high()));
        }
        tournament.forbidden.clear();
        tournament.forbidden.addAll(forbidden);
        return views.view(caller, tournament);
    }

    /**
     * Withdraws an entrant (its team's or the organiser's call): it plays no more of the tournament, each of its series
     * not decided, now or later, a walkover for its opponent; the series it played stay as they were.
     */
    @Transactional
    public TournamentViews.TournamentView withdraw(
            SecurityIdentity caller, long id, long bot, @Valid Withdrawal withdrawal) {
        if (withdrawal == null) {
            throw Refusal.invalid("send {\"reason\": \"why it plays no more\"}");
        }
        Tournament tournament = locked(id);
        Tournament.Entry entry =
                tournament.entry(bot).orElseThrow(() -> Refusal.notFound("bot " + bot + " is not an entrant of " + id));
        Roles.requireTeamOrOrganiser(caller, bots.findById(bot).team.id);
        if (entry.withdrawn() != null) {
            throw Refusal.conflict("bot " + bot + " is withdrawn already: " + entry.withdrawn());
        }
        if (tournament.state == TournamentState.OVER) {
            throw Refusal.conflict("tournament " + id + " is over");
        }
        tournament.withdraw(entry, withdrawal.reason().strip(), play.roundsPaired(tournament));
        LOG.infof("tournament %d: bot %d withdrawn: %s", id, bot, withdrawal.reason());
        if (tournament.state == TournamentState.RUNNING) {
            play.advance(tournament);
        }
        return views.view(caller, tournament);
    }

    /**
     * Plays again a series the queue stopped after a league fault it gave up on (the organiser's call, once the fault
     * is mended): the games of the pair it gave up on are discarded, and a fresh pair is queued after the pairs it
     * finished. Refused for a series that did not stop: one playing or decided.
     */
    @Transactional
    public TournamentViews.TournamentView replay(
            SecurityIdentity caller, long id, int round, String section, int number) {
        Roles.requireOrganiser(caller);
        Tournament tournament = locked(id);
        TournamentSeries one = series.ofTournament(id).stream()
                .filter(s -> s.round == round
                        && s.number == number
                        && TournamentViews.word(s.section).equals(section))
                .findFirst()
                .orElseThrow(() -> Refusal.notFound(
                        "tournament " + id + " has no series " + number + " of round " + round + " in " + section));
        if (one.winnerBot != null) {
            throw Refusal.conflict("series " + number + " of round " + round + " is decided: it did not stop");
        }
        if (one.detail == null) {
            throw Refusal.conflict("series " + number + " of round " + round + " is playing: it did not stop");
        }
        play.replay(tournament, one);
        return views.view(caller, tournament);
    }

    @Transactional
    public TournamentViews.TournamentView get(SecurityIdentity caller, long id) {
        return views.view(
                caller, tournaments.findByIdOptional(id).orElseThrow(() -> Refusal.notFound("no tournament " + id)));
    }

    /** The tournaments, newest first, at most {@code first}. */
    @Transactional
    public List<TournamentViews.TournamentView> list(SecurityIdentity caller, int first) {
        return tournaments.newestFirst(first).stream()
                .map(t -> views.view(caller, t))
                .toList();
    }

    /**
     * The placings of the team's bots in the tournaments they entered, newest first, at most {@code first}
     * tournaments: each as the caller may see it ({@link TournamentViews}), so a hidden round tells nothing here.
     */
    @Transactional
    public List<TournamentViews.TeamPlacing> placings(SecurityIdentity caller, long team, int first) {
        return tournaments.enteredBy(team, first).stream()
                .flatMap(t -> views.placings(caller, t, team).stream())
                .toList();
    }

    private Tournament locked(long id) {
        Tournament tournament = tournaments.locked(id);
        if (tournament == null) {
            throw Refusal.notFound("no tournament " + id);
        }
        return tournament;
    }
}
