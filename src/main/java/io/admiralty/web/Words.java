package io.admiralty.web;

import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.season.SeasonPhase;
import io.admiralty.league.season.Seasons.Progress;
import io.admiralty.league.season.Seasons.SeasonView;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.quarkus.qute.TemplateExtension;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How the pages write values as words, the same on every page; the templates call them as {@code {words:rating(r.elo)}}.
 * They answer text, never markup: the template escapes what they say.
 */
@TemplateExtension(namespace = "words")
final class Words {

    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private Words() {}

    /**
     * Values formatted as {@link String#format} does, in the root locale ({@code {words:fmt('%.1f', value)}}): a point
     * before the decimals on every page, whatever the server's own locale.
     */
    static String fmt(String format, Object... values) {
        return String.format(Locale.ROOT, format, values);
    }

    /** A rating rounded to a whole number, or a dash when there is none. */
    static String rating(Double value) {
        return value == null ? "–" : Long.toString(Math.round(value));
    }

    /**
     * A skill score: mean shots ± standard error when scored, else where it stands (queued, or the layouts played so
     * far; no score after a forfeit, and why; cancelled); a dash when there is none.
     */
    static String skill(SkillView score) {
        if (score == null) {
            return "–";
        }
        return switch (score.status()) {
            case "done" -> String.format(Locale.ROOT, "%.1f ± %.1f", score.mean(), score.se());
            case "forfeited" -> "no score: forfeit_" + score.forfeit() + " on layout " + score.forfeitLayout();
            case "cancelled" -> "no score: " + score.detail();
            default -> score.status() + (score.played() > 0 ? " " + score.played() + "/" + score.layouts() : "");
        };
    }

    /** A moment as text, in the one format every page shows: "2026-11-03 18:00:00 UTC". */
    static String shown(Instant at) {
        return at == null ? "–" : SHOWN.format(at);
    }

    /** A number as people write it: 16 rather than 16.0, 12.5 as it is. */
    static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Long.toString((long) value)
                : Double.toString(value);
    }

    /** A number with its sign, the minus a typographic one: −1, +2.5. */
    static String signed(double value) {
        return (value < 0 ? "−" : "+") + number(Math.abs(value));
    }

    /** "1 game", "2 games": of any whole number, since a template passes it boxed, as it is. */
    static String count(Number n, String one, String many) {
        return n + " " + (n.longValue() == 1 ? one : many);
    }

    /** Points as a chess table writes them: 58, 57½ (a win is a point, a draw half). */
    static String points(double points) {
        double halves = points * 2;
        if (halves != Math.rint(halves)) {
            return String.format(Locale.ROOT, "%.1f", points);
        }
        long whole = (long) Math.floor(points);
        return halves % 2 == 0 ? Long.toString(whole) : (whole == 0 ? "" : Long.toString(whole)) + "½";
    }

    /** The end of a season's progress bar: the matchups queued so far, at least 1. */
    static int progressMax(Progress p) {
        return Math.max(progressTotal(p), 1);
    }

    /** The matchups queued so far. */
    static int progressTotal(Progress p) {
        return p.queued() + p.running() + p.done() + p.cancelled();
    }

    /** The matchups finished: played or cancelled. */
    static int progressDone(Progress p) {
        return p.done() + p.cancelled();
    }

    /** The winner, or a draw: "won by density". */
    static String result(GameView g) {
        if (g.winner() == null) {
            return "a draw";
        }
        return "won by " + ("A".equals(g.winner()) ? g.botA() : g.botB()).name();
    }

    /** A season's state in a word or two, as the season list and the console say it. */
    static String seasonState(SeasonView s) {
        Progress p = s.progress();
        if (s.finalKept()) {
            return "final played";
        }
        if (s.seasonPhase() == SeasonPhase.FINAL) {
            return "playing its final";
        }
        if (s.closedAt() != null) {
            return "closed";
        }
        if (s.paused()) {
            return "paused";
        }
        if (p.running() > 0) {
            return "playing";
        }
        if (p.queued() > 0) {
            return "waiting";
        }
        return s.nextRoundAt() != null ? "scheduled" : "idle";
    }
}
