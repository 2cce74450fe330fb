package io.admiralty.bot.builtin;

/** A hunter that hunts on a checkerboard-like lattice spaced by the shortest afloat ship. */
final class ParityBot extends HunterBot {

    ParityBot() {
        super("parity", true);
    }
}
