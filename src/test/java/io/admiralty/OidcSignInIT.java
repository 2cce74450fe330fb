package io.admiralty;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.CookieStore;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Signing in through OpenID Connect's authorization-code flow, end to end: a real Keycloak (started here) as the
 * organiser's provider, the packaged service configured for it by environment variables, and a client that follows
 * the redirects and fills Keycloak's login form as a browser would. The person it signs in gets an account, joins a
 * team by invitation like anyone, and signs out.
 */
class OidcSignInIT {

    private static final int KEYCLOAK_PORT = 18480;
    private static final int PORT = 18483;
    private static final String ORGANISER = "Bearer it-organiser-token";
    private static final Pattern FORM_ACTION =
            Pattern.compile("<form[^>]*id=\"kc-form-login\"[^>]*action=\"([^\"]+)\"");

    private static Keycloak keycloak;
    private static ServiceJar service;

    @BeforeAll
    static void start() throws Exception {
        keycloak = Keycloak.start(KEYCLOAK_PORT);
        Path data = Files.createTempDirectory(Path.of("target"), "it-oidc-data");
        service = ServiceJar.start(
                PORT,
                Map.of(
                        "ADMIRALTY_DATA_DIR",
                        data.toString(),
                        "ADMIRALTY_ADMIN_TOKEN",
                        "it-organiser-token",
                        "QUARKUS_OIDC_TENANT_ENABLED",
                        "true",
                        "QUARKUS_OIDC_AUTH_SERVER_URL",
                        keycloak.realm(),
                        "QUARKUS_OIDC_CLIENT_ID",
                        Keycloak.CLIENT,
                        "QUARKUS_OIDC_CREDENTIALS_SECRET",
                        Keycloak.SECRET));
    }

    @AfterAll
    static void stop() throws Exception {
        if (service != null) {
            service.stop(30);
        }
        if (keycloak != null) {
            keycloak.close();
        }
    }

    @Test
    void aPersonSignsInAtTheProviderJoinsATeamByInvitationAndSignsOut() throws Exception {
        HttpClient browser = HttpClient.newBuilder()
                .cookieHandler(new CookieManager(new LoopbackCookies(), CookiePolicy.ACCEPT_ALL))
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(Duration.ofSeconds(2))
                .build();
        assertThat(get(browser, "/sign-in").body()).contains("href=\"/sign-in/oidc\"");

        // the service sends the browser to Keycloak's login form
        HttpResponse<String> toProvider = get(browser, "/sign-in/oidc");
        assertThat(toProvider.statusCode()).isEqualTo(302);
        String login = toProvider.headers().firstValue("Location").orElseThrow();
        assertThat(login).startsWith(keycloak.realm() + "/protocol/openid-connect/auth");
        HttpResponse<String> form =
                send(browser, HttpRequest.newBuilder(URI.create(login)).build());
        Matcher action = FORM_ACTION.matcher(form.body());
        assertThat(action.find()).as("Keycloak's login form:%n%s", form.body()).isTrue();

        // the person types their name and password there, and Keycloak sends them back with a code
        HttpResponse<String> back = send(
                browser,
                HttpRequest.newBuilder(URI.create(action.group(1).replace("&amp;", "&")))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString("username=ada&password="
                                + URLEncoder.encode("ada-password", StandardCharsets.UTF_8) + "&credentialId="))
                        .build());
        assertThat(back.statusCode()).as("Keycloak answered:%n%s", back.body()).isEqualTo(302);
        String callback = back.headers().firstValue("Location").orElseThrow();
        assertThat(callback).startsWith(service.base() + "/sign-in/oidc").contains("code=");

        // the service trades the code for tokens, keeps them in its session cookie, and shows who is signed in
        HttpResponse<String> signedIn = follow(browser, callback);
        assertThat(signedIn.statusCode()).isEqualTo(200);
        assertThat(signedIn.body())
                .contains("Ada Lovelace")
                .contains("ada@uni.example")
                .contains("in no team yet");
        assertThat(get(browser, "/api/me").body())
                .contains("\"email\":\"ada@uni.example\"")
                .contains("\"teams\":[]");

