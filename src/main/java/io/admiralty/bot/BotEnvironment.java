package io.admiralty.bot;

import io.admiralty.bot.process.Sandbox;
import java.nio.file.Path;

/**
 * Where and how a bot runs for one matchup: its limits, the sandbox for processes, the folder its files are
 * in (a process bot's command runs there), the folder it may write and keep, and the matchup's id.
 */
public record BotEnvironment(BotLimits limits, Sandbox sandbox, Path botDir, Path dataDir, String matchup) {
}
