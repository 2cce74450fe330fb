package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.LeagueConfig;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** One client cannot hold every live stream: the one over its limit is a 429 with a reason, and a closed stream frees its place. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LiveStreamLimitsTest {

    private static final String CLIENT = "127.0.0.1";

    @Inject
    LiveStreams streams;

    @ConfigProperty(name = "quarkus.http.test-port", defaultValue = "8081")
    int port;

    @Inject
    LeagueConfig config;

    @Test
    void aClientOverItsStreamsIsRefusedWith429UntilItClosesOne() throws Exception {
        int perClient = config.live().maxStreamsPerClient();
        long season = LeagueApi.createSeason("{\"name\":\"streams " + System.nanoTime() + "\"}");
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest events = HttpRequest.newBuilder(
                        URI.create("http://" + CLIENT + ":" + port + "/api/seasons/" + season + "/events"))
                .build();
        List<InputStream> open = new ArrayList<>();
        try {
            // streams other tests left open on this address count too, so open what is left of the limit
            while (streams.held(CLIENT) < perClient) {
                HttpResponse<InputStream> stream = http.send(events, HttpResponse.BodyHandlers.ofInputStream());
                assertThat(stream.statusCode()).isEqualTo(200);
                open.add(stream.body());
            }
            HttpResponse<String> refused = http.send(events, HttpResponse.BodyHandlers.ofString());
            assertThat(refused.statusCode()).isEqualTo(429);
            assertThat(refused.headers().firstValue("content-type"))
                    .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
            assertThat(JsonPath.from(refused.body()).getString("error"))
                    .contains("live streams open", "close one first");

            open.remove(0).close();
            await("the closed stream's place given back")
                    .atMost(Duration.ofSeconds(10))
                    .until(() -> streams.held(CLIENT) < perClient);
            HttpResponse<InputStream> again = http.send(events, HttpResponse.BodyHandlers.ofInputStream());
            assertThat(again.statusCode())
                    .as("a closed stream gives its place back")
                    .isEqualTo(200);
            open.add(again.body());
        } finally {
            for (InputStream stream : open) {
                stream.close();
            }
        }
    }
}
