/**
 * Teams, their tokens, and who may do what ({@code Roles}, read from a {@code SecurityIdentity}). May use: the
 * league root only.
 */
package io.admiralty.league.team;
