/**
 * Teams told what happened: each event that concerns a team (a gate decided, a skill score, a round of its season
 * finished, and those the other features fire) becomes a notice in the team's inbox, a signed delivery to each of its
 * webhooks that asked for it (retried with backoff, switched off when it keeps failing), and an e-mail to its members
 * where the organiser configured SMTP. Notices and deliveries are written in the transaction that caused the event (an
 * outbox), and sent after it commits, deliveries in a lane per webhook, posted through bot.http's {@code HttpExchange}
 * (the bounded HTTP client that HTTP bots and webhooks share); the features it observes use none of it. May use: team,
 * account, registry, runtime (the HTTP bots' egress rules, which webhooks share), season, gate, skill, bench,
 * challenge, validation (the events it hears).
 */
package io.admiralty.league.notice;
