/**
 * One port for every bot ({@link io.admiralty.bot.BotSession}), what defines a bot (kind, dialect, limits) and how a
 * matchup between two sessions is played. Uses {@code game}, {@code json}, {@code sandbox} and
 * {@code botapi}; its subpackages are the adapters.
 */
package io.admiralty.bot;
