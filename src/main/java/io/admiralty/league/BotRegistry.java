package io.admiralty.league;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.Database;
import io.admiralty.RequestException;
import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.Kind;
import io.admiralty.bot.host.PlayerHost;
import io.admiralty.bot.http.Egress;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.eclipse.microprofile.graphql.Id;

/** Registering bots, new versions and retirement; and what a worker needs to start a bot. */
@ApplicationScoped
public class BotRegistry {

    static final String SERVICE_ENTRY = "META-INF/services/io.admiralty.botapi.BattleshipBot";

    /** What a team sends to register a bot or a new version. {@code team} lets the organiser act for a team. */
    public record Submission(String name, String kind, String dialect, List<String> command, String url, Long team) {
    }

    /** An uploaded file: a process bot's archive or a jvm bot's jar. */
    public record Upload(byte[] bytes) {
    }

    public record TeamRef(@Id long id, String name) {
    }

    /** How the current version runs; shown only to the bot's team and the organiser. */
    public record Runs(List<String> command, String url, String artifact, Integer artifactBytes) {
    }

    public record BotView(@Id long id, String name, TeamRef team, String kind, String dialect, int version, boolean retired,
                          Instant createdAt, Instant retiredAt, Runs runs) {
    }

    /** One version of a bot as a worker starts it. */
    public record Launch(long botId, int version, String name, String kind, String dialect, List<String> command,
                         String url, String artifact) {
    }

    private final Database database;
    private final ArtifactStore artifacts;
    private final ObjectMapper json;
    private final LeagueConfig config;
    private final BotEgress egress;
    private final BotSandbox sandbox;

    public BotRegistry(Database database, ArtifactStore artifacts, ObjectMapper json, LeagueConfig config, BotEgress egress,
                       BotSandbox sandbox) {
        this.database = database;
        this.artifacts = artifacts;
        this.json = json;
        this.config = config;
        this.egress = egress;
        this.sandbox = sandbox;
    }

