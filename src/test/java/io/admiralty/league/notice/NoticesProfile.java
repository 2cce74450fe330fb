package io.admiralty.league.notice;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;
import java.util.Map;

/**
 * Webhook retries in tenths of a second instead of minutes (switched off after 3 failures in a row), a long deadline
 * for an attempt (30 s: a silent receiver holds its attempt open for the whole of a test), and e-mail on,
 * to a real SMTP server on loopback ({@link SmtpServer}).
 */
public class NoticesProfile implements QuarkusTestProfile {

    static final int DISABLE_AFTER = 3;

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "admiralty.notices.webhooks.retry-first", "100ms",
                "admiralty.notices.webhooks.retry-max-delay", "400ms",
                "admiralty.notices.webhooks.retry-for", "1h",
                "admiralty.notices.webhooks.disable-after", Integer.toString(DISABLE_AFTER),
                "admiralty.notices.webhooks.poll", "1s",
                "admiralty.notices.webhooks.timeout", "30s");
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(SmtpServer.class));
    }
}
