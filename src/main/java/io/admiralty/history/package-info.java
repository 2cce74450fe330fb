/**
 * Reading stored games back: pages of games, one game with its strikes, and the history download (CSV,
 * JSON lines). Reads the league's tables (games, registry, season) and uses {@code game} and {@code json}.
 */
package io.admiralty.history;
