package io.admiralty.league.standings;

import io.admiralty.Refusal;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.games.GameRepository;
import io.admiralty.league.games.GameRepository.Tally;
import io.admiralty.league.games.GameRepository.VersionTally;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.season.BoardRow;
import io.admiralty.league.season.EntryRepository;
import io.admiralty.league.season.EntryRepository.VersionedPoint;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.season.SeasonRepository;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.skill.SkillJobs.CurrentScores;
import io.admiralty.league.skill.SkillJobs.SkillView;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Read models of a season's ratings: the leaderboard, a bot's rating history, head-to-head results. */
@ApplicationScoped
public class Standings {

    public static final int MAX_ROWS = 1000;

    public record TeamName(long id, String name) {}

    public record RankedBot(long id, String name, boolean retired, TeamName team) {}

    /**
     * One leaderboard row; {@code mle*} stay null until the season's first round is complete. {@code rank} follows
     * {@code mle} once the bot has one and its Elo until then; {@code rankedBy} says which ({@code mle} or
     * {@code elo}: a bot the latest refit has not seen yet is placed by its Elo among the fitted ratings, on the same
     * scale, until the next refit). {@code previousRank}: its rank just before the latest refit (null before the
     * first refit, and for a bot without games then), so {@code previousRank - rank} is the places it gained.
     * {@code mleRegularised}: the bot's record alone gives no finite maximum-likelihood rating (undefeated, winless,
     * no games yet), so a prior holds its {@code mle}, and its interval is wide. {@code skill}: the bot's current
     * version's skill score on the season's ruleset (null until it is queued), {@code defence} its defence score there.
     * {@code benched}: its bench in this season (null when it is not benched here: a bench in another season leaves it
     * playing here); {@code notPlaying}: why the season's next round (and its final) would leave it out, null when it
     * plays.
     */
    public record Standing(
            int rank,
            String rankedBy,
            Integer previousRank,
            RankedBot bot,
            double elo,
            int games,
            int wins,
            int losses,
            int draws,
            int forfeits,
            Double mle,
            Double mleLow,
            Double mleHigh,
            boolean mleRegularised,
            SkillView skill,
            SkillView defence,
            Benches.BenchView benched,
            String notPlaying) {}

    /** Elo after one of the bot's games, and the version of the bot that played it (0 where the game did not say). */
    public record RatingPoint(long game, double elo, Instant at, int version) {}

    public record HeadToHead(
            long bot, String botName, long opponent, String opponentName, int wins, int losses, int draws) {

        /** The games as a score: its points and percent, as the bot's page shows them. */
        public Score score() {
            return new Score(wins, losses, draws);
        }
    }

    /**
     * The bot's record against one opponent over every season: in total, and by the versions that met
     * ({@code versions}, ordered by the bot's version, then the opponent's).
     */
    public record Opponent(HeadToHead total, List<VersionsMet> versions) {}

    /** The bot's wins, losses and draws at {@code version} against the opponent at {@code opponentVersion}. */
    public record VersionsMet(int version, int opponentVersion, int wins, int losses, int draws) {

        /** The games as a score: its points and percent, as the bot's page shows them. */
        public Score score() {
            return new Score(wins, losses, draws);
        }
    }

    /**
     * A season a bot is entered in, with its ratings there ({@code mle*} as on the leaderboard); {@code withdrawn}: its
     * team or the organiser took it out (it plays no more rounds there until entered again).
     */
    public record BotSeason(
            long season,
            String seasonName,
            double elo,
            int games,
            Double mle,
            Double mleLow,
            Double mleHigh,
            boolean mleRegularised,
            boolean withdrawn) {}

    /** How many games a bot forfeited for one reason ({@code forfeit_timeout}, ...). */
    public record ForfeitCount(String reason, long games) {}

    private final SeasonRepository seasons;
    private final EntryRepository entries;
    private final GameRepository games;
    private final BotRepository bots;
    private final SkillJobs skill;
    private final SeasonEntries plays;

    public Standings(
            SeasonRepository seasons,
            EntryRepository entries,
            GameRepository games,
            BotRepository bots,
            SkillJobs skill,
            SeasonEntries plays) {
        this.plays = plays;
        this.seasons = seasons;
        this.entries = entries;
        this.games = games;
        this.bots = bots;
        this.skill = skill;
    }

