/**
 * One queue of leased work (seasons' matchups, gates' matchups, skill jobs): the {@code work} table, its one claim
 * statement ({@link io.admiralty.league.queue.WorkRepository}), the claim order
 * ({@link io.admiralty.league.queue.ClaimOrder}) and what an instance takes on, by cost and by team
 * ({@link io.admiralty.league.queue.Admission}: a cap per team, room kept for seasons), the worker pool with its heartbeat
 * ({@link io.admiralty.league.queue.WorkWorkers}) and a {@link io.admiralty.league.queue.WorkHandler} per kind; and the
 * matchups themselves, with the contract of what owns one ({@link io.admiralty.league.queue.MatchupOwner}). May use:
 * runtime.
 */
package io.admiralty.league.queue;
