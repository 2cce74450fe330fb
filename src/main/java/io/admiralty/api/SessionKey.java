package io.admiralty.api;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * The key that encrypts the form sign-in's cookie when the organiser sets none
 * ({@code QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY}): 256 random bits made once per start. Without it Quarkus makes
 * its own and writes it to the log, where anyone who reads the log could forge a session cookie. Below every other
 * source, so a configured key always wins; several instances need a configured one (each start's own differs).
 */
public class SessionKey implements ConfigSource {

    static final String PROPERTY = "quarkus.http.auth.session.encryption-key";
    private static final String KEY = newKey();

    private static String newKey() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }

    @Override
    public Map<String, String> getProperties() {
        return Map.of(PROPERTY, KEY);
    }

    @Override
    public Set<String> getPropertyNames() {
        return Set.of(PROPERTY);
    }

    @Override
    public String getValue(String name) {
        return PROPERTY.equals(name) ? KEY : null;
    }

    @Override
    public String getName() {
        return "admiralty-session-key";
    }

    /** Below the defaults of application.properties (250), the environment (300) and system properties (400). */
    @Override
    public int getOrdinal() {
        return 10;
    }
}