    /**
     * The season's bots, best first: by the maximum-likelihood rating of the latest refit, and by Elo for bots it has
     * not seen (all of them until the first round is complete); ties by Elo, wins, then id. A bot withdrawn from the
     * season is not on it ({@link #withdrawn}).
     */
    @Transactional
    public List<Standing> leaderboard(long season, int first) {
        if (first < 1 || first > MAX_ROWS) {
            throw Refusal.invalid("first must be 1.." + MAX_ROWS + ", was " + first);
        }
        // two queries: the rows with the season's ruleset, then the bots' scores (the season read apart only if it
        // has no rows, to tell an empty season from none)
        List<BoardRow> board = entries.board(season, first);
        if (board.isEmpty()) {
            requireSeason(season);
            return List.of();
        }
        String ruleset = Ruleset.parse(board.get(0).seasonRuleset()).spec();
        List<Long> ids = board.stream().map(BoardRow::botId).toList();
        CurrentScores scores = skill.ofCurrentVersions(ids, Set.of(), Set.of());
        SeasonEntries.NotPlaying out = plays.notPlaying(season, ids);
        List<Standing> rows = new ArrayList<>();
        for (BoardRow r : board) {
            rows.add(new Standing(
                    rows.size() + 1,
                    r.mle() == null ? "elo" : "mle",
                    r.rankBeforeFit(),
                    new RankedBot(
                            r.botId(), r.botName(), r.retiredAt() != null, new TeamName(r.teamId(), r.teamName())),
                    r.elo(),
                    r.games(),
                    r.wins(),
                    r.losses(),
                    r.draws(),
                    r.forfeits(),
                    r.mle(),
                    r.mleLow(),
                    r.mleHigh(),
                    r.mleRegularised(),
                    onRuleset(scores.attack().get(r.botId()), ruleset),
                    onRuleset(scores.defence().get(r.botId()), ruleset),
                    out.benched().get(r.botId()),
                    r.retiredAt() != null ? "retired" : out.of(r.botId())));
        }
        return rows;
    }

    private static SkillView onRuleset(List<SkillView> scores, String ruleset) {
        return scores == null
                ? null
                : scores.stream()
                        .filter(v -> v.ruleset().equals(ruleset))
                        .findFirst()
                        .orElse(null);
    }

    /**
     * The bots withdrawn from the season, by name: off its leaderboard (as on Kaggle, where a withdrawn team leaves the
     * table) while their games stay in the head-to-head tallies, the crosstable and every history.
     */
    @Transactional
    public List<RankedBot> withdrawn(long season) {
        return entries.listed(season).stream()
                .filter(e -> e.withdrawnAt() != null)
                .map(e -> new RankedBot(
                        e.botId(), e.botName(), e.retiredAt() != null, new TeamName(e.teamId(), e.teamName())))
                .toList();
    }

    /** Elo after each of the bot's games in the season, oldest first. */
    @Transactional
    public List<RatingPoint> ratingHistory(long season, long bot) {
        return entries.ratingHistory(season, bot).stream().map(Standings::point).toList();
    }

    /** The bot's rating history in each season it played, read in one query: season id to its points in order. */
    @Transactional
    public Map<Long, List<RatingPoint>> ratingHistories(long bot) {
        return entries.ratingHistory(bot).stream()
                .collect(Collectors.groupingBy(
                        VersionedPoint::season,
                        LinkedHashMap::new,
                        Collectors.mapping(Standings::point, Collectors.toList())));
    }

    private static RatingPoint point(VersionedPoint p) {
        return new RatingPoint(p.game(), p.elo(), p.at(), p.version());
    }

    /** For every ordered pair of bots that met in the season: wins, losses and draws of the first against the second. */
    @Transactional
    public List<HeadToHead> headToHead(long season) {
        List<Tally> tallies = games.tallies(season);
        if (tallies.isEmpty()) {
            requireSeason(season); // a season with games exists: read apart only when there are none
        }
        return headToHead(tallies);
    }

    /**
     * The bot's wins, losses and draws against each opponent it met, over every season, in total and by the versions
     * that met, from one query.
     */
    @Transactional
    public List<Opponent> opponents(long bot) {
        List<VersionTally> tallies = games.versionTalliesOfBot(bot);
        Map<Long, List<VersionsMet>> split = versionsMet(bot, tallies);
        return headToHead(tallies.stream()
                        .map(t -> new Tally(t.botA(), t.botB(), t.winner(), t.games()))
                        .toList())
                .stream()
                .filter(h -> h.bot() == bot)
                .map(h -> new Opponent(h, split.get(h.opponent())))
                .toList();
    }

