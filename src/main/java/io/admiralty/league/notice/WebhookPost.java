package io.admiralty.league.notice;

import io.admiralty.bot.http.BodyBytes;
import io.admiralty.bot.http.Egress;
import io.admiralty.bot.http.HttpExchange;
import java.net.URI;
import java.time.Duration;
import java.util.Map;

/**
 * One POST of a delivery through the HTTP bots' {@link HttpExchange}, on a connection of its own: the egress rules
 * checked at every attempt on the addresses the connection then uses, never a proxy, one deadline for connecting and
 * the answer, no redirect followed, and only the answer's head read (bounded as every read from a stranger is). What
 * went wrong is said to the webhook's team alone, in the sentences an HTTP bot's forfeits use: a refused, reset or
 * non-HTTP connection reads the same ({@link HttpExchange#NO_HTTP}), a silent one times out.
 */
final class WebhookPost {

    /** What an attempt got: an HTTP status, or none and why. */
    record Answer(Integer status, String error) {

        boolean delivered() {
            return status != null && status / 100 == 2;
        }

        /** In words, for the deliveries' list. */
        String said() {
            return status != null ? "HTTP " + status : error;
        }
    }

    private WebhookPost() {}

    static Answer post(Egress egress, String url, Map<String, String> headers, String body, Duration timeout) {
        StringBuilder lines = new StringBuilder();
        headers.forEach(
                (name, value) -> lines.append(name).append(": ").append(value).append("\r\n"));
        long deadline = System.nanoTime() + timeout.toNanos();
        try (HttpExchange http = new HttpExchange(URI.create(url), egress, "webhooks", timeout, 0, note -> {})) {
            return new Answer(
                    http.postForStatus("application/json", lines.toString(), new BodyBytes().append(body), deadline),
                    null);
        } catch (HttpExchange.Failure failure) {
            return new Answer(
                    null,
                    switch (failure.kind()) {
                        case REFUSED -> "not sent: " + failure.reason();
                        case TIMEOUT -> "did not answer within " + timeout.toMillis() + " ms";
                        case NO_HTTP, TOO_LARGE -> failure.detail();
                    });
        }
    }
}
