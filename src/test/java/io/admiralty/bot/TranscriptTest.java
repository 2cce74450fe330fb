package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TranscriptTest {

    @Test
    void whatABotSentIsReadEscapedWhateverItsBytes() {
        Transcript transcript = new Transcript();
        transcript.sent("{\"type\":\"turn\"}");
        transcript.received("\0{\"type\":\"shots\"}\u001b[2J");
        transcript.received(new byte[] {'o', 'k', (byte) 0xff, 0}, 4);
        transcript.note("exit code 3");
        byte[] euro = "err €\0\n".getBytes(StandardCharsets.UTF_8);
        // a character cut between two reads of stderr is whole again in the tail
        transcript.stderr(euro, 5);
        transcript.stderr(new byte[] {euro[5], euro[6], euro[7], euro[8]}, 4);
        assertThat(transcript.toString())
                .isEqualTo(
                        """
                        > {"type":"turn"}
                        < \\x00{"type":"shots"}\\x1b[2J
                        < ok\\xff\\x00
                        # exit code 3
                        --- stderr (tail) ---
                        err €\\x00
                        """);
    }

    @Test
    void longLinesAndStderrAreBounded() {
        Transcript transcript = new Transcript();
        transcript.received("\0".repeat(1000));
        byte[] noise = new byte[5000];
        transcript.stderr(noise, noise.length);
        String text = transcript.toString();
        assertThat(text).startsWith("< \\x00\\x00").contains("... (1002 chars)");
        assertThat(text.length()).isLessThan(300 * 4 + 2000 * 4 + 100);
        transcript.clear();
        assertThat(transcript.toString()).isEmpty();
    }

    /** A traceback names the bot's files as the bot knows them, not where the service keeps them (issue 49.8). */
    @Test
    void filesInTheBotsFolderAreNamedRelativeToIt() {
        Transcript transcript = new Transcript();
        transcript.runsIn(java.nio.file.Path.of("/srv/league/data/artifacts/abc123"));
        byte[] traceback = ("Traceback (most recent call last):\n  File \"/srv/league/data/artifacts/abc123/mybot.py\","
                        + " line 3, in <module>\n  File \"/usr/lib/python3.11/json/__init__.py\", line 346\n")
                .getBytes(StandardCharsets.UTF_8);
        transcript.stderr(traceback, traceback.length);
        assertThat(transcript.toString())
                .contains("File \"mybot.py\", line 3")
                .contains("/usr/lib/python3.11/json/__init__.py")
                .doesNotContain("/srv/league/data");
    }

    @Test
    void echoedStderrComesInWholeLines() {
        Transcript transcript = new Transcript();
        List<String> lines = new ArrayList<>();
        transcript.echoStderr(lines::add);
        byte[] text = "one\r\ntw".getBytes(StandardCharsets.UTF_8);
        transcript.stderr(text, text.length);
        transcript.stderr("o\n".getBytes(StandardCharsets.UTF_8), 2);
        assertThat(lines).containsExactly("one", "two");
    }
}
