package io.admiralty.api;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.admiralty.Refusal;
import io.admiralty.league.team.Roles;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ValidationException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.security.SecureRandom;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.hibernate.exception.JDBCConnectionException;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every refused request gets a JSON body {@code {"status": 400, "error": "what is wrong"}}. */
public class ApiErrors {

    private static final Logger LOG = Logger.getLogger(ApiErrors.class);
    private static final SecureRandom INCIDENTS = new SecureRandom();

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
    public static int status(Refusal refusal) {
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
        refuse(context, status(refused), refused.getMessage());
    }

    /** A refusal of the HTTP layer itself, which the league has no word for (an address too long, 414). */
    static void refuse(RoutingContext context, int status, String text) {
        String message = json(text);
        String body =
                "{\"status\":" + status + ",\"error\":" + message + ",\"errors\":[{\"message\":" + message + "}]}";
        context.response()
                .setStatusCode(status)
                .putHeader(HttpHeaders.CONTENT_TYPE, MediaType.APPLICATION_JSON)
                // the body may not have been read: the client should not send more on this connection
                .putHeader(HttpHeaders.CONNECTION, "close")
                .end(body);
    }

    @ServerExceptionMapper
    public Response refused(Refusal e) {
        return of(status(e), e.getMessage());
    }

    /** A resource's {@code @RolesAllowed} refused a caller without a token: said as the services say it. */
    @ServerExceptionMapper
    public Response unauthenticated(UnauthorizedException e, ResourceInfo resource) {
        return Response.fromResponse(
                        refused(Roles.unauthenticated(WordedRefusals.allowed(resource.getResourceMethod()))))
                .header(jakarta.ws.rs.core.HttpHeaders.WWW_AUTHENTICATE, BearerTokens.SCHEME)
                .build();
    }

    /** A resource's {@code @RolesAllowed} refused a caller whose token holds none of its roles. */
    @ServerExceptionMapper
    public Response forbidden(ForbiddenException e, ResourceInfo resource) {
        return refused(Roles.forbidden(WordedRefusals.allowed(resource.getResourceMethod())));
    }

    /**
     * JSON that cannot be read as the request: named one by one, since Quarkus has its own mappers for some of them,
     * with bodies of another shape and Jackson's words.
     */
    @ServerExceptionMapper({
        JsonParseException.class,
        MismatchedInputException.class,
        UnrecognizedPropertyException.class,
        InvalidFormatException.class,
        JsonMappingException.class,
        JsonProcessingException.class
    })
    public Response unreadableJson(JsonProcessingException e) {
        return of(400, JsonWords.problem("the body", e));
    }

    /** A request that breaks a constraint of its type (Bean Validation), said field by field. */
    @ServerExceptionMapper({ConstraintViolationException.class, ValidationException.class})
    public Response invalid(ValidationException e) {
        if (!(e instanceof ConstraintViolationException violated)
                || Violations.anyReturned(violated.getConstraintViolations())) {
            return unexpected(e);
        }
        return of(400, Violations.sentence(violated.getConstraintViolations()));
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        int status = e.getResponse().getStatus();
        String message =
                switch (status) {
                    case 400 ->
                        e.getCause() instanceof JsonProcessingException json
                                ? JsonWords.problem("the body", json)
                                : "the body is not the JSON expected: send JSON with Content-Type: application/json";
                    case 404 -> "no such resource";
                    case 405 -> "method not allowed here";
                    case 406 -> "cannot produce the requested media type";
                    case 413 -> "the request body is larger than this endpoint takes";
                    case 415 -> "unsupported content type: send application/json (or multipart/form-data for uploads)";
                    default -> status >= 500 ? "the service could not answer this request" : "the request was refused";
                };
        return of(status, message);
    }

    /** A request body that ends before it should (a truncated upload) or cannot be parsed as its type says. */
    @ServerExceptionMapper
    public Response unreadableBody(IOException e) {
        return of(400, "the request body could not be read: it ended early, or is not what its Content-Type says");
    }

    @ServerExceptionMapper
    public Response database(JDBCConnectionException e) {
        LOG.error("database failure", e);
        return of(503, "the database is not available: try again shortly");
    }

    /**
     * A bug, not the caller's fault: logged with its stack under a number the answer gives, so that the operator can
     * find it; the answer itself names nothing of the service's insides.
     */
    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        String incident = Long.toString(INCIDENTS.nextLong() & Long.MAX_VALUE, 36);
        LOG.errorf(e, "request failed (incident %s)", incident);
        return of(
                500,
                "internal error: the service failed on this request; its log has the details (incident " + incident
                        + ")");
    }
}
