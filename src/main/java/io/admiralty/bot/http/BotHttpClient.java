package io.admiralty.bot.http;

import io.admiralty.bot.BotText;
import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.function.Consumer;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * POSTs to one HTTP bot over one kept-alive HTTP/1.1 connection: a connect timeout, a deadline for the whole
 * answer, a cap on its size, and no redirects followed. A small client of its own because a move is one short
 * request on loopback and the JDK's HttpClient spends several times the round trip on its own machinery.
 * <p>
 * Every connection first asks the {@link Egress} policy, and connects only to the addresses it checked (https
 * keeps the URL's host name for SNI and certificate checks). A URL's {@code user:password@} is sent as HTTP
 * Basic authentication. Every failure is a {@link BotFault} whose detail is the league's own sentence, public
 * with the game: what the server sent (status line, body, the error's text) goes only to the bot's transcript.
 * Refused, reset and non-HTTP connections read alike ({@link #NO_HTTP}), so the league cannot be used to tell
 * closed ports from open ones.
 */
public final class BotHttpClient implements AutoCloseable {

    /** The public detail of every failure to hold an HTTP exchange, whatever the cause. */
    public static final String NO_HTTP = "could not be reached, or did not answer in HTTP";
    /** The public detail when the URL leads to an address the league does not connect to. */
    public static final String NOT_OPEN = "its URL leads to an address the league does not connect to";
    /** The public detail of an answer whose body is not text. */
    public static final String NOT_TEXT =
            "answered with a body that is not text (a NUL byte, or bytes that are not UTF-8)";

    private static final int MAX_HEADER_BYTES = 16 * 1024;
    /** What one read from the socket may take: a whole answer of a move, usually. */
    private static final int BUFFER_BYTES = 8 * 1024;

    private final URI url;
    private final Egress egress;
    private final int port;
    private final Duration connectTimeout;
    private final int maxBytes;
    private final Transcript transcript;
    /** The request line and the headers that are the same for every request. */
    private final byte[] requestStart;
    /** The headers after them for the last content type sent, up to the body's length. */
    private String contentType;

    private byte[] contentHeaders;
    /** The body being sent, then the whole request, kept from one request to the next so their arrays are not made anew. */
    private final BodyBytes payload = new BodyBytes();

    private final BodyBytes request = new BodyBytes();
    /** The answer's head (status line and headers, the blank line after them included), and its body. */
    private final byte[] head = new byte[MAX_HEADER_BYTES];

    private final ByteArrayOutputStream answer = new ByteArrayOutputStream(1024);
    private Socket socket;
    private InputStream in;
    private OutputStream out;
    /**
     * Read ahead from the socket: {@code buffer[position..limit)} is not consumed yet. The answer is parsed from
     * here byte by byte, and the socket is read only when it is used up, a system call per packet rather than per
     * byte.
     */
    private final byte[] buffer = new byte[BUFFER_BYTES];

    private int position;
    private int limit;

    public BotHttpClient(URI url, Egress egress, Duration connectTimeout, int maxBytes, Transcript transcript) {
        this.url = url;
        this.egress = egress;
        this.port = Egress.port(url);
        String authorization = url.getUserInfo() == null
                ? ""
                : "Authorization: Basic "
                        + Base64.getEncoder().encodeToString(url.getUserInfo().getBytes(StandardCharsets.UTF_8))
                        + "\r\n";
        this.connectTimeout = connectTimeout;
        this.maxBytes = maxBytes;
        this.transcript = transcript;
        String path = (url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath())
                + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
        this.requestStart = ("POST " + path + " HTTP/1.1\r\nHost: " + url.getHost() + ":" + port + "\r\n"
                        + authorization)
                .getBytes(StandardCharsets.UTF_8);
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
        if (!contentType.equals(this.contentType)) {
            this.contentType = contentType;
            this.contentHeaders = ("Content-Type: " + contentType + "\r\nConnection: keep-alive\r\nContent-Length: ")
                    .getBytes(StandardCharsets.ISO_8859_1);
        }
        request.clear();
        request.append(requestStart)
                .append(contentHeaders)
                .append(payload.size() + "\r\n\r\n")
                .append(payload);
        boolean reused = socket != null;
        try {
            try {
                send();
            } catch (IOException staleConnection) {
                if (!reused) {
                    throw staleConnection;
                }
                close();
                send();
            }
            return read(deadline);
        } catch (SocketTimeoutException e) {
            close();
            transcript.note("no answer within " + timeout.toMillis() + " ms");
            throw new BotFault(ForfeitReason.TIMEOUT, "did not answer within " + timeout.toMillis() + " ms");
        } catch (IOException e) {
            close();
            transcript.note("the exchange failed: " + e);
            throw new BotFault(ForfeitReason.HTTP_ERROR, NO_HTTP);
        }
    }

    /** Writes the request in one piece: one packet for a short one, where a head and a body apart would be two. */
    private void send() throws IOException {
        if (socket == null) {
            socket = connect();
            in = socket.getInputStream();
            out = socket.getOutputStream();
            position = 0;
            limit = 0;
        }
        out.write(request.array(), 0, request.size());
        out.flush();
    }

    /** A connection to one of the addresses the policy checked just now, within the connect timeout. */
    private Socket connect() {
        Egress.Verdict verdict = egress.check(url);
        if (verdict instanceof Egress.Refused refused) {
            transcript.note("not connecting: " + refused.reason());
            throw new BotFault(ForfeitReason.HTTP_ERROR, NOT_OPEN);
        }
        Egress.Open open = (Egress.Open) verdict;
        long deadline = System.nanoTime() + connectTimeout.toNanos();
        for (InetAddress address : open.addresses()) {
            // directly to the checked address: never through a proxy the JVM may be configured with, and without
            // the proxy lookup (a URI parsed and a selector asked) that a plain new Socket() makes at every connect
            Socket plain = new Socket(Proxy.NO_PROXY);
            try {
                plain.setTcpNoDelay(true);
                plain.connect(new InetSocketAddress(address, port), (int)
                        Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                return url.getScheme().equals("https") ? tls(plain, open.host(), deadline) : plain;
            } catch (IOException e) {
                transcript.note("could not connect: " + e);
                try {
                    plain.close();
                } catch (IOException ignored) {
                    // never opened
                }
            }
        }
        throw new BotFault(ForfeitReason.HTTP_ERROR, NO_HTTP);
    }

    /** TLS over an already connected socket, for {@code host}: its name goes into SNI and the certificate must match it. */
    private static Socket tls(Socket plain, String host, long deadline) throws IOException {
        SSLSocket tls = (SSLSocket)
                ((SSLSocketFactory) SSLSocketFactory.getDefault()).createSocket(plain, host, plain.getPort(), true);
        SSLParameters parameters = tls.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        tls.setSSLParameters(parameters);
        tls.setSoTimeout((int) Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
        tls.startHandshake();
        return tls;
    }

    private String read(long deadline) throws IOException {
        String headers = readHead(deadline);
        int lineEnd = lineEnd(headers, 0);
        String statusLine = headers.substring(0, lineEnd).strip();
        int code = statusCode(statusLine);
        long length = -1;
        boolean chunked = false;
        boolean closing = statusLine.startsWith("HTTP/1.0");
        // header by header, in place: this runs for every move
        for (int start = lineEnd + 1; start < headers.length(); start = lineEnd + 1) {
            lineEnd = lineEnd(headers, start);
            while (start < lineEnd && Character.isWhitespace(headers.charAt(start))) {
                start++;
            }
            if (headers.regionMatches(true, start, "content-length:", 0, 15)) {
                length = number(headers.substring(start + 15, lineEnd).trim(), 10);
            } else if (headers.regionMatches(true, start, "transfer-encoding:", 0, 18)) {
                chunked = chunked || contains(headers, start, lineEnd, "chunked");
            } else if (headers.regionMatches(true, start, "connection:", 0, 11)) {
                closing = contains(headers, start, lineEnd, "close");
            }
        }
        if (length > maxBytes) {
            close();
            transcript.note("announced an answer of " + length + " bytes");
            throw new BotFault(ForfeitReason.OUTPUT_LIMIT, "answered with more than " + maxBytes + " bytes");
        }
        ByteArrayOutputStream body = answer;
        body.reset();
        if (chunked) {
            long size;
            while ((size = number(readLine(deadline).split(";")[0].trim(), 16)) > 0) {
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
        byte[] bytes = body.toByteArray();
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

    /** The three digits after {@code HTTP/x.y} (read without a regular expression: this runs for every move). */
    private static int statusCode(String statusLine) throws IOException {
        int space = statusLine.indexOf(' ');
        if (statusLine.startsWith("HTTP/")
                && space > 0
                && statusLine.length() >= space + 4
                && (statusLine.length() == space + 4 || statusLine.charAt(space + 4) == ' ')) {
            char first = statusLine.charAt(space + 1);
            char second = statusLine.charAt(space + 2);
            char third = statusLine.charAt(space + 3);
            if (first >= '1' && first <= '5' && second >= '0' && second <= '9' && third >= '0' && third <= '9') {
                return (first - '0') * 100 + (second - '0') * 10 + (third - '0');
            }
        }
        throw new IOException("not an HTTP status line: " + statusLine);
    }

    /** Where the line from {@code start} ends: its line feed, or the end of the text. */
    private static int lineEnd(String text, int start) {
        int end = text.indexOf('\n', start);
        return end < 0 ? text.length() : end;
    }

    /** Whether {@code text[start..end)} holds {@code word}, in any case. */
    private static boolean contains(String text, int start, int end, String word) {
        for (int at = start; at + word.length() <= end; at++) {
            if (text.regionMatches(true, at, word, 0, word.length())) {
                return true;
            }
        }
        return false;
    }

    /** A number in a header or chunk line; anything else means the server does not speak HTTP. */
    private static long number(String text, int radix) throws IOException {
        try {
            long value = Long.parseLong(text, radix);
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IOException("not an HTTP length: " + text);
    }

    /**
     * The status line and headers, without the blank line that ends them: the buffer is scanned for that line and
     * copied a read at a time, not a byte at a time.
     */
    private String readHead(long deadline) throws IOException {
        int size = 0;
        int matched = 0;
        while (matched < 4) {
            if (position == limit && !fill(deadline)) {
                throw new IOException("connection closed in the middle of the answer");
            }
            int start = position;
            while (position < limit && matched < 4) {
                byte b = buffer[position++];
                matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
                        ? matched + 1
                        : 0;
            }
            if (size + position - start > MAX_HEADER_BYTES) {
                close();
                throw new BotFault(
                        ForfeitReason.OUTPUT_LIMIT, "answered with headers longer than " + MAX_HEADER_BYTES + " bytes");
            }
            System.arraycopy(buffer, start, head, size, position - start);
            size += position - start;
        }
        return new String(head, 0, size - 4, StandardCharsets.ISO_8859_1);
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

    /** {@code count} bytes of the body, or until the connection ends when the count is {@link Long#MAX_VALUE}. */
    private void copy(long count, ByteArrayOutputStream body, long deadline) throws IOException {
        long left = count;
        while (left > 0) {
            if (position == limit && !fill(deadline)) {
                if (count == Long.MAX_VALUE) {
                    return;
                }
                throw new IOException("connection closed in the middle of the answer");
            }
            int taken = (int) Math.min(left, limit - position);
            body.write(buffer, position, taken);
            position += taken;
            left -= taken;
            if (body.size() > maxBytes) {
                close();
                throw new BotFault(ForfeitReason.OUTPUT_LIMIT, "answered with more than " + maxBytes + " bytes");
            }
        }
    }

    private int next(long deadline) throws IOException {
        if (position == limit && !fill(deadline)) {
            throw new IOException("connection closed in the middle of the answer");
        }
        return buffer[position++] & 0xff;
    }

    /** Reads what the socket has into the buffer, waiting no longer than the deadline; false at the end of the stream. */
    private boolean fill(long deadline) throws IOException {
        long left = (deadline - System.nanoTime()) / 1_000_000;
        if (left <= 0) {
            throw new SocketTimeoutException();
        }
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, left));
        int read = in.read(buffer, 0, buffer.length);
        if (read < 0) {
            return false;
        }
        position = 0;
        limit = read;
        return true;
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
