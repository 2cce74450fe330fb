/**
 * HTTP bots: the client that talks to them, bounded bodies, and the egress policy they are reached through. Its
 * {@code HttpExchange} (every read bounded, the policy asked at every connection) is also how webhooks are posted.
 */
package io.admiralty.bot.http;
