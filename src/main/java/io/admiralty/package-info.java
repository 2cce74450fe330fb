/**
 * The service: its start ({@code AdmiraltyMain}), the embedded database of a single instance, and {@code Refusal},
 * the one way a service says no (the edge turns it into a 4xx). Every package may use this one; it uses none of them.
 */
package io.admiralty;
