/**
 * One queue of leased work (seasons' matchups, gates' matchups, skill jobs): the {@code work} table, its one claim
 * statement ({@link io.admiralty.league.queue.WorkRepository}), the claim order
 * ({@link io.admiralty.league.queue.ClaimOrder}), the worker pool with its heartbeat
 * ({@link io.admiralty.league.queue.WorkWorkers}) and a {@link io.admiralty.league.queue.WorkHandler} per kind; and the
 * matchups themselves. May use: the league root only.
 */
package io.admiralty.league.queue;
