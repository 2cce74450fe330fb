package io.admiralty.bot.http;

import io.admiralty.bot.Transcript;
import io.admiralty.bot.nativejson.NativeChannel;
import java.time.Duration;

/** Native messages as JSON bodies POSTed to the bot's URL; the answer is the response body. */
public final class HttpChannel implements NativeChannel {

    private static final String JSON = "application/json";
    private final BotHttpClient http;
    private final Duration tellTimeout;

    public HttpChannel(BotHttpClient http, Duration tellTimeout) {
        this.http = http;
        this.tellTimeout = tellTimeout;
    }

    @Override
    public String request(String message, Duration timeout) {
        return http.post(JSON, message, timeout);
    }

    @Override
    public void tell(String message) {
        http.post(JSON, message, tellTimeout);
    }

    @Override
    public Transcript transcript() {
        return http.transcript();
    }

    @Override
    public void close(Duration grace) {
        http.close();
    }
}
