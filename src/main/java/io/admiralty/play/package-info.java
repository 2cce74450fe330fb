/**
 * The {@code play} command: two bots from the command line, without a database; and {@code play --env}, the league's
 * games as learning environments for the Python package {@code admiralty}. Uses {@code bot}, {@code game},
 * {@code json}, {@code sandbox} and {@code skill}.
 */
package io.admiralty.play;
