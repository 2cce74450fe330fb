/**
 * How a game record is written as JSON, shared by the API, the history download and the bots' protocol.
 */
package io.admiralty.json;
