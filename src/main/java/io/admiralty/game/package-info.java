/**
 * The game itself, pure: rulesets, placements, the referee, records and outcomes. Uses the JDK alone.
 */
package io.admiralty.game;
