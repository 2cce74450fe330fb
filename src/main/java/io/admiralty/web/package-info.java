/**
 * The HTML pages (seasons, bots, games), rendered on the server from the same services the API calls. Like
 * {@code api}, an edge: may use every other package, and only it and {@code api} know HTTP.
 */
package io.admiralty.web;
