package io.admiralty.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Slow clients cannot hold the service's connections, and live streams are shared out: with a request timeout of two
 * seconds and two streams a season, on the real service.
 */
@QuarkusTest
@TestProfile(ConnectionLimitsTest.Tight.class)
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ConnectionLimitsTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    private static final String CLIENT = "127.0.0.1";

    /** The test profile with a short request timeout and a cap of two live streams a season. */
    public static class Tight implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "admiralty.http.request-timeout",
                    TIMEOUT.toSeconds() + "s",
                    "admiralty.live.max-streams-per-season",
                    "2");
        }
    }

    @ConfigProperty(name = "quarkus.http.test-port", defaultValue = "8081")
    int port;

    @Inject
    LiveStreams streams;

    @AfterEach
    void everyStreamIsGivenBack() {
        await().atMost(Duration.ofSeconds(10)).until(() -> streams.held(CLIENT) == 0);
    }

    /**
     * 200 connections that send their headers a byte at a time, each byte well within the idle timeout: each is
     * closed once the request timeout has passed, while the service goes on answering others.
     */
    @Test
    void clientsThatSendTheirHeadersAByteAtATimeLoseTheirConnections() throws IOException {
        List<SocketChannel> slow = new ArrayList<>();
        long start = System.nanoTime();
        try {
            for (int i = 0; i < 200; i++) {
                SocketChannel channel = SocketChannel.open(new InetSocketAddress(CLIENT, port));
                channel.write(ByteBuffer.wrap(
                        "GET /api/seasons HTTP/1.1\r\nHost: admiralty\r\n".getBytes(StandardCharsets.US_ASCII)));
                channel.configureBlocking(false);
                slow.add(channel);
            }
            List<Long> closedAfter = new ArrayList<>();
            await().atMost(TIMEOUT.plusSeconds(8))
                    .pollInterval(Duration.ofMillis(250))
                    .until(() -> {
                        for (SocketChannel channel : slow) {
                            if (channel.isOpen() && !dribble(channel)) {
                                channel.close();
                                closedAfter.add(System.nanoTime() - start);
                            }
                        }
                        return closedAfter.size() == slow.size();
                    });
            assertThat(closedAfter.stream().mapToLong(Long::longValue).min().orElseThrow())
                    .as("held until the request timeout, not refused at once")
                    .isGreaterThanOrEqualTo(TIMEOUT.toNanos() - 200_000_000L);
            given().get("/api/seasons").then().statusCode(200);
        } finally {
            for (SocketChannel channel : slow) {
                channel.close();
            }
        }
    }

    /** A live stream is written to only when its season changes: its heartbeats keep it open past the timeout. */
    @Test
    void aLiveStreamOutlivesTheRequestTimeoutOnItsHeartbeats() throws Exception {
        long season = LeagueApi.createSeason("{\"name\":\"heartbeats " + System.nanoTime() + "\"}");
        HttpResponse<Stream<String>> stream =
                HttpClient.newHttpClient().send(events(season), HttpResponse.BodyHandlers.ofLines());
        assertThat(stream.statusCode()).isEqualTo(200);
        List<String> lines = new ArrayList<>();
        try (Stream<String> body = stream.body()) {
            Iterator<String> read = body.iterator();
            long until = System.nanoTime() + TIMEOUT.multipliedBy(3).toNanos();
            while (System.nanoTime() < until) {
                assertThat(read.hasNext()).as("still open after %s", lines).isTrue();
                lines.add(read.next());
            }
        }
        assertThat(lines.get(0)).startsWith("data:").contains("\"leaderboard\"");
        assertThat(lines)
                .filteredOn(line -> line.startsWith(":") && line.contains("heartbeat"))
                .hasSizeGreaterThanOrEqualTo(3);
    }

    @Test
    void oneSeasonsStreamsAreCappedAndTheOneOverIsA429() throws Exception {
        long busy = LeagueApi.createSeason("{\"name\":\"busy " + System.nanoTime() + "\"}");
        long quiet = LeagueApi.createSeason("{\"name\":\"quiet " + System.nanoTime() + "\"}");
        HttpClient http = HttpClient.newHttpClient();
        List<HttpResponse<Stream<String>>> open = new ArrayList<>();
        try {
            for (int i = 0; i < 2; i++) {
                open.add(http.send(events(busy), HttpResponse.BodyHandlers.ofLines()));
                assertThat(open.get(i).statusCode()).isEqualTo(200);
            }
            HttpResponse<String> refused = http.send(events(busy), HttpResponse.BodyHandlers.ofString());
            assertThat(refused.statusCode()).isEqualTo(429);
            assertThat(JsonPath.from(refused.body()).getString("error"))
                    .contains("2 live streams of this season, its most for one season");
            HttpResponse<Stream<String>> other = http.send(events(quiet), HttpResponse.BodyHandlers.ofLines());
            assertThat(other.statusCode()).as("another season's stream").isEqualTo(200);
            open.add(other);
        } finally {
            open.forEach(response -> response.body().close());
        }
    }

    private HttpRequest events(long season) {
        return HttpRequest.newBuilder(
                        URI.create("http://" + CLIENT + ":" + port + "/api/seasons/" + season + "/events"))
                .build();
    }

    /** Sends the next byte of an endless header; false once the service has closed the connection. */
    private static boolean dribble(SocketChannel channel) {
        try {
            if (channel.read(ByteBuffer.allocate(256)) < 0) {
                return false;
            }
            channel.write(ByteBuffer.wrap(new byte[] {'x'}));
            return true;
        } catch (IOException reset) {
            return false;
        }
    }
}
