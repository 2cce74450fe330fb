package io.admiralty.bot.jvm;

import io.admiralty.botapi.BattleshipBot;
import io.admiralty.botapi.Cell;
import io.admiralty.botapi.GameInfo;
import io.admiralty.botapi.GameResult;
import io.admiralty.botapi.Mark;
import io.admiralty.botapi.Orientation;
import io.admiralty.botapi.ShipPlacement;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

/**
 * The whole class path of the child JVM that hosts a jar bot: the bot API and the host, nothing of the league.
 * Written once per run from the league's own classes, so it matches them in every packaging.
 */
final class HostJar {

    private static final List<Class<?>> CLASSES = List.of(
            JarHost.class,
            BotApiBridge.class,
            BattleshipBot.class,
            Cell.class,
            GameInfo.class,
            GameResult.class,
            Mark.class,
            Orientation.class,
            ShipPlacement.class);

    private HostJar() {}

    /**
     * A fresh folder, readable by the sandbox's unprivileged user, holding the host ({@code host.jar}) and a copy
     * of the bot ({@code bot.jar}): the only files the child JVM can see besides the system's.
     */
    static Path prepare(Path botJar) {
        try {
            Path folder = Files.createTempDirectory("admiralty-jar-bot");
            try (OutputStream file = Files.newOutputStream(folder.resolve("host.jar"));
                    JarOutputStream out = new JarOutputStream(file)) {
                for (Class<?> type : CLASSES) {
                    String entry = type.getName().replace('.', '/') + ".class";
                    try (InputStream in = HostJar.class.getClassLoader().getResourceAsStream(entry)) {
                        if (in == null) {
                            throw new IllegalStateException("class file " + entry + " not found");
                        }
                        out.putNextEntry(new JarEntry(entry));
                        in.transferTo(out);
                        out.closeEntry();
                    }
                }
            }
            Files.copy(botJar, folder.resolve("bot.jar"), StandardCopyOption.REPLACE_EXISTING);
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
            for (String name : List.of("host.jar", "bot.jar")) {
                Files.setPosixFilePermissions(folder.resolve(name), PosixFilePermissions.fromString("rw-r--r--"));
            }
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("could not prepare the jar bot " + botJar, e);
        }
    }

    static void delete(Path folder) {
        try {
            for (String name : List.of("host.jar", "bot.jar")) {
                Files.deleteIfExists(folder.resolve(name));
            }
            Files.deleteIfExists(folder);
        } catch (IOException ignored) {
            // a temp folder left behind is harmless
        }
    }
}
