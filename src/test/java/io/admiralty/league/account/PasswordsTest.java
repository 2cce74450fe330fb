package io.admiralty.league.account;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a new password may be, one row per password; and that a hash of nothing never matches. */
class PasswordsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # password                                                                   | problem
            correct horse                                                                | -
            ten chars!                                                                   | -
            nine char                                                                    | password must have at least 10 characters
            ''                                                                           | password is missing
            ééééééééééééééééééééééééééééééééééé                                          | -
            éééééééééééééééééééééééééééééééééééé1                                        | password must be at most 72 bytes long (in UTF-8)
            aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa    | password must be at most 72 bytes long (in UTF-8)
            """)
    void newPasswords(String password, String problem) {
        assertThat(Passwords.problem(password).orElse(null)).isEqualTo(problem);
    }

    @ParameterizedTest
    @CsvSource({"a password of mine", "''"})
    void aMissingHashMatchesNothingAndAHashMatchesItsPasswordOnly(String password) {
        assertThat(Passwords.matches(password, null)).isFalse();
        String hash = Passwords.hash("a password of mine");
        assertThat(hash).startsWith("$2a$10$");
        assertThat(Passwords.matches(password, hash)).isEqualTo(password.equals("a password of mine"));
    }

    @org.junit.jupiter.api.Test
    void controlCharactersAreRefused() {
        assertThat(Passwords.problem("a password\u0000!")).contains("password must not contain control characters");
    }
}
