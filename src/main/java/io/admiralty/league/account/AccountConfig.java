package io.admiralty.league.account;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** People and sign-in (environment variables ADMIRALTY_ACCOUNTS_...). */
@ConfigMapping(prefix = "admiralty.accounts")
public interface AccountConfig {

    /**
     * The first organiser, made at start when no account has this email address (an account that has it is made an
     * organiser). Its password is read only then: change it afterwards by removing and remaking the account.
     */
    FirstOrganiser organiser();

    SignIn signIn();

    Invites invites();

    Registration registration();

    NewcomerForms newcomerForms();

    PasswordResets passwordResets();

    /** A session ends this long after sign-in whatever happens (the form cookie also ends after idle time). */
    @WithDefault("P14D")
    Duration sessionLifetime();

    interface FirstOrganiser {
        /** ADMIRALTY_ACCOUNTS_ORGANISER_EMAIL */
        Optional<String> email();

        /** ADMIRALTY_ACCOUNTS_ORGANISER_PASSWORD */
        Optional<String> password();
    }

    /** Failed sign-ins allowed within a window, per account and per client address, before every attempt fails. */
    interface SignIn {
        @WithDefault("10")
        int failuresPerAccount();

        @WithDefault("30")
        int failuresPerAddress();

        @WithDefault("15m")
        Duration window();
    }

    /**
     * The forms that make an account (an invite link's, /sign-up): posts per email address and per client address
     * within a window, whatever they hold, before every post is refused (429). A post that makes an account is not
     * counted, so a class joining from one school's address is not stopped; probing which addresses have accounts is.
     */
    interface NewcomerForms {
        @WithDefault("10")
        int perEmail();

        @WithDefault("30")
        int perAddress();

        @WithDefault("15m")
        Duration window();
    }

    /** Password reset links, which the organiser makes for a person. */
    interface PasswordResets {
        /** How long a link works. */
        @WithDefault("1h")
        Duration lifetime();

        /**
         * Whether the link is also e-mailed to the person, through the SMTP server of {@code quarkus.mailer.*} (host,
         * port, from); off, the organiser hands it over.
         */
        @WithDefault("false")
        boolean mail();
    }

    interface Invites {
        /** How long an invite link works unless its maker says otherwise. */
        @WithDefault("P7D")
        Duration lifetime();

        /** The longest lifetime a maker may ask for. */
        @WithDefault("P30D")
        Duration maxLifetime();

        /** The most uses one link may have. */
        @WithDefault("100")
        int maxUses();
    }

    /** Self-registration: a newcomer makes a team and its captain's account at /sign-up. Off unless opened. */
    interface Registration {
        @WithDefault("false")
        boolean open();

        /** No team registers itself once the league has this many teams. */
        @WithDefault("200")
        int maxTeams();

        /** Registrations from one client address within the window. */
        @WithDefault("3")
        int perAddress();

        @WithDefault("1h")
        Duration window();
    }
}
