package io.admiralty.bot.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A hostile HTTP bot on a free loopback port, a plain socket server: to every request it answers the start of an
 * answer ({@link Attack#start}) and then one piece ({@link Attack#piece}) after another without end, as fast as the
 * league takes them, until the league hangs up or {@value #MOST_BYTES} bytes are sent (then it holds the connection open,
 * silent, until the league hangs up). It counts the connections and the most bytes one took before the league hung up.
 */
public final class EndlessAnswerBot implements AutoCloseable {

    /** What one connection sends at most: more than any bound of the league's, and bounded so that a test survives. */
    public static final long MOST_BYTES = 512L * 1024 * 1024;

    /** The attacks: what comes first, what is sent again and again after it, and the forfeit's public detail. */
    public enum Attack {
        /** Chunked, then a chunk's size line that never ends. */
        CHUNK_SIZE_LINE("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "f"),
        /** Chunked, then a chunk's size and an extension that never ends. */
        CHUNK_EXTENSION("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1;ext=", "x"),
        /** Chunked, then chunks of 4 KiB without end. */
        ENDLESS_CHUNKS("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "1000\r\n" + "y".repeat(4096) + "\r\n"),
        /** Chunked, then a chunk whose size is more than any number holds, then its data without end. */
        HUGE_CHUNK_SIZE("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + "f".repeat(40) + "\r\n", "z"),
        /** Chunked, the last chunk, then trailers without end. */
        ENDLESS_TRAILERS("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n", "X-Trailer: 1\r\n"),
        /** A status line that never ends. */
        STATUS_LINE("HTTP/1.1 200 ", "O"),
        /** A header line that never ends. */
        HEADER_LINE("HTTP/1.1 200 OK\r\nX-Padding: ", "p"),
        /** Headers without end, each short. */
        HEADER_COUNT("HTTP/1.1 200 OK\r\n", "X-A: b\r\n"),
        /** A length larger than any number holds, then the body without end. */
        HUGE_LENGTH("HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999999\r\n\r\n", "b"),
        /** No length and not chunked: a body until the connection ends, which it never does. */
        BODY_WITHOUT_LENGTH("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n", "[");

        private final byte[] start;
        private final byte[] piece;

        Attack(String start, String piece) {
            this.start = start.getBytes(StandardCharsets.US_ASCII);
            this.piece = piece.getBytes(StandardCharsets.US_ASCII);
        }
    }

    private final ServerSocket listener;
    private final Attack attack;
    private final AtomicInteger connections = new AtomicInteger();
    private final AtomicLong mostSent = new AtomicLong();

    private EndlessAnswerBot(ServerSocket listener, Attack attack) {
        this.listener = listener;
        this.attack = attack;
    }

    public static EndlessAnswerBot start(Attack attack) throws IOException {
        EndlessAnswerBot bot = new EndlessAnswerBot(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), attack);
        Thread accepting = new Thread(bot::accept, "endless-" + attack);
        accepting.setDaemon(true);
        accepting.start();
        return bot;
    }

    public String url() {
        return "http://127.0.0.1:" + listener.getLocalPort() + "/";
    }

    /** Connections the league made. */
    public int connections() {
        return connections.get();
    }

    /** The most bytes one connection took before the league hung up. */
    public long mostSent() {
        return mostSent.get();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket connection = listener.accept();
                connections.incrementAndGet();
                Thread answering = new Thread(() -> answer(connection), "endless-answer");
                answering.setDaemon(true);
                answering.start();
            } catch (IOException closed) {
                // the test is over
            }
        }
    }

    private void answer(Socket connection) {
        long sent = 0;
        try (connection) {
            InputStream in = connection.getInputStream();
            readHead(in);
            OutputStream out = connection.getOutputStream();
            out.write(attack.start);
            sent += attack.start.length;
            byte[] block = block(attack.piece);
            while (sent < MOST_BYTES) {
                out.write(block);
                sent += block.length;
            }
            out.flush();
            // silent from here, until the league hangs up
            while (in.read() >= 0) {
                // whatever the league sends more
            }
        } catch (IOException hungUp) {
            // the league gave up: what it took is counted below
        } finally {
            long taken = sent;
            mostSent.accumulateAndGet(taken, Math::max);
        }
    }

    /** The request's head; its body is left unread (the answer does not depend on it). */
    private static void readHead(InputStream in) throws IOException {
        int matched = 0;
        int b;
        while (matched < 4 && (b = in.read()) >= 0) {
            matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
                    ? matched + 1
                    : 0;
        }
    }

    /** The piece repeated to about 64 KiB, so that each write is large. */
    private static byte[] block(byte[] piece) {
        int times = Math.max(1, 64 * 1024 / piece.length);
        byte[] block = new byte[times * piece.length];
        for (int i = 0; i < times; i++) {
            System.arraycopy(piece, 0, block, i * piece.length, piece.length);
        }
        return block;
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
