package io.admiralty.web;

import io.admiralty.web.DownloadFiles.Download;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** {@code /downloads}: the tools a team starts with, listed with what each is for, and each file. */
@Path("/downloads")
@PermitAll
public class DownloadsResource {

    private final DownloadFiles downloads;

    DownloadsResource(DownloadFiles downloads) {
        this.downloads = downloads;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String list() {
        List<Download> files = downloads.list();
        StringBuilder main = new StringBuilder(
                "<h1>Downloads</h1>\n<p>The guides: <a href=\"/guides/for-teams\">for teams</a> (from an invitation to a"
                        + " bot in a season, challenges and webhooks) and <a href=\"/guides/for-organisers\">for"
                        + " organisers</a> (from nothing to a running contest).</p>\n");
        if (files.isEmpty()) {
            main.append("<p>This service was not packaged with its downloads: <code>./mvnw package</code> builds them"
                    + " into target/quarkus-app/downloads.</p>\n");
        } else {
            main.append("<p>Start from a starter kit (<a href=\"/guides/for-teams\">the guide for teams</a> says what"
                    + " comes next), try your bot against the built-ins with the play jar, then upload it on"
                    + " your team's page.</p>\n<ul>\n");
            for (Download file : files) {
                main.append("<li><a href=\"/downloads/%s\" download>%s</a> (%s): %s</li>\n"
                        .formatted(
                                Html.esc(file.name()),
                                Html.esc(file.name()),
                                Math.max(1, file.bytes() / 1024) + " KiB",
                                Html.esc(file.what())));
            }
            main.append("</ul>\n");
        }
        return Html.document("Downloads", main.toString(), null);
    }

    @GET
    @Path("{name}")
    @Produces(MediaType.APPLICATION_OCTET_STREAM)
    @Operation(hidden = true)
    public Response file(@PathParam("name") String name) {
        return downloads
                .file(name)
                .map(file -> Response.ok(file.toFile())
                        .type(name.endsWith(".zip") ? "application/zip" : "application/java-archive")
                        .header("Content-Disposition", "attachment; filename=\"" + name + "\"")
                        .build())
                .orElseGet(() -> PagesResource.notFound("download " + name));
    }
}
