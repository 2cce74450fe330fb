package io.admiralty.history;

import io.admiralty.Refusal;
import io.admiralty.game.Coded;
import java.util.EnumSet;
import java.util.Set;

/**
 * What a stored game was played for: a season's matchup, a version gate (its head-to-head games and its pool's), a
 * match on request (a challenge), a new version's validation against a built-in, or a tournament's series. A game of a
 * tournament's round still hidden is in no download (the bot's team sees it once the round is released to
 * participants). A download holds season games
 * unless asked for others: they are what the ratings were made of, and a gate plays hundreds of games of the bot
 * against itself and the pool that would drown them.
 */
public enum GameKind implements Coded {
    SEASON,
    GATE,
    CHALLENGE,
    VALIDATION,
    TOURNAMENT;

    /** The default selection. */
    public static final Set<GameKind> DEFAULT = EnumSet.of(SEASON);

    /**
     * The kinds a {@code kind} parameter names: comma-separated codes, or {@code all}; null or blank is the default.
     * An unknown word is refused with the list of those known.
     */
    public static Set<GameKind> parse(String text) {
        if (text == null || text.isBlank()) {
            return DEFAULT;
        }
        if (text.trim().equalsIgnoreCase("all")) {
            return EnumSet.allOf(GameKind.class);
        }
        Set<GameKind> kinds = EnumSet.noneOf(GameKind.class);
        for (String word : text.split(",", -1)) {
            kinds.add(Coded.find(GameKind.class, word.trim())
                    .orElseThrow(
                            () -> Refusal.invalid("kind must be season, gate, challenge, validation, tournament, a "
                                    + "comma-separated list of them, or all; was '" + text + "'")));
        }
        return kinds;
    }
}
