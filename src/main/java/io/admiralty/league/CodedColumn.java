package io.admiralty.league;

import io.admiralty.game.Coded;
import jakarta.persistence.AttributeConverter;

/**
 * Enums stored by their words ({@link Coded#code}): the columns hold {@code 'process'}, {@code 'arena-json'},
 * {@code 'queued'}, never an ordinal, so rows read the same whatever order the constants are declared in.
 */
public abstract class CodedColumn<E extends Enum<E> & Coded> implements AttributeConverter<E, String> {

    private final Class<E> type;

    protected CodedColumn(Class<E> type) {
        this.type = type;
    }

    @Override
    public String convertToDatabaseColumn(E value) {
        return value == null ? null : value.code();
    }

    @Override
    public E convertToEntityAttribute(String code) {
        if (code == null) {
            return null;
        }
        return Coded.find(type, code)
                .orElseThrow(() ->
                        new IllegalStateException("stored " + type.getSimpleName() + " '" + code + "' is unknown"));
    }
}
