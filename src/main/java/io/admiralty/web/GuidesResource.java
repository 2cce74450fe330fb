package io.admiralty.web;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The one-page guides, {@code /guides/for-teams} and {@code /guides/for-organisers}: docs/for-teams.md and
 * docs/for-organisers.md (the build puts them on the class path, docs/ stays their one copy), read as Markdown and
 * shown as pages, a link from one guide to the other kept between the pages. Only these two are served, by name.
 */
@Path("/guides")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class GuidesResource {

    @CheckedTemplate
    static class Templates {
        /** A guide: its title, and its Markdown as HTML (the league's own text, from docs/). */
        static native TemplateInstance guide(String title, String article);
    }

    /** The guides, by the name in their address. */
    static final List<String> GUIDES = List.of("for-teams", "for-organisers");

    private static final List<org.commonmark.Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    private static final HtmlRenderer RENDERER =
            HtmlRenderer.builder().extensions(EXTENSIONS).sanitizeUrls(true).build();

    private final Map<String, Optional<String>> rendered =
            Map.of("for-teams", page("for-teams"), "for-organisers", page("for-organisers"));

    @GET
    @Path("{name}")
    public Response guide(@PathParam("name") String name) {
        return Optional.ofNullable(rendered.get(name))
                .flatMap(page -> page)
                .map(page -> Response.ok(page).build())
                .orElseGet(() -> PagesResource.notFound("guide " + name));
    }

    /** The guide as a page, or empty when the service was built without it. */
    private static Optional<String> page(String name) {
        try (InputStream in = GuidesResource.class.getResourceAsStream("/guides/" + name + ".md")) {
            if (in == null) {
                return Optional.empty();
            }
            Node document = PARSER.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            String[] title = {name};
            document.accept(new AbstractVisitor() {
                @Override
                public void visit(Link link) {
                    link.setDestination(address(link.getDestination()));
                    visitChildren(link);
                }

                @Override
                public void visit(Heading heading) {
                    if (heading.getLevel() == 1 && heading.getFirstChild() instanceof Text text) {
                        title[0] = text.getLiteral();
                    }
                    visitChildren(heading);
                }
            });
            return Optional.of(
                    Templates.guide(title[0], RENDERER.render(document)).render());
        } catch (IOException e) {
            throw new UncheckedIOException("could not read the guide " + name, e);
        }
    }

    /** A link of a guide: to the other guide, its page here; anything else as written. */
    static String address(String destination) {
        for (String guide : GUIDES) {
            if (destination.equals(guide + ".md") || destination.startsWith(guide + ".md#")) {
                return "/guides/" + guide + destination.substring((guide + ".md").length());
            }
        }
        return destination;
    }
}
