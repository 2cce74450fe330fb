/**
 * Confining bot processes on Linux: bubblewrap, cgroups, uids of their own and data folders with a quota. Uses
 * {@code game} at most.
 */
package io.admiralty.sandbox;
