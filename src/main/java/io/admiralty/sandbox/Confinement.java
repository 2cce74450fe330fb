package io.admiralty.bot.process;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.ForwardingSession;
import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One bot's confinement for one matchup: the uid it runs as, a cgroup for each process it starts, and the hold on
 * its data folder's quota. {@link #guard} wraps the bot's session so that a quota breach, which kills the bot's
 * processes from the quota's own thread, is told as the {@code data_limit} forfeit it is rather than the crash
 * it looks like, and so that the matchup's end releases the hold.
 */
public final class Confinement {

    private final Sandbox sandbox;
    private final int uid;
    private final Path dataDir;
    private final BotLimits limits;
    private DataQuota.Hold hold;
    private volatile BotProcess current;

    Confinement(Sandbox sandbox, int uid, Path dataDir, BotLimits limits) {
        this.sandbox = sandbox;
        this.uid = uid;
        this.dataDir = dataDir;
        this.limits = limits;
    }

    public Path dataDir() {
        return dataDir;
    }

    /**
     * Starts {@code command} in {@code workDir} under the sandbox, in a new cgroup where the host has them. The
     * first start of the matchup takes the hold on the data folder (copying it aside).
     */
    public BotProcess start(List<String> command, Path workDir, Transcript transcript) {
        if (!sandbox.isConfined()) {
            return BotProcess.start(command, command, workDir, dataDir, limits, transcript, () -> { });
        }
        synchronized (this) {
            if (hold == null) {
                hold = DataQuota.hold(dataDir, limits.dataQuotaBytes(), Sandbox.switchesUid() ? uid : -1, this::stopProcess);
                // a folder over the quota already (kept under a larger one) is dealt with before the bot sees it
                hold.check();
                BotFault breach = hold.takeBreach();
                if (breach != null) {
                    throw breach;
                }
            }
        }
        Optional<Cgroups.Group> group;
        try {
            group = Cgroups.host().create(Integer.toString(uid), Sandbox.cgroupMemory(limits), Sandbox.cgroupTasks(limits));
        } catch (IOException e) {
            throw new BotFault(ForfeitReason.CRASH, "could not make the bot's cgroup: " + e.getMessage(), e);
        }
        List<String> line = sandbox.wrap(command, workDir, dataDir, limits, uid,
                group.map(Cgroups.Group::procsFiles).orElse(List.of()));
        BotProcess process = BotProcess.start(line, command, workDir, dataDir, limits, transcript,
                () -> group.ifPresent(Cgroups.Group::close));
        current = process;
        return process;
    }

    private void stopProcess() {
        BotProcess running = current;
        if (running != null) {
            running.close();
        }
    }

    /** The session as the league plays it: breaches forfeit with {@code data_limit}; closing it ends the hold. */
    public BotSession guard(BotSession session) {
        return sandbox.isConfined() ? new Guarded(session) : session;
    }

    private synchronized DataQuota.Hold hold() {
        return hold;
    }

    private final class Guarded extends ForwardingSession.Around {

        Guarded(BotSession session) {
            super(session);
        }

        /**
         * The folder is measured before each game (for what the bot wrote between games) and once it has placed
         * (for what it wrote as it started), besides the quota's periodic check.
         */
        @Override
        public Placement place(GameSetup setup) {
            measure();
            Placement placement = guarded(() -> super.place(setup));
            measure();
            return guarded(() -> placement);
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            return guarded(() -> super.fire(tracking, shots));
        }

        @Override
        public void onShotsResolved(List<Strike> strikes) {
            guarded(() -> {
                super.onShotsResolved(strikes);
                return null;
            });
        }

        @Override
        public void onOpponentShots(List<Strike> strikes) {
            guarded(() -> {
                super.onOpponentShots(strikes);
                return null;
            });
        }

        @Override
        public void close() {
            try {
                super.close();
            } finally {
                // the player stops its process; this makes sure, cgroup included, if it could not
                stopProcess();
                DataQuota.Hold held = hold();
                if (held != null) {
                    held.release();
                }
            }
        }

        private void measure() {
            DataQuota.Hold held = hold();
            if (held != null) {
                held.check();
            }
        }

        /**
         * Runs a call that may forfeit: a breach found since the last call forfeits this one, and a fault while
         * the quota stops the bot is the breach's.
         */
        private <T> T guarded(Supplier<T> call) {
            DataQuota.Hold held = hold();
            BotFault breach = held == null ? null : held.takeBreach();
            if (breach != null) {
                throw breach;
            }
            try {
                return call.get();
            } catch (BotFault fault) {
                // the first call of a matchup takes the hold as it starts the bot
                DataQuota.Hold taken = hold();
                breach = taken == null ? null : taken.takeBreach();
                throw breach != null ? breach : fault;
            }
        }
    }
}
