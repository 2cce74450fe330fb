package io.admiralty.league.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.ForfeitReason;
import io.admiralty.league.bench.BenchRule.Game;
import io.admiralty.league.bench.BenchRule.Played;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * When a bot is benched, as a table: each matchup is a word of its games, newest matchup first: {@code c} a crash,
 * {@code t} a timeout, {@code m} memory, {@code w} a game it won or lost on the board (not a forfeit), {@code -} no
 * game; a {@code ^} before a matchup says it began before the bot was last put back.
 */
class BenchRuleTest {

    private static final Instant LIFTED = Instant.parse("2026-11-27T12:00:00Z");

    static Stream<Arguments> table() {
        return Stream.of(
                // n, matchups newest first, benched, reason
                Arguments.of(2, "ccc ccc", true, "forfeited all 6 games of its last 2 matchups (crash 6)"),
                Arguments.of(2, "ccc ccc ccc", true, "forfeited all 6 games of its last 2 matchups (crash 6)"),
                Arguments.of(2, "ccc", false, null),
                Arguments.of(2, "ccc ccw", false, null),
                Arguments.of(2, "wcc ccc", false, null),
                Arguments.of(2, "ccc - ccc", false, null),
                Arguments.of(
                        2,
                        "ctm ttt",
                        true,
                        "forfeited all 6 games of its last 2 matchups (timeout 4, crash 1, memory 1)"),
                Arguments.of(1, "c", true, "forfeited all 1 games of its last matchup (crash 1)"),
                Arguments.of(1, "w ccc", false, null),
                Arguments.of(3, "cc cc ^cc", false, null),
                Arguments.of(2, "cc cc ^cc", true, "forfeited all 4 games of its last 2 matchups (crash 4)"),
                Arguments.of(0, "ccc ccc", false, null),
                Arguments.of(2, "", false, null));
    }

    @ParameterizedTest(name = "n={0} [{1}] benched={2}")
    @MethodSource("table")
    void benchedWhenItsLastMatchupsWereForfeitedWhole(int n, String matchups, boolean benched, String reason) {
        Optional<BenchRule.Verdict> verdict = BenchRule.judge(n, LIFTED, played(matchups));
        assertThat(verdict.isPresent()).isEqualTo(benched);
        verdict.ifPresent(v -> {
            assertThat(v.reason()).isEqualTo(reason);
            assertThat(v.matchups()).hasSize(n).isSorted();
        });
    }

    @Test
    void theGamesThatShowItAreTheFirstFiftyOldestFirst() {
        BenchRule.Verdict verdict = BenchRule.judge(2, null, played("c".repeat(40) + " " + "c".repeat(40)))
                .orElseThrow();
        assertThat(verdict.games()).hasSize(BenchRule.GAMES_SHOWN).isSorted();
        assertThat(verdict.games().get(0)).isEqualTo(1001L);
        assertThat(verdict.matchups()).containsExactly(1L, 2L);
    }

    /** Matchups written newest first; ids count up from the oldest, games' ids from 1000 + 1. */
    private static List<Played> played(String words) {
        List<String> newestFirst =
                words.isBlank() ? List.of() : List.of(words.trim().split(" "));
        List<Played> oldestFirst = new ArrayList<>();
        long gameId = 1000;
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            String word = newestFirst.get(i);
            boolean before = word.startsWith("^");
            Instant start = before ? LIFTED.minusSeconds(60) : LIFTED.plusSeconds(60);
            List<Game> games = new ArrayList<>();
            for (char c : word.replace("^", "").replace("-", "").toCharArray()) {
                games.add(new Game(++gameId, start, forfeit(c)));
            }
            oldestFirst.add(new Played(oldestFirst.size() + 1, games));
        }
        List<Played> result = new ArrayList<>(oldestFirst);
        Collections.reverse(result);
        return result;
    }

    private static ForfeitReason forfeit(char c) {
        return switch (c) {
            case 'c' -> ForfeitReason.CRASH;
            case 't' -> ForfeitReason.TIMEOUT;
            case 'm' -> ForfeitReason.MEMORY;
            case 'w' -> null;
            default -> throw new IllegalArgumentException("no game '" + c + "'");
        };
    }
}
