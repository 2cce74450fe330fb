package io.admiralty.league.notice;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.awaitility.Awaitility;

/**
 * A real SMTP server on loopback for the tests: Debian's aiosmtpd, storing what it receives in a Maildir under
 * target/ (one file per message in its {@code new} folder). The service is pointed at it and e-mail turned on.
 */
public class SmtpServer implements QuarkusTestResourceLifecycleManager {

    private static Path maildir;
    private Process server;

    @Override
    public Map<String, String> start() {
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            Files.createDirectories(Path.of("target"));
            maildir = Files.createTempDirectory(Path.of("target"), "smtp").resolve("maildir");
            server = new ProcessBuilder(
                            "/usr/bin/python3",
                            "-m",
                            "aiosmtpd",
                            "-n",
                            "-l",
                            "127.0.0.1:" + port,
                            "-c",
                            "aiosmtpd.handlers.Mailbox",
                            maildir.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(maildir.resolveSibling("aiosmtpd.log").toFile())
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int listening = port;
        Awaitility.await().atMost(Duration.ofSeconds(30)).ignoreExceptions().until(() -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", listening), 1000);
                return true;
            }
        });
        return Map.of(
                "admiralty.notices.mail.enabled", "true",
                "admiralty.notices.mail.poll", "1s",
                "admiralty.notices.mail.site-url", "https://league.admiralty.test/",
                "admiralty.accounts.password-resets.mail", "true",
                "quarkus.mailer.mock", "false",
                "quarkus.mailer.host", "127.0.0.1",
                "quarkus.mailer.port", Integer.toString(port),
                "quarkus.mailer.from", "league@admiralty.test");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.destroy();
        }
    }

    /** The messages received so far, as their raw text. */
    static List<String> received() throws IOException {
        Path arrived = maildir.resolve("new");
        if (!Files.isDirectory(arrived)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(arrived)) {
            return files.map(file -> {
                        try {
                            return Files.readString(file);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList();
        }
    }
}
