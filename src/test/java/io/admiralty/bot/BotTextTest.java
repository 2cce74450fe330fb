package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BotTextTest {

    /** What the bot sent, as hex bytes, and how a transcript shows it. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "7b2274797065223a2273686f7473227d | {\"type\":\"shots\"}",
                "00                               | \\x00",
                "41004200                         | A\\x00B\\x00",
                "1b5b33316d                       | \\x1b[31m",
                "0d0a09                           | `\\x0d\n\t`",
                "7f                               | \\x7f",
                "c285                             | \\xc2\\x85",
                "c3a9e282ac                       | é€",
                "ff                               | \\xff",
                "e282                             | \\xe2\\x82",
                "61e2826162                       | a\\xe2\\x82ab",
                "5c22                             | \\\"",
                "5c6e                             | \\n",
                "5c78                             | \\\\x",
                "5c5c                             | \\\\\\",
                "5c00                             | \\\\\\x00",
                "5c                               | \\",
                "5c7834315c                       | \\\\x41\\"
            })
    void botBytesAreShownAsPrintableTextThatSaysWhichBytesTheyWere(String hex, String shown) {
        byte[] bytes = HexFormat.of().parseHex(hex);
        assertThat(BotText.escape(bytes, 0, bytes.length)).isEqualTo(shown);
        assertThat(unescape(shown)).isEqualTo(bytes);
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.getBytes(StandardCharsets.UTF_8).length == bytes.length && !text.contains("\uFFFD")) {
            assertThat(BotText.escape(text)).isEqualTo(shown);
        }
    }

    @Test
    void everyByteSurvivesTheEscape() {
        SplittableRandom random = new SplittableRandom(33);
        for (int round = 0; round < 2000; round++) {
            byte[] bytes = new byte[random.nextInt(40)];
            for (int i = 0; i < bytes.length; i++) {
                // mostly the bytes that matter: backslashes, x, controls, and pieces of UTF-8
                bytes[i] = (byte)
                        switch (random.nextInt(6)) {
                            case 0 -> '\\';
                            case 1 -> 'x';
                            case 2 -> random.nextInt(0x20);
                            case 3 -> 0x80 + random.nextInt(0x80);
                            default -> random.nextInt(256);
                        };
            }
            String shown = BotText.escape(bytes, 0, bytes.length);
            assertThat(unescape(shown)).as(HexFormat.of().formatHex(bytes)).isEqualTo(bytes);
            assertThat(shown.chars()).noneMatch(c -> c < 0x20 && c != '\n' && c != '\t' || c >= 0x7f && c <= 0x9f);
        }
    }

    @Test
    void aLogQuoteHasNoLineBreakOrControlAndIsBounded() {
        assertThat(BotText.quote("ok\n2026-01-01 ERROR forged\r\u001b[2J\0", 100))
                .isEqualTo("\"ok\\x0a2026-01-01 ERROR forged\\x0d\\x1b[2J\\x00\"");
        assertThat(BotText.quote("x".repeat(1000), 10)).isEqualTo("\"xxxxxxxxxx\"... (1000 chars)");
        assertThat(BotText.quote(null, 10)).isEqualTo("null");
    }

    @Test
    void aLoggableExceptionQuotesEveryMessageAndKeepsItsStack() {
        IllegalStateException cause = new IllegalStateException("bot said \0\n forged line");
        RuntimeException failure = new RuntimeException("storing failed", cause);
        Throwable loggable = BotText.loggable(failure);
        assertThat(loggable.toString()).isEqualTo("java.lang.RuntimeException: \"storing failed\"");
        assertThat(loggable.getCause().toString())
                .isEqualTo("java.lang.IllegalStateException: \"bot said \\x00\\x0a forged line\"");
        assertThat(loggable.getStackTrace()).isEqualTo(failure.getStackTrace());
        assertThat(loggable.getCause().getCause()).isNull();
    }

    /** Only NUL-free UTF-8 is a reply's text. */
    @ParameterizedTest
    @CsvSource({"7b7d, {}", "c3a9, é", "7b00, ", "ff, ", "e282, "})
    void replyTextIsUtf8WithoutNul(String hex, String text) {
        byte[] bytes = HexFormat.of().parseHex(hex);
        assertThat(BotText.replyText(bytes, 0, bytes.length)).isEqualTo(text);
    }

    /** The escape read back, as docs/bots.md documents it: {@code \\} is a backslash, {@code \xNN} the byte NN. */
    static byte[] unescape(String shown) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] utf8 = shown.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < utf8.length; i++) {
            if (utf8[i] == '\\' && i + 1 < utf8.length && utf8[i + 1] == '\\') {
                bytes.write('\\');
                i++;
            } else if (utf8[i] == '\\' && i + 3 < utf8.length && utf8[i + 1] == 'x' && hex(utf8[i + 2], utf8[i + 3])) {
                bytes.write(Integer.parseInt(new String(utf8, i + 2, 2, StandardCharsets.US_ASCII), 16));
                i += 3;
            } else {
                bytes.write(utf8[i]);
            }
        }
        return bytes.toByteArray();
    }

    private static boolean hex(byte high, byte low) {
        return Character.digit(high, 16) >= 0 && Character.digit(low, 16) >= 0;
    }
}
