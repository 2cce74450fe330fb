package io.admiralty.bot;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;

/**
 * The last messages between the league and one bot, both ways, plus the tail of what it wrote to stderr:
 * kept with every game the bot forfeits so its author can see what went wrong. Bounded in lines and bytes. It holds
 * one game: {@link #clear} starts the next. Stderr can also be watched line by line as it comes ({@link #echoStderr}).
 */
public final class Transcript {

    private static final int MAX_LINES = 40;
    private static final int MAX_LINE_CHARS = 300;
    private static final int MAX_STDERR_CHARS = 2000;

    private final Deque<String> lines = new ArrayDeque<>();
    private final StringBuilder stderr = new StringBuilder();
    private Consumer<String> echo;
    /** Stderr since its last line break, while it is echoed. */
    private final StringBuilder unfinishedLine = new StringBuilder();

    public synchronized void sent(String message) {
        add("> ", message);
    }

    /**
     * A message sent as the first {@code length} bytes of {@code utf8}: only the bytes the transcript keeps are
     * decoded, so a long request is not copied into a string at every move.
     */
    public synchronized void sent(byte[] utf8, int length) {
        if (length <= MAX_LINE_CHARS) {
            add("> ", new String(utf8, 0, length, StandardCharsets.UTF_8));
        } else {
            addCut("> ", new String(utf8, 0, MAX_LINE_CHARS, StandardCharsets.UTF_8), length + " bytes");
        }
    }

    public synchronized void received(String message) {
        add("< ", message);
    }

    public synchronized void note(String message) {
        add("# ", message);
    }

    public synchronized void stderr(String text) {
        stderr.append(text);
        if (stderr.length() > MAX_STDERR_CHARS) {
            stderr.delete(0, stderr.length() - MAX_STDERR_CHARS);
        }
        if (echo != null) {
            unfinishedLine.append(text);
            int end;
            while ((end = unfinishedLine.indexOf("\n")) >= 0) {
                echo.accept(unfinishedLine.substring(0, end).replace("\r", ""));
                unfinishedLine.delete(0, end + 1);
            }
            // a bot that never ends its line is still shown, a piece at a time
            if (unfinishedLine.length() > MAX_STDERR_CHARS) {
                echo.accept(unfinishedLine.toString());
                unfinishedLine.setLength(0);
            }
        }
    }

    /** Hands each line the bot writes to stderr from now on to {@code lines}, as it comes. */
    public synchronized void echoStderr(Consumer<String> lines) {
        echo = lines;
    }

    /** Forgets what was said and written: a new game starts, whose transcript repeats nothing of the last. */
    public synchronized void clear() {
        lines.clear();
        stderr.setLength(0);
    }

    /** A line of {@code mark} and {@code message}, cut to its first characters: a long message is not copied whole. */
    private void add(String mark, String message) {
        int length = mark.length() + message.length();
        if (length > MAX_LINE_CHARS) {
            addCut(mark, message, length + " chars");
        } else {
            addLine(mark + message);
        }
    }

    /** The first characters of a message too long to keep whole, and how long it was. */
    private void addCut(String mark, String start, String length) {
        addLine(mark + start.substring(0, Math.min(start.length(), MAX_LINE_CHARS - mark.length())) + "... (" + length
                + ")");
    }

    private void addLine(String line) {
        lines.addLast(line);
        if (lines.size() > MAX_LINES) {
            lines.removeFirst();
        }
    }

    @Override
    public synchronized String toString() {
        StringBuilder sb = new StringBuilder();
        lines.forEach(l -> sb.append(l).append('\n'));
        if (stderr.length() > 0) {
            sb.append("--- stderr (tail) ---\n").append(stderr);
        }
        return sb.toString();
    }
}
