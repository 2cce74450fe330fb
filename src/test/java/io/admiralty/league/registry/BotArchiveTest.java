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
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
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

    /** Names no bot's folder should hold: each refused, in a zip and in a tar.gz, with the entry named escaped. */
    @ParameterizedTest
    @MethodSource("controlNames")
    void namesWithControlCharactersAreRefused(String name, String shown) {
        assertThat(name).isNotEqualTo(shown);
        // a tar's name field ends at its first NUL: there "bot\0.py" reads as "bot", no NUL left to refuse
        List<byte[]> archives = name.contains("\0")
                ? List.of(HostileArchives.zip(name))
                : List.of(HostileArchives.zip(name), HostileArchives.tarGz(name));
        for (byte[] archive : archives) {
            assertRefused(archive, "archive entry \"" + shown + "\" has a control character", Refusal.Kind.INVALID);
        }
    }

    /** A name with ESC, LF, CR, NUL or a C1 control, and how a refusal shows it. */
    static Stream<Arguments> controlNames() {
        return Stream.of(
                Arguments.of("bot\u001b[31m.py", "bot\\x1b[31m.py"),
                Arguments.of("bot\n.py", "bot\\x0a.py"),
                Arguments.of("bot\r.py", "bot\\x0d.py"),
                Arguments.of("bot\u0000.py", "bot\\x00.py"),
                Arguments.of("bot\u0085.py", "bot\\xc2\\x85.py"));
    }

    @Test
    void namesTheFileSystemCannotTakeAreRefused() throws IOException {
        String part = "n".repeat(300);
        assertRefused(HostileArchives.zip("lib/" + part), "has a name part of 300 bytes", Refusal.Kind.INVALID);
        assertRefused(HostileArchives.tarGz(part + "/bot.py"), "has a name part of 300 bytes", Refusal.Kind.INVALID);
        // 255 bytes of UTF-8 are fine, 256 are not, however few characters they are
        String bytes255 = "é".repeat(127) + "e";
        BotArchive.unpack(HostileArchives.zip(bytes255), Files.createDirectories(target.resolve("long")), 1 << 20);
        assertThat(target.resolve("long").resolve(bytes255)).hasContent("x");
        assertRefused(HostileArchives.zip("é".repeat(128)), "name part of 256 bytes", Refusal.Kind.INVALID);
        String deep = String.join("/", Collections.nCopies(5, "d".repeat(250))) + "/bot.py";
        assertRefused(HostileArchives.zip(deep), "has a path of 1261 bytes", Refusal.Kind.INVALID);
    }

    /** The attack as it came: 90 MiB of zeros, then an entry whose name no file system takes; 95 KB uploaded. */
    @Test
    void anArchiveThatCouldNotBeUnpackedIsRefusedAtItsCheck() {
        byte[] attack = HostileArchives.zerosThenALongName();
        assertThat(attack.length).isLessThan(200_000);
        assertThatThrownBy(() -> BotArchive.check(attack, 100L << 20))
                .isInstanceOf(Refusal.class)
                .hasMessage("archive entry \"" + "n".repeat(80)
                        + "\"... (300 chars) has a name part of 300 bytes; the file system takes at most 255");
    }

    @Test
    void twoEntriesAtOnePathAreRefused() throws IOException {
        for (boolean zip : List.of(true, false)) {
            Function<String[], byte[]> archive =
                    names -> zip ? HostileArchives.zip(names) : HostileArchives.tarGz(names);
            String twice = "is a second entry at the same path";
            assertRefused(
                    archive.apply(new String[] {"bot.py", "bot.py"}), "\"bot.py\" " + twice, Refusal.Kind.INVALID);
            assertRefused(archive.apply(new String[] {"lib/a.py", "lib/./a.py"}), twice, Refusal.Kind.INVALID);
            assertRefused(archive.apply(new String[] {"lib/a.py", "lib//a.py"}), twice, Refusal.Kind.INVALID);
            assertRefused(archive.apply(new String[] {"lib/", "lib/"}), twice, Refusal.Kind.INVALID);
            assertRefused(archive.apply(new String[] {"lib/a.py", "lib"}), twice, Refusal.Kind.INVALID);
            assertRefused(
                    archive.apply(new String[] {"lib", "lib/a.py"}),
                    "is inside 'lib', which the archive has as a file",
                    Refusal.Kind.INVALID);
            // a folder named after the files in it is no second entry, nor is the archive's own folder
            Path ok = Files.createDirectories(target.resolve("ok-" + zip));
            BotArchive.unpack(archive.apply(new String[] {"./", "lib/a.py", "lib/"}), ok, 1 << 20);
            assertThat(ok.resolve("lib/a.py")).hasContent("x");
        }
    }

    @Test
    void anArchiveThatSaysItHoldsTooMuchIsRefusedBeforeItIsUnpacked() throws IOException {
        assertRefused(
                tarGz(entry("big.bin", 0644, "z".repeat(5000))),
                "says it unpacks to more than the allowed size (at \"big.bin\")",
                Refusal.Kind.TOO_LARGE);
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
        assertRefused(infoZip(files, "link.zip", "run.sh", "passwd"), "\"passwd\" is a link", Refusal.Kind.INVALID);
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
