package io.admiralty.play;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.InvalidRulesetException;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Cgroups;
import io.admiralty.sandbox.Sandbox;
import io.admiralty.skill.PlacementHeat;
import io.admiralty.skill.SkillGames;
import io.admiralty.skill.SkillGames.SkillGame;
import io.admiralty.skill.SkillLayouts;
import io.admiralty.skill.SkillScore;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * {@code play [--ruleset R] [--games N] [--seed S] [--log FILE] [--jobs N] BOT_A BOT_B}: plays a matchup locally,
 * with no database and no server, and prints each result (up to {@value #MAX_LINES} games) and a summary. When
 * both bots keep no process between games, {@code --jobs} games are played at once (see {@link GameLanes}); what is
 * printed and logged is the same as one at a time, in game order. Its exit status
 * says how it went, so that scripts and CI can use it as a test: {@value #PLAYED} every game played without a
 * forfeit, {@value #FORFEITED} a bot forfeited at least one game, 2 bad arguments, 1 a failure of {@code play}
 * itself (a log it cannot write).
 */
public final class PlayCommand {

    static final int MAX_LINES = 100;
    /** More lanes than this only add processes waiting for a core. */
    static final int MAX_JOBS = 64;

    static final int PLAYED = 0;
    static final int FORFEITED = 3;
    static final String USAGE =
            """
            usage: play [--ruleset classic|salvo|WxH:FLEET[:salvo]] [--games N] [--seed S] [--log FILE] [--jobs N]
                        [--sandbox bubblewrap|none] [--trusted] [--move-timeout MS] [--verbose] BOT_A BOT_B
                   play --skill|--defence [--ruleset R] [--games N] [--log FILE] [--sandbox ..] [--trusted] [--move-timeout MS] [--verbose] BOT
                   play --env [--sandbox ..] [--trusted] [--move-timeout MS] [--verbose]
              BOT is builtin:NAME (random, sequential, hunter, parity, density, expert),
                     skynet:COMMAND, broadsides:COMMAND or native:COMMAND (a process run in the current folder),
                     arena:URL, arena-json:URL or native:URL (an HTTP bot), jar:PATH (a Java bot jar),
                     ruby-player:PATH or elixir-player:PATH[#MODULE] (a player file, or a folder of them)
              --games N          games to play, first move alternating (default 1)
              --seed S           makes the run repeatable (default: random, printed)
              --log FILE         writes every game as one JSON line (docs/game-record.schema.json)
              --jobs N           games played at once when both bots keep no process between games
                                 (built-in, broadsides, HTTP, jar with --trusted); default: the cores (%d)
              --sandbox MODE     process bots run under bubblewrap (default); none runs them unconfined
                                 (also -Dadmiralty.sandbox=none)
              --trusted          runs jar bots inside this JVM (fast; only for your own jars)
              --move-timeout MS  time limit per move (default %d)
              --verbose          shows what each bot writes to stderr as it plays, each line after its seat
              --skill            the bot's skill score, as the league measures it: mean shots (+/- standard error) to
                                 sink the league's layouts 1..N (--games, default %d) against a partner that never hits
              --defence          the bot's defence score, as the league measures it: mean shots (+/- standard error)
                                 the league's attacker (density, remembering the bot's earlier layouts) needs to sink
                                 the fleets the bot places for the skill games' seeds 1..N
              --env              learning environments for the Python package admiralty: a line protocol on stdin and
                                 stdout, many environments at once (docs/learning.md)
            exit status: 0 all games played, 3 a bot forfeited a game, 2 bad arguments, 1 play failed"""
                    .formatted(
                            Runtime.getRuntime().availableProcessors(),
                            BotLimits.MOVE_TIMEOUT_MS,
                            SkillLayouts.DEFAULT_COUNT);

    private final PrintStream out;
    private final PrintStream progress;

    /** Results go to {@code out}; on runs too long to print every game, progress goes to {@code progress}. */
    PlayCommand(PrintStream out, PrintStream progress) {
        this.out = out;
        this.progress = progress;
    }

    /** The entry point of the play jar (target/admiralty-VERSION-play.jar), which holds play and nothing else. */
    public static void main(String... args) {
        System.exit(run(args));
    }

    /** Entry point used by the application's main; returns the process exit code. */
    public static int run(String[] args) {
        if (Arrays.asList(args).contains("--help") || Arrays.asList(args).contains("-h")) {
            System.out.println(USAGE);
            return 0;
        }
        try {
            if (args.length > 0 && args[0].equals("--env")) {
                return serveEnvironments(PlayOptions.seating(Arrays.copyOfRange(args, 1, args.length)));
            }
            PlayOptions options = PlayOptions.parse(args);
            return new PlayCommand(System.out, System.err).play(options);
        } catch (IllegalArgumentException e) {
            System.err.println("play: " + e.getMessage());
            System.err.println(USAGE);
            return 2;
        } catch (IOException e) {
            System.err.println("play: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.err.println("play: interrupted");
            return 1;
        }
    }

    /** {@code play --env}: serves learning environments on stdin and stdout until stdin ends. */
    private static int serveEnvironments(Seating seating) throws IOException {
        var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        var out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
        new EnvServer(seating, System.err).serve(in, out);
        return PLAYED;
    }

    int play(PlayOptions options) throws IOException, InterruptedException {
        if (options.skill()) {
            return skill(options);
        }
        requireSandbox(
                options,
                options.botA().kind().sandboxed() || options.botB().kind().sandboxed());
        MatchTally tally = new MatchTally();
        Seat seatA = seat(options, options.botA(), options.botB(), Side.A);
        Seat seatB = seat(options, options.botB(), options.botA(), Side.B);
        boolean apart = options.botA().keepsNoProcessBetweenGames(options.trustJars())
                && options.botB().keepsNoProcessBetweenGames(options.trustJars());
        int laneCount = apart ? Math.min(options.jobs(), options.games()) : 1;
        List<Path> dataFolders = new ArrayList<>();
        List<GameLanes.Lane> lanes = new ArrayList<>();
        try (BufferedWriter log =
                options.log() == null ? null : Files.newBufferedWriter(options.log(), StandardCharsets.UTF_8)) {
            for (int lane = 0; lane < laneCount; lane++) {
                lanes.add(new GameLanes.Lane(
                        open(options, seatA, lane, dataFolders), open(options, seatB, lane, dataFolders)));
            }
            out.printf(
                    "%s (A) vs %s (B), %s, %s, seed %d%n",
                    options.botA(), options.botB(), options.ruleset().spec(), games(options.games()), options.seed());
            GameLanes.play(lanes, options.ruleset(), options.games(), options.seed(), played -> {
                GameRecord game = played.record();
                tally.add(game);
                if (options.games() <= MAX_LINES) {
                    out.println(resultLine(played.number(), game));
                    played.transcripts()
                            .forEach((side, text) -> out.println("  transcript of " + side + ":\n"
                                    + text.indent(4).stripTrailing()));
                } else if (played.number() % (options.games() / 10) == 0) {
                    progress.printf(
                            "play: %d of %d games (%d%%)%n",
                            played.number(), options.games(), 100L * played.number() / options.games());
                }
                writeLine(log, played);
            });
        } finally {
            for (Path data : dataFolders) {
                deleteTree(data);
            }
            Cgroups.removeHostGroups();
        }
        printSummary(options, tally);
        return tally.forfeits(Side.A) + tally.forfeits(Side.B) > 0 ? FORFEITED : PLAYED;
    }

    private static void requireSandbox(PlayOptions options, boolean sandboxed) {
        requireSandbox(options.sandbox(), sandboxed);
    }

    /** Refuses bots that must be confined where bubblewrap cannot confine them; warns when they run unconfined. */
    static void requireSandbox(Sandbox sandbox, boolean sandboxed) {
        if (sandbox.isConfined() && sandboxed && !Sandbox.bubblewrapWorks()) {
            throw new IllegalArgumentException(
                    "process bots run under bubblewrap, which is not available here; install it "
                            + "(apt-get install bubblewrap) or pass --sandbox none to run them unconfined on your own machine");
        }
        if (!sandbox.isConfined() && sandboxed) {
            System.err.println(
                    "play: warning: process and jar bots run unconfined (sandbox none): only do this with your own bots");
        }
    }

    /**
     * {@code play --skill}: the bot's skill games on layouts 1..N, as the league plays them (seat A, first move, game
     * seed n on layout n), and their mean with its standard error; {@code play --defence}: its defence games on game
     * seeds 1..N likewise. The first forfeit ends the run with no score, as in the league.
     */
    private int skill(PlayOptions options) throws IOException {
        BotDefinition bot = options.botA();
        requireSandbox(options, bot.kind().sandboxed());
        int layouts = options.games();
        int uid = options.sandbox().uidOf(Side.A);
        Sandbox sandbox = BotFiles.shownTo(
                options.sandbox(),
                bot,
                Side.A,
                uid,
                Path.of("").toAbsolutePath(),
                warning -> progress.println("play: warning: " + warning));
        String seatName =
                options.defence() ? SkillGames.defenceSeatName(bot.shortName()) : SkillGames.seatName(bot.shortName());
        Seat seat = new Seat(Side.A, seatName, bot, sandbox, uid);
        List<Path> dataFolders = new ArrayList<>();
        int[] shots = new int[layouts];
        AtomicReference<SkillGame> forfeit = new AtomicReference<>();
        AtomicInteger next = new AtomicInteger(1);
        try (BufferedWriter log =
                options.log() == null ? null : Files.newBufferedWriter(options.log(), StandardCharsets.UTF_8)) {
            BotSession session = open(options, seat, 0, dataFolders);
            out.printf(
                    options.defence()
                            ? "%s, defence on %s: its fleets for game seeds 1..%d against density with a memory%n"
                            : "%s, skill on %s: layouts 1..%d against a partner that never hits%n",
                    bot,
                    options.ruleset().spec(),
                    layouts);
            IntSupplier layoutsLeft = () -> forfeit.get() == null && next.get() <= layouts ? next.getAndIncrement() : 0;
            Consumer<SkillGame> played = game -> {
                if (game.shots() == null) {
                    forfeit.set(game);
                } else {
                    shots[game.layout() - 1] = game.shots();
                    if (layouts <= MAX_LINES) {
                        out.printf("layout %d: %d shots%n", game.layout(), game.shots());
                    } else if (game.layout() % (layouts / 10) == 0) {
                        progress.printf(
                                "play: %d of %d layouts (%d%%)%n",
                                game.layout(), layouts, 100L * game.layout() / layouts);
                    }
                }
                writeLine(log, game.played());
            };
            if (options.defence()) {
                SkillGames.playDefence(
                        session, options.ruleset(), layoutsLeft, PlacementHeat.of(options.ruleset()), played);
            } else {
                SkillGames.play(session, options.ruleset(), layoutsLeft, played);
            }
        } finally {
            for (Path data : dataFolders) {
                deleteTree(data);
            }
            Cgroups.removeHostGroups();
        }
        out.println();
        SkillGame forfeited = forfeit.get();
        if (forfeited != null) {
            GameRecord game = forfeited.played().record();
            out.printf(
                    "no score: %s forfeited layout %d (%s%s)%n",
                    bot,
                    forfeited.layout(),
                    game.outcome().code(),
                    game.outcome().detail() == null ? "" : ": " + game.outcome().detail());
            forfeited
                    .played()
                    .transcripts()
                    .forEach((side, text) ->
                            out.println("  transcript:\n" + text.indent(4).stripTrailing()));
            return FORFEITED;
        }
        SkillScore score = SkillScore.of(shots);
        out.printf(
                "%s: %.2f +/- %.2f shots (standard error; sd %.2f, %d layouts of %s)%n",
                options.defence() ? "defence" : "skill",
                score.mean(),
                score.se(),
                score.sd(),
                score.layouts(),
                options.ruleset().spec());
        return PLAYED;
    }

    private static void writeLine(BufferedWriter log, MatchupRunner.PlayedGame played) {
        if (log != null) {
            try {
                log.write(GameLog.line(played));
                log.newLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * The bot in seat {@code side}, against {@code opponent}: called by the short name of its file (as the contests'
     * runners did), with its files in the folder play runs in and the files its command names elsewhere shown to it
     * (see {@link BotFiles}), as the seat's own uid (just below the league's range).
     */
    record Seat(Side side, String name, BotDefinition bot, Sandbox sandbox, int uid) {}

    private Seat seat(PlayOptions options, BotDefinition bot, BotDefinition opponent, Side side) throws IOException {
        return seat(options.seating(), bot, opponent.shortName(), side, progress);
    }

    /** The seat of {@code bot} against an opponent called {@code opponent}; warnings about its files go to {@code progress}. */
    static Seat seat(Seating seating, BotDefinition bot, String opponent, Side side, PrintStream progress)
            throws IOException {
        int uid = seating.sandbox().uidOf(side);
        Sandbox sandbox = BotFiles.shownTo(
                seating.sandbox(),
                bot,
                side,
                uid,
                Path.of("").toAbsolutePath(),
                warning -> progress.println("play: warning: " + warning));
        return new Seat(side, Bots.seatName(bot.shortName(), opponent, side), bot, sandbox, uid);
    }

    private BotSession open(PlayOptions options, Seat seat, int lane, List<Path> dataFolders) throws IOException {
        return open(
                options.seating(),
                seat,
                "play-" + seat.side() + (lane == 0 ? "" : "-" + (lane + 1)),
                dataFolders,
                progress);
    }

    /**
     * The seat's session for the matchup called {@code matchup}, with a scratch data folder of its own (added to
     * {@code dataFolders}): two lanes never share what a bot writes. Lanes after the first are matchups of their own to
     * an HTTP bot.
     */
    static BotSession open(Seating seating, Seat seat, String matchup, List<Path> dataFolders, PrintStream progress)
            throws IOException {
        Path data = Files.createTempDirectory("admiralty-play");
        dataFolders.add(data);
        BotEnvironment env = BotEnvironment.local(
                seating.limits(), seat.sandbox(), seat.uid(), Path.of("").toAbsolutePath(), data, matchup);
        BotSession session = Bots.open(seat.name(), seat.bot(), seating.trustJars() ? env.trustingJars() : env);
        if (seating.verbose()) {
            session.transcript().echoStderr(line -> progress.println(seat.side() + "| " + line));
        }
        return session;
    }

    /** How {@code play} runs the bots it seats: the sandbox, the limits, jars in this JVM or not, stderr shown. */
    record Seating(Sandbox sandbox, BotLimits limits, boolean trustJars, boolean verbose) {}

    private static String games(int n) {
        return n == 1 ? "1 game" : n + " games";
    }

    static void deleteTree(Path root) throws IOException {
        try (var paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static String resultLine(int n, GameRecord game) {
        var outcome = game.outcome();
        String first = game.firstMover().name();
        String shots = "shots A " + game.shotsBy(Side.A) + ", B " + game.shotsBy(Side.B);
        if (outcome.isDraw()) {
            return String.format(
                    "game %d: draw (%s), %s moved first, %s%s",
                    n, outcome.code(), first, shots, outcome.detail() == null ? "" : " - " + outcome.detail());
        }
        Side w = outcome.winner();
        return String.format(
                "game %d: %s %s wins (%s), %s moved first, %s%s",
                n,
                w,
                game.name(w),
                outcome.code(),
                first,
                shots,
                outcome.detail() == null ? "" : " - " + outcome.detail());
    }

    private void printSummary(PlayOptions options, MatchTally tally) {
        out.println();
        int width = Math.max(
                24,
                Math.max(
                        options.botA().toString().length(),
                        options.botB().toString().length()));
        String columns = "%-4s %-" + width + "s %6s %6s %6s %8s %10s %12s%n";
        out.printf(columns, "seat", "bot", "wins", "losses", "draws", "forfeits", "mean shots", "median shots");
        for (Side side : Side.values()) {
            BotDefinition bot = side == Side.A ? options.botA() : options.botB();
            out.printf(
                    columns,
                    side,
                    bot,
                    tally.wins(side),
                    tally.losses(side),
                    tally.draws(),
                    tally.forfeits(side),
                    format(tally.meanShotsToWin(side)),
                    format(tally.medianShotsToWin(side)));
        }
        out.println("(mean and median shots: in games the bot won by sinking the whole fleet)");
        for (Side side : Side.values()) {
            for (Map.Entry<ForfeitReason, Integer> e :
                    tally.forfeitReasons(side).entrySet()) {
                out.printf("forfeits of %s: %s x%d%n", side, e.getKey(), e.getValue());
            }
        }
        tally.drawReasons().forEach((reason, count) -> out.printf("draws: %s x%d%n", reason, count));
    }

    private static String format(double value) {
        return Double.isNaN(value) ? "-" : String.format("%.1f", value);
    }

    /** Parsed command line. */
    record PlayOptions(
            Ruleset ruleset,
            int games,
            long seed,
            Path log,
            int jobs,
            Sandbox sandbox,
            BotLimits limits,
            boolean trustJars,
            boolean verbose,
            boolean skill,
            boolean defence,
            BotDefinition botA,
            BotDefinition botB) {

        Seating seating() {
            return new Seating(sandbox, limits, trustJars, verbose);
        }

        /** {@code play --env}'s options: only how bots are seated. */
        static Seating seating(String[] args) {
            Sandbox sandbox = sandbox(System.getProperty("admiralty.sandbox", "bubblewrap"));
            BotLimits limits = BotLimits.defaults();
            boolean trustJars = false;
            boolean verbose = false;
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--sandbox" -> sandbox = sandbox(value(args, ++i, arg));
                    case "--trusted" -> trustJars = true;
                    case "--verbose" -> verbose = true;
                    case "--move-timeout" ->
                        limits = limits.withMoveTimeout(Duration.ofMillis(positive(value(args, ++i, arg), arg)));
                    default ->
                        throw new IllegalArgumentException(
                                "--env takes --sandbox, --trusted, --move-timeout and --verbose, not " + arg);
                }
            }
            return new Seating(sandbox, limits, trustJars, verbose);
        }

        static PlayOptions parse(String[] args) {
            Ruleset ruleset = Ruleset.classic();
            Integer games = null;
            long seed = System.nanoTime();
            Path log = null;
            int jobs = Runtime.getRuntime().availableProcessors();
            Sandbox sandbox = sandbox(System.getProperty("admiralty.sandbox", "bubblewrap"));
            BotLimits limits = BotLimits.defaults();
            boolean trustJars = false;
            boolean verbose = false;
            boolean skill = false;
            boolean defence = false;
            List<BotDefinition> bots = new ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--ruleset" -> {
                        try {
                            ruleset = Ruleset.parse(value(args, ++i, arg));
                        } catch (InvalidRulesetException e) {
                            throw new IllegalArgumentException(e.getMessage());
                        }
                    }
                    case "--games" -> games = positive(value(args, ++i, arg), arg);
                    case "--seed" -> seed = number(value(args, ++i, arg), arg);
                    case "--log" -> log = Path.of(value(args, ++i, arg));
                    case "--jobs" -> jobs = Math.min(MAX_JOBS, positive(value(args, ++i, arg), arg));
                    case "--sandbox" -> sandbox = sandbox(value(args, ++i, arg));
                    case "--trusted" -> trustJars = true;
                    case "--verbose" -> verbose = true;
                    case "--skill" -> skill = true;
                    case "--defence" -> {
                        skill = true;
                        defence = true;
                    }
                    case "--move-timeout" ->
                        limits = limits.withMoveTimeout(Duration.ofMillis(positive(value(args, ++i, arg), arg)));
                    default -> {
                        if (arg.startsWith("--")) {
                            throw new IllegalArgumentException("unknown option " + arg);
                        }
                        bots.add(BotDefinition.parse(arg));
                    }
                }
            }
            if (bots.size() != (skill ? 1 : 2)) {
                throw new IllegalArgumentException(
                        skill
                                ? "--skill scores one bot, got " + bots.size()
                                : "name exactly two bots, got " + bots.size());
            }
            if (skill && games != null && games > SkillLayouts.MAX_COUNT) {
                throw new IllegalArgumentException(
                        "--skill plays at most " + SkillLayouts.MAX_COUNT + " layouts, was " + games);
            }
            for (BotDefinition bot : bots) {
                Ruleset chosen = ruleset;
                bot.cannotPlay(chosen).ifPresent(why -> {
                    throw new IllegalArgumentException(bot + " cannot play " + chosen.spec() + ": " + why);
                });
            }
            int played = games != null ? games : skill ? SkillLayouts.DEFAULT_COUNT : 1;
            return new PlayOptions(
                    ruleset,
                    played,
                    seed,
                    log,
                    jobs,
                    sandbox,
                    limits,
                    trustJars,
                    verbose,
                    skill,
                    defence,
                    bots.get(0),
                    skill ? null : bots.get(1));
        }

        private static Sandbox sandbox(String mode) {
            return switch (mode) {
                case "bubblewrap" -> Sandbox.bubblewrap();
                case "none" -> Sandbox.none();
                default -> throw new IllegalArgumentException("the sandbox is bubblewrap or none, was '" + mode + "'");
            };
        }

        private static String value(String[] args, int i, String option) {
            if (i >= args.length) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args[i];
        }

        private static int positive(String text, String option) {
            long n = number(text, option);
            if (n < 1 || n > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(option + " must be at least 1, was " + text);
            }
            return (int) n;
        }

        private static long number(String text, String option) {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(option + " takes a whole number, was '" + text + "'");
            }
        }
    }
}
