package io.admiralty.league.notice;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WebhookSignatureTest {

    /**
     * RFC 4231's HMAC-SHA256 test cases 1 and 2 (key and data as text), then the header over {@code t.body}: known
     * answers, so the signature is the standard one a receiver's library computes.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "Jefe|what do ya want for nothing?|5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
            })
    void theHmacIsRfc4231s(String key, String data, String expected) {
        assertThat(WebhookSignature.hmac(key, data)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "whsec_test|1700000000|{\"event\":\"round.finished\"}",
                "whsec_other|1|{}",
            })
    void theHeaderSignsTheTimeAndTheBodyTogether(String secret, long time, String body) {
        String header = WebhookSignature.header(secret, time, body);
        assertThat(header).isEqualTo("t=" + time + ",v1=" + WebhookSignature.hmac(secret, time + "." + body));
        // another time, body or secret signs differently: a replay with a new time does not verify
        assertThat(WebhookSignature.header(secret, time + 1, body)).isNotEqualTo(header);
        assertThat(WebhookSignature.header(secret, time, body + " ")).isNotEqualTo(header);
        assertThat(WebhookSignature.header(secret + "x", time, body)).isNotEqualTo(header);
    }

    @ParameterizedTest
    @CsvSource({"1", "2", "3"})
    void secretsAreFreshAndLong(int ignored) {
        String secret = WebhookSignature.newSecret();
        assertThat(secret).startsWith("whsec_").hasSize(6 + 43).isNotEqualTo(WebhookSignature.newSecret());
    }
}
