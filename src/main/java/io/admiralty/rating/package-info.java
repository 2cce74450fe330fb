/**
 * Ratings as pure maths: Elo, Bradley-Terry maximum likelihood, the SPRT of version gates, and how rounds are
 * paired. Uses {@code game} at most; no I/O.
 */
package io.admiralty.rating;
