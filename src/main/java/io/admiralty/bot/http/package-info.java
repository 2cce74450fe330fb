/**
 * HTTP bots: the client that talks to them, bounded bodies, and the egress policy they are reached through.
 */
package io.admiralty.bot.http;
