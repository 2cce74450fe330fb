package io.admiralty.league.tournament;

import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A tournament as one reader may see it ({@link Releases}): the organiser everything; a team the series of its own
 * entrants in rounds released to participants; everyone the series of public rounds, and the pairings of a round once
 * the round before is public. A series a reader may not see is left out whole; one seen as a pairing alone shows its
 * two entrants and nothing of its games. The placings, standings and a tournament's end show once every round is
 * public to that reader, since they follow from every result.
 */
@ApplicationScoped
public class TournamentViews {

    /**
     * An entrant: its bot, team, the version it plays, its seed (1 the best), the fit that seeded it, why it was
     * withdrawn (null: it plays) and how many rounds were paired then (a Swiss pairs it in none after).
     */
    public record EntrantView(
            long bot,
            String name,
            long team,
            String teamName,
            int version,
            int seed,
            double fit,
            String withdrawn,
            Integer withdrawnAfter) {

        /** Whether the rules paired it for that round or would have: a round it sits out then is a bye. */
        public boolean pairedFor(int round) {
            return withdrawnAfter == null || round <= withdrawnAfter;
        }
    }

    /**
     * One series: {@code sight} {@code pairing} (who meets whom, nothing else) or {@code whole}; then its score in
     * games won by each side and drawn, its games in order, its winner once decided and by what ({@code points},
     * {@code shots}, {@code seed}, or {@code walkover}: its pair could never be played, {@code walkover} saying why),
     * and {@code stopped}, why it stopped undecided (the queue gave up on a league fault).
     */
    public record SeriesView(
            int round,
            String section,
            int number,
            long first,
            long second,
            String sight,
            Integer firstWins,
            Integer secondWins,
            Integer draws,
            List<Long> games,
            Long winner,
            String decidedBy,
            String walkover,
            String stopped) {}

    /** A round's release as the organiser set it (rounds not listed are at the default). */
    public record RoundRelease(int round, String stage) {}

    public record PlacingView(long bot, int place) {}

    /**
     * A line of the standings as the exports write it: the entrant named, with a Swiss's or a round robin's score and
     * tie-breaks (null for a bracket's placings).
     */
    public record StandingRow(
            int place,
            long bot,
            String name,
            String team,
            int version,
            int seed,
            Integer score,
            Integer buchholz,
            Integer sonnebornBerger,
            double fit) {}

    /**
     * The standings the reader sees: a Swiss's or a round robin's lines, else a bracket's placings; empty while they
     * are not shown.
     */
    public static List<StandingRow> standingRows(TournamentView tournament) {
        Map<Long, EntrantView> entrants = new HashMap<>();
        tournament.entrants().forEach(e -> entrants.put(e.bot(), e));
        if (tournament.standings() != null) {
            return tournament.standings().stream()
                    .map(line -> row(
                            line.place(),
                            entrants.get(line.bot()),
                            line.score(),
                            line.buchholz(),
                            line.sonnebornBerger()))
                    .toList();
        }
        if (tournament.placings() != null) {
            return tournament.placings().stream()
                    .map(placing -> row(placing.place(), entrants.get(placing.bot()), null, null, null))
                    .toList();
        }
        return List.of();
    }

    private static StandingRow row(
            int place, EntrantView entrant, Integer score, Integer buchholz, Integer sonnebornBerger) {
        return new StandingRow(
                place,
                entrant.bot(),
                entrant.name(),
                entrant.teamName(),
                entrant.version(),
                entrant.seed(),
                score,
                buchholz,
                sonnebornBerger,
                entrant.fit());
    }

    /** A line of a Swiss's or a round robin's standings with its tie-breaks. */
    public record StandingView(long bot, int place, int score, int buchholz, int sonnebornBerger, double fit) {}

    /**
     * A tournament as its reader sees it. {@code state} is draft, running or over (over only once the placings show);
     * {@code release} the rounds' default stage; {@code group} the group of teams its entrants were taken from (null:
     * any); {@code countsInSeason} whether its games are rated in its season; {@code placings} and {@code standings}
     * null until shown.
     */
    public record TournamentView(
            long id,
            String name,
            String format,
            int bestOf,
            Integer rounds,
            String release,
            List<RoundRelease> releases,
            Long season,
            String ruleset,
            String group,
            boolean countsInSeason,
            String state,
            List<EntrantView> entrants,
            List<List<Long>> forbiddenPairs,
            List<SeriesView> series,
            List<PlacingView> placings,
            List<StandingView> standings,
            Instant createdAt,
            Instant startedAt,
            Instant finishedAt) {

        /**
         * How many series a whole pool round has: one per two entrants paired for it (an odd one out has a bye); a
         * round robin pairs every entrant, withdrawn or not, its series then walkovers.
         */
        public int seriesIn(int round) {
            return (int) entrants.stream().filter(e -> pairs(e, round)).count() / 2;
        }

        /** Whether the round was paired with the entrant: a Swiss's withdrawn entrant is left out of later rounds. */
        public boolean pairs(EntrantView entrant, int round) {
            return !format.equals(TournamentFormat.SWISS.word()) || entrant.pairedFor(round);
        }
    }

