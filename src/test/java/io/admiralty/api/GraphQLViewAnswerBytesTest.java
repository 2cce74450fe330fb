package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;

import graphql.ExecutionResult;
import graphql.ExecutionResultImpl;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** What a kept answer is weighed at: its rows, their fields and their text, so that the answers' bound holds. */
class GraphQLViewAnswerBytesTest {

    @Test
    void anAnswerWeighsInProportionToItsRowsAndItsText() {
        long none = GraphQLViewAnswers.bytes(board(0, ""));
        long ten = GraphQLViewAnswers.bytes(board(10, "x"));
        long hundred = GraphQLViewAnswers.bytes(board(100, "x"));
        long longNames = GraphQLViewAnswers.bytes(board(100, "x".repeat(1_000)));

        assertThat(none).isPositive().isLessThan(ten);
        assertThat((double) hundred - none).isBetween(9.5 * (ten - none), 10.5 * (ten - none));
        // 999 characters more in each of 100 names: two bytes each
        assertThat(longNames - hundred).isEqualTo(100L * 999 * 2);
    }

    @Test
    void anAnswerWithoutDataWeighsLittle() {
        assertThat(GraphQLViewAnswers.bytes(
                        ExecutionResultImpl.newExecutionResult().build()))
                .isLessThan(100);
    }

    /** {leaderboard: [{rank, bot: {name}}...]} with {@code rows} rows. */
    private static ExecutionResult board(int rows, String name) {
        List<Map<String, Object>> board = IntStream.range(0, rows)
                .mapToObj(i -> {
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("rank", i + 1);
                    row.put("bot", Collections.singletonMap("name", name));
                    return row;
                })
                .toList();
        return ExecutionResultImpl.newExecutionResult()
                .data(Map.of("leaderboard", board))
                .build();
    }
}
