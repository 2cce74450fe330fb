package io.admiralty.play;

import io.admiralty.game.LeagueFault;
import io.admiralty.sandbox.Cgroups;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code play --env}: many learning environments in one JVM, driven by {@link EnvProtocol}'s lines on stdin and
 * answered on stdout, one reply line per request line, until stdin ends. One thread plays every environment in turn:
 * a batch line is as many environments' steps as it holds, with no hand-over between threads. A command that cannot
 * be carried out is answered {@code ID error REASON} (or {@code - error REASON} when it names no environment) and
 * changes nothing; the server carries on.
 */
final class EnvServer {

    private final PlayCommand.Seating seating;
    private final PrintStream progress;
    private final Map<String, LearningEnvironment> environments = new HashMap<>();

    EnvServer(PlayCommand.Seating seating, PrintStream progress) {
        this.seating = seating;
        this.progress = progress;
    }

    /** Serves {@code in} until it ends, then closes every environment. */
    void serve(BufferedReader in, Writer out) throws IOException {
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                out.write(answer(line));
                out.write('\n');
                out.flush();
            }
        } finally {
            for (LearningEnvironment environment : environments.values()) {
                closeQuietly(environment);
            }
            environments.clear();
            Cgroups.removeHostGroups();
        }
    }

    /** The reply line to one request line. */
    String answer(String line) {
        List<String> commands = EnvProtocol.commands(line);
        StringBuilder reply = new StringBuilder();
        for (String command : commands) {
            if (reply.length() > 0) {
                reply.append(EnvProtocol.BATCH);
            }
            reply.append(carryOut(command));
        }
        return reply.toString();
    }

    private String carryOut(String text) {
        EnvProtocol.Command command = null;
        try {
            command = EnvProtocol.parse(text);
            return carryOut(command);
        } catch (EnvProtocol.Refused refused) {
            return error(refused.id(), refused.getMessage());
        } catch (LeagueFault | IllegalArgumentException | IllegalStateException fault) {
            // the opponent could not be started or run (a sandbox that cannot start, a bot file it cannot read)
            return error(command == null ? null : command.id(), fault.getMessage());
        } catch (IOException e) {
            return error(command == null ? null : command.id(), e.toString());
        }
    }

    private String carryOut(EnvProtocol.Command command) throws IOException {
        if (command instanceof EnvProtocol.Hello) {
            return EnvProtocol.VERSION;
        }
        if (command instanceof EnvProtocol.Open open) {
            if (environments.containsKey(open.id())) {
                throw new EnvProtocol.Refused(open.id(), "environment " + open.id() + " is open already");
            }
            environments.put(open.id(), new LearningEnvironment(open, seating, progress));
            return open.id() + " ok";
        }
        if (command instanceof EnvProtocol.Reset reset) {
            return environment(reset.id()).reset(reset.seed(), reset.game());
        }
        if (command instanceof EnvProtocol.Place place) {
            return environment(place.id()).place(place.placement());
        }
        if (command instanceof EnvProtocol.Fire fire) {
            return environment(fire.id()).fire(fire.targets());
        }
        if (command instanceof EnvProtocol.RecordOf record) {
            return record.id() + " record " + environment(record.id()).record();
        }
        EnvProtocol.Close close = (EnvProtocol.Close) command;
        environment(close.id()).close();
        environments.remove(close.id());
        return close.id() + " closed";
    }

    private LearningEnvironment environment(String id) {
        LearningEnvironment environment = environments.get(id);
        if (environment == null) {
            throw new EnvProtocol.Refused(id, "no environment " + id + " is open");
        }
        return environment;
    }

    private static String error(String id, String reason) {
        return (id == null ? "-" : id) + " error " + (reason == null ? "failed" : EnvProtocol.oneLine(reason));
    }

    private void closeQuietly(LearningEnvironment environment) {
        try {
            environment.close();
        } catch (IOException | RuntimeException e) {
            progress.println("play --env: closing an environment: " + e);
        }
    }
}
