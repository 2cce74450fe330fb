package io.admiralty.league.registry;

import io.admiralty.Refusal;
import io.admiralty.bot.BotDefinition;
import io.admiralty.league.Hashes;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.runtime.ArtifactFolders;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * Uploaded bot files. They are kept in PostgreSQL (table {@code artifact}, keyed by SHA-256): every replica reads
 * them from the database it already shares, backups hold them, and a bot version and its files commit together.
 * Each instance unpacks an artifact once into {@code <data-dir>/artifacts/<sha256>} before its first game, through a
 * scratch folder beside it that is removed whatever happens (and at start, after a crash).
 */
@ApplicationScoped
public class ArtifactStore implements ArtifactFolders {

    /** The file name a jvm bot's jar gets in its folder. */
    public static final String JAR = BotDefinition.STORED_JAR;

    private static final Logger LOG = Logger.getLogger(ArtifactStore.class);
    /** How unpacking's scratch folders begin: {@code unpack-<the service's pid>-<n>}. */
    private static final String SCRATCH = "unpack";

    private final ArtifactRepository stored;
    private final Path root;
    private final long maxUnpackedBytes;

    public ArtifactStore(ArtifactRepository stored, LeagueConfig config) {
        this.stored = stored;
        this.root = Path.of(config.dataDir()).toAbsolutePath().resolve("artifacts");
        this.maxUnpackedBytes = config.league().maxUnpackedBytes();
    }

    /** Stores the bytes (once per content) inside the caller's transaction; returns their hash. */
    @Transactional(Transactional.TxType.MANDATORY)
    public String save(byte[] bytes, String format) {
        String sha = Hashes.sha256(bytes);
        stored.saveOnce(sha, format, bytes);
        return sha;
    }

    /** Removes what unpacking left in {@code <data-dir>/artifacts} when the service stopped in the middle of it. */
    void removeStale(@Observes StartupEvent start) {
        if (!Files.isDirectory(root)) {
            return;
        }
        try (Stream<Path> entries = Files.list(root)) {
            for (Path scratch : entries.filter(ArtifactStore::staleScratch).toList()) {
                delete(scratch);
                LOG.infof("removed %s, left by an unpacking that did not finish", scratch);
            }
        } catch (IOException e) {
            LOG.warnf("could not remove the unfinished unpackings in %s: %s", root, e.getMessage());
        }
    }

    /**
     * The unpacked folder of an artifact on this machine, unpacking it first if this instance has not yet. An archive
     * that does not pass the upload's checks is {@link ArtifactFolders.UnusableFiles}, and nothing is written; any
     * other failure is the league's. Whatever happens, nothing is left half unpacked.
     */
    @Override
    public Path folder(String sha) {
        Path folder = root.resolve(sha);
        if (Files.isDirectory(folder)) {
            return folder;
        }
        record Stored(String format, byte[] bytes) {}
        Stored artifact = QuarkusTransaction.requiringNew().call(() -> stored.stored(sha)
                .map(a -> new Stored(a.format, a.bytes))
                .orElseThrow(() -> new IllegalStateException("artifact " + sha + " is not stored")));
        if (!artifact.format().equals("jar")) {
            try {
                BotArchive.check(artifact.bytes(), maxUnpackedBytes);
            } catch (Refusal refused) {
                throw new ArtifactFolders.UnusableFiles(refused.getMessage());
            }
        }
        Path scratch = null;
        try {
            Files.createDirectories(root);
            scratch = Files.createTempDirectory(
                    root, SCRATCH + "-" + ProcessHandle.current().pid() + "-");
            // sandboxed bots run as uids of their own and must be able to read their files
            Files.setPosixFilePermissions(scratch, PosixFilePermissions.fromString("rwxr-xr-x"));
            if (artifact.format().equals("jar")) {
                Files.write(scratch.resolve(JAR), artifact.bytes());
            } else {
                BotArchive.unpack(artifact.bytes(), scratch, maxUnpackedBytes);
            }
            try {
                Files.move(scratch, folder, StandardCopyOption.ATOMIC_MOVE);
                scratch = null;
            } catch (IOException notMoved) {
                // another worker unpacked the same artifact first (rename(2) says so as "Directory not empty", which
                // Java reports as a plain FileSystemException); the scratch folder goes below
                if (!Files.isDirectory(folder)) {
                    throw notMoved;
                }
            }
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack artifact " + sha, e);
        } finally {
            if (scratch != null) {
                try {
                    delete(scratch);
                } catch (IOException e) {
                    LOG.warnf("could not remove %s: %s; it is removed at the next start", scratch, e.getMessage());
                }
            }
        }
    }

    /** Whether {@code path} is an unpacking's scratch folder whose process is gone. */
    private static boolean staleScratch(Path path) {
        String name = path.getFileName().toString();
        if (!name.startsWith(SCRATCH)) {
            return false;
        }
        // "unpack-<pid>-<n>"; the scratch folders of earlier versions ("unpack<n>") have no pid, and are stale
        String[] parts = name.split("-");
        try {
            return parts.length < 3
                    || ProcessHandle.of(Long.parseLong(parts[1]))
                            .map(p -> !p.isAlive())
                            .orElse(true);
        } catch (NumberFormatException e) {
            return true;
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
