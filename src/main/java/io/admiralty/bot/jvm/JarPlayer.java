package io.admiralty.bot.jvm;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Transcript;
import io.admiralty.bot.process.BotProcess;
import io.admiralty.bot.process.MatchupProcessSession;
import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.Firing;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Orientation;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Ship;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import io.admiralty.sandbox.Confinement;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A jar bot in a child JVM of its own, under the sandbox, for one matchup: it cannot see the league's memory,
 * secrets or database, and it can be killed when it overruns. The league and {@link JarHost} speak lines:
 * {@code GAME ...} / {@code PLACE x,y,len,ACROSS;...}, {@code TURN n} / {@code SHOTS x,y;...},
 * {@code RESULTS x,y,hit,sunkLength;...} / {@code OK}, {@code OPPONENT x,y,hit;...} / {@code OK}, then
 * {@code END WIN|LOSS|DRAW} and {@code QUIT}. The host answers {@code ERROR n exception} and n lines of its stack
 * trace when the bot throws; news of a volley is answered too, so that a bot throwing while it hears it forfeits at
 * the same moment as in-process (one round trip per volley more, in exchange for the same games in both modes).
 */
public final class JarPlayer extends MatchupProcessSession {

    private final Path botJar;
    private final Confinement confinement;
    private Path folder;

    /** A session for the jar bot {@code botJar} under {@code confinement}. */
    public JarPlayer(String name, Path botJar, Confinement confinement, BotLimits limits) {
        super(name, limits, new Transcript(), "QUIT");
        this.botJar = botJar;
        this.confinement = confinement;
    }

    @Override
    public Placement place(GameSetup setup) {
        var ruleset = setup.ruleset();
        String fleet = ruleset.fleet().stream().map(String::valueOf).collect(Collectors.joining(","));
        String reply = ask(
                "GAME " + ruleset.width() + " " + ruleset.height() + " " + (ruleset.firing() == Firing.SALVO ? 1 : 0)
                        + " " + (setup.movesFirst() ? 1 : 0) + " " + setup.seed() + " " + fleet + " "
                        + setup.opponent(),
                "PLACE",
                limits.placementTimeout());
        List<Ship> ships = new ArrayList<>();
        try {
            for (String ship : reply.split(";")) {
                String[] f = ship.split(",");
                ships.add(new Ship(
                        Integer.parseInt(f[0]),
                        Integer.parseInt(f[1]),
                        Integer.parseInt(f[2]),
                        Orientation.valueOf(f[3])));
            }
        } catch (RuntimeException unreadable) {
            throw BotFault.malformed("answered a placement the league cannot read");
        }
        return new Placement(ships);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        String reply = ask("TURN " + shots, "SHOTS", limits.moveTimeout());
        List<Coord> cells = new ArrayList<>();
        try {
            for (String cell : reply.isEmpty() ? new String[0] : reply.split(";")) {
                String[] xy = cell.split(",");
                cells.add(Coord.of(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
            }
        } catch (RuntimeException unreadable) {
            throw BotFault.malformed("answered shots the league cannot read");
        }
        return cells;
    }

    /** Waits for the host's {@code OK}: an exception in the bot's {@code onShotResult} forfeits now, as in-process. */
    @Override
    public void onShotsResolved(List<Strike> strikes) {
        ask(
                strikes.stream()
                        .map(s -> s.x() + "," + s.y() + "," + (s.result().isHit() ? 1 : 0) + ","
                                + (s.sunkLength() == null ? 0 : s.sunkLength()))
                        .collect(Collectors.joining(";", "RESULTS ", "")),
                "OK",
                limits.moveTimeout());
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        ask(
                strikes.stream()
                        .map(s -> s.x() + "," + s.y() + "," + (s.result().isHit() ? 1 : 0))
                        .collect(Collectors.joining(";", "OPPONENT ", "")),
                "OK",
                limits.moveTimeout());
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        if (process.isAlive()) {
            process.get().send("END " + (outcome.isDraw() ? "DRAW" : outcome.winner() == self ? "WIN" : "LOSS"));
        }
    }

    @Override
    public void close() {
        super.close();
        if (folder != null) {
            HostJar.delete(folder);
            folder = null;
        }
    }

    @Override
    protected BotProcess startProcess() {
        if (folder == null) {
            folder = HostJar.prepare(botJar);
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long heap = Math.max(32L * 1024 * 1024, limits.memoryBytes() / 4);
        List<String> command = List.of(
                java,
                "-Xmx" + heap,
                "-Xss512k",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-XX:ReservedCodeCacheSize=32m",
                "-XX:MaxMetaspaceSize=64m",
                "-XX:CompressedClassSpaceSize=32m",
                "-cp",
                "host.jar",
                JarHost.class.getName(),
                "bot.jar");
        BotProcess started = BotProcess.start(confinement, command, folder, limits, transcript);
        try {
            String ready = started.readLine(limits.startTimeout());
            if (ready.equals(JarHost.NO_BOT)) {
                throw new BotFault(
                        ForfeitReason.CRASH, "the jar lists no io.admiralty.botapi.BattleshipBot in META-INF/services");
            }
            if (ready.startsWith("ERROR ")) {
                throw new BotFault(ForfeitReason.CRASH, "could not be loaded");
            }
            if (!ready.startsWith("READY")) {
                throw BotFault.malformed("did not start the jar host");
            }
            return started;
        } catch (RuntimeException e) {
            // a host that never became ready is nobody's to stop later
            started.close();
            throw e;
        }
    }

    /**
     * Sends a command and returns the payload of the expected answer; a thrown exception in the bot forfeits. The
     * host's lines (the exception and its stack trace included) are in the transcript; the public detail says only
     * what happened.
     */
    private String ask(String command, String answer, Duration timeout) {
        String reply = process.get().ask(command, timeout, String::strip);
        if (reply.startsWith("ERROR ")) {
            readTrace(reply, timeout);
            throw new BotFault(ForfeitReason.EXCEPTION, "threw an exception");
        }
        if (!reply.equals(answer) && !reply.startsWith(answer + " ")) {
            throw BotFault.malformed("did not answer " + answer);
        }
        return reply.substring(answer.length()).strip();
    }

    /** Reads the stack trace announced by {@code ERROR n ...} into the transcript, as far as the host sends it. */
    private void readTrace(String error, Duration timeout) {
        String[] words = error.split(" ", 3);
        try {
            int lines = Integer.parseInt(words[1]);
            for (int i = 0; i < lines; i++) {
                process.get().readLine(timeout);
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException | BotFault unfinished) {
            // the exception is the forfeit's reason whatever became of its trace
        }
    }
}
