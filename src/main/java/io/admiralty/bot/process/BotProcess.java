package io.admiralty.bot.process;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotText;
import io.admiralty.bot.Transcript;
import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.LeagueFault;
import io.admiralty.sandbox.ConfinedProcess;
import io.admiralty.sandbox.Confinement;
import io.admiralty.sandbox.Ending;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.UnaryOperator;

/**
 * A bot's process and its line-based stdin/stdout, with the limits the league enforces: a reply must come
 * within its timeout and fit the reply limit; stderr is kept as a short tail; stopping kills the whole tree.
 * Each problem surfaces as a {@link BotFault} with its forfeit reason and a detail in the league's words: what the
 * bot printed, its exit code and its stderr stay in its transcript.
 */
public final class BotProcess implements AutoCloseable {

    /**
     * A line of the bot's output as the reader gets it: its text, or its bytes when they are not text (a NUL, or not
     * UTF-8). {@link #END} and {@link #OVERSIZED} are marks, compared by identity.
     */
    private record Line(String text, byte[] notText) {}

    private static final Line END = new Line("<end of output>", null);

    private static final Line OVERSIZED = new Line("<oversized line>", null);

    /** The public detail of a reply that is not text. */
    public static final String NOT_TEXT =
            "answered with a line that is not text (a NUL byte, or bytes that are not UTF-8)";

    /** How long a game's end waits at most for the bot's stderr to be read up to then ({@link #catchUpStderr}). */
    private static final Duration CATCH_UP_BOUND = Duration.ofMillis(250);

    /** The stderr pump's pauses while there is nothing to read: short after the bot wrote, longer while it is quiet. */
    private static final long MIN_STDERR_PAUSE_NANOS = TimeUnit.MICROSECONDS.toNanos(200);

    private static final long MAX_STDERR_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(8);

    private final ConfinedProcess confined;
    private final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final Transcript transcript;
    private final BotLimits limits;
    private final Thread stderrPump;
    /** Catch-ups asked of the stderr pump, and the last it answered: see {@link #catchUpStderr}. */
    private final AtomicLong catchUpsAsked = new AtomicLong();

    private long catchUpsAnswered;
    private boolean stderrEnded;
    private final Runnable catchUp = this::catchUpStderr;

    private BotProcess(ConfinedProcess confined, BotLimits limits, Transcript transcript) {
        this.confined = confined;
        this.process = confined.process();
        this.stdin = process.getOutputStream();
        this.limits = limits;
        this.transcript = transcript;
        Thread out = new Thread(() -> pumpLines(process.getInputStream()), "bot-stdout-" + process.pid());
        stderrPump = new Thread(() -> pumpStderr(confined.errors()), "bot-stderr-" + process.pid());
        out.setDaemon(true);
        stderrPump.setDaemon(true);
        out.start();
        stderrPump.start();
        transcript.catchUpStderrWith(catchUp);
    }

    /**
     * Starts {@code command} in {@code workDir} under {@code confinement}; a program that cannot start is a crash, unless
     * it is the sandbox's own program that cannot (the league's fault).
     */
    public static BotProcess start(
            Confinement confinement, List<String> command, Path workDir, BotLimits limits, Transcript transcript) {
        transcript.runsIn(workDir);
        transcript.note("start: " + String.join(" ", command));
        try {
            return new BotProcess(confinement.start(command, workDir), limits, transcript);
        } catch (IOException e) {
            transcript.note("could not start: " + e.getMessage());
            if (confinement.isConfined()) {
                throw new LeagueFault("the league could not start the sandbox", e);
            }
            throw new BotFault(ForfeitReason.CRASH, "could not be started", e);
        }
    }

    public Transcript transcript() {
        return transcript;
    }

    public void send(String line) {
        transcript.sent(line);
        try {
            stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        } catch (IOException e) {
            throw gone("closed its input");
        }
    }

