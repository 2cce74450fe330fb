package io.admiralty.bot.process;

import io.admiralty.bot.BotLimits;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * How an untrusted bot process is confined. {@link #bubblewrap()} runs it under bubblewrap as user nobody with
 * no network, its own PID namespace, a read-only view of the system (/usr, /etc), its own folder read-only, its
 * data folder writable, a private /tmp, and rlimits on memory, processes, file size, open files and CPU time.
 * {@link #none()} runs it as it is: only for a bot author's own machine.
 */
public final class Sandbox {

    /** The unprivileged account bots run as: its process count is what the process limit counts. */
    static final int NOBODY = 65534;

    private static final boolean RUNNING_AS_ROOT = "root".equals(System.getProperty("user.name"));

    private final boolean confined;
    /** Folders of the league's own (such as the hosts of player dialects) that the bot may read. */
    private final List<String> readable;

    private Sandbox(boolean confined, List<String> readable) {
        this.confined = confined;
        this.readable = readable;
    }

    public static Sandbox bubblewrap() {
        return new Sandbox(true, List.of());
    }

    public static Sandbox none() {
        return new Sandbox(false, List.of());
    }

    /** This sandbox, with {@code folder} also visible to the bot, read-only, at the same path. */
    public Sandbox withReadable(Path folder) {
        List<String> folders = new ArrayList<>(readable);
        folders.add(folder.toAbsolutePath().normalize().toString());
        return new Sandbox(confined, List.copyOf(folders));
    }

    public boolean isConfined() {
        return confined;
    }

    /** Whether bubblewrap is installed and can start a confined process here. */
    public static boolean bubblewrapWorks() {
        try {
            Process probe = new ProcessBuilder("bwrap", "--ro-bind", "/", "/", "--unshare-net", "--unshare-pid",
                    "--die-with-parent", "true").redirectErrorStream(true).start();
            return probe.waitFor(10, TimeUnit.SECONDS) && probe.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The command line that runs {@code command} in {@code botDir} under this sandbox. */
    public List<String> wrap(List<String> command, Path botDir, Path dataDir, BotLimits limits) {
        if (!confined) {
            return command;
        }
        String bot = botDir.toAbsolutePath().normalize().toString();
        String data = dataDir.toAbsolutePath().normalize().toString();
        List<String> line = new ArrayList<>(List.of("bwrap",
                "--ro-bind", "/usr", "/usr",
                "--ro-bind-try", "/bin", "/bin",
                "--ro-bind-try", "/lib", "/lib",
                "--ro-bind-try", "/lib64", "/lib64",
                "--ro-bind-try", "/sbin", "/sbin",
                "--ro-bind", "/etc", "/etc",
                "--proc", "/proc",
                "--dev", "/dev",
                "--perms", "1777", "--tmpfs", "/tmp"));
        // bubblewrap would create the folders leading to the binds as root-only; nobody must be able to pass
        List<String> mounted = new ArrayList<>(List.of(bot, data));
        mounted.addAll(readable);
        for (String folder : parents(mounted)) {
            line.addAll(List.of("--perms", "0755", "--dir", folder));
        }
        for (String folder : readable) {
            line.addAll(List.of("--ro-bind", folder, folder));
        }
        line.addAll(List.of(
                "--ro-bind", bot, bot,
                "--bind", data, data,
                "--chdir", bot,
                // every namespace but the user one, in which root could not switch to nobody
                "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--die-with-parent",
                "--new-session",
                "--clearenv",
                "--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin",
                "--setenv", "HOME", data,
                "--setenv", "ADMIRALTY_DATA_DIR", data,
                "--setenv", "LANG", "C.UTF-8",
                "--"));
        if (RUNNING_AS_ROOT) {
            // root ignores the process limit; as nobody the bot also loses every privilege
            line.addAll(List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups"));
        }
        line.addAll(List.of("prlimit",
                "--as=" + limits.memoryBytes(),
                "--nproc=" + limits.maxProcesses(),
                "--fsize=" + limits.dataFileBytes(),
                "--nofile=64",
                "--cpu=" + limits.cpuTime().toSeconds(),
                "--"));
        line.addAll(command);
        return line;
    }

    /** The folders above the given paths, outermost first, except those the sandbox mounts itself. */
    private static List<String> parents(List<String> paths) {
        java.util.TreeSet<String> folders = new java.util.TreeSet<>(java.util.Comparator
                .comparingInt((String f) -> f.split("/").length).thenComparing(f -> f));
        for (String path : paths) {
            for (Path p = Path.of(path).getParent(); p != null && p.getParent() != null; p = p.getParent()) {
                String folder = p.toString();
                if (!List.of("/tmp", "/usr", "/etc", "/proc", "/dev").contains(folder)) {
                    folders.add(folder);
                }
            }
        }
        return new ArrayList<>(folders);
    }
}
