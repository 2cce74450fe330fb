package io.admiralty.api;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import java.util.Collection;
import java.util.stream.Collectors;

/**
 * What Bean Validation found wrong with a request, in one sentence of the API's words: each field by its path in the
 * request ({@code name}, {@code command[1]}, {@code gate.maxGames}, or a query parameter's name) and what it must be,
 * never the Java method or parameter it reached.
 */
final class Violations {

    private Violations() {}

    static String sentence(Collection<? extends ConstraintViolation<?>> violations) {
        return violations.stream().map(Violations::said).sorted().distinct().collect(Collectors.joining("; "));
    }

    /** Whether any of them is about what a method returned, not what it was sent: the service's fault. */
    static boolean anyReturned(Collection<? extends ConstraintViolation<?>> violations) {
        return violations.stream().anyMatch(v -> java.util.stream.StreamSupport.stream(
                        v.getPropertyPath().spliterator(), false)
                .anyMatch(node -> node.getKind() == ElementKind.RETURN_VALUE));
    }

    private static String said(ConstraintViolation<?> violation) {
        String field = field(violation.getPropertyPath());
        String message = violation.getMessage();
        // a message that names its field already (a cron's, quoting the schedule) is a whole sentence
        return field.isEmpty() || message.startsWith(leaf(field) + " ") ? message : field + " " + message;
    }

    /**
     * The request's path of a violation: the properties after the method's parameter (the body), or the parameter's
     * own name when it is the field itself (a query parameter).
     */
    private static String field(Path path) {
        StringBuilder field = new StringBuilder();
        String parameter = "";
        for (Path.Node node : path) {
            switch (node.getKind()) {
                case METHOD, CONSTRUCTOR, RETURN_VALUE, CROSS_PARAMETER, BEAN -> {}
                case PARAMETER -> parameter = node.getName();
                case PROPERTY -> {
                    index(field, node);
                    field.append(field.isEmpty() ? "" : ".").append(node.getName());
                }
                case CONTAINER_ELEMENT -> index(field, node);
            }
        }
        return field.isEmpty() ? parameter : field.toString();
    }

    /** A list element's index, or a map's key, on the node that holds it: {@code command[1]}. */
    private static void index(StringBuilder field, Path.Node node) {
        if (node.getIndex() != null) {
            field.append('[').append(node.getIndex()).append(']');
        } else if (node.getKey() != null) {
            field.append('[')
                    .append(JsonWords.shown(String.valueOf(node.getKey())))
                    .append(']');
        }
    }

    private static String leaf(String field) {
        return field.substring(field.lastIndexOf('.') + 1);
    }
}
