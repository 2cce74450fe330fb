package io.admiralty.league;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.management.GarbageCollectionNotificationInfo;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.http.EndlessAnswerBot;
import io.admiralty.bot.http.ExampleHttpBot;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import org.junit.jupiter.api.Test;

/**
 * Issue 44.1 on the real service: a team registers HTTP bots whose answers never end (a chunk-size line, a status
 * line, headers, a body without length), through the public API, while another team's HTTP bot plays its validation.
 * Each endless bot is refused by its validation, every game its {@code output_limit} with a bound's sentence, the
 * league having taken a bounded part of each answer; the other bot's games are played without a forfeit; and the
 * service's heap after every collection during the attack stays within {@value #HEAP_BOUND_MIB} MiB of where it was
 * before it (this test runs in the service's JVM: its heap is the service's, read through the JVM's management beans).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class EndlessAnswersTest {

    /**
     * How much more the heap may hold after a collection during the attack than before it: room for what the other
     * tests of this JVM and the service's own work promote meanwhile; one endless line read whole was hundreds of MiB.
     */
    static final long HEAP_BOUND_MIB = 256;
    /** More than the league may read of one answer, and the kernel's socket buffers. */
    static final long MOST_READ = 64L * 1024 * 1024;

    private static final List<EndlessAnswerBot.Attack> ATTACKS = List.of(
            EndlessAnswerBot.Attack.CHUNK_SIZE_LINE,
            EndlessAnswerBot.Attack.STATUS_LINE,
            EndlessAnswerBot.Attack.HEADER_COUNT,
            EndlessAnswerBot.Attack.BODY_WITHOUT_LENGTH);

    @Test
    void endlessAnswersAreTheirBotsOutputLimitWhileAnotherTeamPlaysAndTheHeapStaysBounded() throws Exception {
        String hostile = "Bearer " + LeagueApi.createTeam("endless-" + System.nanoTime());
        String innocent = "Bearer " + LeagueApi.createTeam("innocent-" + System.nanoTime());
        Map<EndlessAnswerBot.Attack, EndlessAnswerBot> servers = new EnumMap<>(EndlessAnswerBot.Attack.class);
        try (ExampleHttpBot example = ExampleHttpBot.start();
                HeapWatch heap = HeapWatch.start()) {
            for (EndlessAnswerBot.Attack attack : ATTACKS) {
                servers.put(attack, EndlessAnswerBot.start(attack));
            }
            long good =
                    LeagueApi.registerHttpBot(innocent, "innocent-" + System.nanoTime(), "arena-json", example.url());
            Map<EndlessAnswerBot.Attack, Long> bots = new EnumMap<>(EndlessAnswerBot.Attack.class);
            servers.forEach((attack, server) -> bots.put(
                    attack,
                    LeagueApi.registerHttpBot(
                            hostile,
                            attack.name().toLowerCase() + "-" + System.nanoTime(),
                            "arena-json",
                            server.url())));

            for (EndlessAnswerBot.Attack attack : ATTACKS) {
                List<Map<String, Object>> games = LeagueApi.refusedValidationGames(bots.get(attack));
                assertThat(games).as(attack.name()).hasSize(2).allSatisfy(game -> {
                    assertThat(game.get("reason")).isEqualTo("forfeit_output_limit");
                    assertThat(game.get("detail")).isEqualTo(detailOf(attack));
                });
                assertThat(servers.get(attack).mostSent())
                        .as("bytes one connection of %s took", attack)
                        .isLessThan(MOST_READ);
            }
            JsonPath validated = LeagueApi.awaitValidation(good);
            assertThat(validated.getString("validation.state")).isEqualTo("passed");
            List<Long> goodGames = validated.getList("validation.games", Long.class);
            assertThat(goodGames).hasSize(2).allSatisfy(id -> assertThat(
                            LeagueApi.read("/api/games/{id}", id).getString("reason"))
                    .isEqualTo("fleet_sunk"));

            assertThat(heap.mostGrowthAfterCollection())
                    .as(
                            "the heap after %d collections over its %d MiB before the attack, in bytes (at most %d MiB"
                                    + " used at any time)",
                            heap.collections(), heap.baseline() >> 20, heap.mostUsed() >> 20)
                    .isLessThan(HEAP_BOUND_MIB << 20);
        } finally {
            for (EndlessAnswerBot server : servers.values()) {
                server.close();
            }
        }
    }

    private static String detailOf(EndlessAnswerBot.Attack attack) {
        return switch (attack) {
            case CHUNK_SIZE_LINE -> "answered with a line longer than 1024 bytes in its chunked body";
            case STATUS_LINE, HEADER_COUNT -> "answered with headers longer than 16384 bytes";
            default -> "answered with more than 65536 bytes";
        };
    }

    /**
     * The heap while an attack is under way: what it held after each collection the JVM made meanwhile (its live
     * objects then, and what older garbage it had not collected yet), from the collectors' notifications, and the most
     * it held at all, read every 10 ms. Collections are not forced during the attack (a forced full collection stops
     * the service for seconds on a busy machine); the baseline is read after one.
     */
    static final class HeapWatch implements AutoCloseable {

        private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        private final Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP)
                .map(MemoryPoolMXBean::getName)
                .collect(Collectors.toSet());
        private final long baseline;
        private final AtomicLong mostAfterCollection = new AtomicLong();
        private final AtomicInteger collections = new AtomicInteger();
        private final AtomicLong mostUsed = new AtomicLong();
        private final NotificationListener listener = (notification, handback) -> {
            if (notification.getType().equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
                GarbageCollectionNotificationInfo info =
                        GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
                long after = info.getGcInfo().getMemoryUsageAfterGc().entrySet().stream()
                        .filter(pool -> heapPools.contains(pool.getKey()))
                        .mapToLong(pool -> pool.getValue().getUsed())
                        .sum();
                mostAfterCollection.accumulateAndGet(after, Math::max);
                collections.incrementAndGet();
            }
        };
        private final Thread watching;
        private volatile boolean watch = true;

        private HeapWatch() {
            System.gc();
            baseline = memory.getHeapMemoryUsage().getUsed();
            mostAfterCollection.set(baseline);
            for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
                ((NotificationEmitter) collector).addNotificationListener(listener, null, null);
            }
            watching = new Thread(this::watch, "heap-watch");
            watching.setDaemon(true);
            watching.start();
        }

        static HeapWatch start() {
            return new HeapWatch();
        }

        long baseline() {
            return baseline;
        }

        /** The most the heap held after a collection, over its baseline. */
        long mostGrowthAfterCollection() {
            return mostAfterCollection.get() - baseline;
        }

        int collections() {
            return collections.get();
        }

        long mostUsed() {
            return mostUsed.get();
        }

        private void watch() {
            while (watch) {
                mostUsed.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        @Override
        public void close() throws Exception {
            watch = false;
            watching.join();
            for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
                ((NotificationEmitter) collector).removeNotificationListener(listener);
            }
        }
    }
}
