package io.admiralty.game;

/** A ruleset that breaks the limits or whose fleet cannot be placed on its board. */
public class InvalidRulesetException extends IllegalArgumentException {
    public InvalidRulesetException(String message) {
        super(message);
    }
}
