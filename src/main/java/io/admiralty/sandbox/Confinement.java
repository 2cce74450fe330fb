package io.admiralty.sandbox;

import io.admiralty.game.BotFault;
import io.admiralty.game.LeagueFault;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One bot's confinement for one matchup: the uid it runs as (its own, or a spare one while another session of it
 * runs: {@link SessionUids}), a cgroup for each process it starts, and the hold on its data folder's quota. A quota
 * breach kills the bot's processes from the quota's own thread; the bot's session asks {@link #takeBreach} after each
 * call, so that the game is forfeited with {@code data_limit} rather than the crash it looks like, and {@link #end}s
 * the confinement with the matchup.
 */
public final class Confinement {

    private final Sandbox sandbox;
    /** The uid this session runs as. */
    private final int uid;
    /** The bot's own uid and gid: its data folder's owner and the group of all its sessions. */
    private final int owner;

    private final Path dataDir;
    private final Limits limits;
    private final String botName;
    private DataQuota.Hold hold;
    /** The bot's folder made writable for this matchup, once its first process starts; empty where it cannot be. */
    private Optional<WritableFolder> writable;

    private Path writableOver;
    /** The quota's put-backs when the overlay was mounted: after one, the overlay is mounted afresh. */
    private int writableSince;

    private volatile ConfinedProcess current;
    /** Guarded by this. */
    private boolean ended;

    Confinement(Sandbox sandbox, int uid, int owner, Path dataDir, Limits limits, String botName) {
        this.sandbox = sandbox;
        this.uid = uid;
        this.owner = owner;
        this.dataDir = dataDir;
        this.limits = limits;
        this.botName = botName;
    }

    public Path dataDir() {
        return dataDir;
    }

    /** Whether the bot runs under the sandbox at all (not for {@link Sandbox#none()}). */
    public boolean isConfined() {
        return sandbox.isConfined();
    }

    /**
     * Starts {@code command} in {@code workDir} under the sandbox, in a new cgroup where the host has them. The
     * first start of the matchup takes the hold on the data folder (copying it aside). A breach found then is the bot's
     * fault; a cgroup that cannot be made is the league's ({@link LeagueFault}); a command that cannot be started at
     * all is an IOException.
     */
    public ConfinedProcess start(List<String> command, Path workDir) throws IOException {
        if (!sandbox.isConfined()) {
            return ConfinedProcess.unconfined(command, workDir, dataDir, botName);
        }
        synchronized (this) {
            if (hold == null) {
                hold = DataQuota.hold(
                        dataDir, limits.dataQuotaBytes(), Sandbox.switchesUid() ? owner : -1, this::stopProcess);
                // a folder over the quota already (kept under a larger one) is dealt with before the bot sees it
                hold.check();
                BotFault breach = hold.takeBreach();
                if (breach != null) {
                    throw breach;
                }
            }
            if (writable != null && writable.isPresent() && hold.putBacks() != writableSince) {
                // files the put-back removed may live on in the overlay's caches, where writes would escape the quota
                writable.get().unmount();
                writable = null;
            }
            if (writable == null) {
                writableSince = hold.putBacks();
                writable = WritableFolder.mount(workDir, dataDir, Sandbox.switchesUid() ? owner : -1);
                writableOver = workDir;
            }
        }
        Optional<Path> folder =
                writable.filter(w -> workDir.equals(writableOver)).map(WritableFolder::merged);
        Optional<Cgroups.Group> group;
        try {
            group = Cgroups.host()
                    .create(Integer.toString(uid), Sandbox.cgroupMemory(limits), Sandbox.cgroupTasks(limits));
        } catch (IOException e) {
            // the host's cgroups, not the bot: no game is the bot's to forfeit for them
            throw new LeagueFault("the league could not make the bot's cgroup: " + e.getMessage(), e);
        }
        List<String> line = sandbox.wrap(
                command,
                workDir,
                folder,
                dataDir,
                limits,
                uid,
                owner,
                botName,
                group.map(Cgroups.Group::procsFiles).orElse(List.of()));
        ConfinedProcess process = ConfinedProcess.start(line, workDir, dataDir, botName, true, group);
        current = process;
        return process;
    }

    /** Measures the data folder now (before each game and after each placement, besides the quota's own checks). */
    public void measure() {
        DataQuota.Hold held = hold();
        if (held != null) {
            held.check();
        }
    }

    /** The breach found since the last call, once; null when there was none. */
    public BotFault takeBreach() {
        DataQuota.Hold held = hold();
        return held == null ? null : held.takeBreach();
    }

    /**
     * The matchup is over: stops what still runs, cgroup included, unmounts the writable folder, releases the hold on
     * the data folder and gives back the session's uid.
     */
    public void end() {
        stopProcess();
        Optional<WritableFolder> mounted;
        boolean first;
        synchronized (this) {
            mounted = writable == null ? Optional.empty() : writable;
            writable = null;
            first = !ended;
            ended = true;
        }
        mounted.ifPresent(WritableFolder::unmount);
        DataQuota.Hold held = hold();
        if (held != null) {
            held.release();
        }
        if (first && sandbox.isConfined()) {
            SessionUids.give(uid);
        }
    }

    private void stopProcess() {
        ConfinedProcess running = current;
        if (running != null) {
            running.kill();
        }
    }

    private synchronized DataQuota.Hold hold() {
        return hold;
    }
}
