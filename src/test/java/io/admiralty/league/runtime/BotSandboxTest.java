package io.admiralty.league.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.Kind;
import io.admiralty.sandbox.Sandbox;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which bots the league refuses, and when it looks at bubblewrap again. */
class BotSandboxTest {

    @ParameterizedTest
    @CsvSource({
        // sandbox,  bubblewrap works, kind,    refused as
        "bubblewrap, false,            process, process bots",
        "bubblewrap, false,            jvm,     jar bots",
        "bubblewrap, false,            http,    ",
        "bubblewrap, false,            builtin, ",
        "bubblewrap, true,             process, ",
        "bubblewrap, true,             jvm,     ",
        "none,       false,            process, ",
        "none,       false,            jvm,     "
    })
    void processAndJarBotsAreRefusedOnlyWhereTheirSandboxDoesNotWork(
            String sandbox, boolean works, String kind, String refused) {
        BotSandbox league = new BotSandbox(sandbox.equals("none") ? Sandbox.none() : Sandbox.bubblewrap(), () -> works);
        if (refused == null) {
            assertThat(league.refusal(Kind.of(kind).orElseThrow())).isEmpty();
        } else {
            assertThat(league.refusal(Kind.of(kind).orElseThrow())).hasValueSatisfying(reason -> assertThat(reason)
                    .startsWith(refused + " are refused until bubblewrap")
                    .contains("apt-get install bubblewrap"));
        }
    }

    @Test
    void bubblewrapIsLookedAtAgainUntilItWorksThenNoMore() {
        AtomicInteger probes = new AtomicInteger();
        BotSandbox league = new BotSandbox(Sandbox.bubblewrap(), () -> probes.incrementAndGet() > 2);
        assertThat(league.refusal(Kind.PROCESS)).isPresent();
        assertThat(league.refusal(Kind.JVM)).isPresent();
        assertThat(league.refusal(Kind.PROCESS)).as("installed meanwhile").isEmpty();
        assertThat(league.refusal(Kind.PROCESS)).isEmpty();
        assertThat(probes).hasValue(3);
    }

    @Test
    void withoutASandboxBubblewrapIsNeverProbed() {
        AtomicInteger probes = new AtomicInteger();
        BotSandbox league = new BotSandbox(Sandbox.none(), () -> probes.incrementAndGet() > 0);
        assertThat(league.refusal(Kind.PROCESS)).isEmpty();
        assertThat(probes).hasValue(0);
    }
}
