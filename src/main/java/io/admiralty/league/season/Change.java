package io.admiralty.league.season;

import jakarta.inject.Singleton;
import jakarta.validation.valueextraction.ExtractedValue;
import jakarta.validation.valueextraction.ValueExtractor;

/**
 * One field of a change to something stored (a PATCH): left as it is, or set to a value, which may be null where the
 * field can be emptied. "Absent" and "null" are different requests, and this keeps them apart in a typed form.
 */
public sealed interface Change<T> {

    /** The field is left as it is. */
    record Keep<T>() implements Change<T> {}

    /** The field is set to {@code value} (null: emptied, where the field allows it). */
    record To<T>(T value) implements Change<T> {}

    static <T> Change<T> keep() {
        return new Keep<>();
    }

    static <T> Change<T> to(T value) {
        return new To<>(value);
    }

    /** A change to {@code value}, or none when it is null: how an API without "absent" (GraphQL's) says it. */
    static <T> Change<T> ifGiven(T value) {
        return value == null ? keep() : to(value);
    }

    /** Whether the request names this field. */
    default boolean named() {
        return this instanceof To;
    }

    /** The new value, or {@code current} when the field is left as it is. */
    default T or(T current) {
        return this instanceof To<T> to ? to.value() : current;
    }

    /** Lets Bean Validation check a change's new value: {@code Change<@Cron String>}. */
    @Singleton
    class Values implements ValueExtractor<Change<@ExtractedValue ?>> {
        @Override
        public void extractValues(Change<?> change, ValueReceiver receiver) {
            if (change instanceof To<?> to) {
                receiver.value(null, to.value());
            }
        }
    }
}
