/**
 * The built-in bots, from random to the search-heavy expert: strategies over {@code game}, with no I/O.
 */
package io.admiralty.bot.builtin;
