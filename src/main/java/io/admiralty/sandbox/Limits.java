package io.admiralty.sandbox;

import java.time.Duration;

/**
 * What one confined bot may use of the machine: memory (address space per process; with its /tmp, all its processes
 * together where the host gives bots cgroups), processes, the size of a file it writes, CPU time per process, its
 * private /tmp and its data folder in all.
 */
public interface Limits {

    long memoryBytes();

    int maxProcesses();

    long dataFileBytes();

    Duration cpuTime();

    long tmpBytes();

    long dataQuotaBytes();
}
