package io.admiralty.bot.nativejson;

import io.admiralty.bot.Transcript;
import java.time.Duration;

/** How native messages travel: JSON lines over a process's pipes, or JSON bodies over HTTP. */
public interface NativeChannel extends AutoCloseable {

    /** Sends a message that needs an answer and returns the answer, within {@code timeout}. */
    String request(String message, Duration timeout);

    /** Sends a message that needs no answer. */
    void tell(String message);

    Transcript transcript();

    /** Ends the conversation (after {@code bye}); a process gets {@code grace} to exit. A later message starts anew. */
    void close(Duration grace);

    @Override
    default void close() {
        close(Duration.ZERO);
    }
}
