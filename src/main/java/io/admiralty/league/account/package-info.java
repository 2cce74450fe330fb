/**
 * People and what acts for a team: accounts (a person, with a password hashed by bcrypt, or known through OpenID
 * Connect), their memberships of teams (member or captain), their sign-in sessions, teams' API tokens, invitations to
 * join a team, self-registration, and the throttles on signing in and registering. It turns each of these into the
 * {@link io.quarkus.security.identity.SecurityIdentity} that {@link io.admiralty.league.team.Roles} reads, for Quarkus
 * Security's mechanisms (bearer tokens, form sign-in, OpenID Connect). It may use {@code league.team} (teams, roles),
 * {@code league.registry} (to retire a disabled team's bots), {@code league}'s shared rules and Quarkus Security; it
 * knows no HTTP: the client's address comes from {@code api.PasswordSignIn} and the pages, as text.
 */
package io.admiralty.league.account;
