package io.admiralty.bot.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An arena-json bot on a plain socket server that plays legally (its fleet in rows, shots in reading order) and ends
 * its connections as a server of the kind chooses, never saying so in a {@code Connection: close} header:
 * {@link Kind#AFTER_EACH_ANSWER} closes each connection as soon as it has answered on it (a server whose idle timeout
 * has just passed when the next request comes), {@link Kind#MID_SECOND_ANSWER} answers the first request of a
 * connection and closes in the middle of the second's answer. It counts connections and the requests it read.
 */
public final class ClosingArenaServer implements AutoCloseable {

    /** How the server ends its connections. */
    public enum Kind {
        AFTER_EACH_ANSWER,
        MID_SECOND_ANSWER
    }

    private final ServerSocket listener;
    private final Kind kind;
    private final AtomicInteger connections = new AtomicInteger();
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicInteger shot = new AtomicInteger();

    private ClosingArenaServer(ServerSocket listener, Kind kind) {
        this.listener = listener;
        this.kind = kind;
    }

    public static ClosingArenaServer start(Kind kind) throws IOException {
        ClosingArenaServer server =
                new ClosingArenaServer(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), kind);
        Thread accepting = new Thread(server::accept, "closing-" + kind);
        accepting.setDaemon(true);
        accepting.start();
        return server;
    }

    public String url() {
        return "http://127.0.0.1:" + listener.getLocalPort() + "/";
    }

    public int connections() {
        return connections.get();
    }

    /** Requests read whole, on every connection. */
    public int requests() {
        return requests.get();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try (Socket connection = listener.accept()) {
                connections.incrementAndGet();
                serve(connection);
            } catch (IOException closed) {
                // the league hung up, or the test is over
            }
        }
    }

    private void serve(Socket connection) throws IOException {
        InputStream in = connection.getInputStream();
        OutputStream out = connection.getOutputStream();
        for (int onConnection = 1; ; onConnection++) {
            String request = readRequest(in);
            if (request == null) {
                return;
            }
            requests.incrementAndGet();
            byte[] body = (request.contains("\"action\":\"init\"")
                            ? "{\"boats\":[\"0,0-4,0\",\"0,1-3,1\",\"0,2-2,2\",\"0,3-2,3\",\"0,4-1,4\"]}"
                            : "{\"play\":\"" + shot.get() % 10 + "," + shot.getAndIncrement() / 10 % 10 + "\"}")
                    .getBytes(StandardCharsets.UTF_8);
            byte[] answer = ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                            + "\r\n\r\n" + new String(body, StandardCharsets.UTF_8))
                    .getBytes(StandardCharsets.UTF_8);
            if (kind == Kind.MID_SECOND_ANSWER && onConnection == 2) {
                out.write(answer, 0, answer.length / 2);
                out.flush();
                return;
            }
            out.write(answer);
            out.flush();
            if (kind == Kind.AFTER_EACH_ANSWER) {
                return;
            }
        }
    }

    /** One request's head and body as text, or null when the connection ended before one. */
    private static String readRequest(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                return null;
            }
            head.write(b);
            matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
                    ? matched + 1
                    : 0;
        }
        String text = head.toString(StandardCharsets.ISO_8859_1);
        int at = text.toLowerCase(Locale.ROOT).indexOf("content-length:");
        int length =
                Integer.parseInt(text.substring(at + 15, text.indexOf('\r', at)).trim());
        return text + new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
