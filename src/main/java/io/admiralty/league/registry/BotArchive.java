package io.admiralty.league.registry;

import io.admiralty.Refusal;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Iterator;
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
 * A process bot's uploaded files: a zip or a tar.gz. Archives come from strangers, so unpacking refuses
 * entries that would land outside the folder, links, special files, and more bytes or entries than allowed.
 */
public final class BotArchive {

    public static final int MAX_ENTRIES = 10_000;

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

    /** Checks the whole archive without writing anything. */
    public static void check(byte[] bytes, long maxUnpackedBytes) {
        unpack(bytes, null, maxUnpackedBytes);
    }

    /** Unpacks into {@code target} (which must exist and be empty); with a null target only checks. */
    public static void unpack(byte[] bytes, Path target, long maxUnpackedBytes) {
        String format = format(bytes);
        try (Entries in = open(format, bytes)) {
            long total = 0;
            int entries = 0;
            ArchiveEntry entry;
            while ((entry = in.next()) != null) {
                if (++entries > MAX_ENTRIES) {
                    throw Refusal.invalid("the archive has more than " + MAX_ENTRIES + " entries");
                }
                String name = entry.getName();
                checkName(name);
                if (isLinkOrSpecial(entry)) {
                    throw Refusal.invalid("archive entry '" + name
                            + "' is a link or a special file; only files and folders are allowed");
                }
                Path path = target == null ? null : target.resolve(name).normalize();
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

    private static void checkName(String name) {
        Path relative = Path.of(name).normalize();
        if (name.isEmpty()
                || relative.isAbsolute()
                || name.startsWith("/")
                || name.contains("\\")
                || relative.startsWith("..")
                || name.contains("\0")) {
            throw Refusal.invalid("archive entry '" + name + "' would land outside the bot's folder");
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
                    throw Refusal.tooLarge("the archive unpacks to more than the allowed size (at '" + name + "')");
                }
                out.write(buffer, 0, n);
            }
        }
        return size;
    }
}
