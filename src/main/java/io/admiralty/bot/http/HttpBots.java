package io.admiralty.bot.http;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Transcript;
import io.admiralty.bot.nativejson.NativePlayer;
import java.net.URI;

/** Sessions for bots that are HTTP endpoints, one per dialect. */
public final class HttpBots {

    private HttpBots() {
    }

    /**
     * Dialects: {@code arena} (form POST), {@code arena-json}, {@code native} (JSON bodies). Every connection
     * the session makes is checked against {@code egress}.
     */
    public static BotSession open(String dialect, String name, String url, BotLimits limits, String matchup, Egress egress) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + url + "' is not a URL");
        }
        if (uri.getScheme() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https")) || uri.getHost() == null) {
            throw new IllegalArgumentException("'" + url + "' is not an http:// or https:// URL");
        }
        BotHttpClient http = new BotHttpClient(uri, egress, limits.startTimeout(), limits.maxReplyBytes(), new Transcript());
        return switch (dialect) {
            case "arena" -> new ArenaPlayer(name, ArenaPlayer.Encoding.FORM, http, limits);
            case "arena-json" -> new ArenaPlayer(name, ArenaPlayer.Encoding.JSON, http, limits);
            case "native" -> new NativePlayer(name, matchup, new HttpChannel(http, limits.moveTimeout()), limits);
            default -> throw new IllegalArgumentException("unknown HTTP dialect '" + dialect + "' (arena, arena-json, native)");
        };
    }
}
