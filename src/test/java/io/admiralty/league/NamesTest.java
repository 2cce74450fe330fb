package io.admiralty.league;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.Refusal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Names as a reader sees them: kept in NFKC, refused with invisible or direction-changing characters, and the same
 * name when they read alike side by side. Characters are written as {@code \\uXXXX} escapes, read by {@link #text}.
 */
class NamesTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # given                       | kept
            bravo                         | bravo
            '  bravo  '                   | bravo
            \\uFF42\\uFF52\\uFF41\\uFF56\\uFF4F | bravo
            \\uFB01sh                      | fish
            Team\\u00A0One                 | Team One
            Team\\u3000One                 | Team One
            caf\\u0065\\u0301                | caf\\u00E9
            \\u00C5ngstr\\u00F6m             | \\u00C5ngstr\\u00F6m
            \\u05E9\\u05DC\\u05D5\\u05DD        | \\u05E9\\u05DC\\u05D5\\u05DD
            """)
    void namesAreKeptNormalised(String given, String kept) {
        assertThat(Names.check("team name", text(given))).isEqualTo(text(kept));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # given, with the character that hides something
            bravo\\u200B
            bra\\u200Cvo
            bra\\u200Dvo
            \\u200Ebravo
            \\u200Fbravo
            bravo\\u202Eovarb
            \\u202Abravo\\u202C
            \\u2066bravo\\u2069
            \\u2067bravo
            \\uFEFFbravo
            bra\\u00ADvo
            bra\\u2060vo
            bravo\\u2028
            bravo\\u034F
            \\u3164
            bravo\\u3164
            \\u115Fbravo
            bravo\\uFE0F
            \\u2800\\u2800
            bravo\\uDB40\\uDC01
            bravo\\u061C
            """)
    void invisibleAndDirectionChangingCharactersAreRefused(String given) {
        assertThatThrownBy(() -> Names.check("team name", text(given)))
                .isInstanceOf(Refusal.class)
                .hasMessageStartingWith("team name contains invisible or direction-changing characters");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # one            | another                        | same
            bravo            | BRAVO                          | true
            bravo            | Bravo                          | true
            bravo            | \\uFF22\\uFF32\\uFF21\\uFF36\\uFF2F   | true
            team one         | 'Team   One'                   | true
            team one         | Team\\u2003One                  | true
            stra\\u00DFe       | STRASSE                        | true
            caf\\u00E9         | CAFE\\u0301                     | true
            density          | Density                        | true
            \\uFB01sh          | FISH                           | true
            bravo            | bravo2                         | false
            team one         | teamone                        | false
            """)
    void namesThatReadAlikeHaveOneKey(String one, String another, boolean same) {
        assertThat(Names.key(Names.check("name", text(one))).equals(Names.key(Names.check("name", text(another)))))
                .isEqualTo(same);
    }

    @ParameterizedTest
    @CsvSource({"'   '", "''"})
    void aBlankNameIsMissing(String given) {
        assertThatThrownBy(() -> Names.check("bot name", given)).hasMessage("bot name is missing");
    }

    /** The text with its {@code \\uXXXX} escapes read. */
    private static String text(String escaped) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < escaped.length(); i++) {
            if (escaped.startsWith("\\u", i)) {
                text.append((char) Integer.parseInt(escaped.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                text.append(escaped.charAt(i));
            }
        }
        return text.toString();
    }
}
