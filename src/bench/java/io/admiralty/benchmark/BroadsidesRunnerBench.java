package io.admiralty.benchmark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The salvo contest's own runner against {@code play}, on the runner's own sample players, in one run: seconds
 * per game, rounds interleaved (runner, play, runner, play...), the median of seven. The runner plays one game
 * per command, starting Ruby for itself and for each player; {@code play} plays all of a round's games in one
 * command, each game with fresh player processes under the sandbox, as the league does.
 * <p>
 * The runner's files are taken from a git directory holding its repository (brought here by the search tool's
 * fetch) into a scratch folder, with the one change Ruby 3 needs ({@code Config::CONFIG} is {@code RbConfig::CONFIG}
 * there); nothing of it is kept. Needs the packaged service ({@code ./mvnw package -DskipTests}).
 * <p>
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.BroadsidesRunnerBench -Dbroadsides=/work/.mirror/JEG2+broadsides/repo}
 * (with {@code -Djobs=1,2}, play is measured with {@code --jobs 1} and {@code --jobs 2}; {@code -Dgames=N} plays N games a
 * round instead of 20).
 */
public final class BroadsidesRunnerBench {

    private static final int ROUNDS = 7;
    /** Games a round: the runner plays them one command each, {@code play} in one command (its JVM starts once). */
    private static final int GAMES = Integer.getInteger("games", 20);

    private static final Path SERVICE =
            Path.of("target", "quarkus-app", "quarkus-run.jar").toAbsolutePath();

    private BroadsidesRunnerBench() {}

    public static void main(String[] args) throws Exception {
        String repository = System.getProperty("broadsides");
        if (repository == null || !Files.isRegularFile(SERVICE)) {
            throw new IllegalArgumentException("needs -Dbroadsides=<git directory of the runner> and " + SERVICE);
        }
        Path runner = unpack(Path.of(repository));
        Path first = runner.resolve("players/jeg2_random.rb");
        Path second = runner.resolve("players/jeg2_sequential.rb");
        List<String> original = List.of(
                "ruby", runner.resolve("bin/broadsides").toString(), "--log=", first.toString(), second.toString());
        // each of -Djobs=1,2 is a --jobs value to measure; none: play as it comes
        List<List<String>> plays = new ArrayList<>();
        for (String jobs : System.getProperty("jobs", "").split(",")) {
            List<String> play = new ArrayList<>(List.of(
                    "java",
                    "-jar",
                    SERVICE.toString(),
                    "play",
                    "--ruleset",
                    "salvo",
                    "--games",
                    Integer.toString(GAMES),
                    "broadsides:ruby " + first,
                    "broadsides:ruby " + second));
            if (!jobs.isEmpty()) {
                play.addAll(4, List.of("--jobs", jobs));
            }
            plays.add(play);
        }
        double[] runnerTimes = new double[ROUNDS];
        double[][] playTimes = new double[plays.size()][ROUNDS];
        run(original);
        for (List<String> play : plays) {
            run(play);
        }
        for (int round = 0; round < ROUNDS; round++) {
            long start = System.nanoTime();
            for (int game = 0; game < GAMES; game++) {
                run(original);
            }
            runnerTimes[round] = (System.nanoTime() - start) / 1e9 / GAMES;
            for (int p = 0; p < plays.size(); p++) {
                start = System.nanoTime();
                run(plays.get(p));
                playTimes[p][round] = (System.nanoTime() - start) / 1e9 / GAMES;
            }
        }
        System.out.printf(
                Locale.ROOT,
                "original runner: %.4f s/game (median of %d rounds of %d games)%n",
                median(runnerTimes),
                ROUNDS,
                GAMES);
        for (int p = 0; p < plays.size(); p++) {
            double[] ratios = new double[ROUNDS];
            for (int round = 0; round < ROUNDS; round++) {
                ratios[round] = runnerTimes[round] / playTimes[p][round];
            }
            System.out.printf(
                    Locale.ROOT,
                    "%s: %.4f s/game; the runner takes %.2fx as long (median of per-round ratios %s)%n",
                    String.join(" ", plays.get(p).subList(3, plays.get(p).size() - 2)),
                    median(playTimes[p]),
                    median(ratios),
                    Arrays.toString(Arrays.stream(ratios)
                            .map(r -> Math.round(r * 100) / 100.0)
                            .toArray()));
        }
    }

    private static Path unpack(Path repository) throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("broadsides-runner");
        Process archive = new ProcessBuilder(
                        "sh",
                        "-c",
                        "git --git-dir=\"$0\" archive HEAD | tar -x -C \"$1\"",
                        repository.toString(),
                        folder.toString())
                .inheritIO()
                .start();
        if (!archive.waitFor(60, TimeUnit.SECONDS) || archive.exitValue() != 0) {
            throw new IOException("could not unpack the runner from " + repository);
        }
        Path player = folder.resolve("lib/broadsides/player.rb");
        Files.writeString(player, Files.readString(player).replace("Config::CONFIG", "RbConfig::CONFIG"));
        return folder;
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!process.waitFor(10, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed with " + process.exitValue());
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
