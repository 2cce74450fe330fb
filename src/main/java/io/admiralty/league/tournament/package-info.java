/**
 * Tournaments. The pure rules: the formats ({@link io.admiralty.league.tournament.Format}: Swiss, single and double
 * elimination, round robin) as one state machine over series (what is ready to play, who is out, the placings),
 * seeding by the season's fit, a Swiss round as a maximum-weight matching (JGraphT's blossom), the standings'
 * tie-breaks, best-of-N series on duplicate deals ({@link io.admiralty.league.tournament.BestOf}) and what each viewer
 * sees of a round by its reveal stage ({@link io.admiralty.league.tournament.Releases}); they use the JDK and JGraphT
 * alone. Beside them, what is stored (a {@link io.admiralty.league.tournament.Tournament} with its entrants, releases
 * and forbidden pairs; its {@link io.admiralty.league.tournament.TournamentSeries}), the organiser's actions
 * ({@link io.admiralty.league.tournament.Tournaments}), the reader's view of it
 * ({@link io.admiralty.league.tournament.TournamentViews}, a pool's rounds with their byes:
 * {@link io.admiralty.league.tournament.PoolRound}) and its matchups' owner on the work queue
 * ({@link io.admiralty.league.tournament.TournamentPlay}).
 * May use: team, registry, runtime, queue, season, validation.
 */
package io.admiralty.league.tournament;
