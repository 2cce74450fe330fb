package io.admiralty.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import io.admiralty.game.Firing;
import io.admiralty.game.Ruleset;
import io.admiralty.league.PlainText;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A ruleset as a request writes it: by name ({@code "classic"}, {@code "salvo"}, {@code "8x8:4,3,2:salvo"}) or as an
 * object {@code {"width":6,"height":5,"fleet":[3,2],"firing":"single"}} (firing may be left out: single). What cannot
 * be read, or cannot be played, is refused with the reason.
 */
class RulesetJson extends StdDeserializer<Ruleset> {

    private static final Set<String> FIELDS = Set.of("width", "height", "fleet", "firing");

    RulesetJson() {
        super(Ruleset.class);
    }

    @Override
    public Ruleset deserialize(JsonParser p, DeserializationContext context) throws IOException {
        JsonNode node = context.readTree(p);
        try {
            return ruleset(node);
        } catch (IllegalArgumentException e) {
            throw JsonWords.refusal(p, "invalid ruleset: " + e.getMessage());
        } catch (Unreadable e) {
            throw JsonWords.refusal(p, e.getMessage());
        }
    }

    /** The ruleset a JSON value names, or an {@link Unreadable} saying how the value is not a ruleset. */
    static Ruleset ruleset(JsonNode node) {
        if (node.isTextual()) {
            if (PlainText.Check.hasControlCharacters(node.asText())) {
                throw new Unreadable("ruleset must not contain control characters (such as NUL or a line break)");
            }
            return Ruleset.parse(node.asText());
        }
        if (!node.isObject()) {
            throw new Unreadable(
                    "ruleset must be \"classic\", \"salvo\" or {\"width\":..,\"height\":..,\"fleet\":[..],\"firing\":\"single\"|\"salvo\"}");
        }
        node.fieldNames().forEachRemaining(field -> {
            if (!FIELDS.contains(field)) {
                throw new Unreadable("unknown field '" + JsonWords.shown(field)
                        + "' in a ruleset: it takes width, height, fleet and firing");
            }
        });
        JsonNode fleet = node.path("fleet");
        if (!node.path("width").isInt() || !node.path("height").isInt() || !fleet.isArray()) {
            throw new Unreadable(
                    "a ruleset object needs integer \"width\" and \"height\" and a \"fleet\" list of ship lengths");
        }
        List<Integer> lengths = new ArrayList<>();
        for (JsonNode length : fleet) {
            if (!length.isInt()) {
                throw new Unreadable(
                        "fleet must list ship lengths as integers, got " + JsonWords.shown(length.toString()));
            }
            lengths.add(length.asInt());
        }
        JsonNode firing = node.path("firing");
        if (!firing.isMissingNode() && !firing.isTextual()) {
            throw new Unreadable("firing must be \"single\" or \"salvo\"");
        }
        return new Ruleset(
                node.get("width").asInt(),
                node.get("height").asInt(),
                lengths,
                Firing.fromCode(firing.asText("single")));
    }

    /** A JSON value that is not a ruleset's form at all (as against a ruleset that cannot be played). */
    static final class Unreadable extends RuntimeException {
        Unreadable(String message) {
            super(message);
        }
    }
}
