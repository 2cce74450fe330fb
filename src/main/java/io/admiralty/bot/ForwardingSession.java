package io.admiralty.bot;

import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.util.List;
import java.util.function.Supplier;

/** A session whose game calls go to a player; subclasses add to the calls they override. */
public abstract class ForwardingSession implements BotSession {

    private final Player player;

    protected ForwardingSession(Player player) {
        this.player = player;
    }

    @Override
    public String name() {
        return player.name();
    }

    @Override
    public Placement place(GameSetup setup) {
        return player.place(setup);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        return player.fire(tracking, shots);
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        player.onShotsResolved(strikes);
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        player.onOpponentShots(strikes);
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        player.onGameEnd(outcome, self);
    }

    /** A session around another session: every call goes to it. */
    public abstract static class Around extends ForwardingSession {

        private final BotSession session;

        protected Around(BotSession session) {
            super(session);
            this.session = session;
        }

        @Override
        public Transcript transcript() {
            return session.transcript();
        }

        @Override
        public void reset() {
            session.reset();
        }

        @Override
        public void lastGameNext() {
            session.lastGameNext();
        }

        @Override
        public void close() {
            session.close();
        }
    }

    /**
     * A session around another whose game calls (placing, firing, hearing results) all pass through
     * {@link #intercept}, which may add to them or change what they throw.
     */
    public abstract static class Intercepting extends Around {

        protected Intercepting(BotSession session) {
            super(session);
        }

        /** Runs one game call of the session inside. */
        protected abstract <T> T intercept(Supplier<T> call);

        @Override
        public Placement place(GameSetup setup) {
            return intercept(() -> super.place(setup));
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            return intercept(() -> super.fire(tracking, shots));
        }

        @Override
        public void onShotsResolved(List<Strike> strikes) {
            intercept(() -> {
                super.onShotsResolved(strikes);
                return null;
            });
        }

        @Override
        public void onOpponentShots(List<Strike> strikes) {
            intercept(() -> {
                super.onOpponentShots(strikes);
                return null;
            });
        }
    }
}
