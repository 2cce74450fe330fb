package io.admiralty.league.notice;

import io.admiralty.bot.http.Egress;
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
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * One POST of a delivery, on a connection of its own, under the HTTP bots' egress rules: the URL is checked at every
 * attempt and the connection made only to the addresses the check resolved (a name cannot point elsewhere between the
 * check and the connection), never through a proxy, with one deadline for connecting and the answer, no redirect
 * followed, and only the status line read. What went wrong is said to the webhook's team alone; a refused, reset or
 * non-HTTP connection reads the same ({@link #UNREACHABLE}), so webhooks cannot tell closed ports from open ones.
 */
final class WebhookPost {

    /** What an attempt got: an HTTP status, or none and why. */
    record Answer(Integer status, String error) {

        boolean delivered() {
            return status != null && status / 100 == 2;
        }

        /** In words, for the deliveries' list. */
        String said() {
            return status != null ? "HTTP " + status : error;
        }
    }

    static final String UNREACHABLE = "could not be reached, or did not answer in HTTP";
    private static final int MAX_STATUS_LINE = 1024;
    private static final Pattern STATUS_LINE = Pattern.compile("HTTP/1\\.[01] (\\d{3})(?: .*)?");

    private WebhookPost() {}

    static Answer post(Egress egress, String url, Map<String, String> headers, String body, Duration timeout) {
        URI uri = URI.create(url);
        Egress.Verdict verdict = egress.check(uri);
        if (verdict instanceof Egress.Refused refused) {
            return new Answer(null, "not sent: " + refused.reason());
        }
        Egress.Open open = (Egress.Open) verdict;
        long deadline = System.nanoTime() + timeout.toNanos();
        for (InetAddress address : open.addresses()) {
            try (Socket socket = connect(uri, open, address, deadline)) {
                send(socket.getOutputStream(), uri, open, headers, body);
                return new Answer(status(socket, deadline), null);
            } catch (SocketTimeoutException e) {
                return new Answer(null, "no answer within " + timeout.toMillis() + " ms");
            } catch (IOException | IllegalArgumentException e) {
                // the next address, if the name has several
            }
        }
        return new Answer(null, UNREACHABLE);
    }

    private static Socket connect(URI uri, Egress.Open open, InetAddress address, long deadline) throws IOException {
        Socket plain = new Socket(Proxy.NO_PROXY);
        try {
            plain.connect(new InetSocketAddress(address, open.port()), remainingMillis(deadline));
            plain.setSoTimeout(remainingMillis(deadline));
            if (!"https".equals(uri.getScheme())) {
                return plain;
            }
            SSLSocket tls = (SSLSocket) ((SSLSocketFactory) SSLSocketFactory.getDefault())
                    .createSocket(plain, open.host(), open.port(), true);
            SSLParameters parameters = tls.getSSLParameters();
            parameters.setEndpointIdentificationAlgorithm("HTTPS");
            tls.setSSLParameters(parameters);
            tls.startHandshake();
            return tls;
        } catch (IOException e) {
            plain.close();
            throw e;
        }
    }

    private static void send(OutputStream out, URI uri, Egress.Open open, Map<String, String> headers, String body)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String path = (uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath())
                + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        StringBuilder head = new StringBuilder("POST ")
                .append(path)
                .append(" HTTP/1.1\r\nHost: ")
                .append(uri.getRawAuthority().replaceFirst("^.*@", ""))
                .append("\r\nContent-Type: application/json\r\nContent-Length: ")
                .append(bytes.length)
                .append("\r\nConnection: close\r\n");
        headers.forEach(
                (name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        out.write(head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
        out.write(bytes);
        out.flush();
    }

    /** The status of the answer's first line; the rest is not read. */
    private static int status(Socket socket, long deadline) throws IOException {
        InputStream in = socket.getInputStream();
        StringBuilder line = new StringBuilder();
        int b;
        while ((b = in.read()) != -1 && b != '\n') {
            if (line.length() >= MAX_STATUS_LINE) {
                throw new IOException("status line too long");
            }
            line.append((char) b);
            socket.setSoTimeout(remainingMillis(deadline));
        }
        Matcher status = STATUS_LINE.matcher(line.toString().strip());
        if (!status.matches()) {
            throw new IOException("not an HTTP answer");
        }
        return Integer.parseInt(status.group(1));
    }

    private static int remainingMillis(long deadline) throws SocketTimeoutException {
        long left = (deadline - System.nanoTime()) / 1_000_000;
        if (left <= 0) {
            throw new SocketTimeoutException("deadline passed");
        }
        return (int) left;
    }
}
