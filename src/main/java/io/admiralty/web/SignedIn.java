package io.admiralty.web;

import io.admiralty.league.team.Roles;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ArcContainer;
import io.quarkus.qute.TemplateGlobal;
import io.quarkus.security.identity.SecurityIdentity;

/**
 * What the layout's header links to for whoever is signed in: their team's page ({@code /teams} sends a person of one
 * team to it, and lists them for a person in several) and, for an organiser, the console. Read from the request's
 * identity, so that every page's header says the same without each page asking; neither outside a request.
 */
record SignedIn(boolean team, boolean organiser) {

    private static final SignedIn NOBODY = new SignedIn(false, false);

    /** The layout's {@code signedInLinks}: the caller of the request being rendered. */
    @TemplateGlobal(name = "signedInLinks")
    static SignedIn caller() {
        ArcContainer container = Arc.container();
        if (container == null || !container.requestContext().isActive()) {
            return NOBODY;
        }
        SecurityIdentity caller = container.instance(SecurityIdentity.class).get();
        if (caller == null) {
            return NOBODY;
        }
        return new SignedIn(!Roles.teams(caller).isEmpty(), Roles.isOrganiser(caller));
    }
}
