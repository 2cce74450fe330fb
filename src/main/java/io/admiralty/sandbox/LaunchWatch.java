package io.admiralty.sandbox;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * A confined process's stderr as it is read, watched for the two lines the sandbox's chain writes there ({@link
 * Ending}): that the sandbox is up, and bubblewrap's status line when the bot has exited. Only line beginnings are
 * kept (a line longer than the marks is no mark), so the watch costs nothing however much the bot writes.
 */
final class LaunchWatch extends FilterInputStream {

    /** The line the chain writes just before the bot's program starts. */
    static final String STARTED = "admiralty-sandbox: the bot starts";

    /** Bubblewrap's last line, written by its monitor once the bot has exited: {@code { "exit-code": 3 }}. */
    private static final Pattern STATUS = Pattern.compile("\\{ ?\"exit-code\": ?[0-9]+ ?}");

    private static final int KEPT = 64;

    private final byte[] line = new byte[KEPT];
    private int length;
    private boolean overlong;
    private volatile boolean started;
    private volatile boolean statusLast;
    private final CountDownLatch ended = new CountDownLatch(1);

    LaunchWatch(InputStream errors) {
        super(errors);
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b < 0) {
            ended.countDown();
        } else {
            see((byte) b);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int count) throws IOException {
        int n;
        try {
            n = super.read(buffer, offset, count);
        } catch (IOException e) {
            ended.countDown();
            throw e;
        }
        if (n < 0) {
            ended.countDown();
        }
        for (int i = 0; i < n; i++) {
            see(buffer[offset + i]);
        }
        return n;
    }

    private void see(byte b) {
        if (b != '\n') {
            if (length < KEPT) {
                line[length++] = b;
            } else {
                overlong = true;
            }
            // anything after the status line means it was not the last
            statusLast = false;
            return;
        }
        String text = overlong ? "" : new String(Arrays.copyOf(line, length), StandardCharsets.UTF_8);
        if (text.equals(STARTED)) {
            started = true;
        }
        statusLast = STATUS.matcher(text.strip()).matches();
        length = 0;
        overlong = false;
    }

    /** Waits up to {@code millis} for the stream's end: every line the chain wrote has been read then. */
    void awaitEnd(long millis) {
        try {
            ended.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    boolean started() {
        return started;
    }

    /** Whether the last line read is bubblewrap's status line. */
    boolean statusLast() {
        return statusLast;
    }
}
