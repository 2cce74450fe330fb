package io.admiralty.web;

/**
 * One section of a team's page ({@code /teams/{id}}). The page is every bean implementing this, in their order: a
 * feature adds its part of the team's page (challenges, notices, ...) by adding such a bean, and nothing else. A
 * section renders only what the caller may see of the team (the page checked that the caller owns it), and puts its
 * forms' refusals beside their fields with {@link TeamForms}.
 */
interface TeamSection {

    /**
     * Where on the page, lower first: notices 50, bots 100, registering and uploading 200, seasons 300, games 400,
     * challenges 450, webhooks 460, members, invites and API tokens 500.
     */
    int order();

    /** The section's HTML: one {@code <section>} with an id, so that links and the page's script find it. */
    String render(TeamContext context);
}
