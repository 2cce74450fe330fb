package io.admiralty.bot.process;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Orientation;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Ship;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The {@code skynet} line protocol (classic only): one process for the whole matchup, cells
 * as a column letter A-J and a row digit 0-9, prompts ({@code >}) tolerated before replies, blank lines and
 * lines that are not the reply asked for ignored (so a bot that only chatters runs out of time).
 */
public final class SkynetPlayer extends MatchupProcessSession {

    private static final String SHIP_LETTERS = "CBDSP";
    private static final String CELL_FORM = "answered a cell that is not a letter A-J and a digit 0-9";
    static final Pattern CELL = Pattern.compile("[A-Za-z][0-9]");
    static final Pattern PLACEMENT = Pattern.compile("([A-Za-z][0-9][DRdr]\\s+){4}[A-Za-z][0-9][DRdr]");

    private final Supplier<BotProcess> starter;

    public SkynetPlayer(String name, Supplier<BotProcess> starter, BotLimits limits, Transcript transcript) {
        super(name, limits, transcript, "K");
        this.starter = starter;
    }

    @Override
    protected BotProcess startProcess() {
        return starter.get();
    }

    @Override
    public Placement place(GameSetup setup) {
        Duration timeout = process.isStarted() ? limits.placementTimeout() : limits.startTimeout();
        String reply = process.get().ask("N " + setup.opponent(), timeout, line -> reply(line, PLACEMENT));
        String[] parts = reply.trim().split("\\s+");
        if (parts.length != 5) {
            throw BotFault.malformed("did not answer with five ships like A0D B0D C0D D0D E6R");
        }
        List<Ship> ships = new ArrayList<>();
        int[] fleet = {5, 4, 3, 3, 2};
        for (int i = 0; i < 5; i++) {
            String part = parts[i];
            if (part.length() != 3 || "DR".indexOf(Character.toUpperCase(part.charAt(2))) < 0) {
                throw BotFault.malformed("answered a ship that is not a cell followed by D or R");
            }
            Coord at = cell(part.substring(0, 2));
            ships.add(new Ship(
                    at.x(),
                    at.y(),
                    fleet[i],
                    Character.toUpperCase(part.charAt(2)) == 'D' ? Orientation.DOWN : Orientation.ACROSS));
        }
        return new Placement(ships);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        return List.of(cell(process.get().ask("F", limits.moveTimeout(), line -> reply(line, CELL))));
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        for (Strike s : strikes) {
            process.get()
                    .send(
                            s.result() == ShotResult.SUNK
                                    ? "S " + SHIP_LETTERS.charAt(s.sunkShip())
                                    : s.result() == ShotResult.HIT ? "H" : "M");
        }
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        for (Strike s : strikes) {
            process.get().send("O " + (char) ('A' + s.x()) + s.y());
        }
    }

    /** W or L; E when this bot's own error lost the game. A draw (turn cap) has no word in this protocol. */
    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        if (!process.isAlive() || outcome.isDraw()) {
            return;
        }
        process.get().send(outcome.forfeiter() == self ? "E" : outcome.winner() == self ? "W" : "L");
    }

    /**
     * The reply in a line, or "" for a line that is only prompts or chatter: skynet bots may print when no reply
     * is due, and that chatter can arrive after the league has asked its next question.
     */
    static String reply(String line, Pattern expected) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) == '>' || Character.isWhitespace(line.charAt(i)))) {
            i++;
        }
        String text = line.substring(i).trim();
        return expected.matcher(text).matches() ? text : "";
    }

    static Coord cell(String text) {
        if (text.length() != 2) {
            throw BotFault.malformed(CELL_FORM);
        }
        char column = Character.toUpperCase(text.charAt(0));
        char row = text.charAt(1);
        if (column < 'A' || column > 'Z' || row < '0' || row > '9') {
            throw BotFault.malformed(CELL_FORM);
        }
        // Letters past J are read as columns past the board, so the referee calls them shots off the board.
        return Coord.of(column - 'A', row - '0');
    }
}
