package io.admiralty.bot.http;

import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * POSTs to one HTTP bot: keep-alive connections, a connect timeout, a deadline for the whole answer, a cap on
 * its size, and no redirects followed. Every failure is a {@link BotFault}: an error status or unreachable
 * server is {@code http_error}, a late answer {@code timeout}, an oversized one {@code output_limit}.
 */
public final class BotHttpClient {

    private final HttpClient client;
    private final URI url;
    private final int maxBytes;
    private final Transcript transcript;

    public BotHttpClient(URI url, Duration connectTimeout, int maxBytes, Transcript transcript) {
        this.client = HttpClient.newBuilder().connectTimeout(connectTimeout)
                .followRedirects(HttpClient.Redirect.NEVER).version(HttpClient.Version.HTTP_1_1).build();
        this.url = url;
        this.maxBytes = maxBytes;
        this.transcript = transcript;
    }

    public Transcript transcript() {
        return transcript;
    }

    /** The body of a 2xx answer to {@code body}, within {@code timeout}. */
    public String post(String contentType, String body, Duration timeout) {
        transcript.sent(body);
        HttpRequest request = HttpRequest.newBuilder(url).timeout(timeout).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        CompletableFuture<HttpResponse<String>> answer = client.sendAsync(request, info -> new LimitedBody(maxBytes));
        HttpResponse<String> response;
        try {
            response = answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            answer.cancel(true);
            throw new BotFault(ForfeitReason.TIMEOUT, "no answer from " + url + " within " + timeout.toMillis() + " ms");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BotFault(ForfeitReason.TIMEOUT, "interrupted while waiting for " + url);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof BotFault fault) {
                throw fault;
            }
            if (cause instanceof HttpTimeoutException) {
                throw new BotFault(ForfeitReason.TIMEOUT, "no answer from " + url + " within " + timeout.toMillis() + " ms");
            }
            throw new BotFault(ForfeitReason.HTTP_ERROR, "could not reach " + url + ": " + cause);
        }
        transcript.received(response.statusCode() + " " + response.body());
        if (response.statusCode() / 100 != 2) {
            throw new BotFault(ForfeitReason.HTTP_ERROR, url + " answered HTTP " + response.statusCode());
        }
        return response.body();
    }

    /** Collects a body up to a limit and gives up on the rest. */
    private static final class LimitedBody implements HttpResponse.BodySubscriber<String> {
        private final int maxBytes;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final CompletableFuture<String> result = new CompletableFuture<>();
        private Flow.Subscription subscription;

        LimitedBody(int maxBytes) {
            this.maxBytes = maxBytes;
        }

        @Override
        public CompletionStage<String> getBody() {
            return result;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> buffers) {
            for (ByteBuffer buffer : buffers) {
                byte[] chunk = new byte[buffer.remaining()];
                buffer.get(chunk);
                bytes.write(chunk, 0, chunk.length);
            }
            if (bytes.size() > maxBytes && !result.isDone()) {
                subscription.cancel();
                result.completeExceptionally(new BotFault(ForfeitReason.OUTPUT_LIMIT, "answer longer than " + maxBytes + " bytes"));
            }
        }

        @Override
        public void onError(Throwable error) {
            result.completeExceptionally(error);
        }

        @Override
        public void onComplete() {
            result.complete(bytes.toString(StandardCharsets.UTF_8));
        }
    }
}
