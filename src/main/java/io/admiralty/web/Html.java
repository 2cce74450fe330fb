package io.admiralty.web;

import io.admiralty.league.skill.SkillJobs.SkillView;
import io.quarkus.arc.Arc;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.Engine;
import io.quarkus.qute.TemplateInstance;
import java.time.Instant;

/**
 * The pages' HTML, written by hand: every value that comes from a team, a bot or the database goes through
 * {@link #esc} (names are the teams' own text, and may hold markup), and each page is one {@link #document}.
 */
final class Html {

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

    /** A skill score as {@link Words#skill} writes it, escaped (its forfeit's and cancellation's words are a bot's). */
    static String skill(SkillView score) {
        return esc(Words.skill(score));
    }

    /** A moment as a {@code <time>} element in UTC (the browser's script may show it in local time). */
    static String time(Instant at) {
        return at == null ? "–" : "<time datetime=\"" + at + "\">" + Words.shown(at) + "</time>";
    }

    /** A link to a bot's page, its name as text. */
    static String botLink(long id, String name) {
        return "<a href=\"/bots/" + id + "\">" + esc(name) + "</a>";
    }

    /**
     * A tag of templates/tags/ on its own, its value as {@code it}: how a page still written in Java shows a part the
     * templates show too, the same way.
     */
    static String tag(String name, Object it) {
        return Arc.container()
                .instance(Engine.class)
                .get()
                .getTemplate("tags/" + name)
                .data("it", it)
                .render();
    }

    /**
     * The page's layout (templates/layout.html) around a page still written in Java: {@code content} is HTML made here,
     * with every outside value through {@link #esc}; the pages written as templates include the layout themselves.
     */
    @CheckedTemplate
    static class Templates {
        static native TemplateInstance document(String title, String content, String script);
    }

    /** A whole page: the header, the main content and the page's own script (a module under /), if any. */
    static String document(String title, String main, String script) {
        return Templates.document(title, main, script).render();
    }
}
