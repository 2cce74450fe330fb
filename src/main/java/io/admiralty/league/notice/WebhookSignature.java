package io.admiralty.league.notice;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * How a delivery proves it comes from the league, as GitHub and Stripe sign theirs: the header
 * {@code Admiralty-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>}, the HMAC taken with the webhook's secret (its
 * text as UTF-8, {@code whsec_} included) over {@code <t>.<body>}. A receiver recomputes it, compares in constant time,
 * and refuses a {@code t} more than a few minutes old: a delivery caught on the way cannot be replayed later, since the
 * time is signed with the body. Each attempt signs anew with the time it is sent. Pure.
 */
public final class WebhookSignature {

    public static final String HEADER = "Admiralty-Signature";
    static final String SECRET_PREFIX = "whsec_";
    private static final SecureRandom RANDOM = new SecureRandom();

    private WebhookSignature() {}

    /** A new secret: {@code whsec_} and 256 random bits in URL-safe base64. */
    static String newSecret() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return SECRET_PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The header's value for {@code body} sent at {@code epochSeconds}. */
    public static String header(String secret, long epochSeconds, String body) {
        return "t=" + epochSeconds + ",v1=" + hmac(secret, epochSeconds + "." + body);
    }

    /** HMAC-SHA256 of {@code text} (UTF-8) under {@code secret} (UTF-8), in lower-case hex. */
    static String hmac(String secret, String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every JDK has HmacSHA256", e);
        }
    }
}
