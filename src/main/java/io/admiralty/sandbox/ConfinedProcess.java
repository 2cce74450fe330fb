package io.admiralty.sandbox;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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

    private final Process process;
    private final AtomicReference<Runnable> afterExit;
    /** Whether {@code afterExit} kills the whole tree itself (it empties the cgroup every process of it joined). */
    private final boolean afterExitKillsTree;

    private ConfinedProcess(Process process, Runnable afterExit, boolean afterExitKillsTree) {
        this.process = process;
        this.afterExit = new AtomicReference<>(afterExit);
        this.afterExitKillsTree = afterExitKillsTree;
    }

    /**
     * Starts {@code commandLine}; {@code afterExit} runs once when it is killed, and {@code afterExitKillsTree} says
     * that it kills whatever of the tree is left (as emptying its cgroup does).
     */
    static ConfinedProcess start(
            List<String> commandLine,
            Path workDir,
            Path dataDir,
            String botName,
            Runnable afterExit,
            boolean afterExitKillsTree)
            throws IOException {
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
            return new ConfinedProcess(builder.start(), afterExit, afterExitKillsTree);
        } catch (IOException e) {
            afterExit.run();
            throw e;
        }
    }

    /** The running process: its pipes, its exit. */
    public Process process() {
        return process;
    }

    /**
     * Kills the process and everything it started, waits for its end, and cleans up after it. Where the clean-up
     * empties the tree's cgroup, the tree is not looked for among all the host's processes (which reads every
     * process's status file: milliseconds a kill on a busy host, paid at every game of a dialect that starts a
     * process per game).
     */
    public void kill() {
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
