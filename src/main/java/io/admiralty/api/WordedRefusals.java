package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.team.Roles;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.annotation.Priority;
import jakarta.annotation.security.RolesAllowed;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InterceptorBinding;
import jakarta.interceptor.InvocationContext;
import jakarta.validation.ConstraintViolationException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Method;
import java.util.List;

/**
 * Says why a GraphQL operation was refused, in the words REST uses: Quarkus Security's checks ({@code @RolesAllowed})
 * throw exceptions without a message, and Bean Validation's name the Java method and parameter; GraphQL would show
 * the first as a bare server error and the second with those names. Runs outside the security checks (their
 * interceptors have priority 140 and 150).
 */
@WordedRefusals.Worded
@Interceptor
@Priority(Interceptor.Priority.PLATFORM_BEFORE + 100)
class WordedRefusals {

    /** Marks the beans whose refusals are worded. */
    @InterceptorBinding
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.METHOD})
    @interface Worded {}

    @AroundInvoke
    Object word(InvocationContext invocation) throws Exception {
        try {
            return invocation.proceed();
        } catch (UnauthorizedException e) {
            throw Roles.unauthenticated(allowed(invocation.getMethod()));
        } catch (ForbiddenException e) {
            throw Roles.forbidden(allowed(invocation.getMethod()));
        } catch (ConstraintViolationException e) {
            if (Violations.anyReturned(e.getConstraintViolations())) {
                throw e;
            }
            throw Refusal.invalid(Violations.sentence(e.getConstraintViolations()));
        }
    }

    /** The roles a method allows, from its own annotation or its class's; the organiser's alone when it names none. */
    static List<String> allowed(Method method) {
        RolesAllowed roles = method.getAnnotation(RolesAllowed.class);
        if (roles == null) {
            roles = method.getDeclaringClass().getAnnotation(RolesAllowed.class);
        }
        return roles == null ? List.of(Roles.ORGANISER) : List.of(roles.value());
    }
}
