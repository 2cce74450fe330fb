/**
 * The league's shared parts: its configuration ({@code LeagueConfig}), names and plain-text constraints, enums
 * stored by their words, SHA-256, unique keys, the one source of matchup seeds ({@code Seeds}), the announcement of
 * what changed of the seasons' public data ({@code PublicChanges}), and the clock a season's deadline is read by
 * ({@code LeagueClock}). Uses no league package; every league package may use it. Which league package may use which
 * is the table of {@code ArchitectureTest}; each package-info says its row.
 */
package io.admiralty.league;
