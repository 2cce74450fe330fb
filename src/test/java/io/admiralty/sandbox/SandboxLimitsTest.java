package io.admiralty.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.json.GameRecordJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The limits every sandboxed bot gets of its own, attacked through the real sandbox: its uid and cgroup (a fork
 * bomb next to another bot's), its sized /tmp, and its data folder's quota.
 */
class SandboxLimitsTest {

    private static final Path TEST_BOTS =
            Path.of("target", "test-classes", "bots").toAbsolutePath();
    private static final BotLimits LIMITS = BotLimits.defaults().withMoveTimeout(Duration.ofMillis(1500));
    private static final Sandbox SANDBOX = Sandbox.bubblewrap();
    private static final long MIB = 1024 * 1024;

    @BeforeAll
    static void sandboxAndCgroupsAreAvailable() {
        assertThat(Sandbox.bubblewrapWorks())
                .as("bubblewrap must be installed (.ci/run installs it)")
                .isTrue();
        assertThat(Sandbox.switchesUid())
                .as("the tests run as root, as the league does")
                .isTrue();
        assertThat(Cgroups.host().available()).as(Cgroups.host().describe()).isTrue();
    }

    @AfterAll
    static void nothingOfTheBotsIsLeft() {
        assertThat(SandboxProbe.processesOf(Set.of(SANDBOX.uidOf(Side.A), SANDBOX.uidOf(Side.B))))
                .isEmpty();
    }

    @Test
    void twoBotsAtOnceRunAsTheirOwnUidsEachInACgroupOfItsOwn() throws IOException {
        Path dataA = dataDir();
        Path dataB = dataDir();
        BotSession a = open("native:python3 hostile.py fork", Side.A, dataA, LIMITS);
        BotSession b = open("native:python3 hostile.py fork", Side.B, dataB, LIMITS);
        Map<Integer, Set<Path>> groups;
        try {
            // both fork bombs run at once: each stops at its own limit, and neither takes the other's
            a.place(setup(Side.A));
            b.place(setup(Side.B));
            JsonNode forksA = read(dataA.resolve("fork.json"));
            JsonNode forksB = read(dataB.resolve("fork.json"));
            assertThat(forksA.get("uid").asInt()).isEqualTo(SANDBOX.uidOf(Side.A));
            assertThat(forksB.get("uid").asInt()).isEqualTo(SANDBOX.uidOf(Side.B));
            assertThat(forksA.get("children").asInt()).isEqualTo(LIMITS.maxProcesses() - 1);
            assertThat(forksB.get("children").asInt()).isEqualTo(LIMITS.maxProcesses() - 1);

            groups = pidsGroupsByUid();
            assertThat(groups.keySet()).containsExactlyInAnyOrder(SANDBOX.uidOf(Side.A), SANDBOX.uidOf(Side.B));
            Path groupA = single(groups.get(SANDBOX.uidOf(Side.A)));
            Path groupB = single(groups.get(SANDBOX.uidOf(Side.B)));
            assertThat(groupA).isNotEqualTo(groupB);
            assertThat(groupA.getParent()).isEqualTo(groupB.getParent());
            assertThat(groupA.getParent().getFileName().toString())
                    .isEqualTo("admiralty-" + ProcessHandle.current().pid());
            // all bots together weigh on the CPU like one busy thread per core, each bot a group of its own inside
            Path cpuA = single(cpuGroupsOf(SANDBOX.uidOf(Side.A)));
            assertThat(cpuA.getParent().getFileName())
                    .isEqualTo(groupA.getParent().getFileName());
            assertThat(cpuA).isNotEqualTo(single(cpuGroupsOf(SANDBOX.uidOf(Side.B))));
            assertThat(Files.readString(cpuA.getParent().resolve("cpu.shares")).strip())
                    .isEqualTo(Integer.toString(1024 * Runtime.getRuntime().availableProcessors()));
            for (Path group : List.of(groupA, groupB)) {
                // the bot's own tasks and the sandbox's two fill its cgroup to its limit, no further
                assertThat(Files.readString(group.resolve("pids.max")).strip())
                        .isEqualTo(Integer.toString(LIMITS.maxProcesses() + 2));
                assertThat(Long.parseLong(
                                Files.readString(group.resolve("pids.current")).strip()))
                        .isEqualTo(LIMITS.maxProcesses() + 2);
            }
        } finally {
            a.close();
            b.close();
        }
        // closing the sessions killed every process and removed every cgroup
        groups.values().stream().flatMap(Set::stream).forEach(group -> assertThat(group)
                .doesNotExist());
        assertThat(SandboxProbe.processesOf(Set.of(SANDBOX.uidOf(Side.A), SANDBOX.uidOf(Side.B))))
                .isEmpty();
    }

    @Test
    void aBotsProcessesTogetherStayWithinItsMemory() throws Exception {
        Path data = dataDir();
        // three children of 300 MiB each: every one within the 512 MiB per process, 900 MiB together
        whileStarted("native:python3 hostile.py memory-children 3,300", data, () -> {
            Path memory = single(memoryGroupsOf(SANDBOX.uidOf(Side.A)));
            long limit = LIMITS.memoryBytes() + LIMITS.tmpBytes();
            await("an out-of-memory kill in " + memory)
                    .atMost(Duration.ofSeconds(20))
                    .until(() -> oomKills(memory) > 0);
            assertThat(Long.parseLong(Files.readString(memory.resolve("memory.max_usage_in_bytes"))
                            .strip()))
                    .isLessThanOrEqualTo(limit);
            try (Stream<Path> files = Files.list(data)) {
                assertThat(files.filter(f -> f.getFileName().toString().startsWith("child-"))
                                .count())
                        .isLessThan(3);
            }
        });
    }

    @Test
    void tmpIsSizedAndCountedInTheBotsMemory() throws Exception {
        Path data = dataDir();
        whileStarted("native:python3 hostile.py fill-tmp 1536", data, () -> {
            JsonNode tmp = read(data.resolve("tmp.json"));
            // 1.5 GB asked for: the writes fail at the size of /tmp
            assertThat(tmp.get("error").asText()).isEqualTo("No space left on device");
            assertThat(tmp.get("written").asLong()).isBetween(LIMITS.tmpBytes() - 8 * MIB, LIMITS.tmpBytes());
            Path memory = single(memoryGroupsOf(SANDBOX.uidOf(Side.A)));
            assertThat(Long.parseLong(Files.readString(memory.resolve("memory.limit_in_bytes"))
                            .strip()))
                    .isEqualTo(LIMITS.memoryBytes() + LIMITS.tmpBytes());
            assertThat(Long.parseLong(Files.readString(memory.resolve("memory.usage_in_bytes"))
                            .strip()))
                    .isGreaterThanOrEqualTo(tmp.get("written").asLong());
        });
    }

    /** Written into its data folder or beside itself in its own folder (which keeps its changes in the data folder). */
    @ParameterizedTest
    @ValueSource(strings = {"hoard", "hoard-here"})
    void aBotOverItsQuotaForfeitsWithDataLimitAndKeepsNothingOfIt(String where) throws IOException {
        Path data = dataDir();
        Files.writeString(data.resolve("learned.txt"), "what the bot knew before");
        // 60 files of 9 MiB, each under the file limit, 540 MiB in all against a quota of 10 MiB
        List<PlayedGame> games = play("native:python3 hostile.py " + where + " 60,9", data, 2, LIMITS);
        assertThat(games).hasSize(2).allSatisfy(game -> {
            assertThat(game.record().outcome().forfeiter()).isEqualTo(Side.A);
            assertThat(game.record().outcome().forfeit()).isEqualTo(ForfeitReason.DATA_LIMIT);
            assertThat(game.record().outcome().code()).isEqualTo("forfeit_data_limit");
            assertThat(game.record().outcome().detail())
                    .contains("quota of 10 MiB")
                    .contains("put back as it was before this matchup");
        });
        assertThat(listing(data)).containsExactly("learned.txt");
        assertThat(Files.readString(data.resolve("learned.txt"))).isEqualTo("what the bot knew before");
        assertThat(data.resolveSibling(data.getFileName() + ".saved")).doesNotExist();
    }

    @Test
    void aMillionEmptyFilesCountToo() throws IOException {
        Path data = dataDir();
        // empty files take no bytes but take blocks: 3,000 of them are over 10 MiB
        List<PlayedGame> games = play("native:python3 hostile.py empty-files 3000", data, 1, LIMITS);
        assertThat(games.get(0).record().outcome().forfeit()).isEqualTo(ForfeitReason.DATA_LIMIT);
        assertThat(listing(data)).isEmpty();
    }

    @Test
    void aBotWithinItsQuotaKeepsItsFileAcrossMatchups() throws IOException {
        Path data = dataDir();
        for (int matchup = 0; matchup < 3; matchup++) {
            List<PlayedGame> games = play("native:python3 hostile.py keep", data, 1, LIMITS);
            assertThat(games.get(0).record().outcome().reason()).isEqualTo(EndReason.FLEET_SUNK);
        }
        assertThat(Files.readAllLines(data.resolve("keep.txt"))).containsExactly("kept", "kept", "kept");
        assertThat(Files.getAttribute(data.resolve("keep.txt"), "unix:uid")).isEqualTo(SANDBOX.uidOf(Side.A));
    }

    @Test
    void whatABotWritesOverItsQuotaAfterItsLastGameIsNotKept() throws IOException {
        Path data = dataDir();
        Files.writeString(data.resolve("learned.txt"), "before");
        List<PlayedGame> games = play("native:python3 hostile.py hoard-at-bye 4,5", data, 2, LIMITS);
        // the games were over: they stand, and the writing is undone when the matchup ends
        assertThat(games)
                .allSatisfy(g -> assertThat(g.record().outcome().reason()).isEqualTo(EndReason.FLEET_SUNK));
        assertThat(listing(data)).containsExactly("learned.txt");
    }

    @Test
    void aSeasonsSmallerQuotaHoldsAndAFolderOverItAtTheStartIsEmptied() throws IOException {
        Path data = dataDir();
        Files.write(data.resolve("big.bin"), new byte[2 * (int) MIB]);
        List<PlayedGame> games = play("native:python3 hostile.py keep", data, 2, LIMITS.withDataQuotaBytes(MIB));
        assertThat(games.get(0).record().outcome().forfeit()).isEqualTo(ForfeitReason.DATA_LIMIT);
        assertThat(games.get(0).record().outcome().detail())
                .contains("quota of 1 MiB")
                .contains("emptied");
        // emptied, the bot plays on within the quota and keeps what it writes
        assertThat(games.get(1).record().outcome().reason()).isEqualTo(EndReason.FLEET_SUNK);
        assertThat(listing(data)).containsExactly("keep.txt");
    }

    @Test
    void aCopyLeftByAServiceThatDiedMidMatchupIsPutBack() throws IOException {
        Path data = dataDir();
        Path saved = Files.createDirectory(data.resolveSibling(data.getFileName() + ".saved"));
        Files.writeString(saved.resolve("keep.txt"), "kept\n");
        Files.writeString(data.resolve("half-written.bin"), "the matchup that was cut short");
        play("native:python3 hostile.py keep", data, 1, LIMITS);
        assertThat(listing(data)).containsExactly("keep.txt");
        assertThat(Files.readAllLines(data.resolve("keep.txt"))).containsExactly("kept", "kept");
        assertThat(saved).doesNotExist();
    }

    @Test
    void sizesCountInBlocksOfEveryEntry() throws IOException {
        Path folder = Files.createTempDirectory("measure");
        assertThat(DataQuota.measure(folder, Long.MAX_VALUE)).isZero();
        Files.write(folder.resolve("one-byte"), new byte[1]);
        Files.write(folder.resolve("two-blocks"), new byte[4097]);
        Files.createDirectories(folder.resolve("sub"));
        Files.createFile(folder.resolve("sub").resolve("empty"));
        Files.createSymbolicLink(folder.resolve("link"), Path.of("/usr"));
        // 1 block + 2 blocks + the folder + the empty file + the link, never what the link points to
        assertThat(DataQuota.measure(folder, Long.MAX_VALUE)).isEqualTo(6 * DataQuota.BLOCK);
        // counting stops once past the limit
        assertThat(DataQuota.measure(folder, DataQuota.BLOCK))
                .isGreaterThan(DataQuota.BLOCK)
                .isLessThan(6 * DataQuota.BLOCK);
    }

    private static BotSession open(String spec, Side seat, Path data, BotLimits limits) {
        return Bots.open(
                spec,
                BotDefinition.parse(spec),
                BotEnvironment.local(limits, SANDBOX, SANDBOX.uidOf(seat), TEST_BOTS, data, "limits-" + seat));
    }

    /** Checks made while bot {@code spec} runs in seat A, started by its first placement. */
    private interface Check {
        void run() throws Exception;
    }

    private static void whileStarted(String spec, Path data, Check check) throws Exception {
        BotSession bot = open(spec, Side.A, data, LIMITS);
        try {
            bot.place(setup(Side.A));
            check.run();
        } finally {
            bot.close();
        }
    }

    private static List<PlayedGame> play(String spec, Path data, int games, BotLimits limits) {
        List<PlayedGame> played = new ArrayList<>();
        MatchupRunner.play(
                open(spec, Side.A, data, limits),
                open("builtin:random", Side.B, data, limits),
                Ruleset.classic(),
                games,
                7,
                played::add);
        return played;
    }

    private static GameSetup setup(Side seat) {
        return new GameSetup(Ruleset.classic(), seat, seat == Side.A, "opponent", 1, 1);
    }

    /** The pids cgroups of this JVM's descendants, by uid. */
    private static Map<Integer, Set<Path>> pidsGroupsByUid() {
        return ProcessHandle.current()
                .descendants()
                .flatMap(p -> SandboxProbe.uid(p.pid()).filter(uid -> uid != 0).stream()
                        .flatMap(uid ->
                                SandboxProbe.cgroup(p.pid(), "pids").stream().map(group -> Map.entry(uid, group))))
                .collect(Collectors.groupingBy(
                        Map.Entry::getKey, Collectors.mapping(Map.Entry::getValue, Collectors.toSet())));
    }

    private static Set<Path> memoryGroupsOf(int uid) {
        return groupsOf(uid, "memory");
    }

    private static Set<Path> cpuGroupsOf(int uid) {
        return groupsOf(uid, "cpu");
    }

    private static Set<Path> groupsOf(int uid, String controller) {
        return ProcessHandle.current()
                .descendants()
                .filter(p -> SandboxProbe.uid(p.pid()).orElse(-1) == uid)
                .flatMap(p -> SandboxProbe.cgroup(p.pid(), controller).stream())
                .collect(Collectors.toSet());
    }

    private static long oomKills(Path memoryGroup) throws IOException {
        return Files.readAllLines(memoryGroup.resolve("memory.oom_control")).stream()
                .filter(l -> l.startsWith("oom_kill "))
                .mapToLong(l -> Long.parseLong(l.substring(9).strip()))
                .sum();
    }

    private static Path single(Set<Path> groups) {
        assertThat(groups).hasSize(1);
        return groups.iterator().next();
    }

    private static JsonNode read(Path file) throws IOException {
        return GameRecordJson.mapper().readTree(file.toFile());
    }

    private static List<String> listing(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private static Path dataDir() throws IOException {
        return Files.createTempDirectory("bot-data");
    }
}
