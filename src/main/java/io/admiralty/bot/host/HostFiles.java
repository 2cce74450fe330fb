package io.admiralty.bot.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The host programs of the player dialects, copied out of the league's own resources into a folder that sandboxed
 * bots may read: {@code <root>/<content hash>/ruby/player_host.rb} and {@code .../elixir/player_host.exs} with
 * the modules it runs. The folder is named by the hash of the files, so each version of the service installs its
 * own once and never changes one another version may be running.
 * <p>
 * The Elixir host compiles its modules at every start unless they are installed precompiled in
 * {@code elixir/ebin}, which halves an Elixir player's start-up. {@link #install} precompiles them (when
 * {@code elixirc} is there), which pays off over a league's many matchups; {@link #forThisRun}, for one
 * {@code play} run, does not.
 */
public final class HostFiles {

    /** Every host file, by its path under the install folder (and under {@code hosts/} in the resources). */
    static final List<String> FILES =
            List.of("ruby/player_host.rb", "elixir/player_host.exs", "elixir/admiralty_host.ex", "elixir/grid.ex");
    /** The Elixir modules {@code elixirc} precompiles into {@code elixir/ebin}. */
    private static final List<String> ELIXIR_MODULES = List.of("elixir/grid.ex", "elixir/admiralty_host.ex");

    private static Path forThisRun;

    private HostFiles() {}

    /**
     * Installs the host files under {@code root}, the Elixir modules precompiled, if this version is not there yet,
     * and returns their folder.
     */
    public static Path install(Path root) {
        return install(root, true);
    }

    private static Path install(Path root, boolean precompile) {
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
            if (precompile) {
                precompileElixir(staging);
            }
            Files.setPosixFilePermissions(staging, PosixFilePermissions.fromString("rwxr-xr-x"));
            try {
                Files.move(staging, folder, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException | DirectoryNotEmptyException raced) {
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
                forThisRun = install(root, false);
            } catch (IOException e) {
                throw new UncheckedIOException("could not create a folder for the player hosts", e);
            }
        }
        return forThisRun;
    }

    /** Compiles the Elixir host's modules into {@code elixir/ebin}; without elixirc, or when it fails, the host compiles them itself. */
    private static void precompileElixir(Path staging) throws IOException {
        Path ebin = staging.resolve("elixir/ebin");
        readableFolder(ebin);
        List<String> command = new ArrayList<>(List.of("elixirc", "-o", ebin.toString()));
        ELIXIR_MODULES.forEach(module -> command.add(staging.resolve(module).toString()));
        boolean compiled;
        try {
            Process elixirc = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            compiled = elixirc.waitFor(2, TimeUnit.MINUTES) && elixirc.exitValue() == 0;
            elixirc.destroyForcibly();
        } catch (IOException noElixir) {
            compiled = false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            compiled = false;
        }
        if (!compiled) {
            deleteTree(ebin);
            return;
        }
        try (Stream<Path> beams = Files.list(ebin)) {
            for (Path beam : beams.toList()) {
                Files.setPosixFilePermissions(beam, PosixFilePermissions.fromString("rw-r--r--"));
            }
        }
    }

    private static Map<String, byte[]> read() {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String name : FILES) {
            try (InputStream in = HostFiles.class.getClassLoader().getResourceAsStream("hosts/" + name)) {
                if (in == null) {
                    throw new IllegalStateException(
                            "the player host hosts/" + name + " is missing from the league's resources");
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
                sha.update(name.getBytes(StandardCharsets.UTF_8));
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
