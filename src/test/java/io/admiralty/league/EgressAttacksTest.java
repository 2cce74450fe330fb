package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.sun.net.httpserver.HttpServer;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.http.BotHttpClient;
import io.admiralty.bot.http.Egress;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/**
 * HTTP bots as a probe of the inside, tried as a hostile team would, through the public API of the real service:
 * its own port and database, inside addresses, impossible ports, DNS rebinding, and a server that answers with a
 * secret. The test profile opens loopback (bots run on this machine), as an organiser might.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class EgressAttacksTest {

    private static final String SECRET_BODY = "db-password=hunter2-SECRET-BODY";
    private static final String SECRET_PASSWORD = "pw-SECRET-USERINFO";
    private static final String SECRET_QUERY = "SECRET-QUERY-KEY";

    @Test
    void theServicesOwnPortAndItsDatabaseAreRefusedAtRegistrationOnEveryLocalAddress() {
        String team = "Bearer " + LeagueApi.createTeam("probe-" + System.nanoTime());
        int own = RestAssured.port;
        int database = databasePort();
        List<String> urls = new ArrayList<>(List.of(
                "http://127.0.0.1:" + own + "/q/metrics",
                "http://localhost:" + own + "/q/metrics",
                "http://127.0.0.2:" + own + "/q/metrics",
                "http://0.0.0.0:" + own + "/q/metrics",
                "http://[::1]:" + own + "/q/metrics",
                "http://[::ffff:127.0.0.1]:" + own + "/q/metrics",
                "http://127.0.0.1:" + database + "/",
                "https://localhost:" + database + "/"));
        lanAddress().ifPresent(lan -> urls.add("http://" + lan + ":" + own + "/q/metrics"));
        for (String url : urls) {
            register(team, "probe", url)
                    .statusCode(400)
                    .body("status", equalTo(400))
                    .body("error", containsString("the league's own service, which bots may never use"));
        }
        // nor can a version point there later
        long bot = register(team, "innocent", "http://127.0.0.1:8765/")
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of("url", "http://127.0.0.1:" + own + "/q/metrics"))
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(400)
                .body("error", containsString("the league's own service"));
    }

    @Test
    void insideAddressesAndImpossiblePortsAreRefusedAtRegistration() {
        String team = "Bearer " + LeagueApi.createTeam("inside-" + System.nanoTime());
        Map<String, String> refused = Map.of(
                "http://10.0.0.1/", "a private address",
                "http://192.168.1.1:8080/", "a private address",
                "http://169.254.169.254/latest/meta-data/", "a cloud metadata service",
                "http://metadata.google.internal/computeMetadata/v1/", "a cloud metadata service",
                "http://[fd00:ec2::254]/", "a cloud metadata service",
                "http://[fe80::1]/", "a link-local address",
                "http://127.0.0.1:0/", "port must be 1..65535",
                "http://127.0.0.1:70000/", "port must be 1..65535");
        refused.forEach(
                (url, why) -> register(team, "inside", url).statusCode(400).body("error", containsString(why)));
    }

    /** The name resolves outside when registered, and to the league's own port when the worker connects. */
    @Test
    void aNameRebindingToTheLeagueIsRefusedAtConnectionAndForfeitsInTheLeaguesWords() throws Exception {
        // outside for the registration's check (the first look-up), the league's own port for every connection after it
        AtomicInteger lookups = new AtomicInteger();
        QuarkusMock.installMockForType(
                (Egress.Resolver) host -> host.equals("rebind.league.test")
                        ? List.of(InetAddress.getByName(lookups.getAndIncrement() == 0 ? "198.51.100.7" : "127.0.0.1"))
                        : Egress.SYSTEM_RESOLVER.resolve(host),
                Egress.Resolver.class);
        String team = "Bearer " + LeagueApi.createTeam("rebind-" + System.nanoTime());
        long bot = register(team, "flipper", "http://rebind.league.test:" + RestAssured.port + "/q/metrics")
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");

        List<Map<String, Object>> games = LeagueApi.refusedValidationGames(bot);
        assertThat(games).hasSize(2).allSatisfy(game -> {
            assertThat(game.get("reason")).isEqualTo("forfeit_http_error");
            assertThat(game.get("detail")).isEqualTo(BotHttpClient.NOT_OPEN);
        });
    }

    @Test
    void whatAServerAnswersAndTheUrlsSecretsNeverReachThePublic() throws Exception {
        List<String> requests = new CopyOnWriteArrayList<>();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            requests.add(exchange.getRequestHeaders().getFirst("Authorization") + " " + exchange.getRequestURI());
            exchange.getRequestBody().readAllBytes();
            byte[] body = SECRET_BODY.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(500, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        try {
            String team = "Bearer " + LeagueApi.createTeam("leaky-" + System.nanoTime());
            String url = "http://team:" + SECRET_PASSWORD + "@127.0.0.1:"
                    + server.getAddress().getPort() + "/bot?key=" + SECRET_QUERY;
            long bot = register(team, "leaky", url)
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");

            List<Map<String, Object>> games = LeagueApi.refusedValidationGames(bot);
            assertThat(games).hasSize(2).allSatisfy(game -> {
                assertThat(game.get("reason")).isEqualTo("forfeit_http_error");
                assertThat(game.get("detail")).isEqualTo("answered HTTP 500");
            });
            // the server was really asked, with the URL's credentials and query
            assertThat(requests).isNotEmpty().allSatisfy(request -> assertThat(request)
                    .isEqualTo("Basic "
                            + Base64.getEncoder()
                                    .encodeToString(("team:" + SECRET_PASSWORD).getBytes(StandardCharsets.UTF_8))
                            + " /bot?key=" + SECRET_QUERY));

            // what anyone can read: the game, the lists, the bot's profile, GraphQL
            List<String> publicAnswers = new ArrayList<>();
            for (Map<String, Object> game : games) {
                Map<String, Object> whole = given().get("/api/games/{id}", game.get("id"))
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getMap("$");
                assertThat((String) whole.get("detail"))
                        .isEqualTo("answered HTTP 500")
                        .doesNotContain(SECRET_BODY);
                // transcripts are the owner's and the organiser's: who may read them is settled elsewhere
                whole.remove("transcriptA");
                whole.remove("transcriptB");
                publicAnswers.add(whole.toString());
                publicAnswers.add(graphql(
                        "{ game(id: \"" + game.get("id") + "\") { detail reason botA { name } botB { name } } }"));
            }
            publicAnswers.add(given().get("/api/games?bot=" + bot)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString());
            publicAnswers.add(given().get("/api/bots/{id}", bot)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString());
            publicAnswers.add(
                    given().get("/api/bots").then().statusCode(200).extract().asString());
            publicAnswers.add(graphql("{ bot(id: \"" + bot + "\") { name kind dialect } }"));
            assertThat(publicAnswers).allSatisfy(answer -> assertThat(answer)
                    .doesNotContain(SECRET_BODY)
                    .doesNotContain(SECRET_PASSWORD)
                    .doesNotContain(SECRET_QUERY));
            // the owner still sees where the bot runs
            given().header("Authorization", team)
                    .get("/api/bots/{id}", bot)
                    .then()
                    .statusCode(200)
                    .body("runs.url", equalTo(url));
        } finally {
            server.stop(0);
        }
    }

    private static ValidatableResponse register(String team, String name, String url) {
        return given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name", name + "-" + System.nanoTime(), "kind", "http", "dialect", "arena-json", "url", url))
                .post("/api/bots")
                .then();
    }

    private static String graphql(String query) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("query", query))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    private static int databasePort() {
        String url = ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.url", String.class);
        return Integer.parseInt(url.replaceAll("^jdbc:postgresql://[^:/]+:(\\d+)/.*$", "$1"));
    }

    /** An IPv4 address of this machine that is not loopback, if it has one. */
    private static Optional<String> lanAddress() {
        try {
            return NetworkInterface.networkInterfaces()
                    .flatMap(NetworkInterface::inetAddresses)
                    .filter(a -> a instanceof Inet4Address && !a.isLoopbackAddress())
                    .map(InetAddress::getHostAddress)
                    .findFirst();
        } catch (SocketException e) {
            return Optional.empty();
        }
    }
}
