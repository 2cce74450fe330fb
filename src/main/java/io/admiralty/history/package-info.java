/**
 * Reading stored games back: pages of games, one game with its strikes, a replay's boards at a step
 * ({@link io.admiralty.history.ReplayBoard}), and the history download (CSV, JSON lines). Reads the league's tables (games, registry, season) and uses {@code game} and {@code json}.
 */
package io.admiralty.history;
