package io.admiralty.sandbox;

import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Holds bots' data folders to their quota, enforced rather than advised.
 * <p>
 * Why a plain folder that is measured and rolled back, and not a file system of the quota's size per bot: the
 * folder must outlive the sandbox (it is kept between matchups and across restarts), and the one file system
 * bubblewrap can size is a tmpfs, which does not; a loop-mounted image or a project quota per bot needs
 * privileges or a particular host file system, which a container seldom has. So:
 * <ul>
 * <li>before a bot's first process of a matchup starts, its folder is copied aside (it is within the quota
 *     then, so the copy is small);</li>
 * <li>while the matchup runs, the folder is measured every {@value #INTERVAL_MS} ms and before each game. Files
 *     count in {@value #BLOCK}-byte blocks, each file, folder and link at least one, so a million empty files
 *     count too;</li>
 * <li>once it is over the quota, the bot's processes are killed, the folder is put back as it was copied, and
 *     the game forfeits with {@code data_limit};</li>
 * <li>when the matchup ends it is measured once more and put back if it is over.</li>
 * </ul>
 * Between two measurements a bot can write only what the disk takes in that time (each file capped by its
 * rlimit), and all of it is discarded. Several matchups of one bot at once share its folder, so they share one
 * hold: the smallest of their quotas applies and a breach stops them all. A copy left by a service that died
 * mid-matchup is put back when the bot next plays.
 */
final class DataQuota {

    private static final Logger LOG = Logger.getLogger(DataQuota.class);
    static final long BLOCK = 4096;
    static final long INTERVAL_MS = 200;
    private static final long MIB = 1024 * 1024;
    private static final LinkOption[] NOFOLLOW = {LinkOption.NOFOLLOW_LINKS};
    /** Every data folder held in this JVM, by path; folders stay in it once seen (one small object per bot). */
    private static final Map<Path, Folder> FOLDERS = new HashMap<>();

    private static final ScheduledExecutorService WATCH = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "bot-data-quota");
        thread.setDaemon(true);
        return thread;
    });

    static {
        WATCH.scheduleWithFixedDelay(DataQuota::checkAll, INTERVAL_MS, INTERVAL_MS, TimeUnit.MILLISECONDS);
    }

    private DataQuota() {}

    /**
     * Takes a hold on {@code folder} for one matchup of a bot: at most {@code quota} bytes, {@code stop} kills the
     * session's processes on a breach. {@code owner}, when not negative, is the uid (and gid) the folder and
     * everything in it must belong to.
     */
    static Hold hold(Path folder, long quota, int owner, Runnable stop) {
        Folder held;
        synchronized (FOLDERS) {
            held = FOLDERS.computeIfAbsent(folder.toAbsolutePath().normalize(), Folder::new);
        }
        Hold hold = new Hold(held, quota, stop);
        held.add(hold, owner);
        return hold;
    }

    /** One session's hold on its bot's data folder. */
    static final class Hold {

        private final Folder folder;
        private final long quota;
        private final Runnable stop;
        /** Guarded by {@link #folder}. */
        private BotFault breach;

        private Hold(Folder folder, long quota, Runnable stop) {
            this.folder = folder;
            this.quota = quota;
            this.stop = stop;
        }

        /** The forfeit a breach left for this session, once; waits while a breach is being dealt with. */
        BotFault takeBreach() {
            synchronized (folder) {
                BotFault taken = breach;
                breach = null;
                return taken;
            }
        }

        /**
         * How many times the folder has been put back since this JVM first held it: a view of the folder made
         * before (an overlay over it) may still show files that are gone, and must be made again.
         */
        int putBacks() {
            synchronized (folder) {
                return folder.putBacks;
            }
        }

        /** Measures the folder now (before a game), with the same consequences as the periodic check. */
        void check() {
            folder.check();
        }

        /** The end of the session's matchup: a last measurement, then the hold is gone. */
        void release() {
            folder.release(this);
        }
    }

    private static void checkAll() {
        List<Folder> folders;
        synchronized (FOLDERS) {
            folders = List.copyOf(FOLDERS.values());
        }
        for (Folder folder : folders) {
            try {
                folder.check();
            } catch (RuntimeException e) {
                LOG.warnf(e, "checking the data folder %s failed", folder.live);
            }
        }
    }

    private static final class Folder {

        private final Path live;
        /** The copy made before the matchup; beside the folder, so never inside any bot's sandbox. */
        private final Path saved;

        private final List<Hold> holds = new ArrayList<>();
        /** False when the folder was over the quota already as the matchup began: then it is emptied on a breach. */
        private boolean savedCopy;
        /** Guarded by this. */
        private int putBacks;

        Folder(Path live) {
            this.live = live;
            this.saved = live.resolveSibling(live.getFileName() + ".saved");
        }

        synchronized void add(Hold hold, int owner) {
            try {
                if (holds.isEmpty()) {
                    begin(hold.quota, owner);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("could not prepare the data folder " + live, e);
            }
            holds.add(hold);
        }

        private void begin(long quota, int owner) throws IOException {
            if (Files.isDirectory(saved, NOFOLLOW)) {
                // a service that died mid-matchup: what the bot wrote in that matchup is not kept
                savedCopy = true;
                putBack();
            }
            if (owner >= 0) {
                own(live, owner);
            }
            delete(saved);
            savedCopy = measure(live, quota) <= quota;
            if (savedCopy) {
                Files.createDirectory(
                        saved, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
                copy(live, saved);
            }
        }

        synchronized void check() {
            if (holds.isEmpty()) {
                return;
            }
            long quota = holds.stream().mapToLong(h -> h.quota).min().orElseThrow();
            if (measure(live, quota) <= quota) {
                return;
            }
            String detail = "its data folder went over its quota of " + size(quota) + " (files count in " + BLOCK
                    + "-byte blocks): the bot was stopped and the folder "
                    + (savedCopy
                            ? "put back as it was before this matchup"
                            : "emptied (it was over the quota already when the matchup began)");
            for (Hold hold : holds) {
                hold.breach = new BotFault(ForfeitReason.DATA_LIMIT, detail);
                hold.stop.run();
            }
            try {
                putBack();
            } catch (IOException e) {
                LOG.errorf(e, "could not put back the data folder %s", live);
            }
        }

        synchronized void release(Hold hold) {
            check();
            holds.remove(hold);
            if (holds.isEmpty()) {
                try {
                    delete(saved);
                } catch (IOException e) {
                    LOG.warnf(e, "could not remove %s", saved);
                }
            }
        }

        private void putBack() throws IOException {
            putBacks++;
            deleteContents(live);
            if (savedCopy) {
                copy(saved, live);
            }
        }
    }

    /** The folder's size in blocks, each entry at least one; stops counting once past {@code limit}. */
    static long measure(Path folder, long limit) {
        var counter = new SimpleFileVisitor<Path>() {
            long total;

            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                total += dir.equals(folder) ? 0 : BLOCK;
                return total > limit ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                total += Math.max(1, (attrs.size() + BLOCK - 1) / BLOCK) * BLOCK;
                return total > limit ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                // removed while the bot runs, or unreadable: what is left is counted
                return FileVisitResult.CONTINUE;
            }
        };
        try {
            Files.walkFileTree(folder, counter);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return counter.total;
    }

    /** Copies folders, files and links (never following one) from {@code from} into {@code to}, with owners and modes. */
    private static void copy(Path from, Path to) throws IOException {
        Files.walkFileTree(from, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                Files.createDirectories(to.resolve(from.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                // pipes, sockets and devices hold no data (and reading a pipe would wait forever)
                if (attrs.isRegularFile() || attrs.isSymbolicLink()) {
                    Files.copy(
                            file,
                            to.resolve(from.relativize(file).toString()),
                            StandardCopyOption.COPY_ATTRIBUTES,
                            LinkOption.NOFOLLOW_LINKS);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                // after its contents, so a folder the bot made read-only can still be filled
                if (!dir.equals(from)) {
                    Path target = to.resolve(from.relativize(dir).toString());
                    Files.setPosixFilePermissions(target, Files.getPosixFilePermissions(dir, NOFOLLOW));
                    Files.setAttribute(target, "unix:uid", Files.getAttribute(dir, "unix:uid", NOFOLLOW), NOFOLLOW);
                    Files.setAttribute(target, "unix:gid", Files.getAttribute(dir, "unix:gid", NOFOLLOW), NOFOLLOW);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /**
     * Gives the folder and everything in it to {@code uid} and the group of the same number, links themselves, and
     * lets the group do what the owner may: the bot's sessions that run as spare uids are in that group (what they
     * wrote in an earlier matchup becomes the bot's own again here).
     */
    private static void own(Path folder, int uid) throws IOException {
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                return visitFile(dir, attrs);
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.setAttribute(file, "unix:uid", uid, NOFOLLOW);
                Files.setAttribute(file, "unix:gid", uid, NOFOLLOW);
                if (!attrs.isSymbolicLink()) {
                    int mode = (Integer) Files.getAttribute(file, "unix:mode", NOFOLLOW);
                    int shared = mode & ~0070 | (mode & 0700) >> 3;
                    if (shared != mode) {
                        Files.setAttribute(file, "unix:mode", shared & 07777, NOFOLLOW);
                    }
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static void deleteContents(Path folder) throws IOException {
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                // a file the bot removed between the listing and its turn here is already what putting back wants;
                // failing on it would leave the folder half emptied and the saved copy not put back
                if (e instanceof NoSuchFileException) {
                    return FileVisitResult.CONTINUE;
                }
                throw e;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null && !(e instanceof NoSuchFileException)) {
                    throw e;
                }
                if (!dir.equals(folder)) {
                    Files.deleteIfExists(dir);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static void delete(Path folder) throws IOException {
        if (Files.isDirectory(folder, NOFOLLOW)) {
            deleteContents(folder);
            Files.delete(folder);
        }
    }

    private static String size(long bytes) {
        return bytes % MIB == 0 && bytes > 0 ? bytes / MIB + " MiB (" + bytes + " bytes)" : bytes + " bytes";
    }
}
