package io.admiralty.sandbox;

import io.admiralty.game.Side;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * How an untrusted bot process is confined. {@link #bubblewrap} runs it under bubblewrap with no network, its own
 * PID namespace, a read-only view of the system (/usr, /etc), its own folder read-only, its data folder writable
 * (and held to a quota), a private /tmp of a fixed size, rlimits on memory, processes, file size, open files and
 * CPU time, as a uid of its own when the league runs as root, and in a cgroup of its own where the host allows
 * (see {@link Cgroups}). {@link #none()} runs it as it is: only for a bot author's own machine.
 * <p>
 * A confined process is started by four programs before the bot's own: {@code /bin/sh} joins the cgroup and sets
 * the rlimits (as root, so the limits hold from the first instruction of everything after it), then
 * {@code bwrap} builds the sandbox, then {@code /bin/sh} again, inside it, says on stderr that the sandbox is up, then
 * {@code setpriv} becomes the bot's uid; each replaces the one before, so they cost four execs and no process that
 * stays. What the chain says on stderr tells the league's failures from the bot's ({@link Ending}).
 */
public final class Sandbox {

    /**
     * League bot N runs as uid (and gid) base + N; {@code play}'s seats A and B as base - 1 and base - 2; a second
     * session of a bot at once as a spare uid from base - 3 down, in the bot's group.
     */
    public static final long DEFAULT_UID_BASE = 1_000_000;

    private static final long LOWEST_UID_BASE = 1002;
    /** Many tools take uids for signed 32-bit numbers. */
    private static final long HIGHEST_UID = Integer.MAX_VALUE - 1;
    /** The sandbox's own processes in a bot's cgroup: bubblewrap's monitor and the PID namespace's init. */
    private static final int SANDBOX_TASKS = 2;

    private static final boolean RUNNING_AS_ROOT = "root".equals(System.getProperty("user.name"));

    /** The system's folders, which every bot sees read-only as they are. */
    private static final List<String> SYSTEM_FOLDERS = List.of("/usr", "/bin", "/lib", "/lib64", "/sbin", "/etc");
    /** Folders the sandbox makes afresh for each bot: what the host has there is not what the bot sees. */
    private static final List<String> OWN_FOLDERS = List.of("/tmp", "/proc", "/dev");

    private final boolean confined;
    private final long uidBase;
    /** Folders of the league's own (such as the hosts of player dialects) that the bot may read. */
    private final List<String> readable;

    private Sandbox(boolean confined, long uidBase, List<String> readable) {
        this.confined = confined;
        this.uidBase = uidBase;
        this.readable = readable;
    }

    /**
     * The sandbox with the uid base of the system property {@code admiralty.sandbox.uid-base}, else the default: how
     * {@code play} and test runs side by side keep their bots' uids, and so their process limits, apart.
     */
    /**
     * Whether a line of a confined bot's stderr is the sandbox chain's own rather than the bot's: bubblewrap's status
     * lines (its child's pid and namespaces as the bot starts, its exit code after) and the chain's start mark. They
     * say how the sandbox runs, which is no part of what the bot wrote.
     */
    public static boolean chainsOwn(String line) {
        return line.equals(LaunchWatch.STARTED) || CHAIN_STATUS.matcher(line).matches();
    }

    private static final Pattern CHAIN_STATUS = Pattern.compile("\\{ ?\"(child-pid|exit-code)\": ?[0-9]+.*}");

    public static Sandbox bubblewrap() {
        return bubblewrap(Long.getLong("admiralty.sandbox.uid-base", DEFAULT_UID_BASE));
    }

    /** The sandbox with bots' uids counted from {@code uidBase}. */
    public static Sandbox bubblewrap(long uidBase) {
        if (uidBase < LOWEST_UID_BASE || uidBase > HIGHEST_UID / 2) {
            throw new IllegalArgumentException("the bots' uid base must be " + LOWEST_UID_BASE + ".." + HIGHEST_UID / 2
                    + " (below are the system's own accounts), was " + uidBase);
        }
        return new Sandbox(true, uidBase, List.of());
    }

    public static Sandbox none() {
        return new Sandbox(false, DEFAULT_UID_BASE, List.of());
    }

    /** This sandbox, with {@code folder} also visible to the bot, read-only, at the same path. */
    public Sandbox withReadable(Path folder) {
        List<String> folders = new ArrayList<>(readable);
        folders.add(folder.toAbsolutePath().normalize().toString());
        return new Sandbox(confined, uidBase, List.copyOf(folders));
    }

    public boolean isConfined() {
        return confined;
    }

    /** Whether a bot sees {@code path} as it is without being shown it: it is in one of the system's folders. */
    public static boolean showsAnyway(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        return SYSTEM_FOLDERS.stream().anyMatch(folder -> absolute.startsWith(folder));
    }

    /**
     * Whether {@code folder} can be shown to a bot with {@link #withReadable}: not the root, and neither one of the
     * sandbox's own folders nor inside one (a file there can be shown by itself).
     */
    public static boolean canShow(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        // a folder inside /tmp is the host's own and can be shown over the bot's /tmp; /proc and /dev are the kernel's
        return absolute.getParent() != null
                && OWN_FOLDERS.stream()
                        .noneMatch(own ->
                                absolute.equals(Path.of(own)) || !own.equals("/tmp") && absolute.startsWith(own));
    }

    /**
     * Whether a bot running as {@code uid} may read {@code path}, and enter it if it is a folder, by its owner, group
     * and mode: the bot has that uid and gid and no other group when the service runs as root, and otherwise is the
     * service's own user.
     */
    public boolean canRead(int uid, Path path) throws IOException {
        boolean folder = Files.isDirectory(path);
        if (!confined || !RUNNING_AS_ROOT) {
            return Files.isReadable(path) && (!folder || Files.isExecutable(path));
        }
        int mode = (Integer) Files.getAttribute(path, "unix:mode");
        int shift = (Integer) Files.getAttribute(path, "unix:uid") == uid
                ? 6
                : (Integer) Files.getAttribute(path, "unix:gid") == uid ? 3 : 0;
        int needed = folder ? 05 : 04;
        return ((mode >> shift) & needed) == needed;
    }

    /** The uid league bot {@code botId} runs as. */
    public int uidOf(long botId) {
        if (botId < 1 || uidBase + botId > HIGHEST_UID) {
            throw new IllegalStateException("bot " + botId + " has no uid from base " + uidBase);
        }
        return (int) (uidBase + botId);
    }

    /** The uid a {@code play} seat runs as: just below the league's range, so it shares no league bot's limits. */
    public int uidOf(Side seat) {
        return (int) (uidBase - 1 - seat.ordinal());
    }

    /** Whether bots get uids of their own: only a service running as root can switch to them. */
    public static boolean switchesUid() {
        return RUNNING_AS_ROOT;
    }

    /**
     * One bot's confinement for one matchup, for the bot whose own uid is {@code uid}, writing only {@code dataDir};
     * its processes find {@code botName}, the one word the protocols call it by, in {@code ADMIRALTY_BOT_NAME}. The
     * session runs as that uid, or as a spare uid of its own in that uid's group while another session of the same bot
     * runs ({@link SessionUids}), until {@link Confinement#end}.
     */
    public Confinement confine(int uid, Path dataDir, Limits limits, String botName) {
        int session = confined ? SessionUids.take(uid, (int) (uidBase - 3)) : uid;
        return new Confinement(this, session, uid, dataDir, limits, botName);
    }

    /** Whether bubblewrap is installed and can start a confined process here. */
    public static boolean bubblewrapWorks() {
        try {
            Process probe = new ProcessBuilder(
                            "bwrap",
                            "--ro-bind",
                            "/",
                            "/",
                            "--unshare-net",
                            "--unshare-pid",
                            "--die-with-parent",
                            "true")
                    .redirectErrorStream(true)
                    .start();
            return probe.waitFor(10, TimeUnit.SECONDS) && probe.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The tasks a bot's cgroup allows: the bot's own processes and threads, and the sandbox's. */
    static int cgroupTasks(Limits limits) {
        return limits.maxProcesses() + SANDBOX_TASKS;
    }

    /** A bot's cgroup holds its processes' memory and its /tmp, which is memory too. */
    static long cgroupMemory(Limits limits) {
        return limits.memoryBytes() + limits.tmpBytes();
    }

    /**
     * The command line that runs {@code command} in {@code botDir} under this sandbox, as {@code uid} in the group
     * {@code gid} alone, joining the cgroup whose {@code cgroup.procs} files are {@code cgroupProcs}. The bot's folder
     * is read-only unless {@code writableBotDir} is a writable view of it (see {@link WritableFolder}), bound in its
     * place.
     */
    List<String> wrap(
            List<String> command,
            Path botDir,
            Optional<Path> writableBotDir,
            Path dataDir,
            Limits limits,
            int uid,
            int gid,
            String botName,
            List<Path> cgroupProcs) {
        if (!confined) {
            return command;
        }
        String bot = botDir.toAbsolutePath().normalize().toString();
        String data = dataDir.toAbsolutePath().normalize().toString();
        List<String> line = new ArrayList<>(List.of("/bin/sh", "-c", launcher(limits), "admiralty-sandbox"));
        cgroupProcs.forEach(procs -> line.add(procs.toString()));
        line.addAll(List.of("--", "bwrap"));
        for (String system : SYSTEM_FOLDERS) {
            // some systems have no /lib64, or /bin as a link into /usr
            line.addAll(List.of("--ro-bind-try", system, system));
        }
        line.addAll(List.of(
                "--proc",
                "/proc",
                "--dev",
                "/dev",
                "--size",
                Long.toString(limits.tmpBytes()),
                "--perms",
                "1777",
                "--tmpfs",
                "/tmp"));
        // bubblewrap would create the folders leading to the binds as root-only; the bot's uid must be able to pass
        List<String> mounted = new ArrayList<>(List.of(bot, data));
        mounted.addAll(readable);
        for (String folder : parents(mounted)) {
            line.addAll(List.of("--perms", "0755", "--dir", folder));
        }
        for (String folder : readable) {
            line.addAll(List.of("--ro-bind", folder, folder));
        }
        if (writableBotDir.isPresent()) {
            line.addAll(List.of("--bind", writableBotDir.get().toString(), bot));
        } else {
            line.addAll(List.of("--ro-bind", bot, bot));
        }
        line.addAll(List.of(
                "--bind",
                data,
                data,
                "--chdir",
                bot,
                // every namespace but the user one, in which root could not switch to the bot's uid
                "--unshare-net",
                "--unshare-pid",
                "--unshare-ipc",
                "--unshare-uts",
                "--unshare-cgroup-try",
                "--die-with-parent",
                "--new-session",
                "--clearenv",
                // its monitor's status line, last on stderr, says it outlived the bot (see Ending)
                "--json-status-fd",
                "3",
                "--setenv",
                "PATH",
                "/usr/local/bin:/usr/bin:/bin",
                "--setenv",
                "HOME",
                data,
                "--setenv",
                "ADMIRALTY_DATA_DIR",
                data,
                "--setenv",
                "ADMIRALTY_BOT_NAME",
                botName,
                "--setenv",
                "LANG",
                "C.UTF-8",
                "--setenv",
                "RUBYOPT",
                ConfinedProcess.RUBY_OPTIONS,
                "--",
                // inside the sandbox, still the league's: says the sandbox is up, before the bot's program can say
                // anything
                "/bin/sh",
                "-c",
                "echo '" + LaunchWatch.STARTED + "' >&2; exec \"$@\"",
                "admiralty-started"));
        if (RUNNING_AS_ROOT) {
            // root ignores the process limit; as its own uid the bot also loses every privilege
            line.addAll(List.of("setpriv", "--reuid=" + uid, "--regid=" + gid, "--clear-groups"));
        }
        line.addAll(command);
        return line;
    }

    /**
     * The shell script that starts the chain: it writes its pid into each cgroup file named before {@code --} (so
     * bubblewrap and everything after it start inside the cgroup), sets the rlimits and a umask that leaves what the
     * bot writes to its group (its other sessions, which run as spare uids in that group), and becomes what follows,
     * with a copy of stderr as fd 3 for bubblewrap's status lines (bubblewrap closes it for the bot, whose own stderr
     * it would otherwise close).
     * ulimit's units are POSIX's: KiB for memory, 512-byte blocks for files; dash calls the process limit -p, bash -u.
     */
    private static String launcher(Limits limits) {
        long kib = limits.memoryBytes() / 1024;
        long blocks = limits.dataFileBytes() / 512;
        int processes = limits.maxProcesses();
        return "while [ \"$1\" != -- ]; do echo $$ > \"$1\" || exit 125; shift; done; shift; "
                + "umask 007 && ulimit -v " + kib + " && ulimit -n 64 && ulimit -t "
                + limits.cpuTime().toSeconds() + " && ulimit -f " + blocks
                + " && { ulimit -u " + processes + " 2>/dev/null || ulimit -p " + processes
                + "; } || exit 125; exec \"$@\" 3>&2";
    }

    /** The folders above the given paths, outermost first, except those the sandbox mounts itself. */
    private static List<String> parents(List<String> paths) {
        TreeSet<String> folders = new TreeSet<>(
                Comparator.comparingInt((String f) -> f.split("/").length).thenComparing(f -> f));
        for (String path : paths) {
            for (Path p = Path.of(path).getParent(); p != null && p.getParent() != null; p = p.getParent()) {
                String folder = p.toString();
                if (!OWN_FOLDERS.contains(folder) && !SYSTEM_FOLDERS.contains(folder)) {
                    folders.add(folder);
                }
            }
        }
        return new ArrayList<>(folders);
    }
}
