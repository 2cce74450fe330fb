package io.admiralty.bot.http;

import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import javax.net.ssl.SSLSocketFactory;

/**
 * POSTs to one HTTP bot over one kept-alive HTTP/1.1 connection: a connect timeout, a deadline for the whole
 * answer, a cap on its size, and no redirects followed. A small client of its own because a move is one short
 * request on loopback and the JDK's HttpClient spends several times the round trip on its own machinery.
 * Every failure is a {@link BotFault}: an error status, a redirect or an unreachable server is
 * {@code http_error}, a late answer {@code timeout}, an oversized one {@code output_limit}.
 */
public final class BotHttpClient implements AutoCloseable {

    private static final int MAX_HEADER_BYTES = 16 * 1024;

    private final URI url;
    private final int port;
    private final Duration connectTimeout;
    private final int maxBytes;
    private final Transcript transcript;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    public BotHttpClient(URI url, Duration connectTimeout, int maxBytes, Transcript transcript) {
        this.url = url;
        this.port = url.getPort() > 0 ? url.getPort() : url.getScheme().equals("https") ? 443 : 80;
        this.connectTimeout = connectTimeout;
        this.maxBytes = maxBytes;
        this.transcript = transcript;
    }

    public Transcript transcript() {
        return transcript;
    }

    /** The body of a 2xx answer to {@code body}, within {@code timeout}. */
    public String post(String contentType, String body, Duration timeout) {
        transcript.sent(body);
        long deadline = System.nanoTime() + timeout.toNanos();
        byte[] payload = body.getBytes(StandardCharsets.UTF_8);
        String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath()
                + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
        byte[] head = ("POST " + path + " HTTP/1.1\r\nHost: " + url.getHost() + ":" + port + "\r\nContent-Type: " + contentType
                + "\r\nContent-Length: " + payload.length + "\r\nConnection: keep-alive\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        boolean reused = socket != null;
        try {
            try {
                send(head, payload);
            } catch (IOException staleConnection) {
                if (!reused) {
                    throw staleConnection;
                }
                close();
                send(head, payload);
            }
            return read(deadline, timeout);
        } catch (SocketTimeoutException e) {
            close();
            throw new BotFault(ForfeitReason.TIMEOUT, "no answer from " + url + " within " + timeout.toMillis() + " ms");
        } catch (IOException e) {
            close();
            throw new BotFault(ForfeitReason.HTTP_ERROR, "could not talk to " + url + ": " + e.getMessage());
        }
    }

    private void send(byte[] head, byte[] payload) throws IOException {
        if (socket == null) {
            Socket fresh = url.getScheme().equals("https") ? SSLSocketFactory.getDefault().createSocket() : new Socket();
            fresh.setTcpNoDelay(true);
            fresh.connect(new InetSocketAddress(url.getHost(), port), (int) connectTimeout.toMillis());
            socket = fresh;
            in = new BufferedInputStream(fresh.getInputStream());
            out = fresh.getOutputStream();
        }
        byte[] request = new byte[head.length + payload.length];
        System.arraycopy(head, 0, request, 0, head.length);
        System.arraycopy(payload, 0, request, head.length, payload.length);
        out.write(request);
        out.flush();
    }

    private String read(long deadline, Duration timeout) throws IOException {
        String[] headers = new String(readHead(deadline), StandardCharsets.ISO_8859_1).split("\r\n");
        String[] status = headers[0].split(" ", 3);
        if (status.length < 2 || !status[0].startsWith("HTTP/")) {
            close();
            throw new BotFault(ForfeitReason.HTTP_ERROR, url + " did not answer in HTTP: " + headers[0]);
        }
        int code = Integer.parseInt(status[1]);
        long length = -1;
        boolean chunked = false;
        boolean closing = headers[0].startsWith("HTTP/1.0");
        for (int i = 1; i < headers.length; i++) {
            String line = headers[i].toLowerCase(Locale.ROOT);
            if (line.startsWith("content-length:")) {
                length = Long.parseLong(line.substring(15).trim());
            } else if (line.startsWith("transfer-encoding:") && line.contains("chunked")) {
                chunked = true;
            } else if (line.startsWith("connection:")) {
                closing = line.contains("close");
            }
        }
        if (length > maxBytes) {
            close();
            throw new BotFault(ForfeitReason.OUTPUT_LIMIT, "answer of " + length + " bytes is longer than " + maxBytes);
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        if (chunked) {
            long size;
            while ((size = Long.parseLong(readLine(deadline).split(";")[0].trim(), 16)) > 0) {
                copy(size, body, deadline);
                readLine(deadline);
            }
            readLine(deadline);
        } else if (length >= 0) {
            copy(length, body, deadline);
        } else {
            copy(Long.MAX_VALUE, body, deadline);
            closing = true;
        }
        if (closing) {
            close();
        }
        String text = body.toString(StandardCharsets.UTF_8);
        transcript.received(code + " " + text);
        if (code / 100 != 2) {
            throw new BotFault(ForfeitReason.HTTP_ERROR, url + " answered HTTP " + code + (code / 100 == 3 ? " (redirects are not followed)" : ""));
        }
        return text;
    }

    private byte[] readHead(long deadline) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = next(deadline);
            head.write(b);
            matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3)) ? matched + 1 : 0;
            if (head.size() > MAX_HEADER_BYTES) {
                close();
                throw new BotFault(ForfeitReason.OUTPUT_LIMIT, "answer headers longer than " + MAX_HEADER_BYTES + " bytes");
            }
        }
        byte[] bytes = head.toByteArray();
        return java.util.Arrays.copyOf(bytes, bytes.length - 4);
    }

    private String readLine(long deadline) throws IOException {
        StringBuilder line = new StringBuilder();
        int b;
        while ((b = next(deadline)) != '\n') {
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }

    private void copy(long count, ByteArrayOutputStream body, long deadline) throws IOException {
        for (long i = 0; i < count; i++) {
            int b = count == Long.MAX_VALUE ? nextOrEnd(deadline) : next(deadline);
            if (b < 0) {
                return;
            }
            body.write(b);
            if (body.size() > maxBytes) {
                close();
                throw new BotFault(ForfeitReason.OUTPUT_LIMIT, "answer longer than " + maxBytes + " bytes");
            }
        }
    }

    private int next(long deadline) throws IOException {
        int b = nextOrEnd(deadline);
        if (b < 0) {
            throw new IOException("connection closed in the middle of the answer");
        }
        return b;
    }

    /** One byte, waiting no longer than the deadline. */
    private int nextOrEnd(long deadline) throws IOException {
        if (in.available() == 0) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            if (left <= 0) {
                throw new SocketTimeoutException();
            }
            socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, left));
        }
        return in.read();
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // already closed
            }
            socket = null;
        }
    }
}
