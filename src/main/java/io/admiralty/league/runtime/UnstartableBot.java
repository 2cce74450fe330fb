package io.admiralty.league.runtime;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Tracking;
import java.util.List;

/**
 * A bot the league cannot start because of what its team sent (files that cannot be unpacked, a player its files do
 * not hold): it forfeits every game it is asked to play with {@code crash}, as a program that cannot start does, and
 * its transcript says why. The matchup goes on, and nothing is tried again: the same files would fail the same way.
 */
final class UnstartableBot implements BotSession {

    /** The public detail of its every forfeit. */
    static final String DETAIL = "could not be started from its files (the reason is in its transcript)";

    private final String name;
    private final String why;
    private final Transcript transcript = new Transcript();

    UnstartableBot(String name, String why) {
        this.name = name;
        this.why = why;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Placement place(GameSetup setup) {
        // a transcript holds one game: the reason is noted in each
        transcript.note("not started: " + why);
        throw new BotFault(ForfeitReason.CRASH, DETAIL);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        throw new BotFault(ForfeitReason.CRASH, DETAIL);
    }

    @Override
    public Transcript transcript() {
        return transcript;
    }

    @Override
    public void close() {}
}
