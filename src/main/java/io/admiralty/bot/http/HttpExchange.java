package io.admiralty.bot.http;

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
 * POSTs to one URL of a stranger's (an HTTP bot, a webhook's receiver) over HTTP/1.1, kept alive between requests
 * where the server allows, with every byte it reads bounded: the status line and headers together
 * ({@value #MAX_HEAD_BYTES} bytes, whatever their number), each line of a chunked body's framing ({@value #MAX_LINE_BYTES}
 * bytes: a chunk's size, the end of its data, a trailer), the trailers together as the head, and the body
 * ({@code maxBodyBytes}, whether it comes with a length, chunked or until the connection ends). What it holds is these
 * buffers, made once, whatever the server sends: an endless line costs a bounded read, not the heap. One deadline
 * covers connecting, sending and the whole answer; no redirect is followed. A small client of its own because a move is
 * one short request on loopback and the JDK's HttpClient spends several times the round trip on its own machinery.
 * <p>
 * Every connection first asks the {@link Egress} policy, and connects only to the addresses it checked, directly
 * (never through a proxy the JVM may be configured with); https keeps the URL's host name for SNI and certificate
 * checks. A URL's {@code user:password@} is sent as HTTP Basic authentication. A reused connection that the server
 * closed while idle (the answer ends before its first byte) is tried again once on a fresh one within the same
 * deadline, as browsers and HTTP client libraries do; an answer that ends after its first byte is a failure.
 * <p>
 * Every failure is a {@link Failure} of a {@link Failure.Kind} with the league's own sentence, which the caller may
 * show; what the server sent and the error's text go to {@code notes} only. Refused, reset and non-HTTP connections
 * read alike ({@link #NO_HTTP}), so that the league cannot be used to tell closed ports from open ones.
 */
public final class HttpExchange implements AutoCloseable {

    /** The public detail of every failure to hold an HTTP exchange, whatever the cause. */
    public static final String NO_HTTP = "could not be reached, or did not answer in HTTP";
    /** The public detail when the URL leads to an address the league does not connect to. */
    public static final String NOT_OPEN = "its URL leads to an address the league does not connect to";
    /** The status line and headers together, and the trailers of a chunked body together, at most. */
    public static final int MAX_HEAD_BYTES = 16 * 1024;
    /** A line of a chunked body's framing at most, its line break included. */
    public static final int MAX_LINE_BYTES = 1024;
    /** The headers before the body's length, for a connection kept for the next request or closed after this one. */
    private static final byte[] KEEPING =
            "Connection: keep-alive\r\nContent-Length: ".getBytes(StandardCharsets.ISO_8859_1);

    private static final byte[] CLOSING = "Connection: close\r\nContent-Length: ".getBytes(StandardCharsets.ISO_8859_1);
    /** What one read from the socket may take: a whole answer of a move, usually. */
    private static final int BUFFER_BYTES = 8 * 1024;

    /** Why an exchange failed, in the league's words ({@link #detail}). */
    public static final class Failure extends Exception {

        /** What kind of failure. */
        public enum Kind {
            /** The egress policy refused the URL's addresses: nothing was sent. */
            REFUSED,
            /** The deadline passed. */
            TIMEOUT,
            /** Refused, reset, closed early, or not HTTP. */
            NO_HTTP,
            /** More than a bound allows: the exchange was given up there. */
            TOO_LARGE
        }

        private final Kind kind;
        private final String detail;
        private final String reason;

        Failure(Kind kind, String detail, String reason) {
            super(detail, null, false, false);
            this.kind = kind;
            this.detail = detail;
            this.reason = reason;
        }

        Failure(Kind kind, String detail) {
            this(kind, detail, detail);
        }

        public Kind kind() {
            return kind;
        }

        /** The league's own sentence, fit to be shown to anyone. */
        public String detail() {
            return detail;
        }

        /**
         * The league's own sentence for the URL's owner, which may say more than {@link #detail}: why the egress
         * policy refused it (where its name resolves). Never anything the server sent.
         */
        public String reason() {
            return reason;
        }
    }

    /**
     * An answer: its status, its body (a fresh copy), and its {@code Admiralty-Tags} and {@code Admiralty-Metrics} headers (each
     * line's values joined by commas; null when there was none), what the bot says of its game
     * ({@link io.admiralty.bot.BotNotes}).
     */
    public record Answer(int status, byte[] body, String tags, String metrics) {}

    private final URI url;
    private final Egress egress;
    private final int port;
    private final Duration connectTimeout;
    private final int maxBodyBytes;
    private final Consumer<String> notes;
    /** The request line and the headers that are the same for every request. */
    private final byte[] requestStart;
    /** The content type of the last request and its header line, kept so that it is not encoded at every move. */
    private String contentType;

    private byte[] contentTypeLine;
    /** The whole request, kept from one request to the next so that its array is not made anew. */
    private final BodyBytes request = new BodyBytes();
    /** The answer's head (status line and headers, the blank line after them included), and its body. */
    private final byte[] head = new byte[MAX_HEAD_BYTES];

    private final byte[] line = new byte[MAX_LINE_BYTES];
    /** What the URL is for, as a refusal names it: "bots", "webhooks". */
    private final String users;

    private final ByteArrayOutputStream body = new ByteArrayOutputStream(1024);
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
    /** Bytes of the current answer read from the socket so far: none means the server ended it before answering. */
    private long answered;

    /**
     * An exchange with {@code url} under {@code egress}: each connection within {@code connectTimeout} (and the
     * request's deadline), answers' bodies of {@code maxBodyBytes} at most; the details of failures go to
     * {@code notes}.
     */
    public HttpExchange(URI url, Egress egress, Duration connectTimeout, int maxBodyBytes, Consumer<String> notes) {
        this(url, egress, "bots", connectTimeout, maxBodyBytes, notes);
    }

    /**
     * As {@link #HttpExchange(URI, Egress, Duration, int, Consumer)} for a URL that is not a bot's: {@code users}
     * names what it is for in a refusal ("webhooks"), so that a refused address is not called a bot's.
     */
    public HttpExchange(
            URI url, Egress egress, String users, Duration connectTimeout, int maxBodyBytes, Consumer<String> notes) {
        this.url = url;
        this.users = users;
        this.egress = egress;
        this.port = Egress.port(url);
        this.connectTimeout = connectTimeout;
        this.maxBodyBytes = maxBodyBytes;
        this.notes = notes;
        String authorization = url.getRawUserInfo() == null
                ? ""
                : "Authorization: Basic "
                        + Base64.getEncoder().encodeToString(url.getUserInfo().getBytes(StandardCharsets.UTF_8))
                        + "\r\n";
        String path = (url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath())
                + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
        this.requestStart = ("POST " + path + " HTTP/1.1\r\nHost: " + url.getHost() + ":" + port + "\r\n"
                        + authorization)
                .getBytes(StandardCharsets.UTF_8);
    }

    /** The most an answer's body may have. */
    public int maxBodyBytes() {
        return maxBodyBytes;
    }

    /**
     * POSTs {@code payload} as {@code contentType}, with {@code headers} (whole lines, each ending in CRLF; "" for
     * none), and reads the whole answer by {@code deadline} ({@link System#nanoTime}); the connection is kept for the
     * next request unless the server closes it.
     */
    public Answer post(String contentType, String headers, BodyBytes payload, long deadline) throws Failure {
        write(contentType, headers, KEEPING, payload);
        boolean reused = socket != null;
        try {
            try {
                send(deadline);
            } catch (IOException staleConnection) {
                if (!reused) {
                    throw staleConnection;
                }
                close();
                reused = false;
                send(deadline);
            }
            try {
                return read(deadline, true);
            } catch (IOException closedWhileIdle) {
                if (!reused || answered > 0 || closedWhileIdle instanceof SocketTimeoutException) {
                    throw closedWhileIdle;
                }
                notes.accept("the kept connection ended before any byte of the answer (" + closedWhileIdle
                        + "): sent again on a new one");
                close();
                send(deadline);
                return read(deadline, true);
            }
        } catch (IOException e) {
            throw failed(e, deadline);
        }
    }

    /**
     * POSTs as {@link #post} does, on a connection of its own that is closed after the answer's head: the status alone
     * is read, the body is not.
     */
    public int postForStatus(String contentType, String headers, BodyBytes payload, long deadline) throws Failure {
        close();
        write(contentType, headers, CLOSING, payload);
        try {
            send(deadline);
            return read(deadline, false).status();
        } catch (IOException e) {
            throw failed(e, deadline);
        } finally {
            close();
        }
    }

    private void write(String contentType, String headers, byte[] connection, BodyBytes payload) {
        if (!contentType.equals(this.contentType)) {
            this.contentType = contentType;
            this.contentTypeLine = ("Content-Type: " + contentType + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
        }
        request.clear();
        request.append(requestStart).append(contentTypeLine);
        if (!headers.isEmpty()) {
            request.append(headers.getBytes(StandardCharsets.ISO_8859_1));
        }
        request.append(connection).append(payload.size() + "\r\n\r\n").append(payload);
    }

    /** The timeout, or no HTTP, with what happened in the notes; the connection is closed. */
    private Failure failed(IOException e, long deadline) {
        close();
        if (e instanceof SocketTimeoutException || deadline - System.nanoTime() <= 0) {
            notes.accept("no answer in time (" + e + ")");
            return new Failure(Failure.Kind.TIMEOUT, "did not answer in time");
        }
        notes.accept("the exchange failed: " + e);
        return new Failure(Failure.Kind.NO_HTTP, NO_HTTP);
    }

    /** Writes the request in one piece: one packet for a short one, where a head and a body apart would be two. */
    private void send(long deadline) throws IOException, Failure {
        if (socket == null) {
            socket = connect(deadline);
            in = socket.getInputStream();
            out = socket.getOutputStream();
            position = 0;
            limit = 0;
        }
        out.write(request.array(), 0, request.size());
        out.flush();
    }

    /**
     * A connection to one of the addresses the policy checked just now, within the connect timeout and the deadline.
     */
    private Socket connect(long deadline) throws Failure, SocketTimeoutException {
        Egress.Verdict verdict = egress.check(url, users);
        if (verdict instanceof Egress.Refused refused) {
            notes.accept("not connecting: " + refused.reason());
            throw new Failure(Failure.Kind.REFUSED, NOT_OPEN, refused.reason());
        }
        Egress.Open open = (Egress.Open) verdict;
        long connectBy = Math.min(deadline, System.nanoTime() + connectTimeout.toNanos());
        for (InetAddress address : open.addresses()) {
            // directly to the checked address: never through a proxy the JVM may be configured with, and without
            // the proxy lookup (a URI parsed and a selector asked) that a plain new Socket() makes at every connect
            Socket plain = new Socket(Proxy.NO_PROXY);
            try {
                plain.setTcpNoDelay(true);
                plain.connect(new InetSocketAddress(address, port), millisTo(connectBy));
                return url.getScheme().equals("https") ? tls(plain, open.host(), deadline) : plain;
            } catch (IOException e) {
                notes.accept("could not connect: " + e);
                try {
                    plain.close();
                } catch (IOException ignored) {
                    // never opened
                }
            }
        }
        if (deadline - System.nanoTime() <= 0) {
            throw new SocketTimeoutException("the deadline passed while connecting");
        }
        throw new Failure(Failure.Kind.NO_HTTP, NO_HTTP);
    }

    /** TLS over an already connected socket, for {@code host}: its name goes into SNI and the certificate must match it. */
    private static Socket tls(Socket plain, String host, long deadline) throws IOException {
        SSLSocket tls = (SSLSocket)
                ((SSLSocketFactory) SSLSocketFactory.getDefault()).createSocket(plain, host, plain.getPort(), true);
        SSLParameters parameters = tls.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        tls.setSSLParameters(parameters);
        tls.setSoTimeout(millisTo(deadline));
        tls.startHandshake();
        return tls;
    }

    /** The milliseconds left until {@code deadline}, at least 1; past it, a timeout. */
    private static int millisTo(long deadline) throws SocketTimeoutException {
        long left = (deadline - System.nanoTime()) / 1_000_000;
        if (left <= 0) {
            throw new SocketTimeoutException("the deadline passed");
        }
        return (int) Math.min(Integer.MAX_VALUE, left);
    }

    private Answer read(long deadline, boolean wholeAnswer) throws IOException, Failure {
        // what a server sent past its last answer counts as this one's
        answered = limit - position;
        String headers = readHead(deadline);
        int lineEnd = lineEnd(headers, 0);
        String statusLine = headers.substring(0, lineEnd).strip();
        int code = statusCode(statusLine);
        if (!wholeAnswer) {
            return new Answer(code, new byte[0], null, null);
        }
        long length = -1;
        boolean chunked = false;
        boolean closing = statusLine.startsWith("HTTP/1.0");
        String tags = null;
        String metrics = null;
        // header by header, in place: this runs for every move
        for (int start = lineEnd + 1; start < headers.length(); start = lineEnd + 1) {
            lineEnd = lineEnd(headers, start);
            while (start < lineEnd && Character.isWhitespace(headers.charAt(start))) {
                start++;
            }
            if (headers.regionMatches(true, start, "content-length:", 0, 15)) {
                length = decimal(headers.substring(start + 15, lineEnd).trim());
            } else if (headers.regionMatches(true, start, "transfer-encoding:", 0, 18)) {
                chunked = chunked || contains(headers, start, lineEnd, "chunked");
            } else if (headers.regionMatches(true, start, "connection:", 0, 11)) {
                closing = contains(headers, start, lineEnd, "close");
            } else if (headers.regionMatches(true, start, "admiralty-tags:", 0, 15)) {
                tags = joined(tags, headers.substring(start + 15, lineEnd));
            } else if (headers.regionMatches(true, start, "admiralty-metrics:", 0, 18)) {
                metrics = joined(metrics, headers.substring(start + 18, lineEnd));
            }
        }
        if (!chunked && (code == 204 || code == 304 || code / 100 == 1)) {
            length = 0; // answers that have no body whatever their headers say
        }
        if (!chunked && length > maxBodyBytes) {
            notes.accept("announced an answer of " + (length == Long.MAX_VALUE ? "too many" : length) + " bytes");
            throw tooLong();
        }
        body.reset();
        if (chunked) {
            readChunks(deadline);
        } else if (length >= 0) {
            copy(length, deadline);
        } else {
            copy(Long.MAX_VALUE, deadline);
            closing = true;
        }
        if (closing) {
            close();
        }
        return new Answer(code, body.toByteArray(), tags, metrics);
    }

    /** A header's values, after those of its earlier lines. */
    private static String joined(String earlier, String values) {
        return earlier == null ? values.strip() : earlier + "," + values.strip();
    }

    /** A chunked body: chunks until the one of size 0, then the trailers up to their blank line. */
    private void readChunks(long deadline) throws IOException, Failure {
        long size;
        while ((size = chunkSize(readLine(deadline))) > 0) {
            if (body.size() + size > maxBodyBytes) {
                notes.accept("announced a chunk of " + (size == Long.MAX_VALUE ? "too many" : size) + " bytes");
                throw tooLong();
            }
            copy(size, deadline);
            if (!readLine(deadline).isEmpty()) {
                throw new IOException("a chunk is longer than its size said");
            }
        }
        int trailers = 0;
        for (String trailer = readLine(deadline); !trailer.isEmpty(); trailer = readLine(deadline)) {
            trailers += trailer.length() + 2;
            if (trailers > MAX_HEAD_BYTES) {
                close();
                throw new Failure(
                        Failure.Kind.TOO_LARGE, "answered with trailers longer than " + MAX_HEAD_BYTES + " bytes");
            }
        }
    }

    private Failure tooLong() {
        close();
        return new Failure(Failure.Kind.TOO_LARGE, "answered with more than " + maxBodyBytes + " bytes");
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

    /** A Content-Length: decimal digits, {@link Long#MAX_VALUE} for more than a long holds; else not HTTP. */
    private static long decimal(String text) throws IOException {
        return digits(text, text.length(), 10);
    }

    /** A chunk's size: hexadecimal digits before any extension ({@code ;name=value}). */
    private static long chunkSize(String line) throws IOException {
        int end = line.indexOf(';');
        String digits = (end < 0 ? line : line.substring(0, end)).strip();
        return digits(digits, digits.length(), 16);
    }

    /** The number {@code text} writes in {@code radix}, {@link Long#MAX_VALUE} when it is larger; else not HTTP. */
    private static long digits(String text, int length, int radix) throws IOException {
        if (length == 0) {
            throw new IOException("not an HTTP length: ''");
        }
        long value = 0;
        for (int i = 0; i < length; i++) {
            int digit = Character.digit(text.charAt(i), radix);
            if (digit < 0) {
                throw new IOException("not an HTTP length: " + text);
            }
            value = value > (Long.MAX_VALUE - digit) / radix ? Long.MAX_VALUE : value * radix + digit;
        }
        return value;
    }

    /**
     * The status line and headers, without the blank line that ends them: the buffer is scanned for that line and
     * copied a read at a time, not a byte at a time.
     */
    private String readHead(long deadline) throws IOException, Failure {
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
            if (size + position - start > MAX_HEAD_BYTES) {
                close();
                throw new Failure(
                        Failure.Kind.TOO_LARGE, "answered with headers longer than " + MAX_HEAD_BYTES + " bytes");
            }
            System.arraycopy(buffer, start, head, size, position - start);
            size += position - start;
        }
        return new String(head, 0, size - 4, StandardCharsets.ISO_8859_1);
    }

    /** One line of a chunked body's framing, without its line break, at most {@value #MAX_LINE_BYTES} bytes. */
    private String readLine(long deadline) throws IOException, Failure {
        int size = 0;
        while (true) {
            if (position == limit && !fill(deadline)) {
                throw new IOException("connection closed in the middle of the answer");
            }
            byte b = buffer[position++];
            if (b == '\n') {
                return new String(
                        line, 0, size > 0 && line[size - 1] == '\r' ? size - 1 : size, StandardCharsets.ISO_8859_1);
            }
            if (size == MAX_LINE_BYTES - 1) {
                close();
                throw new Failure(
                        Failure.Kind.TOO_LARGE,
                        "answered with a line longer than " + MAX_LINE_BYTES + " bytes in its chunked body");
            }
            line[size++] = b;
        }
    }

    /** {@code count} bytes of the body, or until the connection ends when the count is {@link Long#MAX_VALUE}. */
    private void copy(long count, long deadline) throws IOException, Failure {
        long left = count;
        while (left > 0) {
            if (position == limit && !fill(deadline)) {
                if (count == Long.MAX_VALUE) {
                    return;
                }
                throw new IOException("connection closed in the middle of the answer");
            }
            int taken = (int) Math.min(left, limit - position);
            if (body.size() + taken > maxBodyBytes) {
                throw tooLong();
            }
            body.write(buffer, position, taken);
            position += taken;
            left -= taken;
        }
    }

    /** Reads what the socket has into the buffer, waiting no longer than the deadline; false at the end of the stream. */
    private boolean fill(long deadline) throws IOException {
        socket.setSoTimeout(millisTo(deadline));
        int read = in.read(buffer, 0, buffer.length);
        if (read < 0) {
            return false;
        }
        position = 0;
        limit = read;
        answered += read;
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
