package io.admiralty.sandbox;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * Cgroups for bots' processes, where the host lets this service make them. Every bot process the sandbox starts
 * gets a cgroup of its own, {@code <the service's cgroup>/admiralty-<pid>/<name>}, that caps its memory (its
 * private /tmp included: tmpfs pages are charged to the cgroup of the process that writes them) and its number
 * of tasks; and all bots together weigh on the CPU like one busy thread per core, so however many processes a
 * bot starts, the service's own threads keep their share. They sit under the service's own cgroup so that
 * whatever a deployment puts on the service (a container's memory limit) holds its bots too.
 * <p>
 * cgroup v2 is used when the service's cgroup offers the memory and pids controllers, else the v1 memory and
 * pids hierarchies (with cpu when it is mounted), else none, and bots keep their rlimits only. Groups left by
 * an earlier run of this service are removed when the host's cgroups are first looked at.
 */
public final class Cgroups {

    private static final Logger LOG = Logger.getLogger(Cgroups.class);
    private static final String PREFIX = "admiralty-";
    /** Where the service moves itself in cgroup v2, which delegates controllers only from cgroups without processes. */
    private static final String SERVICE_LEAF = PREFIX + "service";

    private static Cgroups host;

    private enum Version {
        V2,
        V1,
        NONE
    }

    private final Version version;
    private final String description;
    /** This service's parent group of bot groups, per v1 controller; v2 has one, under "". */
    private final Map<String, Path> parents;

    private final AtomicLong sequence = new AtomicLong();

    private Cgroups(Version version, String description, Map<String, Path> parents) {
        this.version = version;
        this.description = description;
        this.parents = parents;
    }

    /** This JVM's cgroups for bots, looked at once (when first asked), after removing groups left by earlier runs. */
    public static synchronized Cgroups host() {
        if (host == null) {
            host = detect(ProcessHandle.current().pid());
        }
        return host;
    }

    /**
     * Removes this JVM's groups, killing what still runs in them, if it made any: for a command that is done
     * with bots ({@code play}); the service leaves them to the next start, since its matchups may still be ending.
     */
    public static synchronized void removeHostGroups() {
        if (host != null) {
            host.parents.values().forEach(Cgroups::removeQuietly);
            host = null;
        }
    }

    private static Cgroups detect(long pid) {
        CgroupLayout layout;
        try {
            layout = CgroupLayout.parse(read(Path.of("/proc/self/mountinfo")), read(Path.of("/proc/self/cgroup")));
        } catch (IOException e) {
            return new Cgroups(
                    Version.NONE,
                    "no cgroups for bots (" + e.getMessage() + "): each bot process keeps its rlimits only",
                    Map.of());
        }
        List<String> refusals = new ArrayList<>();
        if (layout.unified().isPresent()) {
            try {
                return v2(layout.unified().get(), pid);
            } catch (IOException e) {
                refusals.add("v2: " + e);
            }
        }
        try {
            return v1(layout.v1(), pid);
        } catch (IOException e) {
            refusals.add("v1: " + e);
        }
        return new Cgroups(
                Version.NONE,
                "no cgroups for bots (" + String.join("; ", refusals) + "): each bot process keeps its rlimits only",
                Map.of());
    }

    private static Cgroups v2(Path own, long pid) throws IOException {
        Set<String> offered = words(read(own.resolve("cgroup.controllers")));
        if (!offered.containsAll(Set.of("memory", "pids"))) {
            throw new IOException(own + " offers the controllers " + offered + ", not memory and pids");
        }
        List<String> wanted = offered.contains("cpu") ? List.of("memory", "pids", "cpu") : List.of("memory", "pids");
        int removed = removeStale(own, pid);
        delegate(own, wanted, pid);
        Path parent = own.resolve(PREFIX + pid);
        Files.createDirectories(parent);
        write(
                parent.resolve("cgroup.subtree_control"),
                wanted.stream().map(c -> "+" + c).collect(Collectors.joining(" ")));
        if (wanted.contains("cpu")) {
            write(
                    parent.resolve("cpu.weight"),
                    Math.min(10_000, 100 * Runtime.getRuntime().availableProcessors()));
        }
        return new Cgroups(
                Version.V2,
                "cgroup v2 (" + String.join(", ", wanted) + ") under " + parent + staleNote(removed),
                Map.of("", parent));
    }

    /** Lets the service's cgroup hand {@code wanted} to its children, moving the service into a leaf if it must. */
    private static void delegate(Path own, List<String> wanted, long pid) throws IOException {
        Path control = own.resolve("cgroup.subtree_control");
        if (words(read(control)).containsAll(wanted)) {
            return;
        }
        String enable = wanted.stream().map(c -> "+" + c).collect(Collectors.joining(" "));
        try {
            write(control, enable);
        } catch (IOException busy) {
            if (!pids(own).equals(List.of(pid))) {
                throw new IOException("the service's cgroup " + own + " holds other processes, so it cannot delegate "
                        + wanted + "; give the service a cgroup of its own (systemd: Delegate=yes)");
            }
            Path leaf = own.resolve(SERVICE_LEAF);
            Files.createDirectories(leaf);
            write(leaf.resolve("cgroup.procs"), pid);
            write(control, enable);
        }
    }

    private static Cgroups v1(Map<String, Path> own, long pid) throws IOException {
        if (!own.containsKey("memory") || !own.containsKey("pids")) {
            throw new IOException("no memory and pids hierarchies are mounted (found " + own.keySet() + ")");
        }
        Map<String, Path> parents = new LinkedHashMap<>();
        int removed = 0;
        for (String controller : List.of("memory", "pids", "cpu")) {
            Path folder = own.get(controller);
            if (folder == null) {
                continue;
            }
            try {
                removed += removeStale(folder, pid);
                Path parent = folder.resolve(PREFIX + pid);
                Files.createDirectories(parent);
                parents.put(controller, parent);
            } catch (IOException e) {
                if (!controller.equals("cpu")) {
                    parents.values().forEach(Cgroups::removeQuietly);
                    throw e;
                }
            }
        }
        if (parents.containsKey("cpu")) {
            write(
                    parents.get("cpu").resolve("cpu.shares"),
                    1024 * Runtime.getRuntime().availableProcessors());
        }
        return new Cgroups(
                Version.V1,
                "cgroup v1 (" + String.join(", ", parents.keySet()) + ") under " + parents.values()
                        + staleNote(removed),
                parents);
    }

    private static String staleNote(int removed) {
        return removed == 0 ? "" : "; removed " + removed + " groups left by an earlier run";
    }

    public boolean available() {
        return version != Version.NONE;
    }

    /** One line for the service's log: which cgroups bots get, or why none. */
    public String describe() {
        return description;
    }

    /**
     * A new group for one bot process tree, named {@code <name>-<n>}: at most {@code memoryBytes} of memory (no
     * swap) and {@code tasks} tasks (threads count). Empty where the host gives bots no cgroups.
     */
    public Optional<Group> create(String name, long memoryBytes, int tasks) throws IOException {
        if (version == Version.NONE) {
            return Optional.empty();
        }
        String leaf = name + "-" + sequence.incrementAndGet();
        List<Path> folders = new ArrayList<>();
        try {
            for (Map.Entry<String, Path> parent : parents.entrySet()) {
                Path folder = Files.createDirectory(parent.getValue().resolve(leaf));
                folders.add(folder);
                String controller = parent.getKey();
                if (version == Version.V2) {
                    write(folder.resolve("memory.max"), memoryBytes);
                    writeIfPresent(folder.resolve("memory.swap.max"), 0);
                    // one process over the limit ends the whole tree, as a fork bomb's would
                    writeIfPresent(folder.resolve("memory.oom.group"), 1);
                    write(folder.resolve("pids.max"), tasks);
                } else if (controller.equals("memory")) {
                    write(folder.resolve("memory.limit_in_bytes"), memoryBytes);
                    writeIfPresent(folder.resolve("memory.memsw.limit_in_bytes"), memoryBytes);
                } else if (controller.equals("pids")) {
                    write(folder.resolve("pids.max"), tasks);
                }
            }
        } catch (IOException e) {
            new Group(folders).close();
            throw e;
        }
        return Optional.of(new Group(folders));
    }

    /** One bot process tree's cgroup: a folder per v1 hierarchy, or one in v2. */
    public static final class Group {

        private final List<Path> folders;

        private Group(List<Path> folders) {
            this.folders = List.copyOf(folders);
        }

        /** The files a process writes its pid to in order to join this group. */
        public List<Path> procsFiles() {
            return folders.stream().map(f -> f.resolve("cgroup.procs")).toList();
        }

        /**
         * How many of its processes the kernel killed for the group's memory: {@code oom_kill} of v2's
         * {@code memory.events}, or of v1's {@code memory.oom_control}.
         */
        public long oomKills() {
            long kills = 0;
            for (Path folder : folders) {
                for (String file : List.of("memory.events", "memory.oom_control")) {
                    try {
                        for (String line : Files.readAllLines(folder.resolve(file))) {
                            if (line.startsWith("oom_kill ")) {
                                kills += Long.parseLong(
                                        line.substring("oom_kill ".length()).strip());
                            }
                        }
                    } catch (IOException | NumberFormatException absent) {
                        // this hierarchy does not count them
                    }
                }
            }
            return kills;
        }

        /** Kills whatever still runs in the group and removes it. */
        public void close() {
            folders.forEach(Cgroups::removeQuietly);
        }
    }

    /** Removes this service's groups left by runs that are over (a pid that no longer runs, or our own). */
    private static int removeStale(Path folder, long pid) throws IOException {
        int removed = 0;
        try (DirectoryStream<Path> groups = Files.newDirectoryStream(folder, PREFIX + "*")) {
            for (Path group : groups) {
                String owner = group.getFileName().toString().substring(PREFIX.length());
                if (owner.matches("[0-9]{1,18}")
                        && (Long.parseLong(owner) == pid
                                || !ProcessHandle.of(Long.parseLong(owner))
                                        .map(ProcessHandle::isAlive)
                                        .orElse(false))) {
                    removeQuietly(group);
                    removed++;
                }
            }
        }
        return removed;
    }

    /** Kills every process in {@code group} and its children, then removes them; what cannot be removed is left for the next start. */
    private static void removeQuietly(Path group) {
        try (DirectoryStream<Path> children = Files.newDirectoryStream(group, Files::isDirectory)) {
            children.forEach(Cgroups::removeQuietly);
        } catch (IOException e) {
            return;
        }
        long deadline = System.nanoTime() + 5_000_000_000L;
        try {
            writeIfPresent(group.resolve("cgroup.kill"), 1);
            while (true) {
                List<Long> left = pids(group);
                left.forEach(p -> ProcessHandle.of(p).ifPresent(ProcessHandle::destroyForcibly));
                try {
                    if (left.isEmpty()) {
                        Files.delete(group);
                        return;
                    }
                } catch (NoSuchFileException gone) {
                    return;
                } catch (IOException busy) {
                    // exited tasks leave their cgroup a moment after they are reaped
                }
                if (System.nanoTime() > deadline) {
                    LOG.warnf("cgroup %s still holds processes %s; it is removed at the next start", group, left);
                    return;
                }
                CleanUpWaits.pause(10);
            }
        } catch (IOException e) {
            LOG.warnf("could not remove cgroup %s: %s", group, e.getMessage());
        }
    }

    private static List<Long> pids(Path group) throws IOException {
        return Arrays.stream(read(group.resolve("cgroup.procs")).split("\\s+"))
                .filter(s -> !s.isEmpty())
                .map(Long::valueOf)
                .toList();
    }

    private static Set<String> words(String text) {
        return Arrays.stream(text.split("\\s+")).filter(s -> !s.isEmpty()).collect(Collectors.toSet());
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file);
    }

    private static void write(Path file, Object value) throws IOException {
        Files.writeString(file, value.toString());
    }

    private static void writeIfPresent(Path file, Object value) throws IOException {
        if (Files.exists(file)) {
            write(file, value);
        }
    }
}
