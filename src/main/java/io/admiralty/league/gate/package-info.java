/**
 * Version gates: a candidate version plays the current one in paired games until the SPRT decides. May use: team,
 * registry, runtime, queue, games, season.
 */
package io.admiralty.league.gate;
