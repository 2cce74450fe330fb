package io.admiralty.bot;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The last messages between the league and one bot, both ways, plus the tail of what it wrote to stderr:
 * kept with every game the bot forfeits so its author can see what went wrong. Bounded in lines and bytes. It holds
 * one game: {@link #clear} starts the next. The game's whole stderr, bounded, is kept apart for every game
 * ({@link #stderrLog}). Stderr can also be watched line by line as it comes ({@link #echoStderr}).
 * <p>
 * What the bot sent is kept as it came and escaped when the transcript is read ({@link BotText}): the transcript is
 * printable text whatever bytes the bot sent (a NUL included), and says exactly which. Escaping costs only when a
 * transcript is read, after a forfeit, not at every move.
 */
public final class Transcript {

    private static final int MAX_LINES = 40;
    private static final int MAX_LINE_CHARS = 300;
    private static final int MAX_STDERR_BYTES = 2000;

    /** One line: {@code text} as it came, or already escaped when it came as bytes that are not text. */
    private record Line(String mark, String text, boolean escaped, String cut) {}

    private final Deque<Line> lines = new ArrayDeque<>();
    /** The tail of stderr, as bytes: a character cut between two reads is whole again here. */
    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
    /** The tags and metrics the bot says of its game, on stderr or in its HTTP answers' headers. */
    private final BotNotes notes = new BotNotes();
    /** The game's whole stderr, bounded, line by line with its moves: kept with every game ({@link StderrLog}). */
    private final StderrLog stderrLog = new StderrLog(notes);

    private Consumer<String> echo;
    /** How each process writing to this transcript's stderr is read up to now, at a game's end. */
    private final List<Runnable> stderrCatchUps = new CopyOnWriteArrayList<>();
    /** The bot's own folder as the service sees it, which the transcript names as the bot does: relative to it. */
    private String folder;
    /** Stderr since its last line break, while it is echoed. */
    private final ByteArrayOutputStream unfinishedLine = new ByteArrayOutputStream();

    /**
     * The folder the bot runs in: where the transcript names a file in it (a traceback's path), it says the bot's own
     * relative path, not where the service keeps the bot's files.
     */
    public synchronized void runsIn(java.nio.file.Path workDir) {
        folder = workDir.toAbsolutePath().normalize().toString();
    }

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

    /** An answer of bytes that are not text (a NUL, or not UTF-8): kept escaped, its first bytes only. */
    public synchronized void received(byte[] bytes, int length) {
        int kept = Math.min(length, MAX_LINE_CHARS);
        addLine(new Line(
                "< ", BotText.escape(bytes, 0, kept), true, kept < length ? "... (" + length + " bytes)" : ""));
    }

    public synchronized void note(String message) {
        add("# ", message);
    }

    /** {@code length} bytes the bot wrote to stderr, from {@code bytes}. */
    public synchronized void stderr(byte[] bytes, int length) {
        stderrLog.write(bytes, length);
        stderr.write(bytes, 0, length);
        if (stderr.size() > MAX_STDERR_BYTES) {
            byte[] all = stderr.toByteArray();
            stderr.reset();
            stderr.write(all, all.length - MAX_STDERR_BYTES, MAX_STDERR_BYTES);
        }
        if (echo != null) {
            echoLines(bytes, length);
        }
    }

    /** Hands each line the bot writes to stderr from now on to {@code lines}, as it comes. */
    public synchronized void echoStderr(Consumer<String> lines) {
        echo = lines;
    }

    /** How the stderr of a process writing here is read up to now ({@link #catchUpStderr}), while it runs. */
    public void catchUpStderrWith(Runnable catchUp) {
        stderrCatchUps.add(catchUp);
    }

    public void noStderrCatchUp(Runnable catchUp) {
        stderrCatchUps.remove(catchUp);
    }

    /**
     * At a game's end, before its stderr is kept: waits (a moment at most) until what the bot wrote to stderr before
     * now has been read into this transcript. Not synchronized: the reading ends in {@link #stderr}.
     */
    public void catchUpStderr() {
        stderrCatchUps.forEach(Runnable::run);
    }

    /** Forgets what was said and written: a new game starts, whose transcript repeats nothing of the last. */
    public synchronized void clear() {
        lines.clear();
        stderr.reset();
        stderrLog.clear();
        notes.clear();
    }

    /** The tags and metrics the bot said of this game so far. */
    public BotNotes notes() {
        return notes;
    }

    /** The game's stderr, line by line with the move each came after. */
    public StderrLog stderrLog() {
        return stderrLog;
    }

    private void echoLines(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            if (bytes[i] == '\n') {
                echo.accept(unfinishedLine.toString(StandardCharsets.UTF_8).replace("\r", ""));
                unfinishedLine.reset();
            } else {
                unfinishedLine.write(bytes[i]);
            }
        }
        // a bot that never ends its line is still shown, a piece at a time
        if (unfinishedLine.size() > MAX_STDERR_BYTES) {
            echo.accept(unfinishedLine.toString(StandardCharsets.UTF_8));
            unfinishedLine.reset();
        }
    }

    /** A line of {@code mark} and {@code message}, cut to its first characters: a long message is not copied whole. */
    private void add(String mark, String message) {
        int length = mark.length() + message.length();
        if (length > MAX_LINE_CHARS) {
            addCut(mark, message, length + " chars");
        } else {
            addLine(new Line(mark, message, false, ""));
        }
    }

    /** The first characters of a message too long to keep whole, and how long it was. */
    private void addCut(String mark, String start, String length) {
        addLine(new Line(
                mark,
                start.substring(0, Math.min(start.length(), MAX_LINE_CHARS - mark.length())),
                false,
                "... (" + length + ")"));
    }

    private void addLine(Line line) {
        lines.addLast(line);
        if (lines.size() > MAX_LINES) {
            lines.removeFirst();
        }
    }

    /** The transcript as text, everything the bot sent escaped ({@link BotText}). */
    @Override
    public synchronized String toString() {
        StringBuilder sb = new StringBuilder();
        for (Line line : lines) {
            sb.append(line.mark())
                    .append(line.escaped() ? line.text() : BotText.escape(line.text()))
                    .append(line.cut())
                    .append('\n');
        }
        if (stderr.size() > 0) {
            byte[] tail = stderr.toByteArray();
            sb.append("--- stderr (tail) ---\n").append(BotText.escape(tail, 0, tail.length));
        }
        return folder == null ? sb.toString() : sb.toString().replace(folder + "/", "");
    }
}
