package io.admiralty.web;

import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.team.Roles;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ArcContainer;
import io.quarkus.security.identity.SecurityIdentity;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The pages' HTML, written by hand: every value that comes from a team, a bot or the database goes through
 * {@link #esc} (names are the teams' own text, and may hold markup), and each page is one {@link #document}.
 */
final class Html {

    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private Html() {}

    /** The value as text that cannot open a tag, an attribute or an entity; null is empty. */
    static String esc(Object value) {
        if (value == null) {
            return "";
        }
        String text = value.toString();
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
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
            case "forfeited" -> "no score: forfeit_" + esc(score.forfeit()) + " on layout " + score.forfeitLayout();
            case "cancelled" -> "no score: " + esc(score.detail());
            default -> esc(score.status()) + (score.played() > 0 ? " " + score.played() + "/" + score.layouts() : "");
        };
    }

    /** A moment as a {@code <time>} element in UTC (the browser's script may show it in local time). */
    static String time(Instant at) {
        return at == null ? "–" : "<time datetime=\"" + at + "\">" + timeText(at) + "</time>";
    }

    /** A moment as text, in the one format every page shows: "2026-11-03 18:00:00 UTC". */
    static String timeText(Instant at) {
        return at == null ? "–" : SHOWN.format(at);
    }

    /** A number as people write it: 16 rather than 16.0, 12.5 as it is. */
    static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Long.toString((long) value)
                : Double.toString(value);
    }

    /** "1 game", "2 games". */
    static String count(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /**
     * The header's links for whoever is signed in: their team's page ({@code /teams} sends a person of one team to
     * it, and lists them for a person in several) and, for an organiser, the console. Read from the request's identity, so that every page's header says
     * the same without each page asking; none outside a request.
     */
    private static String signedInLinks() {
        ArcContainer container = Arc.container();
        if (container == null || !container.requestContext().isActive()) {
            return "";
        }
        SecurityIdentity caller = container.instance(SecurityIdentity.class).get();
        if (caller == null) {
            return "";
        }
        return (Roles.teams(caller).isEmpty() ? "" : " <a href=\"/teams\">Team</a>")
                + (Roles.isOrganiser(caller) ? " <a href=\"/admin\">Console</a>" : "");
    }

    /** A whole page: the header, the main content and the page's own script (a module under /), if any. */
    static String document(String title, String main, String script) {
        return """
                <!doctype html>
                <html lang="en">
                <head>
                  <meta charset="utf-8">
                  <meta name="viewport" content="width=device-width, initial-scale=1">
                  <title>%s · Admiralty</title>
                  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
                  <link rel="stylesheet" href="/style.css">
                </head>
                <body>
                <header><a href="/" class="home">Admiralty</a> <nav aria-label="Site"><a href="/">Seasons</a> <a href="/downloads">Downloads</a> <a href="/q/swagger-ui/">API</a>%s <a href="/sign-in">Account</a></nav></header>
                <main id="main">
                %s
                </main>
                %s
                </body>
                </html>
                """
                .formatted(
                        esc(title),
                        signedInLinks(),
                        main,
                        script == null ? "" : "<script type=\"module\" src=\"/" + script + "\"></script>");
    }
}
