package io.admiralty.history;

import io.admiralty.Refusal;
import io.admiralty.bot.BotNotes;
import io.admiralty.bot.BotText;
import io.admiralty.bot.MoveTimes;
import io.admiralty.bot.StderrLog;
import io.admiralty.game.PackedStrike;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.history.GameViews.GameLogsView;
import io.admiralty.history.GameViews.GamePage;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.LogLineView;
import io.admiralty.history.GameViews.MetricSeries;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.history.GameViews.SeatLogView;
import io.admiralty.history.GameViews.SeatNotesView;
import io.admiralty.history.GameViews.ShipView;
import io.admiralty.history.GameViews.StrikeView;
import io.admiralty.json.GameRecordJson;
import io.admiralty.league.games.GameLog;
import io.admiralty.league.games.GameLogRepository;
import io.admiralty.league.games.GameNotesRepository;
import io.admiralty.league.games.GameRepository;
import io.admiralty.league.games.GameTag;
import io.admiralty.league.games.StoredGame;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.LongPredicate;

/**
 * Reading stored games: one game whole, or pages of games of a season and/or a bot. One rule says what of a game each
 * {@link Reader} sees, on every path to a game (REST, GraphQL, the pages): a team's own things, a bot's transcript and
 * the games of its version gates, only its team and the organiser; a tournament's game, whoever its round is released
 * to; the rest of a finished game, everyone.
 */
@ApplicationScoped
public class GameQueries {

    public static final int MAX_PAGE = 100;

    /**
     * Who reads: whether anyone in particular, and the teams whose own things they see (every team for the
     * organiser). {@link #test} is whether they see a team's own things.
     */
    public record Reader(boolean anonymous, boolean everyTeam, Set<Long> teams) implements LongPredicate {

        /** Nobody in particular: what is the same for whoever asks (a page's public parts, a season's games). */
        public static final Reader PUBLIC = new Reader(true, false, Set.of());

        public static Reader of(SecurityIdentity caller) {
            return new Reader(caller.isAnonymous(), Roles.isOrganiser(caller), Roles.teams(caller));
        }

        /** One team's own view (its page), whoever else the caller may be. */
        public static Reader team(long id) {
            return new Reader(false, false, Set.of(id));
        }

        @Override
        public boolean test(long team) {
            return everyTeam || teams.contains(team);
        }
    }

    private final GameRepository games;
    private final GameLogRepository logs;
    private final GameNotesRepository notes;

    public GameQueries(GameRepository games, GameLogRepository logs, GameNotesRepository notes) {
        this.games = games;
        this.logs = logs;
        this.notes = notes;
    }

    /**
     * One game whole. A bot's transcript (what it sent, its stderr) is shown only where the reader sees the bot's
     * team's own things: the caller's own team, or every team for the organiser. A version gate's game is refused to
     * everyone else (401 without credentials, 403 for another team), as the gated bot's history download is.
     */
    @Transactional
    public Optional<GameView> game(long id, Reader seesTeam) {
        return readable(id, seesTeam).map(g -> {
            GameView summary = summary(g);
            String transcriptA = g.playerA != null && seesTeam.test(g.playerA.team.id) ? g.transcriptA : null;
            String transcriptB = g.playerB != null && seesTeam.test(g.playerB.team.id) ? g.transcriptB : null;
            return new GameView(
                    summary.id(),
                    summary.season(),
                    summary.matchup(),
                    summary.index(),
                    summary.ruleset(),
                    summary.botA(),
                    summary.botB(),
                    summary.firstMover(),
                    summary.seed(),
                    summary.winner(),
                    summary.winnerBot(),
                    summary.reason(),
                    summary.detail(),
                    summary.strikeCount(),
                    summary.startedAt(),
                    summary.finishedAt(),
                    summary.durationMs(),
                    ships(g.placementA),
                    ships(g.placementB),
                    strikes(g.strikeLog),
                    transcriptA,
                    transcriptB);
        });
    }

    /**
     * The game as its reader may see it at all: a tournament's game of a round not shown to them is not there, a
     * version gate's game of another team's bot is refused.
     */
    private Optional<StoredGame> readable(long id, Reader seesTeam) {
        // a tournament's game its reader may not see is not there for them: a refusal would tell that its round played
        return games.withPlayers(id)
                .filter(g -> tournamentGameShown(g, seesTeam))
                .map(g -> {
                    if (g.gateTeam != null && !seesTeam.test(g.gateTeam)) {
                        throw seesTeam.anonymous()
                                ? Refusal.unauthenticated(
                                        "game " + id + " is a version gate's, which only its bot's team and"
                                                + " the organiser may read: this needs their token (Authorization: Bearer ...) or a"
                                                + " signed-in member")
                                : Refusal.forbidden(
                                        "game " + id + " is a version gate's of another team's bot: only that team"
                                                + " and the organiser may read it");
                    }
                    return g;
                });
    }

