/**
 * The HTTP edge: REST resources, GraphQL, the OpenAPI document, bearer-token sign-in (Quarkus Security), request
 * limits and the one error shape. Owns only the mapping between HTTP and the services, including how the wire shows
 * the league's plain records (GraphQL's ids, a season's {@code final}: {@code GraphQLViewFields}, {@code WireNames});
 * may use every other package, and is, with {@code web}, the only one that knows HTTP.
 */
package io.admiralty.api;
