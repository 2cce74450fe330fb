package io.admiralty.league.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A thread lowers its own OS priority, and only its own: the thread that started it keeps its nice value. */
class ThreadNiceTest {

    @Test
    void aThreadLowersItsOwnPriorityAndNoOtherThreads() throws Exception {
        Path self = Path.of("/proc/thread-self").toRealPath();
        int mine = ThreadNice.nice(self);
        AtomicInteger before = new AtomicInteger();
        AtomicInteger after = new AtomicInteger();
        AtomicReference<Boolean> lowered = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                Path task = Path.of("/proc/thread-self").toRealPath();
                before.set(ThreadNice.nice(task));
                lowered.set(ThreadNice.lowerBy(3));
                after.set(ThreadNice.nice(task));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        worker.start();
        worker.join();

        assertThat(lowered.get()).isTrue();
        assertThat(after.get()).isEqualTo(Math.min(19, before.get() + 3));
        assertThat(ThreadNice.nice(self)).as("the starting thread's").isEqualTo(mine);
        assertThat(ThreadNice.lowerBy(0)).isFalse();
    }
}
