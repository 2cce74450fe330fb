package io.admiralty.bot;

import io.admiralty.sandbox.Sandbox;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * What one bot wrote to stderr over one game, line by line, each line with the move it came after: the number of
 * move requests the league had sent the bot in that game when the line's first byte arrived (0 while it places), so
 * a line can be shown beside the move it was written over. Stderr is read on a thread of its own, so that mark is
 * when the line arrived: the move it was written in or a later one, never an earlier. A game's end waits (a moment
 * at most) until the process bot's stderr is read up to then, so the lines written before the bot's last answer are
 * the game's; what the bot writes after its last answer may arrive after the game is stored: it is then not kept, or,
 * when it comes later still, after the bot's next game has begun, kept as that game's first line.
 * Kept for every game, not only forfeits, and bounded: the
 * last {@link #MAX_BYTES} bytes of the game, the older lines dropped and counted ({@link Kept#cutBytes}). The bound
 * holds both for the bytes held while the game is played and for the escaped text kept ({@link BotText}: a NUL is
 * four characters there), so a bot flooding stderr (megabytes, no line breaks, control bytes) costs the league
 * {@value #MAX_BYTES} bytes a game, whatever it writes. A carriage return ending a line is dropped with its line
 * feed.
 */
public final class StderrLog {

    /** How much of a game's stderr is kept, raw while played and escaped once kept (UTF-8 bytes, line breaks too). */
    public static final int MAX_BYTES = 16 * 1024;

    /** The sandbox's own lines are shorter than this: a longer line is the bot's, and is not decoded to be sure. */
    private static final int CHAIN_LINE_MAX = 512;

    /** One line as kept: escaped, without its line break, and the move it came after. */
    public record Line(int move, String text) {}

    /**
     * A game's stderr as kept: its last lines, oldest first, and how many bytes before them were dropped (older lines,
     * or the start of the first line kept).
     */
    public record Kept(List<Line> lines, long cutBytes) {

        public static final Kept NONE = new Kept(List.of(), 0);

        public boolean isEmpty() {
            return lines.isEmpty() && cutBytes == 0;
        }

        /** The lines' texts, each ended by a line feed: how they are stored. */
        public String text() {
            StringBuilder all = new StringBuilder();
            for (Line line : lines) {
                all.append(line.text()).append('\n');
            }
            return all.toString();
        }

        /** Each line's move, two bytes a line (a game has fewer moves than a board has cells, at most 65,535). */
        public byte[] packedMoves() {
            ByteBuffer moves = ByteBuffer.allocate(2 * lines.size());
            for (Line line : lines) {
                moves.putShort((short) Math.min(line.move(), 0xffff));
            }
            return moves.array();
        }

        /** The lines stored as {@link #text} and {@link #packedMoves}, read back. */
        public static Kept stored(String text, byte[] moves, long cutBytes) {
            ByteBuffer packed = ByteBuffer.wrap(moves);
            List<Line> lines = new ArrayList<>();
            int start = 0;
            for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
                lines.add(new Line(packed.hasRemaining() ? packed.getShort() & 0xffff : 0, text.substring(start, end)));
                start = end + 1;
            }
            return new Kept(List.copyOf(lines), cutBytes);
        }
    }

    /** A line ended by a line feed, as its bytes came. */
    private record RawLine(int move, byte[] bytes) {}

    private final Deque<RawLine> lines = new ArrayDeque<>();
    /** Where each whole line goes too, to be read as a tag or a metric if it is one. */
    private final BotNotes notes;
    /** The line being written, not ended yet. */
    private final ByteArrayOutputStream open = new ByteArrayOutputStream();

    private int openMove;
    /** Bytes held: the lines' and the open line's, line breaks left out. */
    private int held;

    private long cut;
    private int move;

    public StderrLog() {
        this(new BotNotes());
    }

    /** A log whose lines {@code notes} reads too ({@link BotNotes}: the tags and metrics a bot writes to stderr). */
    public StderrLog(BotNotes notes) {
        this.notes = notes;
    }

    /** The league sends the bot its move request {@code number} of the game (1 for its first). */
    public synchronized void moveAsked(int number) {
        move = number;
    }

    /** {@code length} bytes the bot wrote to stderr, from {@code bytes}. */
    public synchronized void write(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (open.size() == 0) {
                openMove = move;
            }
            if (b == '\n') {
                byte[] line = open.toByteArray();
                int kept = line.length > 0 && line[line.length - 1] == '\r' ? line.length - 1 : line.length;
                if (line.length < CHAIN_LINE_MAX
                        && Sandbox.chainsOwn(new String(line, 0, kept, StandardCharsets.UTF_8))) {
                    held -= line.length;
                } else {
                    notes.line(line, kept);
                    lines.addLast(new RawLine(openMove, Arrays.copyOf(line, kept)));
                    held -= line.length - kept;
                }
                open.reset();
            } else {
                open.write(b);
                held++;
            }
        }
        trim();
    }

    /**
     * Drops the oldest lines, then the start of the oldest one left (or of the open line), until what is held fits
     * the bound.
     */
    private void trim() {
        while (held > MAX_BYTES && !lines.isEmpty()) {
            RawLine oldest = lines.removeFirst();
            int excess = held - MAX_BYTES;
            if (oldest.bytes().length > excess) {
                lines.addFirst(
                        new RawLine(oldest.move(), Arrays.copyOfRange(oldest.bytes(), excess, oldest.bytes().length)));
                held -= excess;
                cut += excess;
            } else {
                held -= oldest.bytes().length;
                cut += oldest.bytes().length + 1;
            }
        }
        if (held > MAX_BYTES) {
            byte[] line = open.toByteArray();
            int drop = held - MAX_BYTES;
            open.reset();
            open.write(line, drop, line.length - drop);
            held -= drop;
            cut += drop;
        }
    }

    /**
     * The game's stderr so far, escaped and within {@link #MAX_BYTES} as stored (the escapes count): where escaping
     * makes it longer, older lines are dropped, and the start of the oldest line kept, at a byte boundary of what the
     * bot sent, so the escape of each byte kept stays whole.
     */
    public synchronized Kept kept() {
        List<RawLine> all = new ArrayList<>(lines);
        if (open.size() > 0) {
            all.add(new RawLine(openMove, open.toByteArray()));
        }
        long dropped = cut;
        int room = MAX_BYTES;
        Deque<Line> kept = new ArrayDeque<>();
        for (int i = all.size() - 1; i >= 0; i--) {
            RawLine line = all.get(i);
            byte[] bytes = line.bytes();
            room -= 1;
            int take = Math.min(bytes.length, Math.max(0, room));
            String text = BotText.escape(bytes, bytes.length - take, take);
            for (int over = utf8Length(text) - room; over > 0 && take > 0; over = utf8Length(text) - room) {
                take = Math.max(0, take - Math.max(1, (over + 3) / 4));
                text = BotText.escape(bytes, bytes.length - take, take);
            }
            if (room < 0 || take == 0 && bytes.length > 0) {
                for (int j = 0; j <= i; j++) {
                    dropped += all.get(j).bytes().length + 1;
                }
                break;
            }
            dropped += bytes.length - take;
            room -= utf8Length(text);
            kept.addFirst(new Line(line.move(), text));
        }
        return new Kept(List.copyOf(kept), dropped);
    }

    /** Forgets what was written: a new game starts. */
    public synchronized void clear() {
        lines.clear();
        open.reset();
        held = 0;
        cut = 0;
        move = 0;
    }

    private static int utf8Length(String text) {
        int length = text.length();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                length += c >= 0x800 && !Character.isSurrogate(c) ? 2 : 1;
            }
        }
        return length;
    }
}
