package io.admiralty.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Whose doing a confined process's end was, from what the sandbox's chain said and its cgroup counted. */
class EndingTest {

    @ParameterizedTest(name = "watched={0} started={1} statusLast={2} oomKills={3}: {4}")
    @CsvSource({
        // run as it is: every end is the bot's
        "false, false, false, 0, EXITED",
        // the sandbox never said it was up: bubblewrap or its launcher failed
        "true, false, false, 0, SANDBOX_FAILED",
        "true, false, true, 0, SANDBOX_FAILED",
        "true, false, false, 1, SANDBOX_FAILED",
        // up, and bubblewrap's monitor outlived the bot: the bot ended itself
        "true, true, true, 0, EXITED",
        // its cgroup's memory: the kernel killed it
        "true, true, true, 2, OUT_OF_MEMORY",
        "true, true, false, 1, OUT_OF_MEMORY",
        // up, and no status line last: the monitor died before the bot, killed from outside
        "true, true, false, 0, LAUNCHER_KILLED",
    })
    void theEndingSaysWhoseFaultItWas(
            boolean watched, boolean started, boolean statusLast, long oomKills, Ending ending) {
        assertThat(Ending.of(watched, started, statusLast, oomKills)).isEqualTo(ending);
    }
}
