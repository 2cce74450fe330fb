package io.admiralty.bot;

import java.time.Duration;

/**
 * What a bot may use. Defaults follow the original contests: 2 s per move, 5 s to place, 10 s to start, 64 KiB
 * per reply; for sandboxed processes 512 MiB of memory, 64 processes, 10 MiB per file, a 64 MiB private /tmp
 * (counted in its memory where the host gives bots cgroups) and a data folder of 10 MiB in all.
 */
public record BotLimits(Duration moveTimeout, Duration placementTimeout, Duration startTimeout, int maxReplyBytes,
                        long memoryBytes, int maxProcesses, long dataFileBytes, Duration cpuTime, long tmpBytes,
                        long dataQuotaBytes) {

    public static BotLimits defaults() {
        return new BotLimits(Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(10), 64 * 1024,
                512L * 1024 * 1024, 64, 10L * 1024 * 1024, Duration.ofMinutes(10), 64L * 1024 * 1024, 10L * 1024 * 1024);
    }

    public BotLimits withMoveTimeout(Duration timeout) {
        return new BotLimits(timeout, placementTimeout, startTimeout, maxReplyBytes, memoryBytes, maxProcesses, dataFileBytes,
                cpuTime, tmpBytes, dataQuotaBytes);
    }

    public BotLimits withMemoryBytes(long bytes) {
        return new BotLimits(moveTimeout, placementTimeout, startTimeout, maxReplyBytes, bytes, maxProcesses, dataFileBytes,
                cpuTime, tmpBytes, dataQuotaBytes);
    }

    public BotLimits withTmpBytes(long bytes) {
        return new BotLimits(moveTimeout, placementTimeout, startTimeout, maxReplyBytes, memoryBytes, maxProcesses, dataFileBytes,
                cpuTime, bytes, dataQuotaBytes);
    }

    public BotLimits withDataQuotaBytes(long bytes) {
        return new BotLimits(moveTimeout, placementTimeout, startTimeout, maxReplyBytes, memoryBytes, maxProcesses, dataFileBytes,
                cpuTime, tmpBytes, bytes);
    }
}
