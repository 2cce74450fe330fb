package io.admiralty.league.notice;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A webhook receiver that accepts connections and never answers (a server stuck, or a port that takes connections
 * and says nothing): it reads what comes and holds each connection until the league hangs up, or it is closed. It counts the
 * connections the league made and those the league ended.
 */
final class SilentReceiver implements AutoCloseable {

    private final ServerSocket listener;
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicInteger ended = new AtomicInteger();
    private final List<Socket> held = new CopyOnWriteArrayList<>();

    SilentReceiver() throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepting = new Thread(this::accept, "silent-receiver");
        accepting.setDaemon(true);
        accepting.start();
    }

    String url() {
        return "http://127.0.0.1:" + listener.getLocalPort() + "/hook";
    }

    /** Connections the league made. */
    int accepted() {
        return accepted.get();
    }

    /** Connections the league ended (gave up on). */
    int ended() {
        return ended.get();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket connection = listener.accept();
                accepted.incrementAndGet();
                held.add(connection);
                Thread holding = new Thread(() -> hold(connection), "silent-connection");
                holding.setDaemon(true);
                holding.start();
            } catch (IOException closed) {
                // the test is over
            }
        }
    }

    private void hold(Socket connection) {
        try (connection) {
            InputStream in = connection.getInputStream();
            byte[] request = new byte[4096];
            while (in.read(request) >= 0) {
                // what the league sends, unanswered
            }
        } catch (IOException reset) {
            // the league gave up
        } finally {
            if (!listener.isClosed()) {
                ended.incrementAndGet();
            }
        }
    }

    /** Stops listening and hangs up on every connection still held (the league's attempts then fail at once). */
    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket connection : held) {
            connection.close();
        }
    }
}
