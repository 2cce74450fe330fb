package io.admiralty.web;

import io.admiralty.league.account.Identities;
import io.admiralty.league.account.TeamAccess.TeamView;
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

    long id() {
        return team.id();
    }

    /** Whether the caller manages the team's members and invites: its captain, or the organiser. */
    boolean captain() {
        return Identities.captains(caller, team.id());
    }

    /** What was typed into the field of the refused form ("" for nothing), or null for any other form. */
    String typed(String form, String field) {
        return refused != null && refused.form().equals(form) ? refused.typed().getOrDefault(field, "") : null;
    }

    /** The one-time secret made by the form, if that is the form that made it. */
    Shown shownBy(String form) {
        return shown != null && shown.form().equals(form) ? shown : null;
    }
}
