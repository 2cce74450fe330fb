package io.admiralty.league.registry;

import io.admiralty.Refusal;
import io.admiralty.bot.BotText;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;

/**
 * A process bot's uploaded files: a zip or a tar.gz. Archives come from strangers, so they are checked whole when
 * they are uploaded, and an archive that passes unpacks: every entry lands inside the bot's folder under a name the
 * file system takes (each part at most {@value #MAX_NAME_BYTES} bytes, the whole at most {@value #MAX_PATH_BYTES}),
 * with no control character in it, once (no two entries at one path, no file where a folder is); links and special
 * files are refused, and so are more bytes (declared or unpacked) or entries than allowed. A refusal names the entry.
 */
public final class BotArchive {

    public static final int MAX_ENTRIES = 10_000;
    /** The longest name of a file or folder most Linux file systems take (NAME_MAX), in bytes. */
    public static final int MAX_NAME_BYTES = 255;
    /**
     * The longest path of an entry inside the bot's folder, in bytes: with the data folder's own path before it, well
     * within the system's limit on a whole path (PATH_MAX, 4096).
     */
    public static final int MAX_PATH_BYTES = 1024;
    /** How much of an entry's name a refusal quotes. */
    private static final int QUOTED_NAME_CHARS = 80;

    private BotArchive() {}

    /** {@code zip} or {@code tar.gz} by the archive's first bytes. */
    public static String format(byte[] bytes) {
        if (isZip(bytes)) {
            return "zip";
        }
        if (isTarGz(bytes)) {
            return "tar.gz";
        }
        throw Refusal.invalid("the artifact is neither a zip nor a tar.gz archive");
    }

    /** Whether the bytes are a zip or a tar.gz archive, by their first bytes. */
    public static boolean isArchive(byte[] bytes) {
        return isZip(bytes) || isTarGz(bytes);
    }

