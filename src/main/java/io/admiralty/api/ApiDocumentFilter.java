package io.admiralty.api;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import jakarta.ws.rs.core.MediaType;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Completes the OpenAPI document where the API's rules hold for every operation, so that no resource method has
 * to repeat them: each 4xx answer has the JSON error body, and each operation of {@code /api} may answer 401, since
 * an unknown token or another scheme than Bearer is refused on every address before the endpoint runs. A season's
 * {@code final} is named as the wire names it ({@link WireNames}), where the document read it from the record.
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
        nameTheFinal(document.getComponents().getSchemas());
    }

    /** The schemas read from a record with a final name it as JSON does, in the same place among their properties. */
    private static void nameTheFinal(Map<String, Schema> schemas) {
        for (Class<?> type : WireNames.WITH_FINAL) {
            Schema schema = schemas.get(type.getSimpleName());
            if (schema != null && schema.getProperties() != null) {
                Map<String, Schema> named = new LinkedHashMap<>();
                schema.getProperties().forEach((name, property) -> named.put(WireNames.of(type, name), property));
                schema.setProperties(named);
            }
        }
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
