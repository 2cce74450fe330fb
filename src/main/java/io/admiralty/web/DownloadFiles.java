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

    /** One file offered: its name, size and what it is for. */
    record Download(String name, long bytes, String what) {

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

    /** What a file of the downloads folder is, or empty when it is not one the league offers. */
    static Optional<String> what(String name) {
        if (name.startsWith("admiralty-") && name.endsWith("-play.jar")) {
            return Optional.of("play: matches between bots on your machine, no service needed (java -jar, --help)");
        }
        if (name.startsWith("admiralty-") && name.endsWith("-bot-api.jar")) {
            return Optional.of("the bot API a Java bot compiles against (kind jvm)");
        }
        if (name.startsWith("admiralty-") && name.endsWith("-bot-api-sources.jar")) {
            return Optional.of("the bot API's sources, for your IDE");
        }
        if (name.startsWith("admiralty-") && name.endsWith("-bot-api-javadoc.jar")) {
            return Optional.of("the bot API's documentation");
        }
        if (name.equals("admiralty-starter-kits.zip")) {
            return Optional.of("starter kits: the example bots in Python, Ruby, Elixir and Java, a folder each");
        }
        return Optional.empty();
    }

    /** The files offered, by name; none when the service was not packaged. */
    List<Download> list() {
        if (folder.isEmpty() || !Files.isDirectory(folder.get())) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder.get())) {
            return files.filter(Files::isRegularFile)
                    .flatMap(file -> what(file.getFileName().toString()).stream()
                            .map(what -> new Download(file.getFileName().toString(), size(file), what)))
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
