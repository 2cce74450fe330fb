package io.admiralty.web;

import io.admiralty.web.DownloadFiles.Download;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/** {@code /downloads}: the tools a team starts with, listed with what each is for, and each file. */
@Path("/downloads")
@PermitAll
public class DownloadsResource {

    private final DownloadFiles downloads;

    DownloadsResource(DownloadFiles downloads) {
        this.downloads = downloads;
    }

    @CheckedTemplate
    static class Templates {
        /** The files offered, each with its size and what it is for; none when the service was not packaged. */
        static native TemplateInstance list(List<Download> files);
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance list() {
        return Templates.list(downloads.list());
    }

    @GET
    @Path("{name}")
    @Produces(MediaType.APPLICATION_OCTET_STREAM)
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
