package io.admiralty.league;

import io.admiralty.Refusal;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.league.SkillJobs.SkillView;
import io.admiralty.league.persistence.BoardRow;
import io.admiralty.league.persistence.BotRepository;
import io.admiralty.league.persistence.EntryRepository;
import io.admiralty.league.persistence.GameRepository;
import io.admiralty.league.persistence.GameRepository.Tally;
import io.admiralty.league.persistence.SeasonRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.eclipse.microprofile.graphql.Id;

/** Read models of a season's ratings: the leaderboard, a bot's rating history, head-to-head results. */
@ApplicationScoped
public class Standings {

    public static final int MAX_ROWS = 1000;

    public record TeamName(@Id long id, String name) {
    }

    public record RankedBot(@Id long id, String name, boolean retired, TeamName team) {
    }

    /**
     * One leaderboard row; {@code mle*} stay null until the season's first round is complete. {@code mleRegularised}:
     * the bot's record alone gives no finite maximum-likelihood rating (undefeated, winless, no games yet), so a prior
     * holds its {@code mle}, and its interval is wide. {@code skill}: the bot's current version's skill score on the
     * season's ruleset (null until it is queued).
     */
    public record Standing(int rank, RankedBot bot, double elo, int games, int wins, int losses, int draws, int forfeits,
                           Double mle, Double mleLow, Double mleHigh, boolean mleRegularised, SkillView skill) {
    }

    public record RatingPoint(@Id long game, double elo, Instant at) {
    }

    public record HeadToHead(@Id long bot, String botName, @Id long opponent, String opponentName, int wins, int losses, int draws) {
    }

    private final SeasonRepository seasons;
    private final EntryRepository entries;
    private final GameRepository games;
    private final BotRepository bots;
    private final SkillJobs skill;

    public Standings(SeasonRepository seasons, EntryRepository entries, GameRepository games, BotRepository bots, SkillJobs skill) {
        this.seasons = seasons;
        this.entries = entries;
        this.games = games;
        this.bots = bots;
        this.skill = skill;
    }

    /** The season's bots by Elo, best first (ties by wins, then id). */
    @Transactional
    public List<Standing> leaderboard(long season, int first) {
        if (first < 1 || first > MAX_ROWS) {
            throw Refusal.invalid("first must be 1.." + MAX_ROWS + ", was " + first);
        }
        String ruleset = Ruleset.parse(seasons.findByIdOptional(season).orElseThrow(() -> Refusal.notFound("no season " + season)).ruleset).spec();
        List<BoardRow> board = entries.board(season, first);
        Map<Long, List<SkillView>> scores = skill.ofCurrentVersions(board.stream().map(BoardRow::botId).toList(), Set.of());
        List<Standing> rows = new ArrayList<>();
        for (BoardRow r : board) {
            SkillView score = scores.getOrDefault(r.botId(), List.of()).stream().filter(v -> v.ruleset().equals(ruleset)).findFirst().orElse(null);
            rows.add(new Standing(rows.size() + 1, new RankedBot(r.botId(), r.botName(), r.retiredAt() != null, new TeamName(r.teamId(), r.teamName())),
                    r.elo(), r.games(), r.wins(), r.losses(), r.draws(), r.forfeits(), r.mle(), r.mleLow(), r.mleHigh(), r.mleRegularised(),
                    score));
        }
        return rows;
    }

    /** Elo after each of the bot's games in the season, oldest first. */
    @Transactional
    public List<RatingPoint> ratingHistory(long season, long bot) {
        return entries.ratingHistory(season, bot).stream().map(p -> new RatingPoint(p.gameId, p.elo, p.at)).toList();
    }

    /** For every ordered pair of bots that met in the season: wins, losses and draws of the first against the second. */
    @Transactional
    public List<HeadToHead> headToHead(long season) {
        requireSeason(season);
        record Pair(long bot, long opponent) {
        }
        Map<Pair, int[]> results = new TreeMap<>((x, y) -> x.bot() != y.bot() ? Long.compare(x.bot(), y.bot()) : Long.compare(x.opponent(), y.opponent()));
        for (Tally tally : games.tallies(season)) {
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
        Map<Long, String> names = bots.byIds(results.keySet().stream().map(Pair::bot).distinct().toList()).stream()
                .collect(Collectors.toMap(b -> b.id, b -> b.name));
        return results.entrySet().stream().map(e -> new HeadToHead(e.getKey().bot(), names.get(e.getKey().bot()), e.getKey().opponent(),
                names.get(e.getKey().opponent()), e.getValue()[0], e.getValue()[1], e.getValue()[2])).toList();
    }

    private void requireSeason(long season) {
        if (seasons.findByIdOptional(season).isEmpty()) {
            throw Refusal.notFound("no season " + season);
        }
    }
}
