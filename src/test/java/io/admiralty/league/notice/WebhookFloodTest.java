package io.admiralty.league.notice;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 44.4, the webhooks' half, on the real service: a team registers five webhooks (as many as it may) whose
 * receivers take the connection and never answer, and floods them with deliveries (the league's events, told as its
 * features tell them: 6 events, 30 deliveries). Deliveries went one after another, oldest first, so another team's
 * waited for every silent attempt before it. Now each webhook has a lane of its own: the five silent attempts are open
 * at once, and the other team's delivery arrives while they all still are, without waiting for any of them to time out
 * (30 s in this profile; the robust order asserted, no time measured: WebhookFloodBench measures it,
 * docs/benchmarks.md, "Webhook deliveries beside a flood").
 */
@QuarkusTest
@TestProfile(NoticesProfile.class)
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class WebhookFloodTest {

    private static final Duration SOON = Duration.ofSeconds(20);

    @Inject
    Notices notices;

    @Test
    void oneTeamsSilentReceiversHoldUpNoOtherTeamsDelivery() throws Exception {
        LeagueApi.NewTeam flooder = LeagueApi.newTeam("flooder-" + System.nanoTime());
        LeagueApi.NewTeam other = LeagueApi.newTeam("other-" + System.nanoTime());
        List<SilentReceiver> silent = new ArrayList<>();
        try (Receiver live = new Receiver(200)) {
            for (int i = 0; i < 5; i++) {
                SilentReceiver receiver = new SilentReceiver();
                silent.add(receiver);
                NoticesTest.webhook(flooder, receiver.url(), "round.finished").statusCode(201);
            }
            for (int event = 1; event <= 6; event++) {
                notices.tell(
                        flooder.id(),
                        NoticeEvent.ROUND_FINISHED,
                        "Round " + event + " of the flood finished",
                        Map.of());
            }
            // a lane per webhook: all five silent attempts are open at the same time
            Eventually.value(
                    SOON,
                    () -> silent.stream().mapToInt(SilentReceiver::accepted).sum(),
                    open -> assertThat(open).isEqualTo(5));
            assertThat(silent)
                    .allSatisfy(receiver -> assertThat(receiver.accepted()).isEqualTo(1));

            NoticesTest.webhook(other, live.url("/other"), "round.finished").statusCode(201);
            notices.tell(other.id(), NoticeEvent.ROUND_FINISHED, "Round 1 of the other team's season", Map.of());
            Eventually.value(SOON, live::received, got -> assertThat(got).hasSize(1));

            // it did not wait for any of the silent ones: the league still holds every attempt open
            assertThat(silent).allSatisfy(receiver -> {
                assertThat(receiver.accepted()).isEqualTo(1);
                assertThat(receiver.ended()).isZero();
            });
            assertThat(live.received().get(0).body()).contains("the other team's season");
        } finally {
            for (SilentReceiver receiver : silent) {
                receiver.close();
            }
        }
        // hung up on, the flooder's attempts fail in the words an HTTP bot's forfeits use, and are retried
        long hook = given().header("Authorization", flooder.bearer())
                .get("/api/teams/{id}/webhooks", flooder.id())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("[0].id");
        Eventually.value(
                SOON,
                () -> given().header("Authorization", flooder.bearer())
                        .get("/api/teams/{id}/webhooks/{w}/deliveries", flooder.id(), hook)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("lastError", String.class),
                errors -> assertThat(errors).contains("could not be reached, or did not answer in HTTP"));
    }
}
