package io.admiralty.api;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Completes the OpenAPI document where the API's rules hold for every operation, so that no resource method has
 * to repeat them: each 4xx answer has the JSON error body, and each operation of {@code /api} may answer 401, since
 * an unknown token or another scheme than Bearer is refused on every address before the endpoint runs.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ApiDocumentFilter implements OASFilter {

    /** The error body's schema, as {@link ApiDocument} names it among the document's components. */
    static final String ERROR_SCHEMA = "#/components/schemas/" + ApiDocument.ERROR;

    @Override
    public void filterOpenAPI(OpenAPI document) {
        document.getPaths()
                .getPathItems()
                .forEach((path, item) -> item.getOperations().values().forEach(operation -> {
                    if (path.startsWith("/api/")) {
                        addIfMissing(
                                operation,
                                "401",
                                "No token where this needs one, an unknown token, or a scheme other than Bearer");
                    }
                    operation.getResponses().getAPIResponses().forEach((status, response) -> {
                        if (status.startsWith("4")
                                && (response.getContent() == null
                                        || response.getContent().getMediaTypes().isEmpty())) {
                            response.setContent(errorBody());
                        }
                    });
                }));
    }

    private static void addIfMissing(Operation operation, String status, String description) {
        if (!operation.getResponses().hasAPIResponse(status)) {
            APIResponse response = OASFactory.createAPIResponse().description(description);
            operation.getResponses().addAPIResponse(status, response);
        }
    }

    private static Content errorBody() {
        return OASFactory.createContent()
                .addMediaType(
                        MediaType.APPLICATION_JSON,
                        OASFactory.createMediaType()
                                .schema(OASFactory.createSchema().ref(ERROR_SCHEMA)));
    }
}
