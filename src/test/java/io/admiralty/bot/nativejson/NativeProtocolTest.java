package io.admiralty.bot.nativejson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NativeProtocolTest {

    @ParameterizedTest
    @CsvSource({
        "exception, exception",
        "crash, crash",
        "malformed_reply, malformed_reply",
        "timeout, malformed_reply",
        "'', malformed_reply"
    })
    void aBotMayGiveUpAGameWithAnErrorReplyWhoseMessageStaysInTheTranscript(String reason, String forfeit) {
        String reply =
                "{\"type\":\"error\",\"reason\":\"" + reason + "\",\"message\":\"secret plans for the opponent\"}";
        for (Runnable read : new Runnable[] {
            () -> NativeProtocol.readHello(reply),
            () -> NativeProtocol.readPlacement(reply),
            () -> NativeProtocol.readShots(reply)
        }) {
            BotFault fault = catchThrowableOfType(read::run, BotFault.class);
            assertThat(fault.reason()).isEqualTo(ForfeitReason.fromCode(forfeit));
            assertThat(fault.getMessage()).doesNotContain("secret");
        }
    }
}
