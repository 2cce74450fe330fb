package io.admiralty.bot.http;

import io.admiralty.bot.BotText;
import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import java.net.URI;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * POSTs to one HTTP bot through one {@link HttpExchange} (a kept-alive HTTP/1.1 connection, every read bounded, the
 * {@link Egress} policy asked at every connection), with a deadline for each answer and its body capped at the bot's
 * reply limit. Every failure is a {@link BotFault} whose detail is the league's own sentence, public with the game:
 * what the server sent (status line, body, the error's text) goes only to the bot's transcript. Past a bound (the
 * head, a line of a chunked body, the body) the bot forfeits with {@code output_limit}; refused, reset and non-HTTP
 * connections read alike ({@link #NO_HTTP}), so the league cannot be used to tell closed ports from open ones.
 */
public final class BotHttpClient implements AutoCloseable {

    /** The public detail of every failure to hold an HTTP exchange, whatever the cause. */
    public static final String NO_HTTP = HttpExchange.NO_HTTP;
    /** The public detail when the URL leads to an address the league does not connect to. */
    public static final String NOT_OPEN = HttpExchange.NOT_OPEN;
    /** The public detail of an answer whose body is not text. */
    public static final String NOT_TEXT =
            "answered with a body that is not text (a NUL byte, or bytes that are not UTF-8)";

    private final HttpExchange http;
    private final Transcript transcript;
    /** The body being sent, kept from one request to the next so that its array is not made anew. */
    private final BodyBytes payload = new BodyBytes();

    public BotHttpClient(URI url, Egress egress, Duration connectTimeout, int maxBytes, Transcript transcript) {
        this.http = new HttpExchange(url, egress, connectTimeout, maxBytes, transcript::note);
        this.transcript = transcript;
    }

    public Transcript transcript() {
        return transcript;
    }

    /** The body of a 2xx answer to {@code body}, within {@code timeout}. */
    public String post(String contentType, String body, Duration timeout) {
        return post(contentType, bytes -> bytes.append(body), timeout);
    }

    /** The body of a 2xx answer to the body {@code body} writes, within {@code timeout}. */
    public String post(String contentType, Consumer<BodyBytes> body, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        payload.clear();
        body.accept(payload);
        transcript.sent(payload.array(), payload.size());
        HttpExchange.Answer answer;
        try {
            answer = http.post(contentType, "", payload, deadline);
        } catch (HttpExchange.Failure failure) {
            throw switch (failure.kind()) {
                case TIMEOUT -> {
                    transcript.note("no answer within " + timeout.toMillis() + " ms");
                    yield new BotFault(ForfeitReason.TIMEOUT, "did not answer within " + timeout.toMillis() + " ms");
                }
                case TOO_LARGE -> new BotFault(ForfeitReason.OUTPUT_LIMIT, failure.detail());
                case REFUSED, NO_HTTP -> new BotFault(ForfeitReason.HTTP_ERROR, failure.detail());
            };
        }
        if (answer.tags() != null) {
            transcript.notes().tagsHeader(answer.tags());
        }
        if (answer.metrics() != null) {
            transcript.notes().metricsHeader(answer.metrics());
        }
        int code = answer.status();
        byte[] bytes = answer.body();
        String text = BotText.replyText(bytes, 0, bytes.length);
        if (text == null) {
            transcript.note("answered HTTP " + code + " with a body that is not text:");
            transcript.received(bytes, bytes.length);
        } else {
            transcript.received(code + " " + text);
        }
        if (code / 100 != 2) {
            throw new BotFault(
                    ForfeitReason.HTTP_ERROR,
                    "answered HTTP " + code + (code / 100 == 3 ? " (redirects are not followed)" : ""));
        }
        if (text == null) {
            throw BotFault.malformed(NOT_TEXT);
        }
        return text;
    }

    @Override
    public void close() {
        http.close();
    }
}
