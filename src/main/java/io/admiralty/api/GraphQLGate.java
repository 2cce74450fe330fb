package io.admiralty.api;

import io.admiralty.Refusal;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Map;

/**
 * Checks every GraphQL request against {@link GraphQLLimits} after the caller is known and before the query runs,
 * so a refused query costs a parse, not an execution, and is answered with a 400 rather than GraphQL's usual 200.
 * A request in the address ({@code GET /graphql?query=...}) may only read: GraphQL over HTTP keeps GET for queries, and
 * a browser sends a signed-in person's cookie on any link another site makes it follow, which no cross-site check of
 * writes would see as one. A mutation there is refused with 405 whoever sends it; writes come by POST, where
 * {@link SameOrigin} checks where they come from.
 */
@ApplicationScoped
class GraphQLGate {

    /** What a GraphQL request over HTTP is; batches (a list of requests) are not taken. */
    private static final String ONE_REQUEST =
            "a GraphQL request is one JSON object {\"query\": \"...\", \"variables\": {...}}; lists of requests are not taken";

    void routes(@Observes Router router) {
        // after authentication and the edge's checks (orders -200 to -50), before the GraphQL endpoint's own handlers
        router.route("/graphql")
                .order(-40)
                .handler(BodyHandler.create(false).setBodyLimit(EdgeFilter.MAX_JSON_BYTES))
                .failureHandler(GraphQLGate::tooLarge);
        router.route("/graphql").order(-39).handler(GraphQLGate::check);
    }

    private static void check(RoutingContext context) {
        try {
            HttpMethod method = context.request().method();
            if (method == HttpMethod.GET || method == HttpMethod.HEAD) {
                String query = context.request().getParam("query");
                GraphQLLimits.check(
                        query, variables(json(context.request().getParam("variables"), "variables is not JSON")));
                if (!GraphQLLimits.readsOnly(query)) {
                    context.response().putHeader(HttpHeaders.ALLOW, "POST");
                    ApiErrors.refuse(
                            context,
                            405,
                            "a mutation is sent by POST; GET /graphql?query=... takes queries only (GraphQL over HTTP)");
                    return;
                }
            } else if (method == HttpMethod.POST) {
                if (!(json(context.body().asString(), "the request is not JSON: " + ONE_REQUEST)
                        instanceof JsonObject request)) {
                    throw Refusal.invalid(ONE_REQUEST);
                }
                text(request, "query");
                text(request, "operationName");
                if (request.getValue("extensions") != null && !(request.getValue("extensions") instanceof JsonObject)) {
                    throw Refusal.invalid("extensions must be an object");
                }
                GraphQLLimits.check(request.getString("query"), variables(request.getValue("variables")));
            } else {
                context.response().putHeader(HttpHeaders.ALLOW, "GET, POST");
                ApiErrors.refuse(
                        context, 405, "GraphQL takes GET (queries) and POST (queries and mutations), not " + method);
                return;
            }
            context.next();
        } catch (Refusal refused) {
            ApiErrors.refuse(context, refused);
        }
    }

    /** The JSON text as a value: an object, a list, a number...; null for no text; refused as {@code unreadable}. */
    private static Object json(String text, String unreadable) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            String json = text.strip();
            return json.startsWith("[") ? new JsonArray(json) : Json.decodeValue(json);
        } catch (DecodeException e) {
            throw Refusal.invalid(unreadable);
        }
    }

    private static void text(JsonObject request, String field) {
        if (request.getValue(field) != null && !(request.getValue(field) instanceof String)) {
            throw Refusal.invalid(field + " must be text");
        }
    }

    private static Map<String, Object> variables(Object variables) {
        if (variables == null) {
            return Map.of();
        }
        if (!(variables instanceof JsonObject object)) {
            throw Refusal.invalid("variables must be an object of the query's variables by name");
        }
        return object.getMap();
    }

    private static void tooLarge(RoutingContext context) {
        if (context.statusCode() == 413) {
            ApiErrors.refuse(
                    context, Refusal.tooLarge("a GraphQL request is at most " + EdgeFilter.MAX_JSON_BYTES + " bytes"));
        } else {
            context.next();
        }
    }
}
