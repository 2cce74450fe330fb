/**
 * Playing claimed matchups: the work handler of seasons' and gates' matchups, and storing their games with the
 * ratings they move, or the gate's verdict at a batch's end. May use: registry, runtime, queue, games, season, gate, challenge, validation, bench.
 */
package io.admiralty.league.play;