    /** One file as the archive of a bot's files: a zip holding it alone, as {@code name}. */
    public static byte[] zipOf(String name, byte[] bytes) {
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(zipped)) {
            zip.putNextEntry(new ZipEntry(name));
            zip.write(bytes);
            zip.closeEntry();
        } catch (IOException e) {
            throw new UncheckedIOException("could not zip " + name + " in memory", e);
        }
        return zipped.toByteArray();
    }

    private static boolean isZip(byte[] bytes) {
        return bytes.length >= 4 && bytes[0] == 'P' && bytes[1] == 'K' && bytes[2] == 3 && bytes[3] == 4;
    }

    private static boolean isTarGz(byte[] bytes) {
        return bytes.length >= 2 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b;
    }

    /** Checks the whole archive without writing anything; returns the paths of its files (not its folders). */
    public static Set<Path> check(byte[] bytes, long maxUnpackedBytes) {
        return unpack(bytes, null, maxUnpackedBytes);
    }

    /**
     * Unpacks into {@code target} (which must exist and be empty); with a null target only checks. Returns the paths
     * of the archive's files, relative to its folder.
     */
    public static Set<Path> unpack(byte[] bytes, Path target, long maxUnpackedBytes) {
        String format = format(bytes);
        try (Entries in = open(format, bytes)) {
            long total = 0;
            long declared = 0;
            int entries = 0;
            Paths paths = new Paths();
            ArchiveEntry entry;
            while ((entry = in.next()) != null) {
                if (++entries > MAX_ENTRIES) {
                    throw Refusal.invalid("the archive has more than " + MAX_ENTRIES + " entries");
                }
                String name = entry.getName();
                Path relative = checkName(name);
                if (isLinkOrSpecial(entry)) {
                    throw Refusal.invalid("archive entry " + quoted(name)
                            + " is a link or a special file; only files and folders are allowed");
                }
                paths.add(relative, entry.isDirectory(), name);
                // what the archive says it holds, before any of it is unpacked
                declared += Math.max(0, entry.getSize());
                if (declared > maxUnpackedBytes) {
                    throw Refusal.tooLarge(
                            "the archive says it unpacks to more than the allowed size (at " + quoted(name) + ")");
                }
                Path path = target == null ? null : target.resolve(relative);
                if (entry.isDirectory()) {
                    if (path != null) {
                        Files.createDirectories(path);
                    }
                    continue;
                }
                total += copy(in.content(), path, maxUnpackedBytes - total, name);
                if (path != null && isExecutable(entry)) {
                    Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwxr-xr-x"));
                }
            }
            if (entries == 0) {
                throw Refusal.invalid("the archive is empty");
            }
            return Set.copyOf(paths.files);
        } catch (IOException e) {
            throw Refusal.invalid("the artifact is not a readable " + format + " archive: " + e.getMessage());
        }
    }

    /** An archive's entries in order, each with its content. */
    private interface Entries extends Closeable {
        ArchiveEntry next() throws IOException;

        InputStream content() throws IOException;
    }

    private static Entries open(String format, byte[] bytes) throws IOException {
        return format.equals("zip") ? zipEntries(bytes) : tarEntries(bytes);
    }

    /**
     * A zip is read through its central directory: only there does it keep each entry's Unix mode, so only there
     * can a symbolic link (or an executable) be told from a plain file.
     */
    private static Entries zipEntries(byte[] bytes) throws IOException {
        ZipFile zip = ZipFile.builder()
                .setSeekableByteChannel(new SeekableInMemoryByteChannel(bytes))
                .get();
        Iterator<ZipArchiveEntry> entries = zip.getEntriesInPhysicalOrder().asIterator();
        return new Entries() {
            private ZipArchiveEntry current;

            @Override
            public ArchiveEntry next() {
                current = entries.hasNext() ? entries.next() : null;
                return current;
            }

            @Override
            public InputStream content() throws IOException {
                return zip.getInputStream(current);
            }

            @Override
            public void close() throws IOException {
                zip.close();
            }
        };
    }

    private static Entries tarEntries(byte[] bytes) throws IOException {
        TarArchiveInputStream tar =
                new TarArchiveInputStream(new GzipCompressorInputStream(new ByteArrayInputStream(bytes)));
        return new Entries() {
            @Override
            public ArchiveEntry next() throws IOException {
                return tar.getNextEntry();
            }

            @Override
            public InputStream content() {
                return tar;
            }

            @Override
            public void close() throws IOException {
                tar.close();
            }
        };
    }

    /**
     * The entry's path inside the bot's folder, once its name is checked: relative, without {@code ..}, printable,
     * and short enough for the file system.
     */
    private static Path checkName(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || c >= 0x7f && c <= 0x9f) {
                throw Refusal.invalid("archive entry " + quoted(name)
                        + " has a control character in its name; names must be printable");
            }
        }
        Path relative;
        try {
            relative = Path.of(name).normalize();
        } catch (InvalidPathException e) {
            throw Refusal.invalid("archive entry " + quoted(name) + " has a name this file system cannot take");
        }
        if (name.isEmpty()
                || relative.isAbsolute()
                || name.startsWith("/")
                || name.contains("\\")
                || relative.startsWith("..")) {
            throw Refusal.invalid("archive entry " + quoted(name) + " would land outside the bot's folder");
        }
        for (Path part : relative) {
            int length = utf8Length(part.toString());
            if (length > MAX_NAME_BYTES) {
                throw Refusal.invalid("archive entry " + quoted(name) + " has a name part of " + length
                        + " bytes; the file system takes at most " + MAX_NAME_BYTES);
            }
        }
        int length = utf8Length(relative.toString());
        if (length > MAX_PATH_BYTES) {
            throw Refusal.invalid("archive entry " + quoted(name) + " has a path of " + length + " bytes; at most "
                    + MAX_PATH_BYTES + " are allowed");
        }
        return relative;
    }

    private static int utf8Length(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    /** An entry's name as a refusal quotes it: escaped, and cut. */
    private static String quoted(String name) {
        return BotText.quote(name, QUOTED_NAME_CHARS);
    }

    /**
     * The paths the archive's entries take, so that each is taken once: two entries at one path (after their names
     * are normalised: {@code a/./b} is {@code a/b}), or a file where another entry needs a folder, would leave one
     * entry's content to chance or fail the unpacking.
     */
    private static final class Paths {

        private final Set<Path> files = new HashSet<>();
        /** Folders named by entries of their own. */
        private final Set<Path> folders = new HashSet<>();
        /** Folders that hold an entry, named or not. */
        private final Set<Path> parents = new HashSet<>();

        void add(Path path, boolean folder, String name) {
            if (path.toString().isEmpty()) {
                if (folder) {
                    return; // the bot's folder itself, as "./"
                }
                throw Refusal.invalid("archive entry " + quoted(name) + " is a file without a name");
            }
            if (files.contains(path) || folders.contains(path) || !folder && parents.contains(path)) {
                throw Refusal.invalid("archive entry " + quoted(name)
                        + " is a second entry at the same path; each file or folder may come once");
            }
            for (Path parent = path.getParent(); parent != null; parent = parent.getParent()) {
                if (files.contains(parent)) {
                    throw Refusal.invalid("archive entry " + quoted(name) + " is inside '" + parent
                            + "', which the archive has as a file");
                }
                parents.add(parent);
            }
            (folder ? folders : files).add(path);
        }
    }

    private static boolean isLinkOrSpecial(ArchiveEntry entry) {
        if (entry instanceof TarArchiveEntry tar) {
            // isFile() alone is true for links too
            return tar.isSymbolicLink()
                    || tar.isLink()
                    || tar.isCharacterDevice()
                    || tar.isBlockDevice()
                    || tar.isFIFO()
                    || !(tar.isFile() || tar.isDirectory());
        }
        return entry instanceof ZipArchiveEntry zip && zip.isUnixSymlink();
    }

    private static boolean isExecutable(ArchiveEntry entry) {
        int mode = entry instanceof TarArchiveEntry tar ? tar.getMode() : ((ZipArchiveEntry) entry).getUnixMode();
        return (mode & 0100) != 0;
    }

    /** Copies one entry, refusing to go past {@code room} bytes; returns its size. */
    private static long copy(InputStream in, Path path, long room, String name) throws IOException {
        if (path != null) {
            Files.createDirectories(path.getParent());
        }
        byte[] buffer = new byte[65536];
        long size = 0;
        try (OutputStream out = path == null ? OutputStream.nullOutputStream() : Files.newOutputStream(path)) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                size += n;
                if (size > room) {
                    throw Refusal.tooLarge(
                            "the archive unpacks to more than the allowed size (at " + quoted(name) + ")");
                }
                out.write(buffer, 0, n);
            }
        }
        return size;
    }
}
