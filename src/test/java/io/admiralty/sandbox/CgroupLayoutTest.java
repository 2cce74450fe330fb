package io.admiralty.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where a process's own cgroups are, read from the mount table and its cgroup file as hosts and containers show them. */
class CgroupLayoutTest {

    @Test
    void aHybridHostWithV1ControllersAndTheServiceInAMemoryCgroup() {
        CgroupLayout layout = CgroupLayout.parse(
                """
                31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
                32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
                35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
                39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
                40 31 0:37 / /sys/fs/cgroup/systemd rw,relatime - cgroup cgroup rw,name=systemd
                41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
                """,
                """
                9:name=systemd:/
                8:pids:/
                4:memory:/jobs/42
                1:cpu:/
                0::/
                """);
        assertThat(layout.unified()).contains(Path.of("/sys/fs/cgroup/unified"));
        assertThat(layout.v1())
                .isEqualTo(Map.of(
                        "cpu",
                        Path.of("/sys/fs/cgroup/cpu"),
                        "memory",
                        Path.of("/sys/fs/cgroup/memory/jobs/42"),
                        "pids",
                        Path.of("/sys/fs/cgroup/pids")));
    }

    @Test
    void aSystemdServiceOnAV2Host() {
        CgroupLayout layout = CgroupLayout.parse(
                """
                25 21 0:22 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot
                """,
                "0::/system.slice/admiralty.service\n");
        assertThat(layout.unified()).contains(Path.of("/sys/fs/cgroup/system.slice/admiralty.service"));
        assertThat(layout.v1()).isEmpty();
    }

    @Test
    void aContainerWithItsOwnCgroupNamespaceSeesItsCgroupAsTheRoot() {
        CgroupLayout layout = CgroupLayout.parse(
                """
                612 603 0:26 / /sys/fs/cgroup ro,nosuid,nodev,noexec,relatime - cgroup2 cgroup ro
                """,
                "0::/\n");
        assertThat(layout.unified()).contains(Path.of("/sys/fs/cgroup"));
    }

    @Test
    void aV1ContainerWithoutACgroupNamespaceMountsOnlyItsOwnSubtree() {
        CgroupLayout layout = CgroupLayout.parse(
                """
                700 690 0:40 /docker/abc /sys/fs/cgroup/memory ro,nosuid - cgroup cgroup rw,memory
                701 690 0:41 /docker/abc /sys/fs/cgroup/cpu,cpuacct ro,nosuid - cgroup cgroup rw,cpu,cpuacct
                702 690 0:42 /docker/abc /sys/fs/cgroup/pids ro,nosuid - cgroup cgroup rw,pids
                """,
                """
                11:memory:/docker/abc
                4:cpu,cpuacct:/docker/abc/worker
                3:pids:/elsewhere
                """);
        // the pids cgroup lies outside what the mount shows, so it cannot be reached
        assertThat(layout.v1())
                .isEqualTo(Map.of(
                        "memory",
                        Path.of("/sys/fs/cgroup/memory"),
                        "cpu",
                        Path.of("/sys/fs/cgroup/cpu,cpuacct/worker"),
                        "cpuacct",
                        Path.of("/sys/fs/cgroup/cpu,cpuacct/worker")));
        assertThat(layout.unified()).isEmpty();
    }

    @Test
    void mountPointsWithSpacesAreUnescaped() {
        CgroupLayout layout =
                CgroupLayout.parse("30 1 0:30 / /mnt/my\\040cgroups rw - cgroup2 cgroup2 rw\n", "0::/a\n");
        assertThat(layout.unified()).isEqualTo(Optional.of(Path.of("/mnt/my cgroups/a")));
    }
}
