package io.admiralty.league.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a new password may be (NIST SP 800-63B: length, a list of common and breached passwords, runs and repeats,
 * context words; no composition rules), one row per password, for Ada Lovelace of team Harbour Lights; and that a hash
 * of nothing never matches.
 */
class PasswordsTest {

    private static final List<String> ADA = List.of("ada.lovelace@example.org", "Ada Lovelace", "Harbour Lights");

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # password                                                                   | problem
            correct horse battery                                                        | -
            ten chars!                                                                   | -
            all lower case words only                                                    | -
            nine char                                                                    | password must have at least 10 characters
            ''                                                                           | password is missing
            '          '                                                                 | password must not be only spaces
            ééééééééééééééééééééééééééééééééééé                                          | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            éééééééééééééééééééééééééééééééééééé1                                        | password must be at most 72 bytes long (in UTF-8)
            aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa    | password must be at most 72 bytes long (in UTF-8)
            aaaaaaaaaa                                                                   | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            AAAAAAAAAAAA                                                                 | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            1234567890                                                                   | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            3456789012                                                                   | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            0987654321                                                                   | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            abcdefghijkl                                                                 | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            ababababab                                                                   | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            abcabcabca                                                                   | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            x1y2x1y2x1y2                                                                 | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            abcde12345                                                                   | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            zzzzzz98765                                                                  | password must not be a run of repeated or consecutive characters (such as aaaaaaaaaa or 1234567890)
            password1234                                                                 | password is one of the most common passwords, the first an attacker tries: choose another (a few unrelated words make a good one)
            QwertyUiop                                                                   | password is one of the most common passwords, the first an attacker tries: choose another (a few unrelated words make a good one)
            iloveyou12                                                                   | password is one of the most common passwords, the first an attacker tries: choose another (a few unrelated words make a good one)
            ada.lovelace@example.org                                                     | password must have at least 6 characters besides your email address, your name, your team's name and the league's name
            Ada.Lovelace@Example.org!                                                    | password must have at least 6 characters besides your email address, your name, your team's name and the league's name
            lovelace1815                                                                 | password must have at least 6 characters besides your email address, your name, your team's name and the league's name
            ada lovelace 99                                                              | password must have at least 6 characters besides your email address, your name, your team's name and the league's name
            harbourlights1                                                               | password must have at least 6 characters besides your email address, your name, your team's name and the league's name
            admiralty2024!                                                               | password must have at least 6 characters besides your email address, your name, your team's name and the league's name
            Admiralty Admiralty                                                          | password must have at least 6 characters besides your email address, your name, your team's name and the league's name
            lovelace and the analytical engine                                           | -
            """)
    void newPasswords(String password, String problem) {
        assertThat(Passwords.problem(password, ADA).orElse(null)).isEqualTo(problem);
    }

    @ParameterizedTest
    @CsvSource({"aaaa,1", "abcd,1", "9876,1", "1234567890,1", "aaab,2", "abcabc,2", "abab,2", "a,1", "ab,1", "azaz,4"})
    void runsOfRepeatedOrConsecutiveCharacters(String text, int runs) {
        assertThat(Passwords.runs(text)).isEqualTo(runs);
    }

    @Test
    void contextWordsCountOnlyFromThreeCharacters() {
        // "al" and "jo" are inside too many good passwords to take out of them
        assertThat(Passwords.problem("al jo mountains", List.of("al@jo.io", "Al Jo", "JO")))
                .isEmpty();
        // a context word inside a long password leaves enough; the team's words strung together do not
        assertThat(Passwords.problem("long walks by the harbour at dusk", ADA)).isEmpty();
        assertThat(Passwords.problem("the-long-team-name!", List.of("x@example.org", "X", "The Long Team Name")))
                .isNotEmpty();
    }

    @ParameterizedTest
    @CsvSource({"a password of mine", "''"})
    void aMissingHashMatchesNothingAndAHashMatchesItsPasswordOnly(String password) {
        assertThat(Passwords.matches(password, null)).isFalse();
        String hash = Passwords.hash("a password of mine");
        assertThat(hash).startsWith("$2a$10$");
        assertThat(Passwords.matches(password, hash)).isEqualTo(password.equals("a password of mine"));
    }

    @Test
    void controlCharactersAreRefused() {
        assertThat(Passwords.problem("a password\u0000!", List.of()))
                .contains("password must not contain control characters");
    }
}
