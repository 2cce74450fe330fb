package io.admiralty.api;

import static io.quarkus.vertx.http.runtime.security.SecurityHandlerPriorities.AUTHENTICATION;
import static io.quarkus.vertx.http.runtime.security.SecurityHandlerPriorities.AUTHORIZATION;
import static io.quarkus.vertx.http.runtime.security.SecurityHandlerPriorities.CORS;
import static io.quarkus.vertx.http.runtime.security.SecurityHandlerPriorities.FORM_AUTHENTICATION;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The edge's filters run where they must among Quarkus' own security handlers (Vert.x runs the highest priority
 * first). Their priorities are said by Quarkus' names for its handlers' ({@code SecurityHandlerPriorities}), so they
 * follow those numbers; this fails when an upgrade moves Quarkus' handlers so that the order breaks, and says what
 * depends on it. What each order is for is tested over HTTP (EdgeAbuseTest, the pages' sign-in tests).
 */
@Execution(ExecutionMode.CONCURRENT)
class EdgeOrderTest {

    private static final String CHECK =
            " (Quarkus' security handlers' priorities, SecurityHandlerPriorities, have moved:"
                    + " check where BrowserDefences, EdgeFilter, TossedCookies, SameOrigin and WorkerRole register their"
                    + " filters)";

    @Test
    void theEdgesFiltersRunAroundQuarkusSecurityHandlersInOrder() {
        assertThat(BrowserDefences.FIRST)
                .as("every answer carries the browser defences, a worker's refusal of a public path too" + CHECK)
                .isGreaterThan(WorkerRole.FIRST);
        assertThat(WorkerRole.FIRST)
                .as("a worker refuses public paths before any other check" + CHECK)
                .isGreaterThan(EdgeFilter.LENGTHS);
        assertThat(EdgeFilter.LENGTHS)
                .as("over-long addresses and headers are refused before anything else reads them" + CHECK)
                .isGreaterThan(CORS)
                .isGreaterThan(SameOrigin.BEFORE_AUTHENTICATION);
        assertThat(TossedCookies.BEFORE_COOKIES_ARE_READ)
                .as("a tossed session cookie is taken out before the cross-site check and authentication read cookies"
                        + CHECK)
                .isGreaterThan(SameOrigin.BEFORE_AUTHENTICATION)
                .isLessThan(EdgeFilter.LENGTHS);
        assertThat(SameOrigin.BEFORE_AUTHENTICATION)
                .as("a forged write is refused before authentication looks up its session" + CHECK)
                .isGreaterThan(AUTHENTICATION)
                .isGreaterThan(FORM_AUTHENTICATION);
        assertThat(EdgeFilter.CREDENTIALS)
                .as("credentials no mechanism understood are refused once every mechanism has tried them, bearer tokens"
                        + " and the sign-in form's post alike, and before the permission checks" + CHECK)
                .isLessThan(AUTHENTICATION)
                .isLessThan(FORM_AUTHENTICATION)
                .isGreaterThan(AUTHORIZATION);
        assertThat(EdgeFilter.SIZE)
                .as("an anonymous upload is refused by the permission checks (401) before its size is (413)" + CHECK)
                .isLessThan(AUTHORIZATION);
    }
}
