package io.admiralty.api;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.admiralty.Refusal;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.hibernate.exception.JDBCConnectionException;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every refused request gets a JSON body {@code {"status": 400, "error": "what is wrong"}}. */
public class ApiErrors {

    private static final Logger LOG = Logger.getLogger(ApiErrors.class);

    @Schema(
            name = ApiDocument.ERROR,
            description = "Why a request was refused",
            requiredProperties = {"status", "error"})
    public record ErrorBody(
            @Schema(description = "The HTTP status, repeated", examples = "400") int status,
            @Schema(description = "What is wrong, in a sentence", examples = "first must be a number (an id), was 'x'")
                    String error) {}

    /** {@code text} as a JSON string literal, quotes included. */
    static String json(String text) {
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + "\"";
    }

    /** The HTTP status of each kind of refusal: the API's side of the league's domain answers. */
    static int status(Refusal refusal) {
        return switch (refusal.kind()) {
            case INVALID -> 400;
            case UNAUTHENTICATED -> 401;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case TOO_LARGE -> 413;
            case TOO_MANY -> 429;
        };
    }

    static Response of(int status, String message) {
        return Response.status(status)
                .type(MediaType.APPLICATION_JSON)
                .entity(new ErrorBody(status, message))
                .build();
    }

    /**
     * The same refusal where no JAX-RS resource runs (filters, the GraphQL gate), before the body is read. GraphQL
     * clients also find the message where they look for it, in {@code errors}.
     */
    static void refuse(RoutingContext context, Refusal refused) {
        String message = json(refused.getMessage());
        int status = status(refused);
        String body =
                "{\"status\":" + status + ",\"error\":" + message + ",\"errors\":[{\"message\":" + message + "}]}";
        context.response()
                .setStatusCode(status)
                .putHeader(HttpHeaders.CONTENT_TYPE, MediaType.APPLICATION_JSON)
                // the body may not have been read: close, so the client stops sending it
                .putHeader(HttpHeaders.CONNECTION, "close")
                .end(body);
    }

    @ServerExceptionMapper
    public Response refused(Refusal e) {
        return of(status(e), e.getMessage());
    }

    /** Named one by one: Quarkus has its own mappers for the first two, with bodies of another shape. */
    @ServerExceptionMapper({JsonParseException.class, MismatchedInputException.class, JsonProcessingException.class})
    public Response unreadableJson(JsonProcessingException e) {
        return of(400, "the body is not the JSON expected: " + e.getOriginalMessage());
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        int status = e.getResponse().getStatus();
        String message =
                switch (status) {
                    case 400 ->
                        e.getCause() instanceof JsonProcessingException json
                                ? "the body is not the JSON expected: " + json.getOriginalMessage()
                                : "the body is not the JSON expected: send JSON with Content-Type: application/json";
                    case 404 -> "no such resource";
                    case 405 -> "method not allowed here";
                    case 406 -> "cannot produce the requested media type";
                    case 415 -> "unsupported content type: send application/json (or multipart/form-data for uploads)";
                    default -> e.getMessage();
                };
        return of(status, message);
    }

    /** A request body that ends before it should (a truncated upload) or cannot be parsed as its type says. */
    @ServerExceptionMapper
    public Response unreadableBody(IOException e) {
        return of(400, "the request body could not be read: " + e.getMessage());
    }

    @ServerExceptionMapper
    public Response database(JDBCConnectionException e) {
        LOG.error("database failure", e);
        return of(503, "the database is not available: try again shortly");
    }

    /** A bug, not the caller's fault: logged with its stack, answered in the same JSON shape. */
    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        LOG.error("request failed", e);
        return of(500, "internal error: " + e.getClass().getSimpleName() + " (logged)");
    }
}
