package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.Refusal;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The live streams' count, without a server: the limits in all, per client and per season, and slots given back once. */
class LiveStreamsTest {

    private static final Duration HEARTBEAT = Duration.ofSeconds(20);

    @Test
    void aClientGetsItsFewStreamsAndNoMoreWhileOthersStillGetTheirs() {
        LiveStreams streams = new LiveStreams(5, 2, 5, HEARTBEAT);
        streams.open("10.0.0.1", 1);
        LiveStreams.Slot second = streams.open("10.0.0.1", 1);
        assertThatThrownBy(() -> streams.open("10.0.0.1", 1))
                .isInstanceOf(Refusal.class)
                .satisfies(e -> assertThat(((Refusal) e).kind()).isEqualTo(Refusal.Kind.TOO_MANY))
                .hasMessageContaining("this address has 2 live streams open");
        streams.open("10.0.0.2", 1);
        second.close();
        streams.open("10.0.0.1", 1);
        assertThat(streams.held("10.0.0.1")).isEqualTo(2);
        assertThat(streams.held()).isEqualTo(3);
    }

    @Test
    void theInstancesLimitHoldsAcrossClientsAndASlotClosedTwiceIsGivenBackOnce() {
        LiveStreams streams = new LiveStreams(3, 2, 3, HEARTBEAT);
        LiveStreams.Slot a = streams.open("a", 1);
        streams.open("b", 1);
        streams.open("c", 1);
        assertThatThrownBy(() -> streams.open("d", 1)).hasMessageContaining("this instance serves 3 live streams");
        a.close();
        a.close();
        assertThat(streams.held()).isEqualTo(2);
        assertThat(streams.held("a")).isZero();
        streams.open("d", 1);
        assertThatThrownBy(() -> streams.open("e", 1)).isInstanceOf(Refusal.class);
    }

    @Test
    void oneSeasonsAudienceCannotTakeEveryStream() {
        LiveStreams streams = new LiveStreams(10, 4, 3, HEARTBEAT);
        streams.open("a", 7);
        streams.open("b", 7);
        LiveStreams.Slot third = streams.open("c", 7);
        assertThatThrownBy(() -> streams.open("d", 7))
                .isInstanceOf(Refusal.class)
                .satisfies(e -> assertThat(((Refusal) e).kind()).isEqualTo(Refusal.Kind.TOO_MANY))
                .hasMessageContaining("this instance serves 3 live streams of this season");
        streams.open("d", 8);
        third.close();
        streams.open("d", 7);
        assertThat(streams.held(7L)).isEqualTo(3);
        assertThat(streams.held(8L)).isEqualTo(1);
        assertThat(streams.held("d")).isEqualTo(2);
    }
}
