package io.admiralty.league.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.tournament.Releases.Anyone;
import io.admiralty.league.tournament.Releases.Organiser;
import io.admiralty.league.tournament.Releases.Sight;
import io.admiralty.league.tournament.Releases.Stage;
import io.admiralty.league.tournament.Releases.Team;
import io.admiralty.league.tournament.Releases.Viewer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What each viewer sees of a round, without a database. Rows: the default stage, the rounds released ("1:PUBLIC"),
 * the viewer ("organiser", "anyone", "team:N" for a team holding entrant N), the round of a series between entrants 1
 * and 2, and what the viewer sees of it.
 */
@Execution(ExecutionMode.CONCURRENT)
class ReleasesTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # default | released                      | viewer    | round | sight
            HIDDEN    | -                             | organiser | 1     | WHOLE
            HIDDEN    | -                             | organiser | 5     | WHOLE
            HIDDEN    | -                             | anyone    | 1     | PAIRING
            HIDDEN    | -                             | team:1    | 1     | PAIRING
            HIDDEN    | -                             | anyone    | 2     | NOTHING
            HIDDEN    | -                             | team:1    | 2     | NOTHING
            HIDDEN    | 1:PARTICIPANTS                | team:1    | 1     | WHOLE
            HIDDEN    | 1:PARTICIPANTS                | team:2    | 1     | WHOLE
            HIDDEN    | 1:PARTICIPANTS                | team:3    | 1     | PAIRING
            HIDDEN    | 1:PARTICIPANTS                | anyone    | 1     | PAIRING
            HIDDEN    | 1:PARTICIPANTS                | team:1    | 2     | NOTHING
            HIDDEN    | 1:PARTICIPANTS 2:PARTICIPANTS | team:1    | 2     | WHOLE
            HIDDEN    | 1:PARTICIPANTS 2:PARTICIPANTS | team:3    | 2     | NOTHING
            HIDDEN    | 1:PARTICIPANTS 2:PUBLIC       | anyone    | 2     | NOTHING
            HIDDEN    | 1:PARTICIPANTS 2:PUBLIC       | team:2    | 2     | WHOLE
            HIDDEN    | 1:PUBLIC                      | anyone    | 1     | WHOLE
            HIDDEN    | 1:PUBLIC                      | anyone    | 2     | PAIRING
            HIDDEN    | 1:PUBLIC                      | team:1    | 2     | PAIRING
            HIDDEN    | 2:PUBLIC                      | anyone    | 2     | NOTHING
            HIDDEN    | 2:PUBLIC                      | anyone    | 1     | PAIRING
            HIDDEN    | 1:PUBLIC 2:PUBLIC             | anyone    | 2     | WHOLE
            HIDDEN    | 1:PUBLIC 2:PUBLIC             | anyone    | 3     | PAIRING
            PUBLIC    | -                             | anyone    | 4     | WHOLE
            PUBLIC    | 1:HIDDEN                      | anyone    | 3     | NOTHING
            PUBLIC    | 2:HIDDEN                      | anyone    | 2     | PAIRING
            PUBLIC    | 2:HIDDEN                      | anyone    | 3     | NOTHING
            PUBLIC    | 2:HIDDEN                      | organiser | 3     | WHOLE
            PUBLIC    | 2:PARTICIPANTS                | team:2    | 3     | WHOLE
            PUBLIC    | 2:PARTICIPANTS                | team:3    | 3     | NOTHING
            PUBLIC    | 2:PARTICIPANTS                | anyone    | 3     | NOTHING
            """)
    void aRoundShowsWhatItsStageAndTheRoundsBeforeItAllow(
            Stage byDefault, String released, String viewer, int round, Sight sight) {
        Series series = Series.of(new Slot(round, Slot.Section.POOL, 1), 1, 2).wonBy(1);
        assertThat(releases(byDefault, released).sight(viewer(viewer), series)).isEqualTo(sight);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # default | released           | viewer    | after round | shown
            HIDDEN    | -                  | organiser | 3           | true
            HIDDEN    | 1:PUBLIC           | anyone    | 1           | true
            HIDDEN    | 1:PUBLIC           | anyone    | 2           | false
            HIDDEN    | 1:PUBLIC 2:PARTICIPANTS | team:1 | 2        | false
            PUBLIC    | -                  | anyone    | 7           | true
            PUBLIC    | 3:HIDDEN           | anyone    | 4           | false
            """)
    void standingsAreShownOnceTheRoundIsPublic(
            Stage byDefault, String released, String viewer, int round, boolean shown) {
        assertThat(releases(byDefault, released).standingsShown(viewer(viewer), round))
                .isEqualTo(shown);
    }

    static Stream<Format> formats() {
        return Stream.of(new SingleElimination(), new DoubleElimination(), new RoundRobin(), new Swiss(5, Set.of()));
    }

    /**
     * Whatever the releases, anyone but the two teams of a series sees its pairing only when every series of the
     * round before shows whole to it: a pairing never tells a result it may not see.
     */
    @ParameterizedTest
    @MethodSource("formats")
    void aPairingSeenNeverTellsAResultUnseen(Format format) {
        Random random = new Random(47);
        List<Entrant> entrants = TournamentFixtures.entrants(11);
        List<Series> series = TournamentFixtures.playOut(
                        format, entrants, s -> random.nextBoolean() ? s.first() : s.second())
                .series();
        int rounds = series.stream().mapToInt(s -> s.slot().round()).max().orElseThrow();
        for (int trial = 0; trial < 200; trial++) {
            Map<Integer, Stage> released = new HashMap<>();
            for (int round = 1; round <= rounds; round++) {
                if (random.nextBoolean()) {
                    released.put(round, Stage.values()[random.nextInt(3)]);
                }
            }
            Releases releases = new Releases(random.nextBoolean() ? Stage.HIDDEN : Stage.PUBLIC, released);
            for (Viewer viewer : List.of(new Anyone(), new Team(Set.of((long) 1 + random.nextInt(11))))) {
                for (Series seen : series) {
                    int round = seen.slot().round();
                    boolean ownSeries = viewer instanceof Team team
                            && (team.entrants().contains(seen.first())
                                    || team.entrants().contains(seen.second()));
                    if (round == 1 || ownSeries || releases.sight(viewer, seen) == Sight.NOTHING) {
                        continue;
                    }
                    assertThat(series.stream().filter(s -> s.slot().round() == round - 1))
                            .allSatisfy(before ->
                                    assertThat(releases.sight(viewer, before)).isEqualTo(Sight.WHOLE));
                }
            }
        }
    }

    private static Releases releases(Stage byDefault, String released) {
        Map<Integer, Stage> stages = new HashMap<>();
        if (!released.equals("-")) {
            for (String one : released.split(" ")) {
                String[] roundAndStage = one.split(":");
                stages.put(Integer.parseInt(roundAndStage[0]), Stage.valueOf(roundAndStage[1]));
            }
        }
        return new Releases(byDefault, stages);
    }

    private static Viewer viewer(String written) {
        if (written.equals("organiser")) {
            return new Organiser();
        }
        if (written.equals("anyone")) {
            return new Anyone();
        }
        return new Team(Set.of(Long.parseLong(written.substring("team:".length()))));
    }
}
