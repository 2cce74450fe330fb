package io.admiralty.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A process the sandbox started, with an environment that holds nothing of the league's: {@code PATH}, {@code LANG},
 * {@code HOME} and {@code ADMIRALTY_DATA_DIR} both its data folder, {@code ADMIRALTY_BOT_NAME} the name the
 * protocols give it, and {@code RUBYOPT} {@value #RUBY_OPTIONS}. Killing it kills everything it started, then
 * runs, once, what its end needs (removing its cgroup).
 */
public final class ConfinedProcess {

    /**
     * Ruby loads its spelling suggestions and error highlighting at every start, though they only add to the message
     * of an error: a fifth of its start-up, paid at every game by a bot started anew for each. A bot that wants them
     * can still require them.
     */
    static final String RUBY_OPTIONS = "--disable-did_you_mean --disable-error_highlight";

    /** How long {@link #ending} waits for the process to exit, and then for the last of its stderr. */
    private static final long ENDING_WAIT_MS = 5_000;

    private final Process process;
    private final AtomicReference<Runnable> afterExit;
    /** Whether {@code afterExit} kills the whole tree itself (it empties the cgroup every process of it joined). */
    private final boolean afterExitKillsTree;
    /** Its stderr, watched for the sandbox's lines; null for a process run as it is. */
    private final LaunchWatch watch;
    /** Its cgroup, if it has one: where the kernel counts out-of-memory kills. */
    private final Optional<Cgroups.Group> group;
    /** Whether the league killed it ({@link #kill}: a quota breach, a reset), which is no launcher killed from outside. */
    private volatile boolean killed;

    private ConfinedProcess(
            Process process,
            Runnable afterExit,
            boolean afterExitKillsTree,
            boolean watched,
            Optional<Cgroups.Group> group) {
        this.process = process;
        this.afterExit = new AtomicReference<>(afterExit);
        this.afterExitKillsTree = afterExitKillsTree;
        this.watch = watched ? new LaunchWatch(process.getErrorStream()) : null;
        this.group = group;
    }

    /** Starts {@code commandLine} as it is, for a bot author's own machine. */
    static ConfinedProcess unconfined(List<String> commandLine, Path workDir, Path dataDir, String botName)
            throws IOException {
        return start(commandLine, workDir, dataDir, botName, false, Optional.empty());
    }

    /**
     * Starts {@code commandLine}, the sandbox's chain ({@code watched}: its stderr carries the sandbox's lines); its
     * {@code group}, if any, is removed once when it is killed, which kills whatever of the tree is left.
     */
    static ConfinedProcess start(
            List<String> commandLine,
            Path workDir,
            Path dataDir,
            String botName,
            boolean watched,
            Optional<Cgroups.Group> group)
            throws IOException {
        Runnable afterExit = () -> group.ifPresent(Cgroups.Group::close);
        ProcessBuilder builder = new ProcessBuilder(commandLine).directory(workDir.toFile());
        Map<String, String> env = builder.environment();
        env.clear();
        env.put("PATH", "/usr/local/bin:/usr/bin:/bin");
        env.put("HOME", dataDir.toAbsolutePath().toString());
        env.put("ADMIRALTY_DATA_DIR", dataDir.toAbsolutePath().toString());
        env.put("LANG", "C.UTF-8");
        env.put("ADMIRALTY_BOT_NAME", botName);
        env.put("RUBYOPT", RUBY_OPTIONS);
        try {
            return new ConfinedProcess(builder.start(), afterExit, group.isPresent(), watched, group);
        } catch (IOException e) {
            afterExit.run();
            throw e;
        }
    }

    /** The running process: its pipes (read stderr from {@link #errors}), its exit. */
    public Process process() {
        return process;
    }

    /** Its stderr: read it from here, so that the sandbox's lines are seen. */
    public InputStream errors() {
        return watch != null ? watch : process.getErrorStream();
    }

    /**
     * How it ended, once it closed its output: a process still running a moment later closed it itself (its crash);
     * otherwise the sandbox's lines, read to the end of its stderr, and its cgroup's out-of-memory kills say whose
     * doing it was ({@link Ending}). One the league killed itself ended as the league meant: the caller knows why.
     */
    public Ending ending() {
        if (watch == null || killed) {
            return Ending.EXITED;
        }
        try {
            if (!process.waitFor(ENDING_WAIT_MS, TimeUnit.MILLISECONDS)) {
                return Ending.EXITED;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Ending.EXITED;
        }
        watch.awaitEnd(ENDING_WAIT_MS);
        return Ending.of(
                true,
                watch.started(),
                watch.statusLast(),
                group.map(Cgroups.Group::oomKills).orElse(0L));
    }

    /**
     * Kills the process and everything it started, waits for its end, and cleans up after it. Where the clean-up
     * empties the tree's cgroup, the tree is not looked for among all the host's processes (which reads every
     * process's status file: milliseconds a kill on a busy host, paid at every game of a dialect that starts a
     * process per game).
     */
    public void kill() {
        killed = true;
        if (!afterExitKillsTree) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
        }
        process.destroyForcibly();
        CleanUpWaits.exited(process, 5, TimeUnit.SECONDS);
        Runnable cleanUp = afterExit.getAndSet(null);
        if (cleanUp != null) {
            cleanUp.run();
        }
    }
}
