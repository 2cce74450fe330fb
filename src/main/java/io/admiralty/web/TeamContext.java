package io.admiralty.web;

import io.admiralty.league.account.ApiTokens.NewToken;
import io.admiralty.league.account.Identities;
import io.admiralty.league.account.Invites.NewInvite;
import io.admiralty.league.account.TeamAccess.TeamView;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import io.admiralty.league.notice.Webhooks.CreatedWebhook;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.validation.Validations.ValidationView;
import io.quarkus.security.identity.SecurityIdentity;
import java.util.List;

/**
 * What each section of a team's page is rendered with: the team, who is looking, the team's bots (read once for every
 * section), the form that was just refused (with what was typed, shown again) and what a form made that is shown once
 * (a new token, an invite link), if any.
 */
record TeamContext(TeamView team, SecurityIdentity caller, List<BotView> bots, PostedForm posted, Shown shown) {

    /**
     * What a form made, shown this once with its secret (the page's template says what each is): a webhook, an invite
     * with its link, an API token; at most one of them.
     */
    record Shown(CreatedWebhook webhook, NewInvite invite, String link, NewToken token) {

        static final Shown NONE = new Shown(null, null, null, null);
    }

    /**
     * What the page says once after one of its forms was done: the address's word for the form ({@code done}), and
     * what it made as the league has it now (the bot uploaded, the challenge made), never typed text.
     */
    record Done(String word, BotView bot, ChallengeView challenge) {

        /** The bot's newest version: the one uploaded, even while its validation keeps the bot on an older one. */
        public int newest() {
            ValidationView validation = bot.validation();
            return validation == null ? bot.version() : Math.max(validation.version(), bot.version());
        }

        /** Where the newest version's validation stands (validating, passed, refused), "" for none. */
        public String state() {
            ValidationView validation = bot.validation();
            return validation == null || validation.version() != newest() ? "" : validation.state();
        }

        /** Whether the bot falls back on an older version its validation passed, the newest being refused. */
        public boolean fallsBack() {
            return bot.version() < newest() && bot.version() >= 1;
        }

        /** Whether the newest version is gated against the current one. */
        public boolean gated() {
            return bot.gate() != null && bot.gate().candidate() == newest();
        }
    }

    public long id() {
        return team.id();
    }

    /** Whether the caller manages the team's members and invites: its captain, or the organiser. */
    public boolean captain() {
        return Identities.captains(caller, team.id());
    }

    /** What was typed into the field of the refused form ("" for nothing), or null for any other form. */
    public String typed(String form, String field) {
        return posted.name().equals(form) ? posted.form().value(field) : null;
    }

    /** What a field of the form holds: what was typed when the form was refused, {@code fallback} otherwise. */
    public String typedOr(String form, String field, String fallback) {
        String typed = typed(form, field);
        return typed == null ? fallback : typed;
    }

    /** Whether {@code value} is the choice typed into the field of the refused form. */
    public boolean chose(String form, String field, Object value) {
        return String.valueOf(value).equals(typed(form, field));
    }

    /**
     * The refusal to show beside {@code field} of the form ("" for the form as a whole), or null: then its spot is an
     * empty placeholder, which team.js fills when it posts the form itself.
     */
    public String problem(String form, String field) {
        Form of = posted.of(form);
        return field.isEmpty() ? of.general() : of.problem(field);
    }
}
