/**
 * Every HTML page (seasons, bots, games, tournaments, a team's own page, sign-in and accounts, the organiser's console,
 * downloads and guides), rendered on the server from the same services the API calls, as Qute
 * templates (src/main/resources/templates/: a page each, one layout, tags for the repeated parts). Like
 * {@code api}, an edge: may use every other package, and only it and {@code api} know HTTP.
 */
package io.admiralty.web;
