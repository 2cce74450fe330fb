package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.admiralty.bot.BotNotes;
import io.admiralty.bot.Transcript;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * An HTTP bot's tags and metrics (docs/bots.md, "Tags and metrics"): the {@code Admiralty-Tags} and
 * {@code Admiralty-Metrics} headers of its answers, read by the league's own client from a real server on loopback,
 * answer after answer, with the bounds and forms of {@link BotNotes}. No Quarkus, a port the system gives.
 */
@Execution(ExecutionMode.CONCURRENT)
class NoteHeadersTest {

    @Test
    void theHeadersOfEachAnswerAreTheBotsNotesOfItsGame() throws Exception {
        AtomicInteger answers = new AtomicInteger();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            int answer = answers.incrementAndGet();
            exchange.getResponseHeaders().add("Admiralty-Tags", "opening-corner, <b>markup</b>");
            exchange.getResponseHeaders().add("admiralty-tags", "second-line");
            exchange.getResponseHeaders().add("Admiralty-Metrics", "confidence=0." + answer + ",shots=" + answer);
            byte[] body = "{}".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        Transcript transcript = new Transcript();
        try (BotHttpClient client = new BotHttpClient(
                URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/"),
                Egress.unrestricted(Egress.SYSTEM_RESOLVER),
                Duration.ofSeconds(5),
                1 << 16,
                transcript)) {
            for (int i = 0; i < 3; i++) {
                assertThat(client.post("application/json", "{}", Duration.ofSeconds(5)))
                        .isEqualTo("{}");
            }
        } finally {
            server.stop(0);
        }

        BotNotes.Kept kept = transcript.notes().kept();
        assertThat(kept.tags()).containsExactly("opening-corner", "second-line");
        assertThat(kept.metrics()).isEqualTo(Map.of("confidence", 0.3, "shots", 3.0));
        // the markup tag, refused once an answer
        assertThat(kept.dropped()).isEqualTo(3);
        transcript.clear();
        assertThat(transcript.notes().kept()).isEqualTo(new BotNotes.Kept(List.of(), Map.of(), 0));
    }
}
