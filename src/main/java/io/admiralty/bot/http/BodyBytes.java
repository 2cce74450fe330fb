package io.admiralty.bot.http;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A request body's bytes, written piece by piece into one array that grows as needed and is kept from one request
 * to the next: an arena turn's body is mostly the strikes of earlier turns, copied as bytes, never rebuilt as text.
 */
public final class BodyBytes {

    private byte[] array = new byte[1024];
    private int size;

    public BodyBytes append(byte[] bytes) {
        return append(bytes, bytes.length);
    }

    public BodyBytes append(BodyBytes other) {
        return append(other.array, other.size);
    }

    /** {@code text} as UTF-8. */
    public BodyBytes append(String text) {
        return append(text.getBytes(StandardCharsets.UTF_8));
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public void clear() {
        size = 0;
    }

    /** The array the bytes are in: {@code [0, size())}; valid until the next change. */
    byte[] array() {
        return array;
    }

    private BodyBytes append(byte[] bytes, int length) {
        if (size + length > array.length) {
            array = Arrays.copyOf(array, Math.max(array.length * 2, size + length));
        }
        System.arraycopy(bytes, 0, array, size, length);
        size += length;
        return this;
    }
}
