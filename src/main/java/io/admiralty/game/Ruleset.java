package io.admiralty.game;

import java.util.ArrayList;
import java.util.List;

/**
 * Board size, fleet (ship lengths in fleet order; a ship's index in this list names it) and firing mode.
 * A ruleset whose fleet cannot be placed on its board cannot be constructed.
 */
public record Ruleset(int width, int height, List<Integer> fleet, Firing firing) {

    public static final int MAX_SIDE = 100;
    public static final int MAX_SHIP_LENGTH = 6;
    public static final int MAX_SHIPS_PER_LENGTH = 10;
    static final List<Integer> STANDARD_FLEET = List.of(5, 4, 3, 3, 2);

    private static final Ruleset CLASSIC = new Ruleset(10, 10, STANDARD_FLEET, Firing.SINGLE);
    private static final Ruleset SALVO = new Ruleset(10, 10, STANDARD_FLEET, Firing.SALVO);

    public Ruleset {
        if (width < 1 || width > MAX_SIDE || height < 1 || height > MAX_SIDE) {
            throw new InvalidRulesetException("board must be 1..100 by 1..100, was " + width + "x" + height);
        }
        if (fleet == null || fleet.isEmpty()) {
            throw new InvalidRulesetException("fleet must have at least one ship");
        }
        if (firing == null) {
            throw new InvalidRulesetException("firing mode is missing (single or salvo)");
        }
        fleet = List.copyOf(fleet);
        int[] counts = new int[MAX_SHIP_LENGTH + 1];
        for (Integer length : fleet) {
            if (length == null || length < 1 || length > MAX_SHIP_LENGTH) {
                throw new InvalidRulesetException("ship lengths must be 1.." + MAX_SHIP_LENGTH + ", got " + length);
            }
            if (++counts[length] > MAX_SHIPS_PER_LENGTH) {
                throw new InvalidRulesetException("at most " + MAX_SHIPS_PER_LENGTH + " ships of length " + length);
            }
        }
        String unfit = FleetPacking.whyUnplaceable(width, height, counts);
        if (unfit != null) {
            throw new InvalidRulesetException(
                    "fleet " + fleet + " cannot be placed on a " + width + "x" + height + " board: " + unfit);
        }
    }

    public static Ruleset classic() {
        return CLASSIC;
    }

    public static Ruleset salvo() {
        return SALVO;
    }

    /** Builds a custom ruleset from counts: {@code countsByLength[i]} ships of length {@code i + 1}, longest first in the fleet. */
    public static Ruleset ofCounts(int width, int height, int[] countsByLength, Firing firing) {
        if (countsByLength.length > MAX_SHIP_LENGTH) {
            throw new InvalidRulesetException("ship lengths must be 1.." + MAX_SHIP_LENGTH);
        }
        List<Integer> fleet = new ArrayList<>();
        for (int length = countsByLength.length; length >= 1; length--) {
            int count = countsByLength[length - 1];
            if (count < 0 || count > MAX_SHIPS_PER_LENGTH) {
                throw new InvalidRulesetException(
                        "count of length-" + length + " ships must be 0.." + MAX_SHIPS_PER_LENGTH);
            }
            for (int i = 0; i < count; i++) {
                fleet.add(length);
            }
        }
        return new Ruleset(width, height, fleet, firing);
    }

    /** Parses {@code classic}, {@code salvo} or {@code WxH:L,L,...[:single|:salvo]}, e.g. {@code 8x8:4,3,3,2:salvo}. */
    public static Ruleset parse(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new InvalidRulesetException("ruleset is empty: use classic, salvo or WxH:FLEET[:salvo]");
        }
        String s = spec.trim().toLowerCase();
        if (s.equals("classic")) {
            return CLASSIC;
        }
        if (s.equals("salvo")) {
            return SALVO;
        }
        String[] parts = s.split(":");
        String[] size = parts[0].split("x");
        if (parts.length < 2 || parts.length > 3 || size.length != 2) {
            throw new InvalidRulesetException(
                    "ruleset '" + spec + "' is not classic, salvo or WxH:FLEET[:salvo], e.g. 8x8:4,3,3,2");
        }
        try {
            List<Integer> fleet = new ArrayList<>();
            for (String length : parts[1].split(",")) {
                fleet.add(Integer.parseInt(length.trim()));
            }
            Firing firing = parts.length == 3 ? Firing.fromCode(parts[2]) : Firing.SINGLE;
            return new Ruleset(Integer.parseInt(size[0].trim()), Integer.parseInt(size[1].trim()), fleet, firing);
        } catch (NumberFormatException e) {
            throw new InvalidRulesetException("ruleset '" + spec + "' has a number that is not a whole number");
        }
    }

    /** The inverse of {@link #parse}. */
    public String spec() {
        if (equals(CLASSIC)) {
            return "classic";
        }
        if (equals(SALVO)) {
            return "salvo";
        }
        StringBuilder sb =
                new StringBuilder().append(width).append('x').append(height).append(':');
        for (int i = 0; i < fleet.size(); i++) {
            sb.append(i == 0 ? "" : ",").append(fleet.get(i));
        }
        return firing == Firing.SALVO ? sb.append(":salvo").toString() : sb.toString();
    }

    public int cells() {
        return width * height;
    }

    /** Shots each player may take before the game is called a draw (bots that repeat shots forever exist). */
    public int turnCap() {
        return 4 * width * height;
    }

    /** Ship counts indexed by length (index 0 unused). */
    public int[] countsByLength() {
        int[] counts = new int[MAX_SHIP_LENGTH + 1];
        for (int length : fleet) {
            counts[length]++;
        }
        return counts;
    }

    /** Salvo shots a ship gives its side while it is afloat: two for a length-5 ship, one for any other. */
    public static int salvoShotsFor(int shipLength) {
        return shipLength == 5 ? 2 : 1;
    }
}
