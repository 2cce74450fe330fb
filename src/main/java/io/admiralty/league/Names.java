package io.admiralty.league;

import io.admiralty.Refusal;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;

/**
 * What a name of a team, bot, season or person may be, and when two names are one. A name is kept in Unicode's NFKC
 * form (a full-width {@code ｂｒａｖｏ} is {@code bravo}, a ligature {@code ﬁ} is {@code fi}), 1 to 64 characters, with
 * no control character and nothing a reader cannot see or that turns the text around: zero-width spaces and joiners,
 * bidirectional controls such as the right-to-left override, soft hyphens, variation selectors, fillers. Two names
 * are the same name when their {@link #key}s are equal: normalised, case-folded and with runs of spaces as one, so that
 * {@code Bravo}, {@code BRAVO} and {@code bravo} side by side on a leaderboard are one team. Letters of other scripts
 * that look Latin (a Cyrillic {@code а}) are not folded: NFKC does not, and that is {@code confusables.txt}' work.
 */
public final class Names {

    public static final int MAX = 64;

    private Names() {}

    /** The name as kept: normalised and stripped; refused (400) when missing or not a name. */
    public static String check(String what, String name) {
        if (name == null || name.isBlank()) {
            throw Refusal.invalid(what + " is missing");
        }
        problem(name).ifPresent(problem -> {
            throw Refusal.invalid(what + " " + problem);
        });
        String clean = normalised(name);
        if (clean.isEmpty()) {
            throw Refusal.invalid(what + " is missing");
        }
        return clean;
    }

    /** What is wrong with a name that is given, if anything (a missing name is the caller's to refuse or allow). */
    public static Optional<String> problem(String name) {
        if (name == null) {
            return Optional.empty();
        }
        if (PlainText.Check.hasControlCharacters(name)) {
            return Optional.of("contains control characters");
        }
        if (name.codePoints().anyMatch(Names::hidden)) {
            return Optional.of(
                    "contains invisible or direction-changing characters (such as a zero-width space or a right-to-left"
                            + " override), which would make it look like another name");
        }
        if (normalised(name).length() > MAX) {
            return Optional.of("is longer than " + MAX + " characters");
        }
        return Optional.empty();
    }

    /**
     * What a reader sees of the name, for telling two names apart: NFKC, full case folding (as far as Java has it:
     * upper then lower case, so {@code ß} is {@code ss}), NFKC again, runs of spaces as one.
     */
    public static String key(String name) {
        String folded = normalised(name).toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
        return Normalizer.normalize(folded, Normalizer.Form.NFKC).replaceAll("\\s+", " ");
    }

    private static String normalised(String name) {
        return Normalizer.normalize(name, Normalizer.Form.NFKC).strip();
    }

    /**
     * Whether the character shows nothing, or changes the direction of what follows: every format character (Unicode's
     * Cf: zero-width space, joiners, bidirectional marks, overrides and isolates, the soft hyphen, tags), the line and
     * paragraph separators, and the invisible characters of other classes that Unicode lists as default ignorable or
     * that render blank (combining grapheme joiner, Hangul fillers, Khmer inherent vowels, Mongolian variation
     * selectors, variation selectors, the Braille blank).
     */
    static boolean hidden(int c) {
        int type = Character.getType(c);
        return type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || c == 0x034F
                || c == 0x115F
                || c == 0x1160
                || c == 0x17B4
                || c == 0x17B5
                || (c >= 0x180B && c <= 0x180F)
                || c == 0x2800
                || c == 0x3164
                || (c >= 0xFE00 && c <= 0xFE0F)
                || c == 0xFFA0
                || (c >= 0xE0100 && c <= 0xE01EF);
    }
}
