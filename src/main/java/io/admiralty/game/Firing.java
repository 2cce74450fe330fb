package io.admiralty.game;

/** How many shots a player takes per turn. */
public enum Firing {
    /** One shot per turn. */
    SINGLE("single"),
    /** One shot per afloat ship, two for an afloat length-5 ship; the volley is declared before any result. */
    SALVO("salvo");

    private final String code;

    Firing(String code) {
        this.code = code;
    }

    public static Firing fromCode(String code) {
        for (Firing f : values()) {
            if (f.code.equalsIgnoreCase(code)) {
                return f;
            }
        }
        throw new InvalidRulesetException("unknown firing mode '" + code + "' (single or salvo)");
    }

    @Override
    public String toString() {
        return code;
    }
}
