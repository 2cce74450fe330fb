package io.admiralty.league.validation;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What a version's validation games say, as a pure rule: a version that forfeited every one of them through a fault of
 * its own (a crash, a timeout, a malformed reply...) is refused, with the reasons; one that finished a game is let
 * through, since a single timeout on a loaded machine says less about a bot than a game it played to its end.
 */
public final class ValidationVerdict {

    /** One validation game as the bot lived it: its forfeit's reason ({@code forfeit_crash}...), or null. */
    public record Game(long id, String forfeit) {}

    /** The verdict: the state, and the sentence the team reads. */
    public record Verdict(ValidationState state, String detail) {}

    private ValidationVerdict() {}

    public static Verdict of(List<Game> games, String opponent) {
        if (games.isEmpty()) {
            return new Verdict(ValidationState.SKIPPED, "no validation game was played");
        }
        if (games.stream().anyMatch(g -> g.forfeit() == null)) {
            long finished = games.stream().filter(g -> g.forfeit() == null).count();
            return new Verdict(
                    ValidationState.PASSED,
                    "finished " + finished + " of " + games.size() + " validation games against " + opponent);
        }
        String reasons =
                games.stream().map(g -> g.forfeit() + " in game " + g.id()).collect(Collectors.joining(", "));
        return new Verdict(
                ValidationState.REFUSED,
                "forfeited every validation game against " + opponent + " (" + reasons
                        + "); the transcripts are in those games, for your team");
    }
}
