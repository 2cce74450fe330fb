package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.rating.PairedGames.Game;
import io.admiralty.rating.PairedGames.Result;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PairedGamesTest {

    /**
     * Games written as results in game order, W/D/L, matchups separated by '|': "WL|DD" is games 1 and 2 of one
     * matchup, then games 1 and 2 of another.
     */
    @ParameterizedTest
    @CsvSource({
        // games          trinomial L D W   pentanomial 0 1/2 1 3/2 2
        "WW,              '0 0 2',          '0 0 0 0 1'",
        "LL,              '2 0 0',          '1 0 0 0 0'",
        "WL,              '1 0 1',          '0 0 1 0 0'",
        "LW,              '1 0 1',          '0 0 1 0 0'",
        "DD,              '0 2 0',          '0 0 1 0 0'",
        "WD,              '0 1 1',          '0 0 0 1 0'",
        "DL,              '1 1 0',          '0 1 0 0 0'",
        "WWLLWL,          '3 0 3',          '1 0 1 0 1'",
        // a lone last game counts as a game but makes no pair
        "WWL,             '1 0 2',          '0 0 0 0 1'",
        // pairs never span matchups: each matchup's game 1 pairs with its own game 2
        "W|L,             '1 0 1',          '0 0 0 0 0'",
        "WW|LD|DW,        '1 2 3',          '0 1 0 1 1'"
    })
    void countsGamesAndCompletePairs(String games, String trinomial, String pentanomial) {
        PairedGames.Tally tally = PairedGames.tally(parse(games));
        assertThat(tally.trinomial()).containsExactly(counts(trinomial));
        assertThat(tally.pentanomial()).containsExactly(counts(pentanomial));
        assertThat(tally.games()).isEqualTo(games.replace("|", "").length());
        assertThat(tally.pairs()).isEqualTo(Arrays.stream(counts(pentanomial)).sum());
    }

    @Test
    void orderOfStorageDoesNotMatter() {
        List<Game> inOrder = parse("WDLLWW|DL");
        List<Game> reversed = new ArrayList<>(inOrder);
        Collections.reverse(reversed);
        assertThat(PairedGames.tally(reversed).pentanomial())
                .containsExactly(PairedGames.tally(inOrder).pentanomial());
    }

    @Test
    void gamesAreNumberedFromOne() {
        assertThatThrownBy(() -> PairedGames.tally(List.of(new Game(1, 0, Result.WIN))))
                .hasMessageContaining("numbered from 1");
    }

    private static List<Game> parse(String games) {
        List<Game> parsed = new ArrayList<>();
        String[] matchups = games.split("\\|");
        for (int m = 0; m < matchups.length; m++) {
            for (int i = 0; i < matchups[m].length(); i++) {
                Result result =
                        switch (matchups[m].charAt(i)) {
                            case 'W' -> Result.WIN;
                            case 'D' -> Result.DRAW;
                            default -> Result.LOSS;
                        };
                parsed.add(new Game(m + 1, i + 1, result));
            }
        }
        return parsed;
    }

    private static long[] counts(String text) {
        return Arrays.stream(text.trim().split("\\s+"))
                .mapToLong(Long::parseLong)
                .toArray();
    }
}
