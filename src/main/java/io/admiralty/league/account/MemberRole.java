package io.admiralty.league.account;

import java.util.Locale;

/** What a person is in a team: a captain also invites and removes members. */
public enum MemberRole {
    MEMBER,
    CAPTAIN;

    /** As the API writes it. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
