package io.admiralty.league.notice;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** How teams are told ({@code admiralty.notices.*}): webhooks' limits and retries, and e-mail. */
@ConfigMapping(prefix = "admiralty.notices")
public interface NoticesConfig {

    Webhooks webhooks();

    Mail mail();

    interface Webhooks {

        /** Webhooks a team may have at once. */
        @WithDefault("5")
        int perTeam();

        /**
         * The wait before the first retry of a failed delivery; each further wait is {@code retry-factor} times the
         * one before, at most {@code retry-max-delay}, until {@code retry-for} has passed since the event.
         */
        @WithDefault("1m")
        Duration retryFirst();

        @WithDefault("2")
        double retryFactor();

        @WithDefault("6h")
        Duration retryMaxDelay();

        /** How long a delivery is retried (a day, as GitHub and Stripe do); past it, it has failed for good. */
        @WithDefault("24h")
        Duration retryFor();

        /**
         * Failed attempts in a row (whatever the deliveries) after which a webhook is switched off, and its team told;
         * a delivery that fails for the whole of {@code retry-for} switches it off too.
         */
        @WithDefault("30")
        int disableAfter();

        /** How often the sender looks for due deliveries. */
        @WithDefault("2s")
        Duration poll();

        /**
         * Webhooks an instance sends to at once, a lane (a thread) each that sends its webhook's due deliveries one after
         * another: while fewer are busy, a webhook's delivery waits for nothing but its own webhook's earlier ones; with
         * this many busy, the teams with the fewest lanes running are served first.
         */
        @WithDefault("128")
        int lanes();

        /** Connecting and the whole answer together may take this long; past it the attempt has failed. */
        @WithDefault("5s")
        Duration timeout();

        /**
         * The key that seals webhook secrets in the database: 32 bytes in base64
         * ({@code ADMIRALTY_NOTICES_WEBHOOKS_KEY}; {@code head -c 32 /dev/urandom | base64}). Unset, the service makes
         * one in {@code <data dir>/webhook-secrets.key} at first start; several instances need it set, the same in
         * each.
         */
        Optional<String> key();
    }

    interface Mail {

        /**
         * Whether notices are e-mailed to the team's members; off by default. On, it needs the SMTP server in
         * {@code quarkus.mailer.*} (host, port, from, and credentials if any).
         */
        @WithDefault("false")
        boolean enabled();

        /** How often the mailer looks for notices not yet sent. */
        @WithDefault("10s")
        Duration poll();

        /** The address the e-mails' links lead to ({@code https://league.example.org}); unset: no links. */
        Optional<String> siteUrl();
    }
}