    /** The next line the bot prints, waiting at most {@code timeout}. */
    public String readLine(Duration timeout) {
        Line line;
        try {
            line = lines.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BotFault(ForfeitReason.TIMEOUT, "did not answer before the league stopped waiting");
        }
        if (line == null) {
            throw new BotFault(ForfeitReason.TIMEOUT, "did not answer within " + timeout.toMillis() + " ms");
        }
        // what the bot wrote to stderr before this line is in the pipe now: its reader looks at once, rather than
        // after its pause, so each line is marked with its own move or the next on a loaded machine too
        LockSupport.unpark(stderrPump);
        if (line == END) {
            lines.add(END);
            throw gone("exited, or closed its output");
        }
        if (line == OVERSIZED) {
            throw new BotFault(
                    ForfeitReason.OUTPUT_LIMIT,
                    "answered with a line longer than " + limits.maxReplyBytes() + " bytes");
        }
        if (line.notText() != null) {
            transcript.received(line.notText(), line.notText().length);
            throw BotFault.malformed(NOT_TEXT);
        }
        transcript.received(line.text());
        return line.text();
    }

    /**
     * Sends a message that needs an answer and returns the first line that is not empty after {@code clean}
     * (which strips whatever decoration the dialect allows), all within {@code timeout}. Lines printed before
     * the message, when no answer was due, are ignored.
     */
    public String ask(String message, Duration timeout, UnaryOperator<String> clean) {
        discardPending();
        send(message);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String line = clean.apply(readLine(Duration.ofNanos(Math.max(1, deadline - System.nanoTime()))));
            if (!line.isEmpty()) {
                return line;
            }
        }
    }

    /** Throws away lines printed when no reply was due; they stay in the transcript. */
    private void discardPending() {
        Line line;
        while ((line = lines.peek()) != null && line != END && line != OVERSIZED) {
            lines.poll();
            if (line.notText() != null) {
                transcript.note("ignored a line that is not text:");
                transcript.received(line.notText(), line.notText().length);
            } else {
                transcript.note("ignored: " + line.text());
            }
        }
    }

    /** Waits up to {@code grace} for the bot to exit by itself, then kills it and everything it started. */
    public void stop(Duration grace) {
        awaitExit(grace);
        confined.kill();
    }

    /**
     * Closes the bot's input and waits up to {@code grace} for it to exit by itself, without killing what is left:
     * {@link #close} does that, maybe later and on another thread.
     */
    public void awaitExit(Duration grace) {
        try {
            stdin.close();
        } catch (IOException ignored) {
            // already gone
        }
        try {
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                transcript.note("did not exit within " + grace.toMillis() + " ms: killed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public void close() {
        transcript.noStderrCatchUp(catchUp);
        confined.kill();
    }

    /**
     * Waits, at most {@link #CATCH_UP_BOUND}, until the stderr pump has read and handed on everything the bot wrote to
     * stderr before now: a bot that writes a line and then answers has the line in its game, however late its pump
     * would otherwise have come to it (on a loaded machine, after the next game began, as that game's first line). A
     * look at an empty pipe answers the catch-ups asked before it began, so nothing written before the call is left.
     * A bot that writes without pause costs its own game's end the bound, no more.
     */
    void catchUpStderr() {
        long asked = catchUpsAsked.incrementAndGet();
        LockSupport.unpark(stderrPump);
        long deadline = System.nanoTime() + CATCH_UP_BOUND.toNanos();
        synchronized (catchUpsAsked) {
            while (catchUpsAnswered < asked && !stderrEnded) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(catchUpsAsked, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /**
     * Why the bot's process went away, {@code detail} when it was the bot's doing: its cgroup's memory is {@code memory};
     * a sandbox that never came up, or whose launcher was killed, is the league's fault, no forfeit.
     */
    private RuntimeException gone(String detail) {
        Ending ending = confined.ending();
        noteExit();
        return switch (ending) {
            case EXITED -> new BotFault(ForfeitReason.CRASH, detail);
            case OUT_OF_MEMORY -> {
                transcript.note("killed by the kernel: its processes together used more than their memory limit");
                yield new BotFault(
                        ForfeitReason.MEMORY,
                        "was killed for using more than its memory limit (" + limits.memoryBytes() / (1024 * 1024)
                                + " MiB)");
            }
            case SANDBOX_FAILED -> {
                transcript.note("the sandbox did not start: the league's fault, not the bot's");
                yield new LeagueFault("the sandbox could not start the bot");
            }
            case LAUNCHER_KILLED -> {
                transcript.note("the sandbox's launcher was killed: the league's fault, not the bot's");
                yield new LeagueFault("the sandbox's launcher was killed while the bot ran");
            }
        };
    }

    /**
     * The exit code is the bot's to choose, so it goes to the transcript, not into the public detail; so does the
     * last of what it wrote to stderr, which its pump may still be reading when the exit is seen.
     */
    private void noteExit() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                stderrPump.join(200);
                transcript.note("exit code " + process.exitValue());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Splits stdout into lines; a line over the limit is replaced by a marker and the rest of it dropped. */
    private void pumpLines(InputStream out) {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        boolean oversized = false;
        byte[] buffer = new byte[8192];
        try {
            int n;
            while ((n = out.read(buffer)) > 0) {
                for (int i = 0; i < n; i++) {
                    byte b = buffer[i];
                    if (b == '\n') {
                        lines.add(oversized ? OVERSIZED : line(line));
                        line.reset();
                        oversized = false;
                    } else if (!oversized) {
                        line.write(b);
                        if (line.size() > limits.maxReplyBytes()) {
                            oversized = true;
                            line.reset();
                        }
                    }
                }
            }
            if (oversized) {
                lines.add(OVERSIZED);
            } else if (line.size() > 0) {
                lines.add(line(line));
            }
        } catch (IOException ignored) {
            // the process went away; END says so
        }
        lines.add(END);
    }

    /** One line as the reader gets it: its text without carriage returns, or its bytes when they are not text. */
    private static Line line(ByteArrayOutputStream bytes) {
        byte[] raw = bytes.toByteArray();
        String text = BotText.replyText(raw, 0, raw.length);
        return text == null ? new Line(null, raw) : new Line(text.replace("\r", ""), null);
    }

    /**
     * Reads stderr as it comes. It reads only what is there and looks again after a pause while there is nothing (a
     * blocked read would hold the stream, and no other thread could learn whether it is empty), or as soon as the bot
     * answers ({@link #readLine}), answering the catch-ups asked before each look that finds it empty; once the
     * process is gone, it reads to the end.
     */
    private void pumpStderr(InputStream err) {
        byte[] buffer = new byte[4096];
        long pause = MIN_STDERR_PAUSE_NANOS;
        try {
            while (true) {
                long asked = catchUpsAsked.get();
                int ready = err.available();
                if (ready > 0) {
                    int n = err.read(buffer, 0, Math.min(ready, buffer.length));
                    if (n < 0) {
                        break;
                    }
                    transcript.stderr(buffer, n);
                    pause = MIN_STDERR_PAUSE_NANOS;
                    continue;
                }
                synchronized (catchUpsAsked) {
                    catchUpsAnswered = asked;
                    catchUpsAsked.notifyAll();
                }
                if (!process.isAlive()) {
                    int n;
                    while ((n = err.read(buffer)) > 0) {
                        transcript.stderr(buffer, n);
                    }
                    break;
                }
                LockSupport.parkNanos(pause);
                pause = Math.min(2 * pause, MAX_STDERR_PAUSE_NANOS);
            }
        } catch (IOException ignored) {
            // the process went away
        } finally {
            synchronized (catchUpsAsked) {
                stderrEnded = true;
                catchUpsAsked.notifyAll();
            }
        }
    }
}
