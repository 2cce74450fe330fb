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
 * A team's, bot's or season's name as {@link Names} allows it: at most 64 characters, none of them a control
 * character or an invisible one. Null passes: a new version needs no name, and a service says when one is missing.
 */
@Documented
@Constraint(validatedBy = Name.Check.class)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
public @interface Name {

    String message() default "is not a name";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    class Check implements ConstraintValidator<Name, String> {
        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            return Names.problem(value)
                    .map(problem -> {
                        context.disableDefaultConstraintViolation();
                        context.buildConstraintViolationWithTemplate(problem).addConstraintViolation();
                        return false;
                    })
                    .orElse(true);
        }
    }
}
