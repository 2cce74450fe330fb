package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** graphql-java's and SmallRye's error messages, as they came, and as the API says them. */
class GraphQLErrorsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            textBlock =
                    """
            Validation error (WrongType@[leaderboard]) : argument 'first' with value 'StringValue{value='x'}' is not a valid 'Int' - SRGQL000022: Can not parse a number from [StringValue{value='x'}] | argument 'first' with value '"x"' is not a valid 'Int'
            Validation error (WrongType@[leaderboard]) : argument 'season' with value 'ArrayValue{values=[IntValue{value=1}]}' is not a valid 'ID' - Expected an AST type of 'IntValue' or 'StringValue' but it was a 'ArrayValue' | argument 'season' with value 'a list' is not a valid 'ID' - Expected 'Int' or 'String' but it was a list
            Variable 'f' has an invalid value: SRGQL000013: Expected type [Int] but was [HashMap]. | Variable 'f' has an invalid value: Expected type [Int] but was an object.
            Variable 'f' has an invalid value: Expected a value that can be converted to type 'Int' but it was a 'LinkedHashMap' | Variable 'f' has an invalid value: Expected a value that can be converted to type 'Int' but it was an object
            Validation error (FieldUndefined@[nosuch]) : Field 'nosuch' in type 'Query' is undefined | Field 'nosuch' in type 'Query' is undefined
            'x' is not an id | 'x' is not an id
            class io.vertx.core.json.JsonArray cannot be cast to class io.vertx.core.json.JsonObject | the query could not be run as written
            java.lang.NullPointerException | the query could not be run as written
            """)
    void messagesAreSaidWithTheValuesAsWrittenAndNoJavaNames(String came, String said) {
        assertThat(GraphQLErrors.message(came)).isEqualTo(said);
    }
}
