/**
 * Process bots: one confined process a matchup, and the protocols of the arenas they come from.
 */
package io.admiralty.bot.process;
