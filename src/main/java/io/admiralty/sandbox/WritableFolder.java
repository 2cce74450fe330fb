package io.admiralty.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * A bot's own folder made writable for one matchup, as the contests let their players keep files beside
 * themselves: an overlay whose lower layer is the bot's files (shared, never written) and whose upper layer is the
 * bot's data folder, so that whatever the bot writes into its folder is kept with its data between matchups and
 * counts against the same quota. The data folder stays writable at its own path too; both show the same files.
 * <p>
 * The overlay is mounted by the league (as root) before the bot's first process of the matchup and unmounted after
 * its last, at a path beside the data folder that the sandbox binds over the bot's folder. Folders of the bot's
 * files are copied into the upper layer first, empty and belonging to the bot, so that it may create files in them
 * as well (an overlay folder takes its owner from the upper layer); files that came with the upload keep their
 * owner, so the bot replaces rather than rewrites them. Where the overlay cannot be mounted (not root, a file
 * system that cannot be an upper layer) the bot's folder stays read-only, as it was, and the league says so once.
 */
public final class WritableFolder {

    private static final Logger LOG = Logger.getLogger(WritableFolder.class);
    /** The deepest folder of the bot's files that becomes writable, and how many at most: each costs a block of quota. */
    static final int MAX_DEPTH = 3;

    static final int MAX_FOLDERS = 64;
    private static final String PLACE = ".overlays";
    private static final AtomicLong NEXT = new AtomicLong();
    private static volatile boolean warned;

    private final Path merged;
    private final Path scratch;
    /** The folders made in the upper layer, removed again when the bot left them empty. */
    private final List<Path> made;

    private WritableFolder(Path merged, Path scratch, List<Path> made) {
        this.merged = merged;
        this.scratch = scratch;
        this.made = made;
    }

    /**
     * The folder {@code files} made writable over {@code data} for the bot running as {@code uid} (-1: the
     * service's own user), or empty when it cannot be.
     */
    static Optional<WritableFolder> mount(Path files, Path data, int uid) {
        Path lower = files.toAbsolutePath().normalize();
        Path upper = data.toAbsolutePath().normalize();
        if (upper.startsWith(lower) || lower.startsWith(upper) || !optionSafe(lower) || !optionSafe(upper)) {
            return notWritable("its folder and its data folder overlap or have names an overlay cannot take");
        }
        Path scratch = upper.resolveSibling(PLACE)
                .resolve(upper.getFileName() + "-" + ProcessHandle.current().pid() + "-" + NEXT.incrementAndGet());
        Path merged = scratch.resolve("merged");
        Path work = scratch.resolve("work");
        List<Path> made = new ArrayList<>();
        try {
            Files.createDirectories(merged);
            Files.createDirectories(work);
            copyFolders(lower, upper, uid, made);
            run(
                    "mount",
                    "-t",
                    "overlay",
                    "overlay",
                    "-o",
                    "lowerdir=" + lower + ",upperdir=" + upper + ",workdir=" + work,
                    merged.toString());
            return Optional.of(new WritableFolder(merged, scratch, made));
        } catch (IOException e) {
            removeEmpty(made);
            deleteTree(scratch);
            return notWritable(e.getMessage());
        }
    }

    /** Where the bot's folder, writable, is to be found until {@link #unmount}. */
    Path merged() {
        return merged;
    }

    /** Unmounts the overlay (what the bot wrote stays in its data folder) and removes what the mount needed. */
    void unmount() {
        try {
            run("umount", "-l", merged.toString());
        } catch (IOException e) {
            LOG.warnf("could not unmount a bot's folder at %s: %s", merged, e.getMessage());
            return;
        }
        deleteTree(scratch);
        removeEmpty(made);
    }

    /** Removes those of {@code folders} that are empty, deepest first, so that a data folder keeps only what the bot wrote. */
    private static void removeEmpty(List<Path> folders) {
        for (int i = folders.size() - 1; i >= 0; i--) {
            try {
                Files.deleteIfExists(folders.get(i));
            } catch (IOException notEmpty) {
                // the bot keeps something there
            }
        }
    }

