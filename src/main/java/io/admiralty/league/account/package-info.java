/**
 * People and what acts for a team: accounts (a person, with a password hashed by bcrypt, or known through OpenID
 * Connect), their memberships of teams (member or captain), their sign-in sessions, teams' API tokens, invitations to
 * join a team, self-registration, what a new password may be (NIST SP 800-63B, with a list of common passwords beside
 * it), changing one's password and the organiser's reset links, and the throttles on signing in, on the forms that
 * make accounts and on registering. It turns each of these into the
 * {@link io.quarkus.security.identity.SecurityIdentity} that {@link io.admiralty.league.team.Roles} reads, for Quarkus
 * Security's mechanisms (bearer tokens, form sign-in, OpenID Connect). It knows no HTTP: the client's address comes
 * from {@code api.PasswordSignIn} and the pages, as text. May use: team (teams, roles), registry (to retire a
 * disabled team's bots).
 */
package io.admiralty.league.account;
