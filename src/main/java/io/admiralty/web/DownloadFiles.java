package io.admiralty.web;

import io.smallrye.config.ConfigMapping;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The files teams download from the league (the play jar, the bot API jar and the starter kits), from the folder
 * {@code ./mvnw package} puts beside the packaged service (target/quarkus-app/downloads). Only files of those kinds
 * are offered, whatever else the folder holds, and a file is found by its listed name only.
 */
@ApplicationScoped
class DownloadFiles {

    /** Where the downloads are. */
    @ConfigMapping(prefix = "admiralty.downloads")
    interface DownloadsConfig {
        /** The folder; by default {@code downloads} beside quarkus-run.jar when the service runs from it. */
        Optional<Path> dir();
    }

    /** The kinds of file the league offers; templates/DownloadsResource/list.html says what each is for. */
    enum Kind {
        PLAY,
        BOT_API,
        BOT_API_SOURCES,
        BOT_API_JAVADOC,
        STARTER_KITS
    }

    /** One file offered: its name, size and kind. */
    record Download(String name, long bytes, Kind kind) {

        /** Its size in KiB, at least 1. */
        public long kib() {
            return Math.max(1, bytes / 1024);
        }
    }

    private final Optional<Path> folder;

    DownloadFiles(DownloadsConfig config) {
        this.folder = config.dir().or(DownloadFiles::besideTheJar);
    }

    /** The folder {@code downloads} beside quarkus-run.jar, when the class path is that jar alone. */
    private static Optional<Path> besideTheJar() {
        Path classPath = Path.of(System.getProperty("java.class.path", ""));
        return classPath.getFileName() != null
                        && classPath.getFileName().toString().equals("quarkus-run.jar")
                ? Optional.of(classPath.toAbsolutePath().resolveSibling("downloads"))
                : Optional.empty();
    }

    /** Which kind of file of the downloads folder a name is, or empty when it is not one the league offers. */
    static Optional<Kind> kind(String name) {
        if (name.equals("admiralty-starter-kits.zip")) {
            return Optional.of(Kind.STARTER_KITS);
        }
        if (!name.startsWith("admiralty-")) {
            return Optional.empty();
        }
        if (name.endsWith("-play.jar")) {
            return Optional.of(Kind.PLAY);
        }
        if (name.endsWith("-bot-api.jar")) {
            return Optional.of(Kind.BOT_API);
        }
        if (name.endsWith("-bot-api-sources.jar")) {
            return Optional.of(Kind.BOT_API_SOURCES);
        }
        return name.endsWith("-bot-api-javadoc.jar") ? Optional.of(Kind.BOT_API_JAVADOC) : Optional.empty();
    }

    /** The files offered, by name; none when the service was not packaged. */
    List<Download> list() {
        if (folder.isEmpty() || !Files.isDirectory(folder.get())) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder.get())) {
            return files.filter(Files::isRegularFile)
                    .flatMap(file -> kind(file.getFileName().toString()).stream()
                            .map(kind -> new Download(file.getFileName().toString(), size(file), kind)))
                    .sorted(Comparator.comparing(Download::name))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("could not list the downloads in " + folder.get(), e);
        }
    }

    /** The file listed under {@code name}, if there is one. */
    Optional<Path> file(String name) {
        return list().stream()
                .filter(download -> download.name().equals(name))
                .findFirst()
                .map(download -> folder.orElseThrow().resolve(download.name()));
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read the size of " + file, e);
        }
    }
}
