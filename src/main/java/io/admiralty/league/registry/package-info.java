/**
 * Bots, their versions and their uploaded files: storing them, checking submissions, unpacking artifacts, and how a
 * version is launched. May use: team, runtime.
 */
package io.admiralty.league.registry;
