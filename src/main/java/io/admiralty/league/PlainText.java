package io.admiralty.league;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Text without control characters (NUL, line breaks, escapes, C1 codes): what every string the league is sent must
 * be, names, command words, URLs and schedules alike. PostgreSQL refuses a NUL in text, a terminal obeys an escape
 * sequence in a log, and a line break in a command word or a header-like value means something else than it shows.
 * Null passes: whether a field may be left out is another rule's.
 */
@Documented
@Constraint(validatedBy = PlainText.Check.class)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
public @interface PlainText {

    String message() default "must not contain control characters (such as NUL or a line break)";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    class Check implements ConstraintValidator<PlainText, String> {

        /** Whether the text holds a control character. */
        public static boolean hasControlCharacters(String text) {
            return text.chars().anyMatch(Character::isISOControl);
        }

        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            return value == null || !hasControlCharacters(value);
        }
    }
}
