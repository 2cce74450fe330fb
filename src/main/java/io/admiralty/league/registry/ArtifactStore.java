package io.admiralty.league.registry;

import io.admiralty.bot.BotDefinition;
import io.admiralty.league.LeagueConfig;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.stream.Stream;

/**
 * Uploaded bot files. They are kept in PostgreSQL (table {@code artifact}, keyed by SHA-256): every replica reads
 * them from the database it already shares, backups hold them, and a bot version and its files commit together.
 * Each instance unpacks an artifact once into {@code <data-dir>/artifacts/<sha256>} before its first game.
 */
@ApplicationScoped
public class ArtifactStore {

    /** The file name a jvm bot's jar gets in its folder. */
    public static final String JAR = BotDefinition.STORED_JAR;

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
        String sha = sha256(bytes);
        stored.saveOnce(sha, format, bytes);
        return sha;
    }

    /** The unpacked folder of an artifact on this machine, unpacking it first if this instance has not yet. */
    public Path folder(String sha) {
        Path folder = root.resolve(sha);
        if (Files.isDirectory(folder)) {
            return folder;
        }
        record Stored(String format, byte[] bytes) {}
        Stored artifact = QuarkusTransaction.requiringNew().call(() -> stored.stored(sha)
                .map(a -> new Stored(a.format, a.bytes))
                .orElseThrow(() -> new IllegalStateException("artifact " + sha + " is not stored")));
        try {
            Files.createDirectories(root);
            Path scratch = Files.createTempDirectory(root, "unpack");
            // sandboxed bots run as uids of their own and must be able to read their files
            Files.setPosixFilePermissions(scratch, PosixFilePermissions.fromString("rwxr-xr-x"));
            if (artifact.format().equals("jar")) {
                Files.write(scratch.resolve(JAR), artifact.bytes());
            } else {
                BotArchive.unpack(artifact.bytes(), scratch, maxUnpackedBytes);
            }
            try {
                Files.move(scratch, folder, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException | DirectoryNotEmptyException raced) {
                delete(scratch); // another worker unpacked the same artifact first
            }
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack artifact " + sha, e);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
