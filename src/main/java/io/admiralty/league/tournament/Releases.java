package io.admiralty.league.tournament;

import java.util.Map;
import java.util.Set;

/**
 * What each viewer sees of a tournament's rounds, as Battlecode releases its finals: each round is {@code HIDDEN}
 * (the organiser alone sees it), {@code PARTICIPANTS} (the two teams of a series see that series) or {@code PUBLIC},
 * as the organiser released it, else {@code byDefault} ({@code PUBLIC} as games finish, or {@code HIDDEN} for a
 * streamed event). A round shows no more than the rounds before it, whatever its own stage: its pairings and its
 * entrants' scores would tell their results.
 *
 * <p>Of a series a viewer sees nothing, its pairing alone (who meets whom: round 1's come from the public seeding,
 * later ones from the results before), or the whole of it (its games and replays, score, winner, who advances and
 * who is out, the rating changes). A pairing is shown once the round before is public, the whole once its own round
 * is (or, released to participants, to its two teams).
 */
public record Releases(Stage byDefault, Map<Integer, Stage> released) {

    /** A round's reveal stage, from the most closed. */
    public enum Stage {
        HIDDEN,
        PARTICIPANTS,
        PUBLIC
    }

    /** Who is looking. */
    public sealed interface Viewer {}

    /** The tournament's organiser: sees everything. */
    public record Organiser() implements Viewer {}

    /** A team, by the entrants (bots) it holds in the tournament. */
    public record Team(Set<Long> entrants) implements Viewer {

        public Team {
            entrants = Set.copyOf(entrants);
        }
    }

    /** Anyone else: not signed in, or signed in without an entrant in the tournament. */
    public record Anyone() implements Viewer {}

    /** How much of a series a viewer sees. */
    public enum Sight {
        NOTHING,
        PAIRING,
        WHOLE
    }

    public Releases {
        released = Map.copyOf(released);
    }

    /** The stage round {@code round} was released to, or the default. */
    public Stage stage(int round) {
        return released.getOrDefault(round, byDefault);
    }

    /** The stage round {@code round} is shown at: its own, or that of a round before it when more closed. */
    public Stage shown(int round) {
        Stage shown = Stage.PUBLIC;
        for (int before = 1; before <= round; before++) {
            if (stage(before).compareTo(shown) < 0) {
                shown = stage(before);
            }
        }
        return shown;
    }

    public Sight sight(Viewer viewer, Series series) {
        int round = series.slot().round();
        Stage shown = shown(round);
        if (viewer instanceof Organiser
                || shown == Stage.PUBLIC
                || shown == Stage.PARTICIPANTS
                        && viewer instanceof Team team
                        && (team.entrants().contains(series.first())
                                || team.entrants().contains(series.second()))) {
            return Sight.WHOLE;
        }
        return round == 1 || shown(round - 1) == Stage.PUBLIC ? Sight.PAIRING : Sight.NOTHING;
    }

    /** Whether {@code viewer} sees the standings (and the placings) after round {@code round}. */
    public boolean standingsShown(Viewer viewer, int round) {
        return viewer instanceof Organiser || shown(round) == Stage.PUBLIC;
    }
}
