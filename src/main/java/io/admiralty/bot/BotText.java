package io.admiralty.bot;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * What a bot or its server sends, as the league keeps, shows and logs it. A bot's bytes are data: a NUL, an escape
 * sequence or bytes that are not UTF-8 must neither break the storing of a game (PostgreSQL's text refuses NUL) nor
 * reach a terminal or a log line as they are. So bot text is kept <em>escaped</em>, in a form that is plain printable
 * text and still says exactly which bytes the bot sent:
 * <ul>
 *   <li>every byte that is not printable text is written {@code \xNN}, its value in two lower-case hex digits: NUL
 *       and the other control characters (all but tab and line feed, which a transcript keeps as they are), DEL, the
 *       C1 controls (each of their two UTF-8 bytes) and every byte that is not part of valid UTF-8;</li>
 *   <li>a backslash that would otherwise read as the start of such an escape (one followed by {@code x} or by another
 *       backslash, as written) is doubled; any other backslash, as in JSON's {@code \"}, stays single.</li>
 * </ul>
 * Reading {@code \\} as one backslash and {@code \xNN} as the byte NN, left to right, gives back exactly the bytes
 * sent. {@link #quote} is the same escape for a log line: line breaks and tabs escaped too, and cut to a length.
 */
public final class BotText {

    /** How many causes of a logged exception are shown, and how much of each message. */
    private static final int MAX_CAUSES = 10;

    private static final int MAX_LOGGED_CHARS = 500;

    private BotText() {}

    /** The bytes {@code [offset, offset + length)} escaped, tabs and line feeds kept as they are. */
    public static String escape(byte[] bytes, int offset, int length) {
        return escape(bytes, offset, length, false);
    }

    /** {@code text} (its UTF-8 bytes) escaped, tabs and line feeds kept as they are. */
    public static String escape(String text) {
        if (isPlain(text, false)) {
            return text;
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return escape(bytes, 0, bytes.length, false);
    }

    /**
     * Bot text for a log line: escaped, line breaks and tabs included, so it can neither end the line nor colour the
     * terminal, and cut to its first {@code maxChars} characters (marked with the length it had).
     */
    public static String quote(String text, int maxChars) {
        if (text == null) {
            return "null";
        }
        String start = text.length() > maxChars ? text.substring(0, maxChars) : text;
        String escaped;
        if (isPlain(start, true)) {
            escaped = start;
        } else {
            byte[] bytes = start.getBytes(StandardCharsets.UTF_8);
            escaped = escape(bytes, 0, bytes.length, true);
        }
        return "\"" + escaped + (start.length() < text.length() ? "\"... (" + text.length() + " chars)" : "\"");
    }

    /**
     * {@code failure} as a log may print it: the message of it and of each of its causes quoted ({@link #quote}), for
     * an exception's message may quote what a bot sent (a parser's, a database's); classes and stack traces kept.
     */
    public static Throwable loggable(Throwable failure) {
        return loggable(failure, 0);
    }

    private static Throwable loggable(Throwable failure, int depth) {
        return failure == null || depth > MAX_CAUSES
                ? null
                : new Quoted(failure, loggable(failure.getCause() == failure ? null : failure.getCause(), depth + 1));
    }

    /** An exception shown with its message quoted, in the place of the one it stands for. */
    private static final class Quoted extends RuntimeException {

        private final String shown;

        Quoted(Throwable original, Throwable cause) {
            super(null, cause, false, true);
            String message = original.getMessage();
            this.shown =
                    original.getClass().getName() + (message == null ? "" : ": " + quote(message, MAX_LOGGED_CHARS));
            setStackTrace(original.getStackTrace());
        }

        @Override
        public String toString() {
            return shown;
        }
    }

    /**
     * The bytes as text if they are text a reply may hold, valid UTF-8 without a NUL; null otherwise (a malformed
     * reply, whatever the dialect would have read in it).
     */
    public static String replyText(byte[] bytes, int offset, int length) {
        boolean ascii = true;
        for (int i = offset; i < offset + length; i++) {
            if (bytes[i] == 0) {
                return null;
            }
            ascii &= bytes[i] > 0;
        }
        if (ascii) {
            // what nearly every reply is, read without a decoder
            return new String(bytes, offset, length, StandardCharsets.US_ASCII);
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, offset, length))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** Whether {@code text} needs no escape: no backslash, nothing that is escaped. */
    private static boolean isPlain(String text, boolean breaksToo) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' || escaped(c, breaksToo) || Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the character is written as the escapes of its UTF-8 bytes. */
    private static boolean escaped(int c, boolean breaksToo) {
        return c < 0x20 && (breaksToo || c != '\t' && c != '\n') || c >= 0x7f && c <= 0x9f;
    }

    private static String escape(byte[] bytes, int offset, int length, boolean breaksToo) {
        CharsetDecoder utf8 = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, length);
        CharBuffer decoded = CharBuffer.allocate(length);
        // each unit is a character or, for a byte that is not UTF-8, the byte itself as -1 - value
        int[] units = new int[length];
        int count = 0;
        while (in.hasRemaining()) {
            CoderResult result = utf8.decode(in, decoded, true);
            decoded.flip();
            while (decoded.hasRemaining()) {
                units[count++] = decoded.get();
            }
            decoded.clear();
            if (result.isError()) {
                for (int i = 0; i < result.length(); i++) {
                    units[count++] = -1 - (in.get() & 0xff);
                }
            }
        }
        StringBuilder out = new StringBuilder(length + 16);
        for (int i = 0; i < count; i++) {
            int unit = units[i];
            if (unit < 0) {
                hex(out, -1 - unit);
            } else if (escaped(unit, breaksToo)) {
                for (byte b : String.valueOf((char) unit).getBytes(StandardCharsets.UTF_8)) {
                    hex(out, b & 0xff);
                }
            } else if (unit == '\\') {
                out.append('\\');
                if (i + 1 < count && startsEscape(units[i + 1], breaksToo)) {
                    out.append('\\');
                }
            } else {
                out.append((char) unit);
            }
        }
        return out.toString();
    }

    /** Whether what the unit is written as begins with a backslash or an {@code x}. */
    private static boolean startsEscape(int unit, boolean breaksToo) {
        return unit < 0 || unit == '\\' || unit == 'x' || escaped(unit, breaksToo);
    }

    private static void hex(StringBuilder out, int value) {
        out.append("\\x").append(Character.forDigit(value >> 4, 16)).append(Character.forDigit(value & 0xf, 16));
    }
}
