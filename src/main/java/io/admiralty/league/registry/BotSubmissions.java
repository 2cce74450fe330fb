package io.admiralty.league.registry;

import io.admiralty.Refusal;
import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.host.PlayerHost;
import io.admiralty.bot.http.Egress;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.runtime.BotEgress;
import io.admiralty.league.runtime.BotSandbox;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** Checks what a team submits, before anything is stored: the definition, and the files against its kind. */
@ApplicationScoped
public class BotSubmissions {

    static final String SERVICE_ENTRY = "META-INF/services/io.admiralty.botapi.BattleshipBot";

    /** An uploaded file: a process bot's archive or a jvm bot's jar. */
    public record Upload(byte[] bytes) {

        /**
         * The file a request was stored in, {@code size} bytes long, read whole when it is within {@code max} bytes
         * (a 413 otherwise, before any of it is read): what the API and the team page's form take alike.
         */
        public static Upload read(Path file, long size, long max) {
            if (size > max) {
                throw Refusal.tooLarge("the artifact is " + size + " bytes; at most " + max + " are allowed");
            }
            try {
                return new Upload(Files.readAllBytes(file));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** A submission that passed: the bot as the league will run it, its files (if any) and their format. */
    public record Checked(BotDefinition bot, Upload files, String format) {}

    private final LeagueConfig config;
    private final BotEgress egress;
    private final BotSandbox sandbox;

    public BotSubmissions(LeagueConfig config, BotEgress egress, BotSandbox sandbox) {
        this.config = config;
        this.egress = egress;
        this.sandbox = sandbox;
    }

    /**
     * A bot definition checked ({@code kind}, {@code dialect}, {@code command} or {@code url}, and the files), with the
     * bot's stored kind and dialect when it is a new version.
     */
    public Checked check(String kind, String dialect, List<String> command, String url, Upload upload) {
        BotDefinition bot = parse(kind, dialect, command, url);
        Upload files = archived(bot, upload);
        return new Checked(bot, files, checkRuns(bot, files));
    }

    private static BotDefinition parse(String kind, String dialect, List<String> command, String url) {
        try {
            return BotDefinition.submitted(kind, dialect, command, url);
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid(e.getMessage());
        }
    }

    /**
     * A player's single file, uploaded as it is rather than in an archive, is kept as an archive that holds it: under
     * the name its command gives, else under the dialect's own ({@code player.rb}, {@code player.exs}).
     */
    private static Upload archived(BotDefinition bot, Upload upload) {
        if (upload == null || !(bot instanceof BotDefinition.Player player) || BotArchive.isArchive(upload.bytes())) {
            return upload;
        }
        String name = player.named()
                ? player.player().toString()
                : PlayerHost.of(player.dialect()).playerFile();
        return new Upload(BotArchive.zipOf(name, upload.bytes()));
    }

    /** Checks what the bot needs to run here: the sandbox, its files; returns the artifact's format, or null when there is none. */
    private String checkRuns(BotDefinition bot, Upload upload) {
        sandbox.requireRunnable(bot.kind());
        if (upload != null && upload.bytes().length > config.league().maxArtifactBytes()) {
            throw Refusal.tooLarge(
                    "the artifact is larger than " + config.league().maxArtifactBytes() + " bytes");
        }
        switch (bot.kind()) {
            case PROCESS -> {
                if (upload == null) {
                    // without its files the command could only run what the sandbox happens to have: every game
                    // forfeited
                    throw Refusal.invalid(
                            "a process bot needs its files: send multipart/form-data with the bot's zip or tar.gz as the 'artifact' part");
                }
                Set<Path> files =
                        BotArchive.check(upload.bytes(), config.league().maxUnpackedBytes());
                if (bot instanceof BotDefinition.Process process) {
                    requireFiles(process.command(), files);
                }
                return BotArchive.format(upload.bytes());
            }
            case HTTP -> {
                // the same policy checks the address again at every connection
                if (egress.policy().check(((BotDefinition.Http) bot).url()) instanceof Egress.Refused refused) {
                    throw Refusal.invalid(refused.reason());
                }
                if (upload != null) {
                    throw Refusal.invalid("an http bot has no artifact: it runs at its url");
                }
                return null;
            }
            case JVM -> {
                if (upload == null) {
                    throw Refusal.invalid(
                            "a jvm bot needs its jar: send multipart/form-data with the jar as the 'artifact' part");
                }
                checkJar(upload.bytes());
                return "jar";
            }
            default -> throw new IllegalStateException("a team submitted a " + bot.kind() + " bot");
        }
    }

    /** Refuses a command that names a file the archive lacks: the bot could only lose every game. */
    private static void requireFiles(List<String> command, Set<Path> files) {
        Optional<String> missing = CommandFiles.missing(command, files);
        if (missing.isPresent()) {
            List<String> held =
                    files.stream().map(Path::toString).sorted().limit(10).toList();
            throw Refusal.invalid("command[" + command.indexOf(missing.get()) + "] names '" + missing.get()
                    + "', which the archive does not hold (the command runs in the archive's top folder, which holds "
                    + (held.isEmpty() ? "no files" : String.join(", ", held) + (files.size() > 10 ? ", ..." : ""))
                    + ")");
        }
    }

    private static void checkJar(byte[] bytes) {
        try (ZipInputStream jar = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            ZipEntry entry;
            boolean any = false;
            while ((entry = jar.getNextEntry()) != null) {
                any = true;
                if (entry.getName().equals(SERVICE_ENTRY)) {
                    return;
                }
            }
            throw Refusal.invalid(
                    any ? "the jar has no " + SERVICE_ENTRY + " naming the bot class" : "the artifact is not a jar");
        } catch (IOException e) {
            throw Refusal.invalid("the artifact is not a readable jar: " + e.getMessage());
        }
    }
}
