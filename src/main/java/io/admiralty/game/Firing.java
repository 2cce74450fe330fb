package io.admiralty.game;

/** How many shots a player takes per turn. */
public enum Firing implements Coded {
    /** One shot per turn. */
    SINGLE,
    /** One shot per afloat ship, two for an afloat length-5 ship; the volley is declared before any result. */
    SALVO;

    public static Firing fromCode(String code) {
        return Coded.find(Firing.class, code)
                .orElseThrow(() -> new InvalidRulesetException("unknown firing mode '" + code + "' (single or salvo)"));
    }

    @Override
    public String toString() {
        return code();
    }
}
