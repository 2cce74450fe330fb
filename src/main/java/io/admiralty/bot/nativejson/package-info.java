/**
 * The league's own JSON protocol for process and HTTP bots.
 */
package io.admiralty.bot.nativejson;
