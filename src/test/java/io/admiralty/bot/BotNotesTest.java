package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a bot says of its game, read from its stderr lines and HTTP headers: kept when in form, bounded, never more. */
@Execution(ExecutionMode.CONCURRENT)
class BotNotesTest {

    private static BotNotes.Kept lines(String... lines) {
        BotNotes notes = new BotNotes();
        for (String line : lines) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            notes.line(bytes, bytes.length);
        }
        return notes.kept();
    }

    @ParameterizedTest(name = "{0} is kept as {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "admiralty tag aggressive-opening|aggressive-opening",
                "admiralty tag  rows:0-8  |rows:0-8",
                "admiralty tag v2.1_b|v2.1_b",
                "admiralty tag 12345678901234567890123456789012|12345678901234567890123456789012",
            })
    void aTagInFormIsKept(String line, String tag) {
        assertThat(lines(line)).isEqualTo(new BotNotes.Kept(java.util.List.of(tag), Map.of(), 0));
    }

    @ParameterizedTest(name = "{0} is dropped")
    @CsvSource(
            delimiter = '|',
            value = {
                "admiralty tag two words",
                "admiralty tag <script>",
                "admiralty tag -leading-dash",
                "admiralty tag 123456789012345678901234567890123",
                "admiralty tag é",
                "admiralty metric confidence",
                "admiralty metric confidence=",
                "admiralty metric confidence=high",
                "admiralty metric confidence=NaN",
                "admiralty metric confidence=Infinity",
                "admiralty metric confidence=0x1p3",
                "admiralty metric confidence=1e999",
                "admiralty metric =0.5",
                "admiralty metric bad name=0.5",
            })
    void aNoteOutOfFormIsDroppedAndCounted(String line) {
        assertThat(lines(line)).isEqualTo(new BotNotes.Kept(java.util.List.of(), Map.of(), 1));
    }

    @Test
    void linesThatAreNoNotesAreNotCountedAndAControlByteIsNoName() {
        assertThat(lines("admiralty", "admiralty tag", "tag x", "Admiralty tag x", "  admiralty tag x"))
                .isEqualTo(BotNotes.Kept.NONE);
        assertThat(lines("admiralty tag red\u001b[0m", "admiralty tag a\u0000b").dropped())
                .isEqualTo(2);
        // a line longer than a note can be is not read as one at all
        assertThat(lines("admiralty tag " + "x".repeat(200))).isEqualTo(BotNotes.Kept.NONE);
    }

    @Test
    void aMetricKeepsItsLastValueAndBothBoundsHoldAgainstAFlood() {
        assertThat(lines("admiralty metric shots=1", "admiralty metric shots=2.5", "admiralty metric shots=-3e2")
                        .metrics())
                .containsExactly(Map.entry("shots", -300.0));
        String[] flood = IntStream.range(0, 1000)
                .mapToObj(i -> i % 2 == 0 ? "admiralty tag t" + i : "admiralty metric m" + i + "=" + i)
                .toArray(String[]::new);
        BotNotes.Kept kept = lines(flood);
        assertThat(kept.tags())
                .hasSize(BotNotes.MAX_TAGS)
                .startsWith("t0", "t2")
                .endsWith("t30");
        assertThat(kept.metrics()).hasSize(BotNotes.MAX_METRICS).containsEntry("m1", 1.0);
        assertThat(kept.dropped()).isEqualTo(1000 - BotNotes.MAX_TAGS - BotNotes.MAX_METRICS);
        // once full, a tag or metric already kept is still said again without counting as dropped
        assertThat(lines(append(flood, "admiralty tag t0", "admiralty metric m1=7"))
                        .metrics())
                .containsEntry("m1", 7.0);
    }

    @Test
    void anHttpBotsHeadersGiveTheSameNotesBoundedTheSameWay() {
        BotNotes notes = new BotNotes();
        notes.tagsHeader(" opening-corner, rows:0-8 ,bad tag,");
        notes.metricsHeader("confidence=0.82, shots=3,broken");
        notes.metricsHeader("shots=4");
        assertThat(notes.kept())
                .isEqualTo(new BotNotes.Kept(
                        java.util.List.of("opening-corner", "rows:0-8"), Map.of("confidence", 0.82, "shots", 4.0), 3));
        notes.clear();
        notes.tagsHeader("x,".repeat(100_000));
        assertThat(notes.kept().tags()).containsExactly("x");
    }

    private static String[] append(String[] lines, String... more) {
        String[] all = java.util.Arrays.copyOf(lines, lines.length + more.length);
        System.arraycopy(more, 0, all, lines.length, more.length);
        return all;
    }
}
