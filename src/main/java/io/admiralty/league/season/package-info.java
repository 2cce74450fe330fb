/**
 * Seasons: their settings and how they are shown ({@link io.admiralty.league.season.Seasons}), life
 * ({@link io.admiralty.league.season.SeasonLife}) and contest phase ({@link io.admiralty.league.season.SeasonPhase}),
 * entries ({@link io.admiralty.league.season.SeasonEntries}), schedules, rounds queued onto the work queue
 * ({@link io.admiralty.league.season.Rounds}), finals, and ratings (Elo as games are stored, maximum likelihood when a
 * round ends). May use: team, registry, runtime, queue, games, skill, bench.
 */
package io.admiralty.league.season;
