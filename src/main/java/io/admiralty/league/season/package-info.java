/**
 * Seasons: their settings, life ({@link io.admiralty.league.season.SeasonLife}), entries, schedules, rounds queued
 * onto the work queue, and ratings (Elo as games are stored, maximum likelihood when a round ends). May use: team,
 * registry, runtime, queue, games, skill, bench.
 */
package io.admiralty.league.season;
