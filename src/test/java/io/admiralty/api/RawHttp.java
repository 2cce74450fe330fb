package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A request sent as written over a socket, for what an HTTP client would not send (a head without its body). */
final class RawHttp {

    private RawHttp() {}

    /** Sends {@code request} and reads the answer's head and body, waiting at most {@code millis} for each read. */
    static String exchange(int port, String request, int millis) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), millis);
            socket.setSoTimeout(millis);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder answer = new StringBuilder();
            while (!answer.toString().endsWith("\r\n\r\n")) {
                int b = in.read();
                assertThat(b).as("the answer ended early: " + answer).isNotNegative();
                answer.append((char) b);
            }
            Matcher length = Pattern.compile("(?i)content-length: (\\d+)").matcher(answer);
            assertThat(length.find()).as(answer.toString()).isTrue();
            return answer + new String(in.readNBytes(Integer.parseInt(length.group(1))), StandardCharsets.UTF_8);
        }
    }
}
