/**
 * What is going wrong, as the organiser's console shows it: the work queue's depth, each instance's running work and what each piece of it plays and how far it is,
 * the last hour's forfeits by reason and by bot, and bots that forfeited every game of their last matchup. Read only;
 * its SQL is in one class. May use: team.
 */
package io.admiralty.league.trouble;