    public BotView register(Caller caller, Submission definition, Upload upload) {
        if (definition == null) {
            throw RequestException.badRequest("the bot definition is missing");
        }
        long team = owningTeam(caller, definition.team());
        String name = Names.check("bot name", definition.name());
        BotDefinition bot = parse(definition.kind(), definition.dialect(), definition);
        String kind = bot.kind().code();
        String dialect = bot.speaks().map(Dialect::code).orElse(null);
        Upload files = archived(bot, upload);
        String format = checkRuns(bot, files);
        long id = database.inTransaction(c -> {
            long botId;
            try (PreparedStatement insert = c.prepareStatement(
                    "insert into bot (team_id, name, kind, dialect) values (?, ?, ?, ?) on conflict (team_id, name) do nothing returning id")) {
                insert.setLong(1, team);
                insert.setString(2, name);
                insert.setString(3, kind);
                insert.setString(4, dialect);
                try (ResultSet row = insert.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.conflict("your team has a bot named '" + name + "' already; upload a new version to POST /api/bots/{id}/versions");
                    }
                    botId = row.getLong(1);
                }
            }
            insertVersion(c, botId, 1, definition, files, format);
            return botId;
        });
        return get(caller, id);
    }

    public BotView newVersion(Caller caller, long botId, Submission definition, Upload upload) {
        if (definition == null) {
            throw RequestException.badRequest("the bot definition is missing");
        }
        BotView bot = get(caller, botId);
        caller.requireTeamOrOrganiser(bot.team().id());
        if (Kind.of(bot.kind()).orElseThrow() == Kind.BUILTIN) {
            throw RequestException.forbidden("built-in bots have no versions to upload");
        }
        if (bot.retired()) {
            throw RequestException.conflict("bot " + botId + " is retired");
        }
        if (definition.kind() != null && !Kind.of(definition.kind()).equals(Kind.of(bot.kind()))) {
            throw RequestException.badRequest("bot " + botId + " is a " + bot.kind() + " bot; a version cannot change its kind (register a new bot)");
        }
        if (definition.dialect() != null && bot.dialect() != null && !Dialect.of(definition.dialect()).equals(Dialect.of(bot.dialect()))) {
            throw RequestException.badRequest("bot " + botId + " speaks " + bot.dialect() + "; a version cannot change its dialect (register a new bot)");
        }
        BotDefinition parsed = parse(bot.kind(), bot.dialect(), definition);
        Upload files = archived(parsed, upload);
        String format = checkRuns(parsed, files);
        database.inTransaction(c -> {
            try (PreparedStatement bump = c.prepareStatement("update bot set version = version + 1 where id = ? returning version")) {
                bump.setLong(1, botId);
                try (ResultSet row = bump.executeQuery()) {
                    row.next();
                    insertVersion(c, botId, row.getInt(1), definition, files, format);
                }
            }
            return null;
        });
        return get(caller, botId);
    }

    public BotView retire(Caller caller, long botId) {
        BotView bot = get(caller, botId);
        caller.requireTeamOrOrganiser(bot.team().id());
        if (Kind.of(bot.kind()).orElseThrow() == Kind.BUILTIN) {
            throw RequestException.forbidden("built-in bots cannot be retired");
        }
        database.inTransaction(c -> {
            try (PreparedStatement retire = c.prepareStatement("update bot set retired_at = now() where id = ? and retired_at is null")) {
                retire.setLong(1, botId);
                return retire.executeUpdate();
            }
        });
        return get(caller, botId);
    }

    public BotView get(Caller caller, long botId) {
        List<BotView> found = query(caller, "b.id = ?", botId);
        if (found.isEmpty()) {
            throw RequestException.notFound("no bot " + botId);
        }
        return found.get(0);
    }

    /** All bots, or one team's, oldest first; retired ones included (marked). */
    public List<BotView> list(Caller caller, Long team) {
        return team == null ? query(caller, "true", null) : query(caller, "b.team_id = ?", team);
    }

    public Launch launch(long botId, int version) {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement("""
                    select b.name, b.kind, b.dialect, v.command, v.url, v.artifact
                    from bot b join bot_version v on v.bot_id = b.id where b.id = ? and v.version = ?""")) {
                select.setLong(1, botId);
                select.setInt(2, version);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        throw new IllegalStateException("bot " + botId + " has no version " + version);
                    }
                    return new Launch(botId, version, row.getString(1), row.getString(2), row.getString(3),
                            command(row.getString(4)), row.getString(5), row.getString(6));
                }
            }
        });
    }

    private List<BotView> query(Caller caller, String where, Long parameter) {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement("""
                    select b.id, b.name, t.id, t.name, b.kind, b.dialect, b.version, b.created_at, b.retired_at,
                           v.command, v.url, v.artifact, a.size
                    from bot b join team t on t.id = b.team_id
                    join bot_version v on v.bot_id = b.id and v.version = b.version
                    left join artifact a on a.sha256 = v.artifact
                    """ + " where " + where + " order by b.id")) {
                if (parameter != null) {
                    select.setLong(1, parameter);
                }
                List<BotView> bots = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        long teamId = row.getLong(3);
                        Runs runs = caller.owns(teamId) ? new Runs(command(row.getString(10)), row.getString(11), row.getString(12),
                                (Integer) row.getObject(13)) : null;
                        bots.add(new BotView(row.getLong(1), row.getString(2), new TeamRef(teamId, row.getString(4)),
                                row.getString(5), row.getString(6), row.getInt(7), row.getTimestamp(9) != null,
                                row.getTimestamp(8).toInstant(), row.getTimestamp(9) == null ? null : row.getTimestamp(9).toInstant(), runs));
                    }
                }
                return bots;
            }
        });
    }

    private long owningTeam(Caller caller, Long team) {
        if (caller instanceof Caller.Team t) {
            if (team != null && team != t.id()) {
                throw RequestException.forbidden("a team registers bots only for itself");
            }
            return t.id();
        }
        caller.requireOrganiser();
        if (team == null) {
            throw RequestException.badRequest("the organiser registers a bot for a team: give \"team\": <team id>");
        }
        Boolean builtin = database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement("select builtin from team where id = ?")) {
                select.setLong(1, team);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? row.getBoolean(1) : null;
                }
            }
        });
        if (builtin == null) {
            throw RequestException.notFound("no team " + team);
        }
        if (builtin) {
            throw RequestException.forbidden("the built-in team's bots are fixed");
        }
        return team;
    }

    /** The submitted bot as the league will run it, with its stored {@code kind} and {@code dialect} for a new version. */
    private static BotDefinition parse(String kind, String dialect, Submission definition) {
        try {
            return BotDefinition.submitted(kind, dialect, definition.command(), definition.url());
        } catch (IllegalArgumentException e) {
            throw RequestException.badRequest(e.getMessage());
        }
    }

    /**
     * A player's single file, uploaded as it is rather than in an archive, is kept as an archive that holds it: under
     * the name its command gives, else under the dialect's own ({@code player.rb}, {@code player.exs}).
     */
    private static Upload archived(BotDefinition bot, Upload upload) {
        if (upload == null || !(bot instanceof BotDefinition.Player player) || BotArchive.isArchive(upload.bytes())) {
            return upload;
        }
        String name = player.named() ? player.player().toString() : PlayerHost.of(player.dialect()).playerFile();
        return new Upload(BotArchive.zipOf(name, upload.bytes()));
    }

    /** Checks what the bot needs to run here: the sandbox, its files; returns the artifact's format, or null when there is none. */
    private String checkRuns(BotDefinition bot, Upload upload) {
        sandbox.requireRunnable(bot.kind().code());
        if (upload != null && upload.bytes().length > config.league().maxArtifactBytes()) {
            throw RequestException.tooLarge("the artifact is larger than " + config.league().maxArtifactBytes() + " bytes");
        }
        switch (bot.kind()) {
            case PROCESS -> {
                if (upload == null) {
                    // without its files the command could only run what the sandbox happens to have: every game forfeited
                    throw RequestException.badRequest("a process bot needs its files: send multipart/form-data with the bot's zip or tar.gz as the 'artifact' part");
                }
                BotArchive.check(upload.bytes(), config.league().maxUnpackedBytes());
                return BotArchive.format(upload.bytes());
            }
            case HTTP -> {
                // the same policy checks the address again at every connection
                if (egress.policy().check(((BotDefinition.Http) bot).url()) instanceof Egress.Refused refused) {
                    throw RequestException.badRequest(refused.reason());
                }
                if (upload != null) {
                    throw RequestException.badRequest("an http bot has no artifact: it runs at its url");
                }
                return null;
            }
            case JVM -> {
                if (upload == null) {
                    throw RequestException.badRequest("a jvm bot needs its jar: send multipart/form-data with the jar as the 'artifact' part");
                }
                checkJar(upload.bytes());
                return "jar";
            }
            default -> throw new IllegalStateException("a team submitted a " + bot.kind() + " bot");
        }
    }

    private static void checkJar(byte[] bytes) {
        try (ZipInputStream jar = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            ZipEntry entry;
            boolean any = false;
            while ((entry = jar.getNextEntry()) != null) {
                any = true;
                if (entry.getName().equals(SERVICE_ENTRY)) {
                    return;
                }
            }
            throw RequestException.badRequest(any ? "the jar has no " + SERVICE_ENTRY + " naming the bot class"
                    : "the artifact is not a jar");
        } catch (IOException e) {
            throw RequestException.badRequest("the artifact is not a readable jar: " + e.getMessage());
        }
    }

    private void insertVersion(Connection c, long botId, int version, Submission definition, Upload upload, String format) throws SQLException {
        String sha = upload == null ? null : artifacts.save(c, upload.bytes(), format);
        try (PreparedStatement insert = c.prepareStatement(
                "insert into bot_version (bot_id, version, command, url, artifact) values (?, ?, ?::jsonb, ?, ?)")) {
            insert.setLong(1, botId);
            insert.setInt(2, version);
            if (definition.command() == null) {
                insert.setNull(3, Types.VARCHAR);
            } else {
                insert.setString(3, toJson(definition.command()));
            }
            insert.setString(4, definition.url());
            insert.setString(5, sha);
            insert.executeUpdate();
        }
    }

    private String toJson(List<String> command) {
        try {
            return json.writeValueAsString(command);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private List<String> command(String stored) {
        if (stored == null) {
            return null;
        }
        try {
            return json.readValue(stored, new TypeReference<List<String>>() {
            });
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored command is not a JSON list", e);
        }
    }
}
