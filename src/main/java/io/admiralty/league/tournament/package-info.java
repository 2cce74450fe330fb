/**
 * Tournaments' pure rules: the formats ({@link io.admiralty.league.tournament.Format}: Swiss, single and double
 * elimination, round robin) as one state machine over series (what is ready to play, who is out, the placings),
 * seeding by the season's fit, a Swiss round as a maximum-weight matching (JGraphT's blossom), the standings'
 * tie-breaks, best-of-N series on duplicate deals ({@link io.admiralty.league.tournament.BestOf}) and what each viewer
 * sees of a round by its reveal stage ({@link io.admiralty.league.tournament.Releases}). No storage, API or pages yet.
 * May use: - (the JDK and JGraphT alone).
 */
package io.admiralty.league.tournament;