    /**
     * One of a team's entrants in a tournament as a reader may see it: the tournament ({@code state} as its view says,
     * so over only once the reader sees its placings), the bot and the version it plays; {@code place} its final place
     * ({@code placed}) or, while a pool plays with every round so far shown to the reader, its place in the standings
     * so far; {@code outIn} the round it went out in, once the reader sees the series it went out in whole; both null
     * while the reader may see neither. {@code withdrawn} why it plays no more, as its tournament shows everyone.
     */
    public record TeamPlacing(
            long tournament,
            String name,
            String format,
            String state,
            long bot,
            String botName,
            int version,
            Integer place,
            boolean placed,
            Integer outIn,
            String withdrawn) {}

    private final SeriesRepository series;
    private final BotRepository bots;

    public TournamentViews(SeriesRepository series, BotRepository bots) {
        this.series = series;
        this.bots = bots;
    }

    /** Who the caller is to the tournament. */
    static Releases.Viewer viewer(SecurityIdentity caller, Tournament tournament, Map<Long, Bot> entrantBots) {
        if (Roles.isOrganiser(caller)) {
            return new Releases.Organiser();
        }
        Set<Long> teams = Roles.teams(caller);
        Set<Long> own = new HashSet<>();
        entrantBots.values().stream().filter(b -> teams.contains(b.team.id)).forEach(b -> own.add(b.id));
        return own.isEmpty() ? new Releases.Anyone() : new Releases.Team(own);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    TournamentView view(SecurityIdentity caller, Tournament tournament) {
        return view(caller, tournament, series.ofTournament(tournament.id));
    }

    /** The caller's view of the tournament whose series, as stored, are {@code stored}. */
    private TournamentView view(SecurityIdentity caller, Tournament tournament, List<TournamentSeries> stored) {
        Map<Long, Bot> entrantBots = new HashMap<>();
        tournament.entrants.forEach(e -> entrantBots.put(e.bot(), bots.findById(e.bot())));
        Releases.Viewer viewer = viewer(caller, tournament, entrantBots);
        Releases releases = tournament.releases();
        Map<Long, List<SeriesRepository.SeriesGame>> games = series.games(tournament.id);
        List<SeriesView> shown = stored.stream()
                .map(one -> seriesView(one, releases.sight(viewer, one.rules()), games.getOrDefault(one.id, List.of())))
                .filter(view -> view != null)
                .toList();
        int lastRound = stored.stream().mapToInt(s -> s.round).max().orElse(0);
        boolean allShown = lastRound == 0 || releases.standingsShown(viewer, lastRound);
        Progress progress = tournament
                .rules()
                .progress(
                        tournament.ruleEntrants(),
                        tournament.state == TournamentState.DRAFT
                                ? List.of()
                                : stored.stream().map(TournamentSeries::rules).toList());
        boolean over = tournament.state == TournamentState.OVER && allShown;
        return new TournamentView(
                tournament.id,
                tournament.name,
                tournament.format.word(),
                tournament.bestOf,
                tournament.swissRounds,
                word(tournament.releaseDefault),
                tournament.released.entrySet().stream()
                        .sorted(Map.Entry.comparingByKey())
                        .map(e -> new RoundRelease(e.getKey(), word(e.getValue())))
                        .toList(),
                tournament.seasonId,
                tournament.ruleset,
                tournament.teamGroup,
                tournament.countsInSeason,
                over ? "over" : tournament.state == TournamentState.DRAFT ? "draft" : "running",
                entrants(tournament, entrantBots),
                tournament.forbidden.stream()
                        .sorted(Comparator.comparingLong(Tournament.ForbiddenPair::low)
                                .thenComparingLong(Tournament.ForbiddenPair::high))
                        .map(p -> List.of(p.low(), p.high()))
                        .toList(),
                shown,
                over
                        ? progress.placings().stream()
                                .map(p -> new PlacingView(p.entrant(), p.place()))
                                .toList()
                        : null,
                allShown ? standings(tournament, stored) : null,
                tournament.createdAt,
                tournament.startedAt,
                over ? tournament.finishedAt : null);
    }

    /**
     * The team's entrants in the tournament as the caller may see them, drawn from the caller's own view of it (so a
     * place shows only where its page shows the placings or standings) and from the series it went out in, which shows
     * only once that series shows whole to the caller.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    List<TeamPlacing> placings(SecurityIdentity caller, Tournament tournament, long team) {
        List<TournamentSeries> stored = series.ofTournament(tournament.id);
        TournamentView view = view(caller, tournament, stored);
        List<EntrantView> own =
                view.entrants().stream().filter(e -> e.team() == team).toList();
        if (own.isEmpty() || view.state().equals("draft")) {
            return own.stream().map(e -> placing(view, e, null, false, null)).toList();
        }
        Set<Long> out = tournament
                .rules()
                .progress(
                        tournament.ruleEntrants(),
                        stored.stream().map(TournamentSeries::rules).toList())
                .eliminated();
        Map<Long, Integer> places = new HashMap<>();
        if (view.placings() != null) {
            view.placings().forEach(p -> places.put(p.bot(), p.place()));
        } else if (view.standings() != null) {
            view.standings().forEach(line -> places.put(line.bot(), line.place()));
        }
        return own.stream()
                .map(e -> placing(
                        view,
                        e,
                        places.get(e.bot()),
                        view.placings() != null,
                        out.contains(e.bot()) ? outIn(view, stored, e.bot()) : null))
                .toList();
    }

    private static TeamPlacing placing(
            TournamentView view, EntrantView entrant, Integer place, boolean placed, Integer outIn) {
        return new TeamPlacing(
                view.id(),
                view.name(),
                view.format(),
                view.state(),
                entrant.bot(),
                entrant.name(),
                entrant.version(),
                place,
                placed,
                outIn,
                entrant.withdrawn());
    }

    /**
     * The round an entrant that is out went out in: that of the last series it lost, if the reader sees that series
     * whole (and so its result); else null, since who is out follows from results the reader may not see.
     */
    private static Integer outIn(TournamentView view, List<TournamentSeries> stored, long bot) {
        return stored.stream()
                .filter(s -> s.winnerBot != null && s.winnerBot != bot && (s.firstBot == bot || s.secondBot == bot))
                .max(Comparator.comparing(TournamentSeries::slot))
                .filter(last -> view.series().stream()
                        .anyMatch(seen -> seen.sight().equals("whole")
                                && seen.round() == last.round
                                && seen.section().equals(word(last.section))
                                && seen.number() == last.number))
                .map(last -> last.round)
                .orElse(null);
    }

    private static List<EntrantView> entrants(Tournament tournament, Map<Long, Bot> entrantBots) {
        List<Entrant> seeded = Entrant.seeded(tournament.ruleEntrants());
        Map<Long, Tournament.Entry> entries = new HashMap<>();
        tournament.entrants.forEach(e -> entries.put(e.bot(), e));
        return java.util.stream.IntStream.range(0, seeded.size())
                .mapToObj(i -> {
                    Bot bot = entrantBots.get(seeded.get(i).id());
                    return new EntrantView(
                            bot.id,
                            bot.name,
                            bot.team.id,
                            bot.team.name,
                            entries.get(bot.id).version(),
                            i + 1,
                            seeded.get(i).fit(),
                            entries.get(bot.id).withdrawn(),
                            entries.get(bot.id).withdrawnAfter());
                })
                .toList();
    }

    /** A Swiss's or a round robin's standings after its decided series; null for the brackets. */
    private static List<StandingView> standings(Tournament tournament, List<TournamentSeries> stored) {
        List<Series> rules = stored.stream().map(TournamentSeries::rules).toList();
        List<Standings.Standing> lines;
        if (tournament.rules() instanceof Swiss swiss) {
            lines = swiss.standings(tournament.ruleEntrants(), rules);
        } else if (tournament.rules() instanceof RoundRobin roundRobin) {
            lines = roundRobin.standings(tournament.ruleEntrants(), rules);
        } else {
            return null;
        }
        return lines.stream()
                .map(l ->
                        new StandingView(l.entrant(), l.place(), l.score(), l.buchholz(), l.sonnebornBerger(), l.fit()))
                .toList();
    }

    private static SeriesView seriesView(
            TournamentSeries one, Releases.Sight sight, List<SeriesRepository.SeriesGame> games) {
        if (sight == Releases.Sight.NOTHING) {
            return null;
        }
        String section = word(one.section);
        if (sight == Releases.Sight.PAIRING) {
            return new SeriesView(
                    one.round,
                    section,
                    one.number,
                    one.firstBot,
                    one.secondBot,
                    "pairing",
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null);
        }
        int firstWins = 0;
        int secondWins = 0;
        int draws = 0;
        for (SeriesRepository.SeriesGame game : games) {
            switch (TournamentPlay.game(one, game).result()) {
                case FIRST_WON -> firstWins++;
                case SECOND_WON -> secondWins++;
                case DRAW -> draws++;
            }
        }
        return new SeriesView(
                one.round,
                section,
                one.number,
                one.firstBot,
                one.secondBot,
                "whole",
                firstWins,
                secondWins,
                draws,
                games.stream().map(SeriesRepository.SeriesGame::id).toList(),
                one.winnerBot,
                one.decidedBy == null ? null : one.decidedBy.name().toLowerCase(Locale.ROOT),
                one.decidedBy == BestOf.Decider.WALKOVER ? one.detail : null,
                one.winnerBot == null ? one.detail : null);
    }

    /** A section's word on the wire: pool, winners, losers, grand-final. */
    static String word(Slot.Section section) {
        return section.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static String word(Releases.Stage stage) {
        return stage.name().toLowerCase(Locale.ROOT);
    }
}
