package io.admiralty.api;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * The key that encrypts the form sign-in's cookie when the organiser sets none
 * ({@code QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY}): 256 random bits kept in {@code <data-dir>/session-key}, made on
 * the first start and read on every later one, so that a restart signs nobody out. Without it Quarkus makes its own on
 * each start and writes it to the log, where anyone who reads the log could forge a session cookie. The file is the
 * owner's only (0600), like the database beside it. Below every other source, so a configured key always wins;
 * instances that share no data folder need a configured one.
 */
public class SessionKey implements ConfigSourceFactory {

    static final String PROPERTY = "quarkus.http.auth.session.encryption-key";

    /** The key's file in the data folder. */
    static final String FILE = "session-key";

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        ConfigValue dataDir = context.getValue("admiralty.data-dir");
        Path file = Path.of(dataDir != null && dataDir.getValue() != null ? dataDir.getValue() : "./data", FILE);
        return List.of(new Kept(file));
    }

    /** The key in {@code file}, made there first when there is none: two instances starting at once agree on one. */
    static String keyIn(Path file) {
        try {
            if (!Files.exists(file)) {
                Files.createDirectories(file.toAbsolutePath().getParent());
                Path made = Files.createTempFile(
                        file.toAbsolutePath().getParent(),
                        FILE,
                        ".new",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                Files.writeString(made, newKey());
                try {
                    Files.createLink(file, made);
                } catch (FileAlreadyExistsException another) {
                    // another instance on this data folder made it first: theirs is the key
                } finally {
                    Files.delete(made);
                }
            }
            return Files.readString(file, StandardCharsets.US_ASCII).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("the session key in " + file + " could not be read or made", e);
        }
    }

    private static String newKey() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }

    /**
     * The one property, below the defaults of application.properties (250), the environment and system properties.
     * The key is read or made when first asked for, not when the sources are listed.
     */
    private static final class Kept implements ConfigSource {
        private final Path file;
        private String key;

        Kept(Path file) {
            this.file = file;
        }

        private synchronized String key() {
            if (key == null) {
                key = keyIn(file);
            }
            return key;
        }

        @Override
        public Map<String, String> getProperties() {
            return Map.of(PROPERTY, key());
        }

        @Override
        public Set<String> getPropertyNames() {
            return Set.of(PROPERTY);
        }

        @Override
        public String getValue(String property) {
            return PROPERTY.equals(property) ? key() : null;
        }

        @Override
        public String getName() {
            return "admiralty-session-key";
        }

        @Override
        public int getOrdinal() {
            return 10;
        }
    }
}