    /**
     * What the game's bots wrote to stderr, the seats of the reader's own bots only (both for the organiser): a bot's
     * log is its team's. Refused to a reader who has no bot in the game, as a transcript is kept from them.
     */
    @Transactional
    public Optional<GameLogsView> logs(long id, Reader seesTeam) {
        return readable(id, seesTeam).map(g -> {
            if (!seesSeat(g, Side.A, seesTeam) && !seesSeat(g, Side.B, seesTeam)) {
                throw seesTeam.anonymous()
                        ? Refusal.unauthenticated("a game's logs are its bots' teams' and the organiser's: this needs"
                                + " their token (Authorization: Bearer ...) or a signed-in member")
                        : Refusal.forbidden("game " + id + " has no bot of your team: its logs are its bots' teams'");
            }
            return new GameLogsView(id, seatLogs(g, seesTeam));
        });
    }

    /**
     * The stderr logs of the game's seats the reader may read, for a page that shows them where there are any: none
     * (rather than a refusal) for a reader with no bot in the game, or for a game they may not read at all.
     */
    @Transactional
    public List<SeatLogView> readableLogs(long id, Reader seesTeam) {
        try {
            return readable(id, seesTeam).map(g -> seatLogs(g, seesTeam)).orElse(List.of());
        } catch (Refusal anotherTeamsGate) {
            return List.of();
        }
    }

    /**
     * The tags and metrics the game's bots gave it, of the seats whose notes the reader may see: their own bots', or
     * every seat for the organiser, or a team's that made its notes public. None for a game they may not read.
     */
    @Transactional
    public List<SeatNotesView> notes(long id, Reader seesTeam) {
        try {
            return readable(id, seesTeam)
                    .map(g -> {
                        Map<Side, SeatNotesView> seats = new EnumMap<>(Side.class);
                        for (GameTag tag : notes.tagsOfGame(id)) {
                            if (seesNotes(g, tag.seat, seesTeam)) {
                                seat(seats, tag.seat).tags().add(tag.tag);
                            }
                        }
                        for (GameNotesRepository.SeatMetric metric : notes.metricsOfGame(id)) {
                            if (seesNotes(g, metric.seat(), seesTeam)) {
                                seat(seats, metric.seat()).metrics().put(metric.name(), metric.value());
                            }
                        }
                        return List.copyOf(seats.values());
                    })
                    .orElse(List.of());
        } catch (Refusal anotherTeamsGate) {
            return List.of();
        }
    }

    private static SeatNotesView seat(Map<Side, SeatNotesView> seats, Side seat) {
        return seats.computeIfAbsent(seat, s -> new SeatNotesView(s.name(), new ArrayList<>(), new LinkedHashMap<>()));
    }

    private static boolean seesNotes(StoredGame g, Side seat, Reader seesTeam) {
        Bot bot = seat == Side.A ? g.playerA : g.playerB;
        return bot != null && (bot.team.notesPublic || seesTeam.test(bot.team.id));
    }

    /**
     * Each metric the bot reported over its last {@code games} games that reported any, for its page's chart: empty
     * unless the reader may see the bot's notes (its team, the organiser, or everyone when the team made them public).
     */
    @Transactional
    public List<MetricSeries> metrics(long botId, int games, Reader seesTeam) {
        Bot bot = this.games.getEntityManager().find(Bot.class, botId);
        if (bot == null || !bot.team.notesPublic && !seesTeam.test(bot.team.id)) {
            return List.of();
        }
        Map<String, MetricSeries> series = new TreeMap<>();
        for (GameNotesRepository.MetricPoint point : notes.metricsOfBot(botId, games)) {
            MetricSeries one = series.computeIfAbsent(
                    point.name(), name -> new MetricSeries(name, new ArrayList<>(), new ArrayList<>()));
            one.games().add(point.game());
            one.values().add(point.value());
        }
        return List.copyOf(series.values());
    }

    private List<SeatLogView> seatLogs(StoredGame g, Reader seesTeam) {
        List<GameLog> seen = logs.ofGame(g.id).stream()
                .filter(log -> seesSeat(g, log.seat, seesTeam))
                .sorted(Comparator.comparing(log -> log.seat))
                .toList();
        if (seen.isEmpty()) {
            return List.of();
        }
        MoveTimes times = games.moveTimes(g.id);
        return seen.stream().map(log -> seatLog(log, times.of(log.seat))).toList();
    }

    private static boolean seesSeat(StoredGame g, Side seat, Reader seesTeam) {
        Bot bot = seat == Side.A ? g.playerA : g.playerB;
        return bot != null && seesTeam.test(bot.team.id);
    }

    /** A seat's lines, each with the think time of the move it came after (none before the first or past the last). */
    private static SeatLogView seatLog(GameLog log, int[] thinkMicros) {
        StderrLog.Kept kept = log.kept();
        return new SeatLogView(
                log.seat.name(),
                kept.lines().stream()
                        .map(line -> new LogLineView(
                                line.move(),
                                line.text(),
                                line.move() >= 1 && line.move() <= thinkMicros.length
                                        ? thinkMicros[line.move() - 1]
                                        : null))
                        .toList(),
                kept.cutBytes());
    }

