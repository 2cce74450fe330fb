package io.admiralty.api;

import io.admiralty.Refusal;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.DecodeException;
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
 */
@ApplicationScoped
class GraphQLGate {

    void routes(@Observes Router router) {
        // after the caller filter (order -1000), before the GraphQL endpoint's own handlers
        router.route("/graphql")
                .order(-900)
                .handler(BodyHandler.create(false).setBodyLimit(CallerFilter.MAX_JSON_BYTES))
                .failureHandler(GraphQLGate::tooLarge);
        router.route("/graphql").order(-899).handler(GraphQLGate::check);
    }

    private static void check(RoutingContext context) {
        try {
            if (context.request().method() == HttpMethod.GET) {
                String variables = context.request().getParam("variables");
                GraphQLLimits.check(
                        context.request().getParam("query"),
                        variables == null ? Map.of() : new JsonObject(variables).getMap());
            } else if (context.request().method() == HttpMethod.POST) {
                JsonObject request = context.body().asJsonObject();
                if (request == null) {
                    throw Refusal.invalid("the request body must be JSON: {\"query\": \"...\", \"variables\": {...}}");
                }
                JsonObject variables = request.getJsonObject("variables");
                GraphQLLimits.check(request.getString("query"), variables == null ? Map.of() : variables.getMap());
            }
            context.next();
        } catch (Refusal refused) {
            ApiErrors.refuse(context, refused);
        } catch (DecodeException | ClassCastException e) {
            ApiErrors.refuse(
                    context, Refusal.invalid("the request is not a GraphQL request in JSON: " + e.getMessage()));
        }
    }

    private static void tooLarge(RoutingContext context) {
        if (context.statusCode() == 413) {
            ApiErrors.refuse(
                    context,
                    Refusal.tooLarge("a GraphQL request is at most " + CallerFilter.MAX_JSON_BYTES + " bytes"));
        } else {
            context.next();
        }
    }
}
