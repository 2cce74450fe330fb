package io.admiralty.league.tournament;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The formats an organiser picks from, stored by name, each with its word on the wire and the rules it plays by. */
public enum TournamentFormat {
    SWISS("swiss"),
    SINGLE("single"),
    DOUBLE("double"),
    ROUND_ROBIN("round-robin");

    private final String word;

    TournamentFormat(String word) {
        this.word = word;
    }

    /** Its word in requests and answers. */
    public String word() {
        return word;
    }

    public static Optional<TournamentFormat> of(String word) {
        return Arrays.stream(values()).filter(f -> f.word.equals(word)).findFirst();
    }

    /**
     * The pure rules of this format; {@code rounds}, {@code forbidden} and {@code withdrawnAfter} (the withdrawn
     * entrants, each with the rounds paired when it was withdrawn) are a Swiss's alone: a bracket's withdrawn entrant
     * loses its series by walkover instead.
     */
    public Format rules(Integer rounds, Set<Pair> forbidden, Map<Long, Integer> withdrawnAfter) {
        return switch (this) {
            case SWISS -> new Swiss(rounds, forbidden, withdrawnAfter);
            case SINGLE -> new SingleElimination();
            case DOUBLE -> new DoubleElimination();
            case ROUND_ROBIN -> new RoundRobin();
        };
    }
}
