package io.admiralty.league.team;

import io.admiralty.Refusal;

/** Who sent a request: the organiser, a team (by its token) or nobody. */
public sealed interface Caller {

    record Organiser() implements Caller {}

    record Team(long id) implements Caller {}

    record Anonymous() implements Caller {}

    /** Whether this caller may see what belongs to the team: its own, or the organiser. */
    default boolean owns(long teamId) {
        return this instanceof Organiser || (this instanceof Team team && team.id() == teamId);
    }

    default void requireOrganiser() {
        if (this instanceof Anonymous) {
            throw Refusal.unauthenticated("this needs the organiser's token (Authorization: Bearer ...)");
        }
        if (!(this instanceof Organiser)) {
            throw Refusal.forbidden("only the organiser may do this");
        }
    }

    /** Passes for the organiser and for the team that owns the thing. */
    default void requireTeamOrOrganiser(long teamId) {
        if (this instanceof Anonymous) {
            throw Refusal.unauthenticated("this needs a team's or the organiser's token (Authorization: Bearer ...)");
        }
        if (this instanceof Team team && team.id() != teamId) {
            throw Refusal.forbidden("this belongs to another team");
        }
    }
}
