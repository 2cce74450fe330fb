package io.admiralty.game;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * An enum whose values are written as words: in the wire protocols, in stored rows and in the API. The word is the
 * constant's name in lower case ({@code WRONG_FLEET} is {@code wrong_fleet}) unless the enum says otherwise, and
 * {@link #find} is the one lookup from a word back to its value.
 */
public interface Coded {

    /** The word this value is written as. */
    default String code() {
        return ((Enum<?>) this).name().toLowerCase(Locale.ROOT);
    }

    /** The value of {@code type} written as {@code code}, whatever its case; empty for null or an unknown word. */
    static <E extends Enum<E> & Coded> Optional<E> find(Class<E> type, String code) {
        return Arrays.stream(type.getEnumConstants())
                .filter(value -> value.code().equalsIgnoreCase(code))
                .findFirst();
    }
}
