package io.admiralty.web;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.InputStream;

/**
 * The pages with an id in their path. They are static files (META-INF/resources) that read their id from the
 * address and their data from GraphQL; {@code /} is index.html, served as it is.
 */
@Path("/")
public class Pages {

    @GET
    @Path("bots/{id}")
    @Produces(MediaType.TEXT_HTML)
    public InputStream bot() {
        return page("bot.html");
    }

    @GET
    @Path("games/{id}")
    @Produces(MediaType.TEXT_HTML)
    public InputStream game() {
        return page("game.html");
    }

    private static InputStream page(String name) {
        return Pages.class.getClassLoader().getResourceAsStream("META-INF/resources/" + name);
    }
}