    /**
     * Whether the reader sees a tournament's game (any other game passes): its round public, or released to
     * participants and the reader one of its bots' teams, or the organiser (the page queries say the same in HQL).
     */
    private static boolean tournamentGameShown(StoredGame g, Reader seesTeam) {
        return g.tournamentShown == null
                || seesTeam.everyTeam()
                || g.tournamentShown.equals("PUBLIC")
                || g.tournamentShown.equals("PARTICIPANTS")
                        && (g.playerA != null && seesTeam.test(g.playerA.team.id)
                                || g.playerB != null && seesTeam.test(g.playerB.team.id));
    }

    /**
     * Games newest first, of a season and/or a bot; {@code after} is the {@code endCursor} of the previous page. The
     * version gates' games are among them only for the reader who may read them ({@link #game}).
     */
    @Transactional
    public GamePage page(Long season, Long bot, int first, String after, Reader reader) {
        return page(season, bot, null, first, after, reader);
    }

    /**
     * {@link #page} of the games with {@code tag} (null: any), as the reader may see it: a tag of their own bots', or
     * of a team whose notes are public; of {@code bot}'s own when a bot is given.
     */
    @Transactional
    public GamePage page(Long season, Long bot, String tag, int first, String after, Reader reader) {
        if (tag != null && !BotNotes.NAME.matcher(tag).matches()) {
            throw Refusal.invalid("tag must be 1.." + BotNotes.MAX_NAME + " letters, digits or _ . : -, was '"
                    + BotText.quote(tag, BotNotes.MAX_NAME + 8) + "'");
        }
        if (first < 1 || first > MAX_PAGE) {
            throw Refusal.invalid("first must be 1.." + MAX_PAGE + ", was " + first);
        }
        long before = after == null ? Long.MAX_VALUE : decodeCursor(after);
        List<GameView> page = new ArrayList<>(
                games.page(season, bot, tag, before, first + 1, reader.everyTeam(), reader.teams()).stream()
                        .map(GameQueries::summary)
                        .toList());
        boolean more = page.size() > first;
        if (more) {
            page.remove(page.size() - 1);
        }
        String end = page.isEmpty() ? null : cursor(page.get(page.size() - 1).id());
        return new GamePage(page, end, more);
    }

    /** The first {@code first} games of a page, with the cursor and the next-page flag of a page that size. */
    public static GamePage head(GamePage page, int first) {
        if (page.games().size() <= first) {
            return page;
        }
        List<GameView> head = page.games().subList(0, first);
        return new GamePage(head, cursor(head.get(head.size() - 1).id()), true);
    }

    private static List<StrikeView> strikes(byte[] log) {
        return PackedStrike.strikes(log).stream()
                .map(s -> new StrikeView(
                        s.seq(), s.shooter().name(), s.x(), s.y(), s.result().code(), s.sunkShip(), s.sunkLength()))
                .toList();
    }

    private static GameView summary(StoredGame g) {
        long botA = g.botA == null ? 0 : g.botA;
        long botB = g.botB == null ? 0 : g.botB;
        String winner = g.winner == null ? null : g.winner.name();
        return new GameView(
                g.id,
                g.seasonId,
                g.matchupId,
                g.gameIndex,
                GameRecordJson.stored(g.ruleset, Ruleset.class).spec(),
                new PlayerRef(botA, name(g.playerA, g.nameA), g.versionA == null ? 0 : g.versionA),
                new PlayerRef(botB, name(g.playerB, g.nameB), g.versionB == null ? 0 : g.versionB),
                g.firstMover.name(),
                Long.toString(g.seed),
                winner,
                g.winner == null ? null : g.winner == Side.A ? botA : botB,
                g.reason,
                g.detail,
                g.strikeCount,
                g.startedAt,
                g.finishedAt,
                g.finishedAt.toEpochMilli() - g.startedAt.toEpochMilli(),
                null,
                null,
                null,
                null,
                null);
    }

    /** The bot's name now, or the name the game was played under when the game has no league bot. */
    private static String name(Bot bot, String playedAs) {
        return bot == null ? playedAs : bot.name;
    }

    private static List<ShipView> ships(String json) {
        if (json == null) {
            return null;
        }
        return GameRecordJson.stored(json, Placement.class).ships().stream()
                .map(s -> new ShipView(s.x(), s.y(), s.length(), s.orientation().toString()))
                .toList();
    }

    static String cursor(long id) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(("game:" + id).getBytes(StandardCharsets.UTF_8));
    }

    static long decodeCursor(String cursor) {
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            if (text.startsWith("game:")) {
                return Long.parseLong(text.substring(5));
            }
        } catch (IllegalArgumentException e) {
            // falls through to the error below
        }
        throw Refusal.invalid("'" + cursor + "' is not a cursor from a previous page's endCursor");
    }
}
