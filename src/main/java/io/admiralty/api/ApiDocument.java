package io.admiralty.api;

import io.admiralty.league.profile.BotProfiles;
import jakarta.ws.rs.core.Application;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Components;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeIn;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Encoding;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * What the OpenAPI document ({@code /q/openapi}, Swagger UI at {@code /q/swagger-ui}) says beyond the resources'
 * own annotations: the one token scheme, which Swagger UI's Authorize button fills in. Every refusal's body, the
 * {@link ApiErrors.ErrorBody}, is attached to each 4xx by {@link ApiDocumentFilter}. The class is an
 * {@link Application} only because that is where the document's definition is read from: it adds no resources of
 * its own, so every resource is served as before.
 */
// the version is the build's (application.properties)
@OpenAPIDefinition(
        info =
                @Info(
                        title = "Admiralty league API",
                        version = "",
                        description =
                                "Battleship bot leagues: teams, bots, seasons, games and histories. GraphQL at /graphql "
                                        + "(GraphiQL at /q/graphql-ui). Every refusal is a 4xx with the body {\"status\", \"error\"}."),
        components =
                @Components(
                        schemas = @Schema(name = ApiDocument.ERROR, implementation = ApiErrors.ErrorBody.class),
                        requestBodies =
                                @RequestBody(
                                        name = ApiDocument.BOT_BODY,
                                        required = true,
                                        content = {
                                            @Content(
                                                    mediaType = MediaType.APPLICATION_JSON,
                                                    schema = @Schema(implementation = BotProfiles.Submission.class)),
                                            @Content(
                                                    mediaType = MediaType.MULTIPART_FORM_DATA,
                                                    schema = @Schema(implementation = BotResource.UploadForm.class),
                                                    encoding =
                                                            @Encoding(
                                                                    name = "definition",
                                                                    contentType = MediaType.APPLICATION_JSON))
                                        })),
        tags = {
            @Tag(
                    name = "Teams",
                    description = "The organiser makes, renames and disables teams; members make API tokens and "
                            + "captains invite people"),
            @Tag(name = "Bots", description = "A team's bots, their versions and their game histories"),
            @Tag(name = "Seasons", description = "Seasons, their entries, rounds and leaderboards"),
            @Tag(name = "Games", description = "Finished games, public"),
            @Tag(
                    name = "Challenges",
                    description = "Matches on request: a team's bot against a bot of its choice, unrated, within the "
                            + "team's limits"),
            @Tag(name = "Pages", description = "The web pages"),
            @Tag(name = "Accounts", description = "People: who is signed in, and the organiser's list"),
            @Tag(
                    name = "Notices",
                    description =
                            "What happened to a team: its inbox of notices, and its webhooks with their deliveries")
        })
@SecurityScheme(
        securitySchemeName = ApiDocument.BEARER,
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        description = "A team's token (answered once by POST /api/teams) or the organiser's (ADMIRALTY_ADMIN_TOKEN). "
                + "Reads work without one; with one, a team also sees its own bots' runs and transcripts.")
@SecurityScheme(
        securitySchemeName = ApiDocument.SESSION,
        type = SecuritySchemeType.APIKEY,
        in = SecuritySchemeIn.COOKIE,
        apiKeyName = PublicSite.SESSION_COOKIE,
        description = "A person signed in at /sign-in (or through the organiser's OpenID Connect provider) may call "
                + "every operation a token may, as the roles of their account and teams allow. Writes with this cookie "
                + "must come from the league's own pages: another site's are refused (403). Behind https (a public URL "
                + "that is https) the cookie is __Host-admiralty-session.")
public class ApiDocument extends Application {

    /** The signed-in person's security scheme, as operations name it. */
    public static final String SESSION = "session";

    /** The security scheme's name, as operations name it. */
    public static final String BEARER = "bearer";
    /** A bot's definition, as JSON or beside its files, as both ways of uploading a bot take it. */
    static final String BOT_BODY = "BotDefinition";
    /** The refusals' body's name among the document's schemas. */
    static final String ERROR = "Error";
}