    /**
     * Unmounts and removes what a service that stopped mid-matchup left beside the data folders in {@code root}
     * (each mount is named after the process that made it; those of a service still running are left alone).
     */
    public static void removeStale(Path root) {
        Path place = root.toAbsolutePath().normalize().resolve(PLACE);
        if (!Files.isDirectory(place)) {
            return;
        }
        try (Stream<Path> left = Files.list(place)) {
            for (Path scratch : left.toList()) {
                if (ownerAlive(scratch)) {
                    continue;
                }
                Path merged = scratch.resolve("merged");
                try {
                    run("umount", "-l", merged.toString());
                } catch (IOException notMounted) {
                    // nothing was left mounted there
                }
                // deleting through a live mount would delete the bot's data
                if (!mounted(merged)) {
                    deleteTree(scratch);
                }
            }
        } catch (IOException e) {
            LOG.warnf("could not remove stale bot folder overlays in %s: %s", place, e.getMessage());
        }
    }

    /**
     * The folders of the bot's files, down to {@link #MAX_DEPTH} and at most {@link #MAX_FOLDERS}, made in the
     * upper layer (where missing) as the bot's.
     */
    private static void copyFolders(Path lower, Path upper, int uid, List<Path> made) throws IOException {
        List<Path> folders;
        try (Stream<Path> walk = Files.walk(lower, MAX_DEPTH)) {
            folders = walk.filter(p -> !p.equals(lower) && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))
                    .sorted(Comparator.comparingInt(Path::getNameCount))
                    .limit(MAX_FOLDERS)
                    .toList();
        }
        for (Path folder : folders) {
            Path copy = upper.resolve(lower.relativize(folder).toString());
            if (Files.exists(copy, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            Files.createDirectory(copy);
            made.add(copy);
            if (uid >= 0) {
                Files.setAttribute(copy, "unix:uid", uid, LinkOption.NOFOLLOW_LINKS);
                Files.setAttribute(copy, "unix:gid", uid, LinkOption.NOFOLLOW_LINKS);
                // the bot's other sessions, as spare uids, are in its group
                Files.setPosixFilePermissions(copy, PosixFilePermissions.fromString("rwxrwx---"));
            }
        }
    }

    /** Whether the process whose id is in the name {@code <data folder>-<pid>-<n>} still runs. */
    private static boolean ownerAlive(Path scratch) {
        String[] parts = scratch.getFileName().toString().split("-");
        try {
            return parts.length >= 3
                    && ProcessHandle.of(Long.parseLong(parts[parts.length - 2]))
                            .map(ProcessHandle::isAlive)
                            .orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static boolean mounted(Path path) throws IOException {
        // mountinfo writes a space in a path as \040
        String target = " " + path.toAbsolutePath().normalize().toString().replace(" ", "\\040") + " ";
        return Files.readAllLines(Path.of("/proc/self/mountinfo"), StandardCharsets.UTF_8).stream()
                .anyMatch(line -> line.contains(target));
    }

    /** The mount options separate values by commas and layers by colons; such names are left read-only. */
    private static boolean optionSafe(Path path) {
        String name = path.toString();
        return name.indexOf(',') < 0 && name.indexOf(':') < 0 && name.indexOf('\\') < 0;
    }

    private static Optional<WritableFolder> notWritable(String why) {
        if (!warned) {
            warned = true;
            LOG.warnf(
                    "bots' own folders stay read-only (files they save beside themselves fail; %s keeps working): %s",
                    "ADMIRALTY_DATA_DIR", why);
        }
        return Optional.empty();
    }

    private static void run(String... command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        if (!CleanUpWaits.exited(process, 10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException(command[0] + " did not finish within 10 s");
        }
        if (process.exitValue() != 0) {
            String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            throw new IOException(command[0] + " failed: " + said);
        }
    }

    private static void deleteTree(Path root) {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            List<Path> paths =
                    new ArrayList<>(walk.sorted(Comparator.reverseOrder()).toList());
            for (Path p : paths) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            LOG.warnf("could not remove %s: %s", root, e.getMessage());
        }
    }
}
