package io.admiralty.league.notice;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.admiralty.league.bench.BotBenched;
import io.admiralty.league.challenge.ChallengeFinished;
import io.admiralty.league.gate.GateDecided;
import io.admiralty.league.gate.GateReading;
import io.admiralty.league.gate.GateState;
import io.admiralty.league.skill.SkillScored;
import io.admiralty.league.skill.SkillStatus;
import io.admiralty.league.validation.VersionRefused;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Teams told, on the real service: a real HTTP receiver on loopback gets signed deliveries of a round's end (played by
 * the league) and of a gate's and a skill job's end (fired as their features fire them), which the test verifies as
 * a receiver would; a receiver answering 500 gets retries and its webhook is switched off, its team told; nothing is
 * told of what was rolled back; the inbox is read; e-mail reaches a real SMTP server (aiosmtpd) on loopback.
 */
@QuarkusTest
@TestProfile(NoticesProfile.class)
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class NoticesTest {

    private static final Pattern SIGNATURE = Pattern.compile("t=(\\d+),v1=([0-9a-f]{64})");
    private static final Duration SOON = Duration.ofSeconds(30);

    @Inject
    Event<GateDecided> gateDecided;

    @Inject
    Event<SkillScored> skillScored;

    @Inject
    Event<BotBenched> botBenched;

    @Inject
    Event<ChallengeFinished> challengeFinished;

    @Inject
    Event<VersionRefused> versionRefused;

    @Test
    void benchesChallengesAndRefusedVersionsTellTheTeamsTheyConcern() throws Exception {
        LeagueApi.NewTeam challenger = LeagueApi.newTeam("challenger-" + System.nanoTime());
        LeagueApi.NewTeam challenged = LeagueApi.newTeam("challenged-" + System.nanoTime());
        // bots that pass their validation, so that the only notices are those the test fires
        long bot = LeagueApi.uploadProcessBot(
                challenger.bearer(), "asker", LeagueApi.exampleZip(), "python3", "native_bot.py");
        long opponent = LeagueApi.uploadProcessBot(
                challenged.bearer(), "asked", LeagueApi.exampleZip(), "python3", "native_bot.py");
        long builtin = LeagueApi.builtinId("random");
        long builtinTeam = given().get("/api/bots/{id}", builtin)
                .then()
                .extract()
                .jsonPath()
                .getLong("team.id");

        // as league.bench, league.challenge and league.validation fire them, each inside its own transaction
        QuarkusTransaction.requiringNew()
                .run(() -> botBenched.fire(new BotBenched(
                        challenger.id(),
                        bot,
                        1L,
                        "practice",
                        "forfeited every game of its last 2 matchups",
                        List.of(11L, 12L))));
        QuarkusTransaction.requiringNew()
                .run(() -> challengeFinished.fire(new ChallengeFinished(
                        31, challenger.id(), bot, opponent, challenged.id(), "done", null, 4, 1, 3, 0)));
        QuarkusTransaction.requiringNew()
                .run(() -> challengeFinished.fire(new ChallengeFinished(
                        32,
                        challenger.id(),
                        bot,
                        builtin,
                        builtinTeam,
                        "cancelled",
                        "the bot was retired",
                        0,
                        0,
                        0,
                        0)));
        QuarkusTransaction.requiringNew()
                .run(() -> versionRefused.fire(new VersionRefused(
                        41, challenger.id(), bot, 2, "forfeited both validation games: crash", List.of(13L), 1)));

        JsonPath mine = Eventually.value(SOON, () -> inbox(challenger, ""), i -> assertThat(i.getList("notices.event"))
                .containsExactly("version.refused", "challenge.finished", "challenge.finished", "bot.benched"));
        assertThat(mine.getString("notices[0].summary")).contains("asker", "version 2", "crash");
        assertThat(mine.getString("notices[1].summary")).contains("cancelled", "the bot was retired");
        assertThat(mine.getString("notices[2].summary")).contains("asker against asked", "1 wins, 3 losses");
        assertThat(mine.getString("notices[3].summary"))
                .contains("asker is benched in season practice", "last 2 matchups");
        assertThat(mine.getLong("notices[3].data.season")).isEqualTo(1);
        assertThat(mine.getList("notices[3].data.games")).containsExactly(11, 12);
        // the challenged team hears of the challenge made against its bot, and of nothing else
        JsonPath theirs = inbox(challenged, "");
        assertThat(theirs.getList("notices.event")).containsExactly("challenge.finished");
        assertThat(theirs.getLong("notices[0].data.challenge")).isEqualTo(31);
    }

    @Test
    void aReceiverGetsSignedDeliveriesOfItsTeamsEventsAndTheInboxShowsThem() throws Exception {
        try (Receiver receiver = new Receiver(200)) {
            LeagueApi.NewTeam team = LeagueApi.newTeam("told-" + System.nanoTime());
            JsonPath created = webhook(team, receiver.url("/hooks/admiralty?x=1"), "round.finished", "gate.decided")
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            String secret = created.getString("secret");
            assertThat(secret).startsWith("whsec_");
            assertThat(created.getList("events")).containsExactly("round.finished", "gate.decided");

            // a round the league plays: the team's bot (the example bot, which passes its validation) against a
            // built-in
            long bot = LeagueApi.uploadProcessBot(
                    team.bearer(), "absent", LeagueApi.exampleZip(), "python3", "native_bot.py");
            long season = LeagueApi.createSeason("{\"name\":\"told-" + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
            LeagueApi.enter(LeagueApi.ORGANISER, season, bot);
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
            LeagueApi.queueRound(season).statusCode(201);
            LeagueApi.awaitRound(season, 1);
            Receiver.Received round = Eventually.value(
                            SOON, receiver::received, got -> assertThat(got).isNotEmpty())
                    .get(0);
            verifySignature(round, secret);
            assertThat(round.headers()).containsEntry("admiralty-event", "round.finished");
            JsonPath body = JsonPath.from(round.body());
            assertThat(body.getString("event")).isEqualTo("round.finished");
            assertThat(body.getLong("team")).isEqualTo(team.id());
            assertThat(body.getLong("data.season")).isEqualTo(season);
            assertThat(body.getInt("data.round")).isEqualTo(1);

            // a gate's end, fired as league.gate fires it, inside its transaction
            QuarkusTransaction.requiringNew()
                    .run(() -> gateDecided.fire(new GateDecided(
                            77,
                            bot,
                            2,
                            1,
                            GateState.PASSED,
                            "LLR 2.95 above the bound",
                            40,
                            31.5,
                            GateReading.of(GateState.PASSED, 1, 0, 10, 0.05, 0.05, 1000))));
            Receiver.Received gate = Eventually.value(
                            SOON, receiver::received, got -> assertThat(got).hasSize(2))
                    .get(1);
            verifySignature(gate, secret);
            JsonPath gateBody = JsonPath.from(gate.body());
            assertThat(gateBody.getString("event")).isEqualTo("gate.decided");
            assertThat(gateBody.getMap("data"))
                    .containsEntry("bot", (int) bot)
                    .containsEntry("state", "passed")
                    .containsEntry("candidate", 2);

            // an event the webhook did not ask for reaches the inbox only
            QuarkusTransaction.requiringNew()
                    .run(() -> skillScored.fire(
                            new SkillScored(5, bot, 1, "classic", SkillStatus.DONE, 48.25, 0.5, null, null)));
            JsonPath inbox = Eventually.value(SOON, () -> inbox(team, ""), i -> assertThat(i.getList("notices.event"))
                    .containsExactly("skill.scored", "gate.decided", "round.finished"));
            assertThat(inbox.getInt("unread")).isEqualTo(3);
            assertThat(inbox.getString("notices[0].summary")).contains("absent", "48.25");
            assertThat(receiver.received()).hasSize(2);

            JsonPath deliveries = given().header("Authorization", team.bearer())
                    .get("/api/teams/{t}/webhooks/{w}/deliveries", team.id(), created.getLong("id"))
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertThat(deliveries.getList("status")).containsExactly("delivered", "delivered");
            assertThat(deliveries.getList("lastStatus")).containsExactly(200, 200);
            assertThat(deliveries.getList("event")).containsExactly("gate.decided", "round.finished");

            // read: one, then all up to the newest
            long newest = inbox.getLong("notices[0].id");
            given().header("Authorization", team.bearer())
                    .contentType(ContentType.JSON)
                    .body(Map.of("read", true))
                    .patch("/api/teams/{t}/notices/{n}", team.id(), newest)
                    .then()
                    .statusCode(200)
                    .body("read", org.hamcrest.Matchers.equalTo(true));
            assertThat(inbox(team, "?unread=true").getList("notices.event"))
                    .containsExactly("gate.decided", "round.finished");
            given().header("Authorization", team.bearer())
                    .contentType(ContentType.JSON)
                    .body(Map.of("upTo", newest))
                    .post("/api/teams/{t}/notices/read", team.id())
                    .then()
                    .statusCode(200)
                    .body("marked", org.hamcrest.Matchers.equalTo(2));
            assertThat(inbox(team, "").getInt("unread")).isZero();
        }
    }

    @Test
    void whatIsRolledBackIsToldToNoOne() throws Exception {
        try (Receiver receiver = new Receiver(200)) {
            LeagueApi.NewTeam team = LeagueApi.newTeam("rolled-" + System.nanoTime());
            webhook(team, receiver.url("/"), "gate.decided").statusCode(201);
            long bot = LeagueApi.uploadProcessBot(
                    team.bearer(), "undone", LeagueApi.exampleZip(), "python3", "native_bot.py");
            try {
                QuarkusTransaction.requiringNew().run(() -> {
                    gateDecided.fire(new GateDecided(
                            78,
                            bot,
                            2,
                            1,
                            GateState.FAILED,
                            "rolled back",
                            10,
                            null,
                            "not shown to be 10 Elo better than version 1"));
                    throw new IllegalStateException("the gate's transaction fails after the event");
                });
            } catch (IllegalStateException expected) {
                // rolled back
            }
            QuarkusTransaction.requiringNew()
                    .run(() -> gateDecided.fire(new GateDecided(
                            79,
                            bot,
                            3,
                            1,
                            GateState.CAPPED,
                            "kept",
                            10,
                            null,
                            "not shown to be 10 Elo better than version 1")));
            Receiver.Received kept = Eventually.value(
                            SOON, receiver::received, got -> assertThat(got).hasSize(1))
                    .get(0);
            assertThat(JsonPath.from(kept.body()).getInt("data.gate")).isEqualTo(79);
            assertThat(inbox(team, "").getList("notices.data.gate")).containsExactly(79);
        }
    }

    @Test
    void aWebhookThatKeepsFailingIsRetriedThenSwitchedOffAndItsTeamTold() throws Exception {
        try (Receiver failing = new Receiver(500)) {
            LeagueApi.NewTeam team = LeagueApi.newTeam("failing-" + System.nanoTime());
            long hook = webhook(team, failing.url("/"), "gate.decided")
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            long bot = LeagueApi.uploadProcessBot(
                    team.bearer(), "failing", LeagueApi.exampleZip(), "python3", "native_bot.py");
            QuarkusTransaction.requiringNew()
                    .run(() -> gateDecided.fire(new GateDecided(
                            80,
                            bot,
                            2,
                            1,
                            GateState.FAILED,
                            "worse",
                            20,
                            -40.0,
                            "not shown to be 10 Elo better than version 1")));

            JsonPath hooks = Eventually.value(SOON, () -> webhooks(team), h -> assertThat(h.getBoolean("[0].enabled"))
                    .isFalse());
            assertThat(hooks.getString("[0].disabledReason"))
                    .isEqualTo("its last " + NoticesProfile.DISABLE_AFTER + " attempts failed");
            // the same delivery, attempted again and again, signed each time
            List<Receiver.Received> attempts = failing.received();
            assertThat(attempts).hasSize(NoticesProfile.DISABLE_AFTER);
            assertThat(attempts.stream().map(a -> a.headers().get("admiralty-delivery")))
                    .containsOnly(attempts.get(0).headers().get("admiralty-delivery"));
            JsonPath deliveries = given().header("Authorization", team.bearer())
                    .get("/api/teams/{t}/webhooks/{w}/deliveries", team.id(), hook)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertThat(deliveries.getString("[0].status")).isEqualTo("failed");
            assertThat(deliveries.getInt("[0].attempts")).isEqualTo(NoticesProfile.DISABLE_AFTER);
            assertThat(deliveries.getInt("[0].lastStatus")).isEqualTo(500);
            JsonPath inbox = inbox(team, "?unread=true");
            assertThat(inbox.getList("notices.event")).containsExactly("webhook.disabled", "gate.decided");
            assertThat(inbox.getString("notices[0].summary")).contains("switched off", failing.url("/"));

            // nothing more is sent while it is off; switched on again, it counts afresh
            QuarkusTransaction.requiringNew()
                    .run(() -> gateDecided.fire(new GateDecided(
                            81,
                            bot,
                            3,
                            1,
                            GateState.FAILED,
                            "worse",
                            20,
                            -40.0,
                            "not shown to be 10 Elo better than version 1")));
            given().header("Authorization", team.bearer())
                    .contentType(ContentType.JSON)
                    .body(Map.of("enabled", true))
                    .patch("/api/teams/{t}/webhooks/{w}", team.id(), hook)
                    .then()
                    .statusCode(200)
                    .body("enabled", org.hamcrest.Matchers.equalTo(true))
                    .body("failuresInRow", org.hamcrest.Matchers.equalTo(0));
            assertThat(failing.received()).hasSize(NoticesProfile.DISABLE_AFTER);
        }
    }

    @Test
    void noticesAreMailedToTheTeamsMembersThroughARealSmtpServer() throws Exception {
        LeagueApi.NewTeam team = LeagueApi.newTeam("mailed-" + System.nanoTime());
        String email = "captain-" + System.nanoTime() + "@mailed.test";
        People.member(team.id(), email);
        long bot =
                LeagueApi.uploadProcessBot(team.bearer(), "mailed", LeagueApi.exampleZip(), "python3", "native_bot.py");
        QuarkusTransaction.requiringNew()
                .run(() -> skillScored.fire(new SkillScored(
                        6, bot, 1, "classic", SkillStatus.FORFEITED, null, null, "crash", "exited with status 1")));
        String mail =
                Eventually.value(SOON, SmtpServer::received, got -> assertThat(got)
                                .anyMatch(m -> m.contains(email)))
                        .stream()
                        .filter(m -> m.contains(email))
                        .findFirst()
                        .orElseThrow();
        assertThat(mail)
                .contains("Subject: [Admiralty] skill.scored: Bot mailed version 1 on classic got no score")
                .contains("From: league@admiralty.test")
                .contains("https://league.admiralty.test/teams/" + team.id() + "/notices");
    }

    /** Checks the delivery's signature as a receiver would: HMAC-SHA256 of "t.body" under the secret, t recent. */
    private static void verifySignature(Receiver.Received delivery, String secret) throws Exception {
        Matcher signature = SIGNATURE.matcher(delivery.headers().get("admiralty-signature"));
        assertThat(signature.matches()).as(delivery.headers().toString()).isTrue();
        long sent = Long.parseLong(signature.group(1));
        assertThat(Math.abs(Instant.now().getEpochSecond() - sent)).isLessThan(300);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected =
                HexFormat.of().formatHex(mac.doFinal((sent + "." + delivery.body()).getBytes(StandardCharsets.UTF_8)));
        assertThat(signature.group(2)).isEqualTo(expected);
        // the same body with another secret does not verify
        mac.init(new SecretKeySpec("whsec_other".getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        assertThat(HexFormat.of()
                        .formatHex(mac.doFinal((sent + "." + delivery.body()).getBytes(StandardCharsets.UTF_8))))
                .isNotEqualTo(signature.group(2));
    }

    static io.restassured.response.ValidatableResponse webhook(LeagueApi.NewTeam team, String url, String... events) {
        return given().header("Authorization", team.bearer())
                .contentType(ContentType.JSON)
                .body(Map.of("url", url, "events", List.of(events)))
                .post("/api/teams/{id}/webhooks", team.id())
                .then();
    }

    private static JsonPath webhooks(LeagueApi.NewTeam team) {
        return given().header("Authorization", team.bearer())
                .get("/api/teams/{id}/webhooks", team.id())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static JsonPath inbox(LeagueApi.NewTeam team, String query) {
        return given().header("Authorization", team.bearer())
                .get("/api/teams/{id}/notices" + query, team.id())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }
}
