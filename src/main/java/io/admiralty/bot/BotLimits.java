package io.admiralty.bot;

import java.time.Duration;

/**
 * What a bot may use. Defaults follow protocols.md §3.7: 2 s per move, 5 s to place, 10 s to start, 64 KiB per
 * reply, and for sandboxed processes 512 MiB of address space, 64 processes, a 10 MiB data file.
 */
public record BotLimits(Duration moveTimeout, Duration placementTimeout, Duration startTimeout, int maxReplyBytes,
                        long memoryBytes, int maxProcesses, long dataFileBytes, Duration cpuTime) {

    public static BotLimits defaults() {
        return new BotLimits(Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(10), 64 * 1024,
                512L * 1024 * 1024, 64, 10L * 1024 * 1024, Duration.ofMinutes(10));
    }

    public BotLimits withMoveTimeout(Duration timeout) {
        return new BotLimits(timeout, placementTimeout, startTimeout, maxReplyBytes, memoryBytes, maxProcesses, dataFileBytes, cpuTime);
    }

    public BotLimits withMemoryBytes(long bytes) {
        return new BotLimits(moveTimeout, placementTimeout, startTimeout, maxReplyBytes, bytes, maxProcesses, dataFileBytes, cpuTime);
    }
}
