/**
 * The hosts that run player bots written for other arenas' protocols, installed once per instance.
 */
package io.admiralty.bot.host;
