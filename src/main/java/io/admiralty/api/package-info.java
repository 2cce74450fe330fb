/**
 * The HTTP edge: REST resources, GraphQL, the OpenAPI document, bearer-token sign-in (Quarkus Security), request
 * limits and the one error shape. Owns only the mapping between HTTP and the services; may use every other package,
 * and is, with {@code web}, the only one that knows HTTP.
 */
package io.admiralty.api;
