package io.admiralty.league.notice;

import io.admiralty.game.Coded;
import java.util.Locale;

/**
 * What a notice tells, by the word webhooks subscribe to and receive ({@code bot.benched}, {@code gate.decided}...):
 * the constant's name in lower case with its underscore a dot.
 */
public enum NoticeEvent implements Coded {
    BOT_BENCHED,
    GATE_DECIDED,
    SKILL_SCORED,
    CHALLENGE_FINISHED,
    ROUND_FINISHED,
    VERSION_REFUSED,
    /** One of the team's webhooks was switched off after failing for too long. */
    WEBHOOK_DISABLED;

    @Override
    public String code() {
        return name().toLowerCase(Locale.ROOT).replace('_', '.');
    }
}
