package io.admiralty.league.registry;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

/**
 * Archives a hostile team would upload, written entry by entry as given: any name, the same name twice. A name that
 * ends in {@code /} is a folder; every other entry is a file holding {@code x}.
 */
public final class HostileArchives {

    private HostileArchives() {}

    public static byte[] zip(String... names) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream out = new ZipArchiveOutputStream(bytes)) {
            write(out, ZipArchiveEntry::new, names);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    public static byte[] tarGz(String... names) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (TarArchiveOutputStream out = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes))) {
            out.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            write(
                    out,
                    name -> {
                        TarArchiveEntry entry = new TarArchiveEntry(name, true);
                        entry.setSize(name.endsWith("/") ? 0 : 1);
                        return entry;
                    },
                    names);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static <E extends ArchiveEntry> void write(
            ArchiveOutputStream<E> out, Function<String, E> entry, String... names) throws IOException {
        for (String name : names) {
            out.putArchiveEntry(entry.apply(name));
            if (!name.endsWith("/")) {
                out.write('x');
            }
            out.closeArchiveEntry();
        }
    }

    /**
     * The upload that filled the disk: 90 MiB of zeros (within the unpacked limit), then a file whose name, 300 bytes,
     * no file system takes. About 95 KB.
     */
    public static byte[] zerosThenALongName() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream out = new ZipArchiveOutputStream(bytes)) {
            out.putArchiveEntry(new ZipArchiveEntry("zeros.bin"));
            byte[] mib = new byte[1 << 20];
            for (int i = 0; i < 90; i++) {
                out.write(mib);
            }
            out.closeArchiveEntry();
            out.putArchiveEntry(new ZipArchiveEntry("n".repeat(300)));
            out.write("print('never')".getBytes(StandardCharsets.UTF_8));
            out.closeArchiveEntry();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
