/**
 * Launching a bot version for a matchup: a {@link io.admiralty.league.runtime.Launch} under
 * {@link io.admiralty.league.runtime.MatchTerms}, in the sandbox, through the egress policy. Knows nothing of who
 * stores bots: the registry hands it a launch, and its files through
 * {@link io.admiralty.league.runtime.ArtifactFolders}. May use: the league root only.
 */
package io.admiralty.league.runtime;
