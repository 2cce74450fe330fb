/**
 * The {@code play} command: two bots from the command line, without a database. Uses {@code bot}, {@code game}, {@code json},
 * {@code sandbox} and {@code skill}.
 */
package io.admiralty.play;
