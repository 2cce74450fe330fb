package io.admiralty.bot;

import io.admiralty.sandbox.Limits;
import java.time.Duration;

/**
 * What a bot may use. Defaults follow the original contests: 2 s per move, 5 s to place, 10 s to start, 64 KiB
 * per reply; for sandboxed processes 512 MiB of memory, 64 processes, 10 MiB per file, a 64 MiB private /tmp
 * (counted in its memory where the host gives bots cgroups) and a data folder of 10 MiB in all.
 */
public record BotLimits(
        Duration moveTimeout,
        Duration placementTimeout,
        Duration startTimeout,
        int maxReplyBytes,
        long memoryBytes,
        int maxProcesses,
        long dataFileBytes,
        Duration cpuTime,
        long tmpBytes,
        long dataQuotaBytes)
        implements Limits {

    /** The default time per move, in milliseconds. */
    public static final int MOVE_TIMEOUT_MS = 2000;
    /** The default size of a sandboxed bot's private /tmp. */
    public static final long TMP_BYTES = 64L * 1024 * 1024;
    /** The default size of a sandboxed bot's data folder, all its files together. */
    public static final long DATA_QUOTA_BYTES = 10L * 1024 * 1024;

    public static BotLimits defaults() {
        return new BotLimits(
                Duration.ofMillis(MOVE_TIMEOUT_MS),
                Duration.ofSeconds(5),
                Duration.ofSeconds(10),
                64 * 1024,
                512L * 1024 * 1024,
                64,
                10L * 1024 * 1024,
                Duration.ofMinutes(10),
                TMP_BYTES,
                DATA_QUOTA_BYTES);
    }

    public BotLimits withMoveTimeout(Duration timeout) {
        return new BotLimits(
                timeout,
                placementTimeout,
                startTimeout,
                maxReplyBytes,
                memoryBytes,
                maxProcesses,
                dataFileBytes,
                cpuTime,
                tmpBytes,
                dataQuotaBytes);
    }

    /** These limits with the sandbox's sizes of /tmp and of the data folder. */
    public BotLimits withSizes(long tmpBytes, long dataQuotaBytes) {
        return new BotLimits(
                moveTimeout,
                placementTimeout,
                startTimeout,
                maxReplyBytes,
                memoryBytes,
                maxProcesses,
                dataFileBytes,
                cpuTime,
                tmpBytes,
                dataQuotaBytes);
    }

    public BotLimits withDataQuotaBytes(long bytes) {
        return withSizes(tmpBytes, bytes);
    }
}
