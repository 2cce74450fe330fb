package io.admiralty.bot.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The host programs of the player dialects, copied out of the league's own resources into a folder that sandboxed
 * bots may read: {@code <root>/<content hash>/ruby/player_host.rb}, {@code .../elixir/player_host.exs} and
 * {@code .../elixir/grid.ex}. The folder is named by the hash of the files, so each version of the service
 * installs its own once and never changes one another version may be running.
 */
public final class HostFiles {

    /** Every host file, by its path under the install folder (and under {@code hosts/} in the resources). */
    static final List<String> FILES = List.of("ruby/player_host.rb", "elixir/player_host.exs", "elixir/grid.ex");

    private static Path forThisRun;

    private HostFiles() {
    }

    /** Installs the host files under {@code root} (if this version is not there yet) and returns their folder. */
    public static Path install(Path root) {
        Map<String, byte[]> files = read();
        Path folder = root.toAbsolutePath().normalize().resolve(hash(files));
        if (Files.isDirectory(folder)) {
            return folder;
        }
        try {
            readableFolder(root);
            Path staging = Files.createTempDirectory(root, ".hosts-");
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                Path target = staging.resolve(file.getKey());
                readableFolder(target.getParent());
                Files.write(target, file.getValue());
                Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r--r--"));
            }
            Files.setPosixFilePermissions(staging, PosixFilePermissions.fromString("rwxr-xr-x"));
            try {
                Files.move(staging, folder, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException | java.nio.file.DirectoryNotEmptyException raced) {
                // another instance installed the same files meanwhile
                deleteTree(staging);
            }
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("could not install the player hosts under " + root, e);
        }
    }

    /** The host files for this process, installed once in a fresh temporary folder removed when the JVM exits. */
    public static synchronized Path forThisRun() {
        if (forThisRun == null) {
            try {
                Path root = Files.createTempDirectory("admiralty-hosts");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(root)));
                forThisRun = install(root);
            } catch (IOException e) {
                throw new UncheckedIOException("could not create a folder for the player hosts", e);
            }
        }
        return forThisRun;
    }

    private static Map<String, byte[]> read() {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String name : FILES) {
            try (InputStream in = HostFiles.class.getClassLoader().getResourceAsStream("hosts/" + name)) {
                if (in == null) {
                    throw new IllegalStateException("the player host hosts/" + name + " is missing from the league's resources");
                }
                files.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }

    private static String hash(Map<String, byte[]> files) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            files.forEach((name, bytes) -> {
                sha.update(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(bytes);
            });
            return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Creates the folder if needed, readable by the sandbox's unprivileged user. */
    private static void readableFolder(Path folder) throws IOException {
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException ignored) {
            // a leftover temporary folder is harmless
        }
    }
}
