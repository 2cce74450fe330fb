package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.Refusal;
import org.junit.jupiter.api.Test;

/** The live streams' count, without a server: the limits in all and per client, and slots given back once. */
class LiveStreamsTest {

    @Test
    void aClientGetsItsFewStreamsAndNoMoreWhileOthersStillGetTheirs() {
        LiveStreams streams = new LiveStreams(5, 2);
        streams.open("10.0.0.1");
        LiveStreams.Slot second = streams.open("10.0.0.1");
        assertThatThrownBy(() -> streams.open("10.0.0.1"))
                .isInstanceOf(Refusal.class)
                .satisfies(e -> assertThat(((Refusal) e).kind()).isEqualTo(Refusal.Kind.TOO_MANY))
                .hasMessageContaining("this address has 2 live streams open");
        streams.open("10.0.0.2");
        second.close();
        streams.open("10.0.0.1");
        assertThat(streams.held("10.0.0.1")).isEqualTo(2);
        assertThat(streams.held()).isEqualTo(3);
    }

    @Test
    void theInstancesLimitHoldsAcrossClientsAndASlotClosedTwiceIsGivenBackOnce() {
        LiveStreams streams = new LiveStreams(3, 2);
        LiveStreams.Slot a = streams.open("a");
        streams.open("b");
        streams.open("c");
        assertThatThrownBy(() -> streams.open("d")).hasMessageContaining("this instance serves 3 live streams");
        a.close();
        a.close();
        assertThat(streams.held()).isEqualTo(2);
        assertThat(streams.held("a")).isZero();
        streams.open("d");
        assertThatThrownBy(() -> streams.open("e")).isInstanceOf(Refusal.class);
    }
}
