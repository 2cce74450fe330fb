package io.admiralty.history;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A byte buffer in front of an output stream for history lines: numbers and ASCII go in without a charset
 * encoder or a String per value, which is most of a download's bytes. JSON strings are escaped and UTF-8 encoded.
 */
final class AsciiOut {

    private final OutputStream out;
    private final byte[] buffer = new byte[1 << 16];
    private int size;

    AsciiOut(OutputStream out) {
        this.out = out;
    }

    AsciiOut ascii(String text) throws IOException {
        for (int i = 0; i < text.length(); i++) {
            put((byte) text.charAt(i));
        }
        return this;
    }

    AsciiOut put(char ch) throws IOException {
        put((byte) ch);
        return this;
    }

    AsciiOut number(long value) throws IOException {
        if (value < 0) {
            put((byte) '-');
            if (value == Long.MIN_VALUE) {
                return ascii("9223372036854775808");
            }
            value = -value;
        }
        if (size + 20 > buffer.length) {
            flush();
        }
        int start = size;
        do {
            buffer[size++] = (byte) ('0' + value % 10);
            value /= 10;
        } while (value != 0);
        for (int i = start, j = size - 1; i < j; i++, j--) {
            byte b = buffer[i];
            buffer[i] = buffer[j];
            buffer[j] = b;
        }
        return this;
    }

    /** A JSON string literal, or {@code null}. */
    AsciiOut jsonString(String value) throws IOException {
        if (value == null) {
            return ascii("null");
        }
        StringBuilder escaped = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            switch (ch) {
                case '"' -> escaped.append("\\\"");
                case '\\' -> escaped.append("\\\\");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                case '\t' -> escaped.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        escaped.append(String.format("\\u%04x", (int) ch));
                    } else {
                        escaped.append(ch);
                    }
                }
            }
        }
        return raw(escaped.append('"').toString());
    }

    /** Bytes already encoded (a part shared by many lines). */
    AsciiOut bytes(byte[] bytes) throws IOException {
        if (size + bytes.length > buffer.length) {
            flush();
        }
        if (bytes.length > buffer.length) {
            out.write(bytes);
        } else {
            System.arraycopy(bytes, 0, buffer, size, bytes.length);
            size += bytes.length;
        }
        return this;
    }

    /** Text that is already what must be written (JSON from the database), UTF-8 encoded. */
    AsciiOut raw(String text) throws IOException {
        return bytes(text.getBytes(StandardCharsets.UTF_8));
    }

    private void put(byte b) throws IOException {
        if (size == buffer.length) {
            flush();
        }
        buffer[size++] = b;
    }

    void flush() throws IOException {
        out.write(buffer, 0, size);
        size = 0;
    }
}
