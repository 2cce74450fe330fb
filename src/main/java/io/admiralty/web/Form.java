package io.admiralty.web;

import io.admiralty.Refusal;
import io.admiralty.game.InvalidRulesetException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A form as it was typed, and what the league refused in it, field by field: a refused form is shown again with
 * everything typed still in it and each refusal beside its field, in the words the service refused it with (the
 * same the API answers). A refusal that names no field of the form is shown above it. The tags field, select,
 * fieldProblem and formAlert (templates/tags/) show a form's fields with their refusals.
 */
final class Form {

    private final Map<String, String> typed;
    private final Map<String, String> problems = new LinkedHashMap<>();
    private String general;

    private Form(Map<String, String> typed) {
        this.typed = typed;
    }

    static Form empty() {
        return new Form(new HashMap<>());
    }

    /** A form of buttons only, refused as a whole: {@code problem} is shown above it. */
    static Form refusedWith(String problem) {
        Form form = empty();
        form.refuse(null, problem);
        return form;
    }

    /** The form's fields as posted, each by its first value. */
    static Form typed(Map<String, List<String>> posted) {
        Map<String, String> first = new HashMap<>();
        posted.forEach((name, values) -> {
            if (values != null && !values.isEmpty() && values.get(0) != null) {
                first.put(name, values.get(0));
            }
        });
        return new Form(first);
    }

    /** A form posted field by field ({@code @RestForm} values), by name and value; a field left out of the post is null. */
    static Form of(String... namesAndValues) {
        Map<String, String> typed = new HashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                typed.put(namesAndValues[i], namesAndValues[i + 1]);
            }
        }
        return new Form(typed);
    }

    /** A value to show in a field before anything was typed. */
    Form preset(String field, String value) {
        typed.putIfAbsent(field, value);
        return this;
    }

    /** What was typed into the field, or "" (null never). */
    public String value(String field) {
        return typed.getOrDefault(field, "");
    }

    /** What was typed, stripped; null when nothing was. */
    String given(String field) {
        String value = value(field).strip();
        return value.isEmpty() ? null : value;
    }

    /** A whole number typed into the field, null when nothing was; refused beside the field when it is no number. */
    Long number(String field) {
        String value = given(field);
        if (value == null) {
            return null;
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            refuse(field, "must be a whole number, was '" + value + "'");
            return null;
        }
    }

    /** {@link #number}, within an int (a larger one is the service's to refuse as out of range). */
    Integer whole(String field) {
        Long value = number(field);
        return value == null ? null : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }

    Double decimal(String field) {
        String value = given(field);
        if (value == null) {
            return null;
        }
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            refuse(field, "must be a number, was '" + value + "'");
            return null;
        }
    }

    /**
     * A value the form needs, read from {@code field}: refused beside it as {@code missing} when nothing was typed there
     * (a value typed that could not be read is refused beside it already).
     */
    <T> T required(T value, String field, String missing) {
        if (value == null && problem(field) == null) {
            refuse(field, missing);
        }
        return value;
    }

    public boolean checked(String field) {
        return !value(field).isEmpty();
    }

    void refuse(String field, String problem) {
        if (field == null) {
            general = general == null ? problem : general + "; " + problem;
        } else {
            problems.merge(field, problem, (before, more) -> before + "; " + more);
        }
    }

    /**
     * Puts the service's refusal beside the field it is about: a Bean Validation violation by the request's property
     * (renamed where the form's field differs), a refusal by the words it opens with ({@code leads}: a field's
     * phrases, such as "season name" or "schedule"); any other above the form.
     */
    void refuse(RuntimeException refused, Map<String, List<String>> leads, Map<String, String> renamed) {
        if (refused instanceof ConstraintViolationException violated) {
            for (ConstraintViolation<?> violation : violated.getConstraintViolations()) {
                String property = property(violation.getPropertyPath());
                refuse(property == null ? null : renamed.getOrDefault(property, property), violation.getMessage());
            }
        } else if (refused instanceof Refusal || refused instanceof InvalidRulesetException) {
            refuse(fieldOf(refused.getMessage(), leads), refused.getMessage());
        } else {
            throw refused;
        }
    }

    /** The field whose phrases {@code message} opens with, whatever their case; null when none does. */
    static String fieldOf(String message, Map<String, List<String>> leads) {
        String said = message.toLowerCase(Locale.ROOT);
        for (Map.Entry<String, List<String>> field : leads.entrySet()) {
            for (String lead : field.getValue()) {
                if (said.startsWith(lead.toLowerCase(Locale.ROOT))) {
                    return field.getKey();
                }
            }
        }
        return null;
    }

    /** The request's first property a violation is about ({@code gamesPerMatchup}), past the method and parameter. */
    private static String property(Path path) {
        for (Path.Node node : path) {
            if (node.getKind() == ElementKind.PROPERTY) {
                return node.getName();
            }
        }
        return null;
    }

    boolean refused() {
        return general != null || !problems.isEmpty();
    }

    /** Every problem, by field ("" for the form's own): what a test reads. */
    Map<String, String> problems() {
        Map<String, String> all = new LinkedHashMap<>(problems);
        if (general != null) {
            all.put("", general);
        }
        return all;
    }

    /** The field's refusal, null when it has none. */
    public String problem(String field) {
        return problems.get(field);
    }

    /** The refusal that names no field (a template shows it above the form), null when there is none. */
    public String general() {
        return general;
    }
}
