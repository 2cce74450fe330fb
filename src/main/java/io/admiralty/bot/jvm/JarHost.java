package io.admiralty.bot.jvm;

import io.admiralty.botapi.BattleshipBot;
import io.admiralty.botapi.Cell;
import io.admiralty.botapi.GameInfo;
import io.admiralty.botapi.GameResult;
import io.admiralty.botapi.ShipPlacement;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.StringJoiner;

/**
 * Main class of the child JVM that hosts one untrusted jar bot for a matchup, under the sandbox. It loads the
 * bot through {@code META-INF/services} and talks to the league over stdin/stdout in a small line protocol
 * (see {@link JarPlayer}); the bot's own prints go to stderr so they cannot corrupt it. When the bot throws, the
 * answer is {@code ERROR n exception} followed by n more lines, the exception's stack trace.
 */
public final class JarHost {

    /** The line that says the jar names no bot: the league words its forfeit itself, as it does every detail. */
    static final String NO_BOT = "ERROR no io.admiralty.botapi.BattleshipBot listed in META-INF/services";

    private JarHost() {}

    public static void main(String[] args) throws Exception {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        URLClassLoader loader =
                new URLClassLoader(new URL[] {Path.of(args[0]).toUri().toURL()}, JarHost.class.getClassLoader());
        Optional<BattleshipBot> found =
                ServiceLoader.load(BattleshipBot.class, loader).findFirst();
        if (found.isEmpty()) {
            protocol.println(NO_BOT);
            return;
        }
        BotApiBridge bridge = new BotApiBridge(found.get());
        protocol.println("READY " + bridge.name());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.equals("QUIT")) {
                return;
            }
            try {
                String reply = handle(bridge, line.split(" ", -1));
                if (reply != null) {
                    protocol.println(reply);
                }
            } catch (RuntimeException | StackOverflowError e) {
                List<String> trace = BotApiBridge.trace(e);
                protocol.println("ERROR " + (trace.size() - 1) + " " + trace.get(0));
                trace.subList(1, trace.size()).forEach(protocol::println);
            }
        }
    }

    private static String handle(BotApiBridge bridge, String[] w) {
        switch (w[0]) {
            case "GAME" -> {
                // GAME width height salvo(0|1) first(0|1) seed fleet(l,l,..) opponent...
                List<Integer> fleet = new ArrayList<>();
                for (String length : w[6].split(",")) {
                    fleet.add(Integer.parseInt(length));
                }
                String opponent = String.join(" ", Arrays.copyOfRange(w, 7, w.length));
                GameInfo game = new GameInfo(
                        Integer.parseInt(w[1]),
                        Integer.parseInt(w[2]),
                        List.copyOf(fleet),
                        w[3].equals("1"),
                        opponent,
                        w[4].equals("1"),
                        Long.parseLong(w[5]));
                List<ShipPlacement> ships = bridge.newGame(game);
                StringJoiner reply = new StringJoiner(";", "PLACE ", "");
                for (ShipPlacement s : ships) {
                    reply.add(s.x() + "," + s.y() + "," + s.length() + "," + s.orientation());
                }
                return reply.toString();
            }
            case "TURN" -> {
                StringJoiner reply = new StringJoiner(";", "SHOTS ", "");
                for (Cell c : bridge.turn(Integer.parseInt(w[1]))) {
                    reply.add(c.x() + "," + c.y());
                }
                return reply.toString();
            }
            case "RESULTS" -> {
                // RESULTS x,y,hit,sunkLength;... : answered so that an exception forfeits this volley, as in-process
                for (String strike : w[1].split(";")) {
                    String[] f = strike.split(",");
                    bridge.ownResult(
                            Integer.parseInt(f[0]), Integer.parseInt(f[1]), f[2].equals("1"), Integer.parseInt(f[3]));
                }
                return "OK";
            }
            case "OPPONENT" -> {
                // OPPONENT x,y,hit;...
                for (String strike : w[1].split(";")) {
                    String[] f = strike.split(",");
                    bridge.opponentShot(Integer.parseInt(f[0]), Integer.parseInt(f[1]), f[2].equals("1"));
                }
                return "OK";
            }
            case "END" -> bridge.end(GameResult.valueOf(w[1]));
            default -> throw new IllegalArgumentException("unknown command " + w[0]);
        }
        return null;
    }
}
