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

    /**
     * Where a version stands over the rulesets it was validated on, as one word: {@code validating} while any is;
     * {@code refused} when refused on every one (the bot then falls back to an older version); {@code partly-refused}
     * when refused on some (it plays none of the seasons on those rulesets, and the others as usual); else
     * {@code superseded} or {@code skipped} when every one was, and {@code passed}.
     */
    public static String combined(List<ValidationState> states) {
        if (states.contains(ValidationState.VALIDATING)) {
            return ValidationState.VALIDATING.code();
        }
        if (!states.isEmpty() && states.stream().allMatch(s -> s == ValidationState.REFUSED)) {
            return ValidationState.REFUSED.code();
        }
        if (states.contains(ValidationState.REFUSED)) {
            return PARTLY_REFUSED;
        }
        for (ValidationState all : List.of(ValidationState.SUPERSEDED, ValidationState.SKIPPED)) {
            if (!states.isEmpty() && states.stream().allMatch(s -> s == all)) {
                return all.code();
            }
        }
        return ValidationState.PASSED.code();
    }

    /** The word of a version refused on some of its rulesets and let through on the others. */
    public static final String PARTLY_REFUSED = "partly-refused";

    private ValidationVerdict() {}

    /**
     * The verdict on one ruleset's games, played against {@code opponent} on {@code ruleset} (its spec): the sentence
     * names both.
     */
    public static Verdict of(List<Game> games, String opponent, String ruleset) {
        String against = opponent + " on " + ruleset;
        if (games.isEmpty()) {
            return new Verdict(ValidationState.SKIPPED, "no validation game was played");
        }
        if (games.stream().anyMatch(g -> g.forfeit() == null)) {
            long finished = games.stream().filter(g -> g.forfeit() == null).count();
            return new Verdict(
                    ValidationState.PASSED,
                    "finished " + finished + " of " + games.size() + " validation games against " + against);
        }
        String reasons =
                games.stream().map(g -> g.forfeit() + " in game " + g.id()).collect(Collectors.joining(", "));
        return new Verdict(
                ValidationState.REFUSED,
                "forfeited every validation game against " + against + " (" + reasons
                        + "); the transcripts are in those games, for your team");
    }
}
