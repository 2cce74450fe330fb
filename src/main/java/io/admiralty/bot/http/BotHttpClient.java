package io.admiralty.bot.http;

import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
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
    private static final int MAX_HEADER_BYTES = 16 * 1024;
    /** What one read from the socket may take: a whole answer of a move, usually. */
    private static final int BUFFER_BYTES = 8 * 1024;

    private final URI url;
    private final Egress egress;
    private final int port;
    private final String authorization;
    private final Duration connectTimeout;
    private final int maxBytes;
    private final Transcript transcript;
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
        this.authorization = url.getUserInfo() == null ? ""
                : "Authorization: Basic " + Base64.getEncoder().encodeToString(url.getUserInfo().getBytes(StandardCharsets.UTF_8)) + "\r\n";
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
        String path = (url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath())
                + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
        byte[] head = ("POST " + path + " HTTP/1.1\r\nHost: " + url.getHost() + ":" + port + "\r\n" + authorization
                + "Content-Type: " + contentType + "\r\nContent-Length: " + payload.length + "\r\nConnection: keep-alive\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8);
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

    private void send(byte[] head, byte[] payload) throws IOException {
        if (socket == null) {
            socket = connect();
            in = socket.getInputStream();
            out = socket.getOutputStream();
            position = 0;
            limit = 0;
        }
        byte[] request = new byte[head.length + payload.length];
        System.arraycopy(head, 0, request, 0, head.length);
        System.arraycopy(payload, 0, request, head.length, payload.length);
        out.write(request);
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
            Socket plain = new Socket();
            try {
                plain.setTcpNoDelay(true);
                plain.connect(new InetSocketAddress(address, port), (int) Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
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
        SSLSocket tls = (SSLSocket) ((SSLSocketFactory) SSLSocketFactory.getDefault()).createSocket(plain, host, plain.getPort(), true);
        SSLParameters parameters = tls.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        tls.setSSLParameters(parameters);
        tls.setSoTimeout((int) Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
        tls.startHandshake();
        return tls;
    }

    private String read(long deadline) throws IOException {
        String[] headers = new String(readHead(deadline), StandardCharsets.ISO_8859_1).split("\r\n");
        String[] status = headers[0].split(" ", 3);
        if (status.length < 2 || !status[0].startsWith("HTTP/") || !status[1].matches("[1-5][0-9][0-9]")) {
            throw new IOException("not an HTTP status line: " + headers[0]);
        }
        int code = Integer.parseInt(status[1]);
        long length = -1;
        boolean chunked = false;
        boolean closing = headers[0].startsWith("HTTP/1.0");
        for (int i = 1; i < headers.length; i++) {
            String line = headers[i].toLowerCase(Locale.ROOT);
            if (line.startsWith("content-length:")) {
                length = number(line.substring(15).trim(), 10);
            } else if (line.startsWith("transfer-encoding:") && line.contains("chunked")) {
                chunked = true;
            } else if (line.startsWith("connection:")) {
                closing = line.contains("close");
            }
        }
        if (length > maxBytes) {
            close();
            transcript.note("announced an answer of " + length + " bytes");
            throw new BotFault(ForfeitReason.OUTPUT_LIMIT, "answered with more than " + maxBytes + " bytes");
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
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
        String text = body.toString(StandardCharsets.UTF_8);
        transcript.received(code + " " + text);
        if (code / 100 != 2) {
            throw new BotFault(ForfeitReason.HTTP_ERROR, "answered HTTP " + code + (code / 100 == 3 ? " (redirects are not followed)" : ""));
        }
        return text;
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

    private byte[] readHead(long deadline) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = next(deadline);
            head.write(b);
            matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3)) ? matched + 1 : 0;
            if (head.size() > MAX_HEADER_BYTES) {
                close();
                throw new BotFault(ForfeitReason.OUTPUT_LIMIT, "answered with headers longer than " + MAX_HEADER_BYTES + " bytes");
            }
        }
        byte[] bytes = head.toByteArray();
        return Arrays.copyOf(bytes, bytes.length - 4);
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