        // an invitation to a team, followed while signed in
        long team = Long.parseLong(post(null, "/api/teams", "{\"name\":\"Analytical\"}", ORGANISER)
                .body()
                .replaceAll(".*\"id\":(\\d+).*", "$1"));
        String url = post(null, "/api/teams/" + team + "/invites", "{}", ORGANISER)
                .body()
                .replaceAll(".*\"url\":\"([^\"]+)\".*", "$1");
        // the link names the service as its own pages do (localhost); the browser here is signed in at 127.0.0.1, so
        // it follows the link's path there, and its form's Origin is that page's
        String invitation = URI.create(url).getPath();
        assertThat(get(browser, invitation).body()).contains("Join Analytical");
        HttpResponse<String> joined = send(
                browser,
                HttpRequest.newBuilder(URI.create(service.base() + invitation))
                        .header("Origin", service.base())
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.noBody())
                        .build());
        assertThat(joined.statusCode()).isEqualTo(303);
        assertThat(get(browser, "/api/me").body()).contains("\"team\":" + team).contains("\"role\":\"captain\"");

        // a write from another site with the provider's session cookie is refused
        assertThat(send(
                                browser,
                                HttpRequest.newBuilder(URI.create(service.base() + "/api/teams/" + team + "/tokens"))
                                        .header("Origin", "https://evil.example")
                                        .header("Content-Type", "application/json")
                                        .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"stolen\"}"))
                                        .build())
                        .statusCode())
                .isEqualTo(403);

        HttpResponse<String> signedOut = send(
                browser,
                HttpRequest.newBuilder(URI.create(service.base() + "/sign-out"))
                        .header("Origin", service.base())
                        .POST(HttpRequest.BodyPublishers.noBody())
                        .build());
        assertThat(signedOut.statusCode()).isEqualTo(303);
        assertThat(get(browser, "/sign-in").body()).contains("action=\"/sign-in\"");
        assertThat(get(browser, "/api/me").statusCode()).isNotEqualTo(200);
    }

    /**
     * A browser's cookie jar on loopback: browsers count http://127.0.0.1 as a secure context and send it the cookies
     * Keycloak marks {@code Secure}; Java's jar would not.
     */
    private static final class LoopbackCookies implements CookieStore {

        private final CookieStore jar = new CookieManager().getCookieStore();

        @Override
        public void add(URI uri, HttpCookie cookie) {
            cookie.setSecure(false);
            jar.add(uri, cookie);
        }

        @Override
        public List<HttpCookie> get(URI uri) {
            return jar.get(uri);
        }

        @Override
        public List<HttpCookie> getCookies() {
            return jar.getCookies();
        }

        @Override
        public List<URI> getURIs() {
            return jar.getURIs();
        }

        @Override
        public boolean remove(URI uri, HttpCookie cookie) {
            return jar.remove(uri, cookie);
        }

        @Override
        public boolean removeAll() {
            return jar.removeAll();
        }
    }

    private static HttpResponse<String> get(HttpClient browser, String path) throws Exception {
        return send(
                browser,
                HttpRequest.newBuilder(URI.create(service.base() + path)).build());
    }

    private static HttpResponse<String> post(HttpClient browser, String path, String json, String authorization)
            throws Exception {
        HttpClient client = browser == null ? HttpClient.newHttpClient() : browser;
        return client.send(
                HttpRequest.newBuilder(URI.create(service.base() + path))
                        .header("Authorization", authorization)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(json))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Follows the service's redirects from {@code url} to the page they end at. */
    private static HttpResponse<String> follow(HttpClient browser, String url) throws Exception {
        HttpResponse<String> response =
                send(browser, HttpRequest.newBuilder(URI.create(url)).build());
        for (int hop = 0; hop < 5 && response.statusCode() / 100 == 3; hop++) {
            URI next = response.uri()
                    .resolve(response.headers().firstValue("Location").orElseThrow());
            response = send(browser, HttpRequest.newBuilder(next).build());
        }
        return response;
    }

    private static HttpResponse<String> send(HttpClient browser, HttpRequest request) throws Exception {
        return browser.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
