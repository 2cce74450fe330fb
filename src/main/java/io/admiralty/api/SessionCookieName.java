package io.admiralty.api;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * The session cookie's name follows the public URL ({@link PublicSite}): {@value PublicSite#SECURE_SESSION_COOKIE}
 * when it is https, {@value PublicSite#SESSION_COOKIE} otherwise. Below application.properties and the environment,
 * so that an operator's {@code QUARKUS_HTTP_AUTH_FORM_COOKIE_NAME} still wins.
 */
public class SessionCookieName implements ConfigSourceFactory {

    static final String PROPERTY = "quarkus.http.auth.form.cookie-name";

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        ConfigValue url = context.getValue("admiralty.http.public-url");
        String name = url != null && url.getValue() != null && PublicSite.https(url.getValue())
                ? PublicSite.SECURE_SESSION_COOKIE
                : PublicSite.SESSION_COOKIE;
        return List.of(new Named(name));
    }

    /** The one property, under the defaults of application.properties (250). */
    private record Named(String name) implements ConfigSource {

        @Override
        public Map<String, String> getProperties() {
            return Map.of(PROPERTY, name);
        }

        @Override
        public Set<String> getPropertyNames() {
            return Set.of(PROPERTY);
        }

        @Override
        public String getValue(String property) {
            return PROPERTY.equals(property) ? name : null;
        }

        @Override
        public String getName() {
            return "admiralty-session-cookie-name";
        }

        @Override
        public int getOrdinal() {
            return 200;
        }
    }
}
