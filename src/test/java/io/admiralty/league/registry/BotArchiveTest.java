package io.admiralty.league.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.Refusal;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BotArchiveTest {

    @TempDir
    Path target;

    @Test
    void zipAndTarGzUnpackWithTheirFoldersAndExecutableBits() throws IOException {
        BotArchive.unpack(zip("bot/main.py", "print(1)"), target.resolve("z"), 1 << 20);
        assertThat(target.resolve("z/bot/main.py")).hasContent("print(1)");
        byte[] tar = tarGz(entry("run.sh", 0755, "#!/bin/sh\necho hi\n"), entry("lib/data.txt", 0644, "x"));
        Files.createDirectories(target.resolve("t"));
        BotArchive.unpack(tar, target.resolve("t"), 1 << 20);
        assertThat(Files.getPosixFilePermissions(target.resolve("t/run.sh")))
                .contains(PosixFilePermission.OTHERS_EXECUTE);
        assertThat(target.resolve("t/lib/data.txt")).hasContent("x");
    }

    @ParameterizedTest
    @ValueSource(strings = {"../up.py", "/etc/passwd", "a/../../up.py"})
    void entriesOutsideTheFolderAreRefused(String name) throws IOException {
        assertRefused(zip(name, "x"), "outside the bot's folder", Refusal.Kind.INVALID);
        assertRefused(tarGz(entry(name, 0644, "x")), "outside the bot's folder", Refusal.Kind.INVALID);
    }

    @Test
    void linksAndOversizedArchivesAreRefused() throws IOException {
        TarArchiveEntry link = new TarArchiveEntry("passwd", TarArchiveEntry.LF_SYMLINK);
        link.setLinkName("/etc/passwd");
        assertRefused(tarGz(new Content(link, new byte[0])), "link", Refusal.Kind.INVALID);
        assertRefused(zip("big.bin", "y".repeat(5000)), "more than the allowed size", Refusal.Kind.TOO_LARGE);
        assertRefused("plain text".getBytes(), "neither a zip nor a tar.gz", Refusal.Kind.INVALID);
        assertThat(target.toFile().list()).isEmpty();
    }

    /** Made by Info-ZIP's own zip, which keeps links as links (-y) and file modes, as a team's upload would. */
    @Test
    void zipsKeepExecutableBitsAndTheirLinksAreRefused() throws IOException, InterruptedException {
        Path files = Files.createDirectories(target.resolve("files"));
        Files.writeString(files.resolve("run.sh"), "#!/bin/sh\necho hi\n");
        Files.setPosixFilePermissions(files.resolve("run.sh"), PosixFilePermissions.fromString("rwxr-xr-x"));
        byte[] plain = infoZip(files, "plain.zip", "run.sh");
        BotArchive.unpack(plain, Files.createDirectories(target.resolve("unpacked")), 1 << 20);
        assertThat(Files.getPosixFilePermissions(target.resolve("unpacked/run.sh")))
                .contains(PosixFilePermission.OTHERS_EXECUTE);

        Files.createSymbolicLink(files.resolve("passwd"), Path.of("/etc/passwd"));
        assertRefused(infoZip(files, "link.zip", "run.sh", "passwd"), "'passwd' is a link", Refusal.Kind.INVALID);
    }

    private static byte[] infoZip(Path folder, String name, String... entries)
            throws IOException, InterruptedException {
        Path zip = folder.resolveSibling(name);
        List<String> command = new ArrayList<>(List.of("zip", "-q", "-y", zip.toString()));
        command.addAll(List.of(entries));
        Process process = new ProcessBuilder(command)
                .directory(folder.toFile())
                .inheritIO()
                .start();
        assertThat(process.waitFor()).isZero();
        return Files.readAllBytes(zip);
    }

    private void assertRefused(byte[] archive, String message, Refusal.Kind kind) {
        assertThatThrownBy(() -> BotArchive.unpack(archive, null, 4096))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((Refusal) e).kind()).isEqualTo(kind));
    }

    private static byte[] zip(String name, String content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            out.putNextEntry(new ZipEntry(name));
            out.write(content.getBytes());
            out.closeEntry();
        }
        return bytes.toByteArray();
    }

    private record Content(TarArchiveEntry entry, byte[] bytes) {}

    private static Content entry(String name, int mode, String content) {
        TarArchiveEntry entry = new TarArchiveEntry(name, true);
        entry.setMode(mode);
        entry.setSize(content.length());
        return new Content(entry, content.getBytes());
    }

    private static byte[] tarGz(Content... contents) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (TarArchiveOutputStream out = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes))) {
            for (Content c : contents) {
                out.putArchiveEntry(c.entry());
                out.write(c.bytes());
                out.closeArchiveEntry();
            }
        }
        return bytes.toByteArray();
    }
}
