package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.Refusal;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GraphQLLimitsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{ seasons { id name progress { queued running done games } } }",
                "{ leaderboard(season: \"1\", first: 1000) { rank elo mle mleLow mleHigh bot { id name team { name } } } }",
                "{ games(first: 100) { games { id botA { name } botB { name } winner reason } endCursor hasNextPage } }",
                "query($n: Int) { games(first: $n) { games { id } } }",
                "{ game(id: \"1\") { strikes { seq shooter x y result sunkShip sunkLength } placementA { x y } } }",
                "{ a: bot(id: \"1\") { ...b } c: bot(id: \"2\") { ...b } } fragment b on BotView { id name }"
            })
    void whatThePagesAndScriptsAskIsAllowed(String query) {
        assertThatCode(() -> GraphQLLimits.check(query, Map.of("n", 50))).doesNotThrowAnyException();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{ games(first: 101) { games { id } } }| games(first: 101) asks for more than 100",
                "query($n: Int) { games(first: $n) { games { id } } }| games(first: 5000)",
                "{ leaderboard(season: \"1\", first: 1001) { rank } }| more than 1000 items",
                "{ a { b { c { d { e { f { g { h { i { j { k } } } } } } } } } } }| deeper than 10",
                "{ ...f } fragment f on Query { ...f }| spreads itself",
                "{ ...missing }| does not define",
                "{ seasons { id | not valid GraphQL",
                "''| no GraphQL query"
            })
    void abusiveQueriesAreRefusedWithTheReason(String query, String reason) {
        assertThatThrownBy(() -> GraphQLLimits.check(query, Map.of("n", 5000)))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining(reason);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "500| games(first: 5) { games { id } }| longer than 5000 tokens",
                "40| games(first: 500) { games { id } }| more than 100 items",
                "201| s: seasons { id }| more than 200 fields",
                // 30 pages of 100 games with 8 fields each: few fields, but 24,000 games' worth of work
                "30| games(first: 100) { games { id season index ruleset seed winner reason detail } }| cost more than 20000"
            })
    void manyAliasesAreCountedOneByOne(int aliases, String field, String reason) {
        StringBuilder query = new StringBuilder("{");
        for (int i = 0; i < aliases; i++) {
            query.append(" a").append(i).append(": ").append(field.replaceFirst("^s: ", ""));
        }
        assertThatThrownBy(() -> GraphQLLimits.check(query.append(" }").toString(), Map.of()))
                .hasMessageContaining(reason);
    }
}
