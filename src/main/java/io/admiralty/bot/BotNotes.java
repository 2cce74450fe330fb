package io.admiralty.bot;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What a bot says about its own game: tags and metrics, each metric's last value. A process or jar bot writes them to
 * stderr as lines {@code admiralty tag WORD} and {@code admiralty metric NAME=NUMBER}; an HTTP bot sends them with
 * any answer, in the headers {@code Admiralty-Tags: WORD, WORD} and {@code Admiralty-Metrics: NAME=NUMBER, ...}.
 * Bounded whatever the bot sends: at most {@value #MAX_TAGS} tags and {@value #MAX_METRICS} metrics a game, a tag
 * or a metric's name {@link #NAME} (1 to {@value #MAX_NAME} letters, digits and {@code _ . : -}, so it is the same
 * text in a page, a URL or a CSV field), a value a finite number. Anything else (a name out of form, a number that is
 * none, one past the bound) is dropped and counted, never an error: a bot flooding them costs the league the bound,
 * and its game plays and is stored as ever.
 */
public final class BotNotes {

    public static final int MAX_TAGS = 16;
    public static final int MAX_METRICS = 16;
    public static final int MAX_NAME = 32;
    /** What a tag or a metric's name may be. */
    public static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.:-]{0," + (MAX_NAME - 1) + "}");

    private static final String TAG = "admiralty tag ";
    private static final String METRIC = "admiralty metric ";
    /** A longer line is no note, and is not decoded to be sure: a note is a prefix, a name and a number. */
    private static final int MAX_LINE = 128;
    /** An HTTP header of notes longer than this is read up to here only. */
    private static final int MAX_HEADER = 2048;

    /** A game's notes as kept: the tags in the order first said, each metric's last value, and how many were dropped. */
    public record Kept(List<String> tags, Map<String, Double> metrics, int dropped) {

        public static final Kept NONE = new Kept(List.of(), Map.of(), 0);

        public boolean isEmpty() {
            return tags.isEmpty() && metrics.isEmpty();
        }
    }

    private final LinkedHashSet<String> tags = new LinkedHashSet<>();
    private final LinkedHashMap<String, Double> metrics = new LinkedHashMap<>();
    private int dropped;

    /** A line the bot wrote to stderr ({@code length} bytes, its line break left out): a note if it is one. */
    public synchronized void line(byte[] bytes, int length) {
        if (length > MAX_LINE || length <= TAG.length() || bytes[0] != 'a') {
            return;
        }
        String line = new String(bytes, 0, length, StandardCharsets.UTF_8);
        if (line.startsWith(TAG)) {
            tag(line.substring(TAG.length()).strip());
        } else if (line.startsWith(METRIC)) {
            metric(line.substring(METRIC.length()).strip());
        }
    }

    /** An HTTP answer's {@code Admiralty-Tags} header: tags separated by commas. */
    public synchronized void tagsHeader(String header) {
        for (String tag : split(header)) {
            tag(tag);
        }
    }

    /** An HTTP answer's {@code Admiralty-Metrics} header: {@code NAME=NUMBER} separated by commas. */
    public synchronized void metricsHeader(String header) {
        for (String metric : split(header)) {
            metric(metric);
        }
    }

    private static String[] split(String header) {
        String bounded = header.length() > MAX_HEADER ? header.substring(0, MAX_HEADER) : header;
        return bounded.split(",", MAX_TAGS + MAX_METRICS + 1);
    }

    private void tag(String tag) {
        String word = tag.strip();
        if (!NAME.matcher(word).matches() || !tags.contains(word) && tags.size() >= MAX_TAGS) {
            dropped++;
            return;
        }
        tags.add(word);
    }

    private void metric(String metric) {
        int equals = metric.indexOf('=');
        String name = equals < 0 ? "" : metric.substring(0, equals).strip();
        Double value = equals < 0 ? null : number(metric.substring(equals + 1).strip());
        if (!NAME.matcher(name).matches()
                || value == null
                || !metrics.containsKey(name) && metrics.size() >= MAX_METRICS) {
            dropped++;
            return;
        }
        metrics.put(name, value);
    }

    private static Double number(String text) {
        try {
            double value = Double.parseDouble(text);
            // Java reads "NaN", "Infinity" and hexadecimal floats too: a metric is a finite decimal
            return Double.isFinite(value) && text.chars().allMatch(c -> "0123456789+-.eE".indexOf(c) >= 0)
                    ? value
                    : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    public synchronized Kept kept() {
        return new Kept(List.copyOf(tags), Collections.unmodifiableMap(new LinkedHashMap<>(metrics)), dropped);
    }

    /** Forgets what was said: a new game starts. */
    public synchronized void clear() {
        tags.clear();
        metrics.clear();
        dropped = 0;
    }
}