    /**
     * The bot's results by opponent and the versions that met, from its games' tallies by seat: opponent to its
     * results, ordered by the bot's version, then the opponent's.
     */
    static Map<Long, List<VersionsMet>> versionsMet(long bot, List<VersionTally> tallies) {
        record Met(long opponent, int version, int opponentVersion) {}
        Map<Met, int[]> results = new TreeMap<>(Comparator.comparingLong(Met::opponent)
                .thenComparingInt(Met::version)
                .thenComparingInt(Met::opponentVersion));
        for (VersionTally t : tallies) {
            boolean seatA = t.botA() == bot;
            Met met = seatA
                    ? new Met(t.botB(), t.versionA(), t.versionB())
                    : new Met(t.botA(), t.versionB(), t.versionA());
            Side own = seatA ? Side.A : Side.B;
            // wins, losses, draws
            results.computeIfAbsent(met, m -> new int[3])[t.winner() == null ? 2 : t.winner() == own ? 0 : 1] +=
                    (int) t.games();
        }
        return results.entrySet().stream()
                .collect(Collectors.groupingBy(
                        e -> e.getKey().opponent(),
                        Collectors.mapping(
                                e -> new VersionsMet(
                                        e.getKey().version(),
                                        e.getKey().opponentVersion(),
                                        e.getValue()[0],
                                        e.getValue()[1],
                                        e.getValue()[2]),
                                Collectors.toList())));
    }

    /** The games the bot forfeited, by reason, most first. */
    @Transactional
    public List<ForfeitCount> forfeits(long bot) {
        return games.forfeitsOfBot(bot).stream()
                .map(r -> new ForfeitCount(r.reason(), r.games()))
                .toList();
    }

    /** The seasons the bot is entered in, oldest first, with its ratings in each. */
    @Transactional
    public List<BotSeason> seasonsOf(long bot) {
        return entries.ofBot(bot).stream()
                .map(e -> new BotSeason(
                        e.entry().seasonId,
                        e.seasonName(),
                        e.entry().tally.elo,
                        e.entry().tally.games,
                        e.entry().mle,
                        e.entry().mleLow,
                        e.entry().mleHigh,
                        e.entry().mleRegularised,
                        e.entry().withdrawn()))
                .toList();
    }

    private List<HeadToHead> headToHead(List<Tally> tallies) {
        record Pair(long bot, long opponent) {}
        Map<Pair, int[]> results = new TreeMap<>((x, y) ->
                x.bot() != y.bot() ? Long.compare(x.bot(), y.bot()) : Long.compare(x.opponent(), y.opponent()));
        for (Tally tally : tallies) {
            int n = (int) tally.games();
            int[] ofA = results.computeIfAbsent(new Pair(tally.botA(), tally.botB()), p -> new int[3]);
            int[] ofB = results.computeIfAbsent(new Pair(tally.botB(), tally.botA()), p -> new int[3]);
            int winA = tally.winner() == Side.A ? n : 0;
            int winB = tally.winner() == Side.B ? n : 0;
            int draw = tally.winner() == null ? n : 0;
            ofA[0] += winA;
            ofA[1] += winB;
            ofA[2] += draw;
            ofB[0] += winB;
            ofB[1] += winA;
            ofB[2] += draw;
        }
        if (results.isEmpty()) {
            return List.of();
        }
        Map<Long, String> names = bots
                .byIds(results.keySet().stream().map(Pair::bot).distinct().toList())
                .stream()
                .collect(Collectors.toMap(b -> b.id, b -> b.name));
        return results.entrySet().stream()
                .map(e -> new HeadToHead(
                        e.getKey().bot(),
                        names.get(e.getKey().bot()),
                        e.getKey().opponent(),
                        names.get(e.getKey().opponent()),
                        e.getValue()[0],
                        e.getValue()[1],
                        e.getValue()[2]))
                .toList();
    }

    private void requireSeason(long season) {
        if (seasons.findByIdOptional(season).isEmpty()) {
            throw Refusal.notFound("no season " + season);
        }
    }
}
