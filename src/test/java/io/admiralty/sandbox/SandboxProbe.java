package io.admiralty.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** What the host shows of sandboxed bots: their processes' uids and cgroups, read from /proc. */
public final class SandboxProbe {

    private SandboxProbe() {}

    /** Live processes whose real uid is one of {@code uids}, as "pid command line". */
    public static List<String> processesOf(Collection<Integer> uids) {
        List<String> found = new ArrayList<>();
        ProcessHandle.allProcesses().filter(ProcessHandle::isAlive).forEach(p -> uid(p.pid())
                .filter(uids::contains)
                .ifPresent(uid -> found.add(
                        p.pid() + " uid " + uid + " " + p.info().commandLine().orElse("?"))));
        return found;
    }

    /** The real uid of process {@code pid}, if it still runs. */
    public static Optional<Integer> uid(long pid) {
        return status(pid, "Uid:").map(line -> Integer.valueOf(line.split("\\s+")[1]));
    }

    /** The folder of the v1 hierarchy {@code controller} that process {@code pid} is in, if it still runs. */
    public static Optional<Path> cgroup(long pid, String controller) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "cgroup"))) {
                String[] f = line.split(":", 3);
                if (List.of(f[1].split(",")).contains(controller)) {
                    return Optional.of(Path.of("/sys/fs/cgroup", controller, f[2]));
                }
            }
            return Optional.empty();
        } catch (IOException gone) {
            return Optional.empty();
        }
    }

    private static Optional<String> status(long pid, String field) {
        try {
            return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
                    .filter(l -> l.startsWith(field))
                    .findFirst();
        } catch (IOException gone) {
            return Optional.empty();
        }
    }
}
