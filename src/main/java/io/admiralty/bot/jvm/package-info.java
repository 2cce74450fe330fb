/**
 * Jar bots: the bridge to {@code botapi}, run in a child JVM under the sandbox, or in this JVM when trusted.
 */
package io.admiralty.bot.jvm;
