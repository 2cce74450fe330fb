package io.admiralty.league.season;

import io.admiralty.Refusal;
import io.admiralty.league.PlainText;
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
 * A season's schedule: a Quartz cron with seconds that fires at all (e.g. {@code 0 0 * * * ?}), in plain text. Null
 * or blank passes: no schedule. How often it may fire is the league's setting, which {@link Seasons} checks.
 */
@Documented
@Constraint(validatedBy = Cron.Check.class)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
public @interface Cron {

    String message() default "is not a cron expression";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    class Check implements ConstraintValidator<Cron, String> {
        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            if (value == null || value.isBlank()) {
                return true;
            }
            String problem;
            if (PlainText.Check.hasControlCharacters(value)) {
                problem = "must not contain control characters (such as NUL or a line break)";
            } else {
                try {
                    SeasonSettings.shortestInterval(value.strip());
                    return true;
                } catch (Refusal refused) {
                    problem = refused.getMessage();
                }
            }
            context.disableDefaultConstraintViolation();
            // the problem may quote the cron, whose braces and dollars are text here, not message parameters
            context.buildConstraintViolationWithTemplate(problem.replaceAll("([{}$\\\\])", "\\\\$1"))
                    .addConstraintViolation();
            return false;
        }
    }
}
