package io.admiralty.play;

import io.admiralty.bot.BotDefinition;
import io.admiralty.game.Coord;
import io.admiralty.game.InvalidRulesetException;
import io.admiralty.game.Orientation;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The line protocol of {@code play --env} (docs/learning.md, "The line protocol"), as pure functions: a request line
 * into its commands, and a game's events into the words of a reply. Nothing here plays a game.
 * <p>
 * Requests are words separated by single spaces. A line may hold several commands separated by {@value #BATCH}
 * (the batch of a vectorised step), answered by one line with their replies separated the same way, in order;
 * {@code open}, whose bot runs to the end of its line, and {@code record}, whose answer is JSON, stand alone on their
 * lines.
 */
final class EnvProtocol {

    /** What {@code hello} is answered with: the protocol's name and version. */
    static final String VERSION = "admiralty-env 1";

    static final String BATCH = " | ";

    /** An environment's id: the client's own name for it. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    private static final Pattern DIGITS = Pattern.compile("[0-9]{1,3}");

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    private EnvProtocol() {}

    /** One request, to the environment {@code id()} (null for {@code hello}). */
    sealed interface Command {
        String id();
    }

    /** {@code hello}: the protocol's version. */
    record Hello() implements Command {
        @Override
        public String id() {
            return null;
        }
    }

    /**
     * {@code open ID RULESET SEATS NAME [BOT]}: a new environment; {@code outside} are the seats the client plays
     * ({@code A}, {@code B} or {@code AB}), {@code name} what its seats are called, {@code opponent} the bot in the
     * other seat (null when the client plays both).
     */
    record Open(String id, Ruleset ruleset, List<Side> outside, String name, BotDefinition opponent)
            implements Command {}

    /** {@code reset ID SEED GAME}: game {@code game} of the matchup seeded {@code seed}, as {@code play --seed} plays it. */
    record Reset(String id, long seed, int game) implements Command {}

    /** {@code place ID X.Y.LENGTH.a|d ...}: the fleet of the seat due to place. */
    record Place(String id, Placement placement) implements Command {}

    /** {@code fire ID X.Y ...}: the volley of the seat due to fire. */
    record Fire(String id, List<Coord> targets) implements Command {}

    /** {@code record ID}: the finished game in the game-record form of {@code play --log}. */
    record RecordOf(String id) implements Command {}

    /** {@code close ID}: the environment ends, its opponent's session with it. */
    record Close(String id) implements Command {}

    /** A request that cannot be read; {@code id} is the environment it names, or null. */
    static final class Refused extends IllegalArgumentException {
        private final String id;

        Refused(String id, String reason) {
            super(reason);
            this.id = id;
        }

        String id() {
            return id;
        }
    }

    /** The commands of one request line, in order; {@code open} and {@code record} only alone. */
    static List<String> commands(String line) {
        String trimmed = line.strip();
        if (trimmed.startsWith("open ") || trimmed.equals("open")) {
            return List.of(trimmed);
        }
        List<String> commands = new ArrayList<>();
        int from = 0;
        for (int at = trimmed.indexOf(BATCH); at >= 0; at = trimmed.indexOf(BATCH, from)) {
            commands.add(trimmed.substring(from, at));
            from = at + BATCH.length();
        }
        commands.add(trimmed.substring(from));
        return commands;
    }

    static Command parse(String command) {
        String[] words = command.strip().split(" ");
        String verb = words[0];
        String id = words.length > 1 && ID.matcher(words[1]).matches() ? words[1] : null;
        if (verb.equals("hello") && words.length == 1) {
            return new Hello();
        }
        if (!List.of("open", "reset", "place", "fire", "record", "close").contains(verb)) {
            throw new Refused(id, "unknown command '" + verb + "' (hello, open, reset, place, fire, record or close)");
        }
        if (id == null) {
            throw new Refused(null, verb + " needs an environment id (1..64 of A-Z a-z 0-9 _ . -) after it");
        }
        return switch (verb) {
            case "open" -> open(id, command.strip(), words);
            case "reset" -> {
                count(id, words, 4, "reset ID SEED GAME");
                int game = (int) number(id, words[3], "GAME");
                if (game < 1) {
                    throw new Refused(id, "GAME counts from 1, was " + words[3]);
                }
                yield new Reset(id, number(id, words[2], "SEED"), game);
            }
            case "place" -> new Place(id, placement(id, words));
            case "fire" -> new Fire(id, targets(id, words));
            case "record" -> {
                count(id, words, 2, "record ID");
                yield new RecordOf(id);
            }
            default -> {
                count(id, words, 2, "close ID");
                yield new Close(id);
            }
        };
    }

    private static Open open(String id, String command, String[] words) {
        if (words.length < 5) {
            throw new Refused(id, "open ID RULESET SEATS NAME [BOT]: too few words");
        }
        Ruleset ruleset;
        try {
            ruleset = Ruleset.parse(words[2]);
        } catch (InvalidRulesetException e) {
            throw new Refused(id, e.getMessage());
        }
        List<Side> outside =
                switch (words[3]) {
                    case "A" -> List.of(Side.A);
                    case "B" -> List.of(Side.B);
                    case "AB" -> List.of(Side.A, Side.B);
                    default -> throw new Refused(id, "SEATS is A, B or AB, was '" + words[3] + "'");
                };
        if (!NAME.matcher(words[4]).matches()) {
            throw new Refused(id, "NAME is one word of 1..64 of A-Z a-z 0-9 _ . -, was '" + words[4] + "'");
        }
        String bot = command.split(" ", 6).length == 6 ? command.split(" ", 6)[5] : null;
        if ((outside.size() == 2) != (bot == null)) {
            throw new Refused(
                    id, outside.size() == 2 ? "SEATS AB plays both seats: no BOT" : "one seat outside needs a BOT");
        }
        BotDefinition opponent = null;
        if (bot != null) {
            try {
                opponent = BotDefinition.parse(bot);
            } catch (IllegalArgumentException e) {
                throw new Refused(id, e.getMessage());
            }
            opponent.cannotPlay(ruleset).ifPresent(why -> {
                throw new Refused(id, bot + " cannot play " + ruleset.spec() + ": " + why);
            });
        }
        return new Open(id, ruleset, outside, words[4], opponent);
    }

    private static Placement placement(String id, String[] words) {
        List<Ship> ships = new ArrayList<>();
        for (int i = 2; i < words.length; i++) {
            String[] parts = words[i].split("\\.");
            if (parts.length != 4 || !(parts[3].equals("a") || parts[3].equals("d"))) {
                throw new Refused(id, "a ship is X.Y.LENGTH.a (across) or X.Y.LENGTH.d (down), was '" + words[i] + "'");
            }
            int length = (int) number(id, parts[2], "LENGTH");
            if (length < 1) {
                throw new Refused(id, "a ship's LENGTH is at least 1, was " + parts[2]);
            }
            ships.add(new Ship(
                    cell(id, parts[0], "X"),
                    cell(id, parts[1], "Y"),
                    length,
                    parts[3].equals("a") ? Orientation.ACROSS : Orientation.DOWN));
        }
        return new Placement(ships);
    }

    private static List<Coord> targets(String id, String[] words) {
        List<Coord> targets = new ArrayList<>(words.length - 2);
        for (int i = 2; i < words.length; i++) {
            int dot = words[i].indexOf('.');
            if (dot < 0) {
                throw new Refused(id, "a shot is X.Y, was '" + words[i] + "'");
            }
            targets.add(
                    Coord.of(cell(id, words[i].substring(0, dot), "X"), cell(id, words[i].substring(dot + 1), "Y")));
        }
        return targets;
    }

    /** A coordinate: a whole number of at most three digits (boards are at most 100 wide), off the board or not. */
    private static int cell(String id, String text, String what) {
        if (!DIGITS.matcher(text).matches()) {
            throw new Refused(id, what + " is a whole number 0..999, was '" + text + "'");
        }
        return (int) number(id, text, what);
    }

    private static long number(String id, String text, String what) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new Refused(id, what + " is a whole number, was '" + text + "'");
        }
    }

    private static void count(String id, String[] words, int wanted, String usage) {
        if (words.length != wanted) {
            throw new Refused(id, usage + ": " + (words.length < wanted ? "too few" : "too many") + " words");
        }
    }

    /** A strike as one word: {@code SHOOTER.X.Y.m}, {@code .h}, or {@code .sN} for a sink of fleet ship N. */
    static void strike(StringBuilder reply, Strike strike) {
        reply.append(' ')
                .append(strike.shooter().name())
                .append('.')
                .append(strike.x())
                .append('.')
                .append(strike.y())
                .append('.');
        if (strike.result() == ShotResult.SUNK) {
            reply.append('s').append(strike.sunkShip());
        } else {
            reply.append(strike.result() == ShotResult.HIT ? 'h' : 'm');
        }
    }

    /** {@code text} with its line breaks and batch separators made single spaces, to end a reply. */
    static String oneLine(String text) {
        return text.replaceAll("\\s*[\\r\\n|][\\s|]*", " ");
    }

    /** The game's end: {@code over WINNER REASON [DETAIL]}, the winner {@code A}, {@code B} or {@code draw}. */
    static void over(StringBuilder reply, Outcome outcome) {
        reply.append(" over ")
                .append(outcome.winner() == null ? "draw" : outcome.winner().name())
                .append(' ')
                .append(outcome.code());
        if (outcome.detail() != null) {
            // the reply is one line and its words are split at spaces: the detail is the last thing on it
            reply.append(' ').append(oneLine(outcome.detail()));
        }
    }
}
