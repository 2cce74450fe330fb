package io.admiralty.league.queue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Lowers the calling thread's own OS priority on Linux: a thread is a task with an id of its own there, and any task may
 * raise its own nice value without privileges ({@code renice VALUE -p TID}, the value absolute with util-linux and
 * BusyBox alike). The JVM offers no call for it; where {@code /proc} or {@code renice} is missing the thread stays as
 * it is.
 */
final class ThreadNice {

    private static final Logger LOG = Logger.getLogger(ThreadNice.class);
    private static volatile boolean warned;

    private ThreadNice() {}

    /** Adds {@code increment} to the calling thread's nice value, up to 19; true when the thread is at that value. */
    static boolean lowerBy(int increment) {
        if (increment <= 0) {
            return false;
        }
        try {
            Path self = Path.of("/proc/thread-self").toRealPath();
            String tid = self.getFileName().toString();
            int target = Math.min(19, nice(self) + increment);
            Process renice = new ProcessBuilder("renice", Integer.toString(target), "-p", tid)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!renice.waitFor(5, TimeUnit.SECONDS)) {
                renice.destroyForcibly();
            }
            return nice(self) == target;
        } catch (IOException | RuntimeException e) {
            if (!warned) {
                warned = true;
                LOG.warnf("work threads keep the service's priority: cannot lower a thread's own (%s)", e.getMessage());
            }
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The task's nice value: the 19th field of its stat, counted after the command's closing parenthesis. */
    static int nice(Path task) throws IOException {
        String stat = Files.readString(task.resolve("stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(fields[16]);
    }
}
