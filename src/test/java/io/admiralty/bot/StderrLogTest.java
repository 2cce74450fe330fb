package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.StderrLog.Kept;
import io.admiralty.bot.StderrLog.Line;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class StderrLogTest {

    private static void write(StderrLog log, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        log.write(bytes, bytes.length);
    }

    private static int storedBytes(Kept kept) {
        return kept.text().getBytes(StandardCharsets.UTF_8).length;
    }

    @Test
    void eachLineCarriesTheMoveItCameAfterAndTheLastUnendedLineIsKeptToo() {
        StderrLog log = new StderrLog();
        write(log, "placing\r\n");
        log.moveAsked(1);
        write(log, "hunting at 3,4\nthe sec");
        log.moveAsked(2);
        // a line belongs to the move during which it began, however its bytes were read
        write(log, "ond half\nstill thinking");
        assertThat(log.kept())
                .isEqualTo(new Kept(
                        List.of(
                                new Line(0, "placing"),
                                new Line(1, "hunting at 3,4"),
                                new Line(1, "the second half"),
                                new Line(2, "still thinking")),
                        0));
        log.clear();
        assertThat(log.kept().isEmpty()).isTrue();
        write(log, "next game\n");
        assertThat(log.kept().lines()).containsExactly(new Line(0, "next game"));
    }

    @Test
    void whatTheBotSentIsKeptEscaped() {
        StderrLog log = new StderrLog();
        byte[] bytes = {'a', 0, 0x1b, '[', '2', 'J', '\\', 'x', (byte) 0xff, '\t', 'z', '\n'};
        log.write(bytes, bytes.length);
        assertThat(log.kept().lines()).containsExactly(new Line(0, "a\\x00\\x1b[2J\\\\x\\xff\tz"));
    }

    @Test
    void aFloodIsCutToTheLastBytesOfTheGame() {
        StderrLog log = new StderrLog();
        byte[] chunk = new byte[4096];
        Arrays.fill(chunk, (byte) 'y');
        for (int i = 0; i < 1024; i++) {
            log.moveAsked(i);
            write(log, "line " + i + "\n");
            log.write(chunk, chunk.length);
        }
        Kept kept = log.kept();
        assertThat(storedBytes(kept)).isLessThanOrEqualTo(StderrLog.MAX_BYTES);
        assertThat(storedBytes(kept)).isGreaterThan(StderrLog.MAX_BYTES - 4096);
        assertThat(kept.lines().get(kept.lines().size() - 1)).isEqualTo(new Line(1023, "y".repeat(4096)));
        // what was written, less what is kept, is what the log says it cut
        long written = 0;
        for (int i = 0; i < 1024; i++) {
            written += ("line " + i + "\n").length() + 4096;
        }
        assertThat(kept.cutBytes() + storedBytes(kept)).isEqualTo(written + 1);
    }

    @Test
    void megabytesOfControlBytesWithoutALineBreakKeepTheirEscapesWithinTheBound() {
        StderrLog log = new StderrLog();
        byte[] chunk = new byte[4096];
        for (int i = 0; i < chunk.length; i++) {
            chunk[i] = (byte) (i % 3 == 0 ? 0 : i % 3 == 1 ? 0x1b : 'q');
        }
        for (int i = 0; i < 512; i++) {
            log.write(chunk, chunk.length);
        }
        Kept kept = log.kept();
        assertThat(kept.lines()).hasSize(1);
        String text = kept.lines().get(0).text();
        assertThat(storedBytes(kept)).isLessThanOrEqualTo(StderrLog.MAX_BYTES).isGreaterThan(StderrLog.MAX_BYTES / 2);
        assertThat(text).doesNotContain("\0", "\u001b").contains("\\x00\\x1bq");
        // every escape kept is whole: the text reads back as the last bytes the bot sent
        assertThat(text).matches("(?:\\\\x00|\\\\x1b|q)++");
        assertThat(kept.cutBytes()
                        + text.replace("\\x00", "0").replace("\\x1b", "1").length())
                .isEqualTo(512L * 4096);
    }

    @Test
    void aStoredLogReadsBackAsItWasKept() {
        StderrLog log = new StderrLog();
        write(log, "one\n\n");
        log.moveAsked(300);
        write(log, "three €\n");
        Kept kept = log.kept();
        assertThat(Kept.stored(kept.text(), kept.packedMoves(), kept.cutBytes()))
                .isEqualTo(kept);
        assertThat(kept.packedMoves()).hasSize(6);
    }
}
