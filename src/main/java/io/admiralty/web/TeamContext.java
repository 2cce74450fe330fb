package io.admiralty.web;

import io.admiralty.league.account.Identities;
import io.admiralty.league.account.TeamAccess.TeamView;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.validation.Validations.ValidationView;
import io.quarkus.security.identity.SecurityIdentity;
import java.util.Map;

/**
 * What each section of a team's page is rendered with: the team, who is looking, the form that was just refused (with
 * what was typed, shown again) and a secret shown once (a new token, an invite link), if any.
 */
record TeamContext(TeamView team, SecurityIdentity caller, Refused refused, Shown shown) {

    /** A form the league refused: which form, the field the refusal is about ("" for the form as a whole), and why. */
    record Refused(String form, String field, String message, Map<String, String> typed) {}

    /** Something shown this once, by the form that made it: a new API token, an invite link. */
    record Shown(String form, String label, String secret) {}

    /** What the page says once after one of its forms was done: worked out from the league's state, never typed. */
    record Done(String text) {

        /** A bot registered or its new version uploaded: where its newest version stands; null for another team's. */
        static Done uploaded(BotView bot, long team) {
            if (bot.team().id() != team) {
                return null;
            }
            ValidationView validation = bot.validation();
            int newest = validation == null ? bot.version() : Math.max(validation.version(), bot.version());
            String what = newest == 1
                    ? bot.name() + " is registered (version 1)"
                    : "Version " + newest + " of " + bot.name() + " is uploaded";
            String state = validation == null || validation.version() != newest ? "" : validation.state();
            String then =
                    switch (state) {
                        case "validating" ->
                            ": it plays a few validation games against " + validation.opponent()
                                    + " before anything else; the table below follows them.";
                        case "passed" -> " and passed its validation.";
                        case "refused" ->
                            ", but its validation refused it: " + validation.detail() + "."
                                    + (bot.version() < newest && bot.version() >= 1
                                            ? " The bot plays version " + bot.version() + ", its last good one."
                                            : " The bot plays nothing until a version passes.");
                        default -> ".";
                    };
            String gate = bot.gate() != null && bot.gate().candidate() == newest
                    ? " It is gated against version " + bot.gate().baseline()
                            + ", which it replaces only if it proves stronger."
                    : "";
            return new Done(what + then + gate);
        }

        /** A challenge made: what it will play; null for another team's. */
        static Done challenged(ChallengeView challenge, long team) {
            if (challenge.bot().team() != team) {
                return null;
            }
            return new Done("Challenge " + challenge.id() + " is queued: "
                    + challenge.bot().name() + " against "
                    + challenge.opponent().name() + ", " + challenge.games() + " games of " + challenge.ruleset()
                    + ", unrated. Its score shows below as its games are played.");
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
        return refused != null && refused.form().equals(form) ? refused.typed().getOrDefault(field, "") : null;
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
        return refused != null && refused.form().equals(form) && refused.field().equals(field)
                ? refused.message()
                : null;
    }

    /** The one-time secret made by the form, if that is the form that made it. */
    public Shown shownBy(String form) {
        return shown != null && shown.form().equals(form) ? shown : null;
    }
}
