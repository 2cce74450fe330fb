package io.admiralty.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;

/** A test bot that places a fixed layout and fires a fixed script of volleys, recording what it was told. */
class ScriptedPlayer implements Player {

    final String name;
    private final Function<GameSetup, Placement> placement;
    private final Iterator<List<Coord>> volleys;
    final List<Integer> shotsAsked = new ArrayList<>();
    final List<Strike> ownResults = new ArrayList<>();
    final List<Strike> opponentShots = new ArrayList<>();
    Outcome endOutcome;
    GameSetup setup;

    ScriptedPlayer(String name, Function<GameSetup, Placement> placement, List<List<Coord>> volleys) {
        this.name = name;
        this.placement = placement;
        this.volleys = volleys == null ? java.util.Collections.emptyIterator() : volleys.iterator();
    }

    static ScriptedPlayer single(String name, String picture, String... cells) {
        return new ScriptedPlayer(
                name,
                s -> BoardNotation.parse(picture),
                Arrays.stream(cells).map(c -> List.of(cell(c))).toList());
    }

    /** Fires at every cell in reading order, forever (repeating once the board is exhausted). */
    static ScriptedPlayer sweeping(String name, String picture) {
        return new ScriptedPlayer(name, s -> BoardNotation.parse(picture), null) {
            private int next;

            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                List<Coord> out = new ArrayList<>();
                for (int i = 0; i < shots; i++, next++) {
                    int cell = next % tracking.ruleset().cells();
                    out.add(Coord.of(cell % tracking.width(), cell / tracking.width()));
                }
                shotsAsked.add(shots);
                return out;
            }
        };
    }

    static Coord cell(String xy) {
        String[] p = xy.split(",");
        return Coord.of(Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim()));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Placement place(GameSetup setup) {
        this.setup = setup;
        return placement.apply(setup);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        shotsAsked.add(shots);
        if (!volleys.hasNext()) {
            throw new IllegalStateException(name + " ran out of scripted shots");
        }
        return volleys.next();
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        ownResults.addAll(strikes);
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        opponentShots.addAll(strikes);
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        endOutcome = outcome;
    }
}
