package io.admiralty.bot.process;

import io.admiralty.bot.Transcript;
import io.admiralty.bot.nativejson.NativeChannel;
import java.time.Duration;
import java.util.function.Supplier;

/** Native messages as JSON lines over a bot process's stdin and stdout; the process starts with the first message. */
public final class LazyProcessChannel implements NativeChannel {

    private final MatchupProcess process;
    private final Transcript transcript;

    public LazyProcessChannel(Supplier<BotProcess> starter, Transcript transcript) {
        this.process = new MatchupProcess(starter);
        this.transcript = transcript;
    }

    @Override
    public String request(String message, Duration timeout) {
        return process.get().ask(message, timeout, String::strip);
    }

    /** News for a bot that is not running (it failed to start, or was reset after a forfeit) is dropped. */
    @Override
    public void tell(String message) {
        if (process.isStarted()) {
            process.get().send(message);
        }
    }

    @Override
    public Transcript transcript() {
        return transcript;
    }

    @Override
    public void close(Duration grace) {
        process.stop(null, grace);
    }
}
