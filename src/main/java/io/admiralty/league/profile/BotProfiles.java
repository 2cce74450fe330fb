package io.admiralty.league.profile;

import io.admiralty.Refusal;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.Kind;
import io.admiralty.league.Name;
import io.admiralty.league.Names;
import io.admiralty.league.PlainText;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Unique;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.gate.Gates;
import io.admiralty.league.gate.Gates.GateSettings;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.registry.ArtifactRepository;
import io.admiralty.league.registry.ArtifactStore;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.registry.BotSubmissions;
import io.admiralty.league.registry.BotSubmissions.Checked;
import io.admiralty.league.registry.BotSubmissions.Upload;
import io.admiralty.league.registry.BotVersion;
import io.admiralty.league.season.FrozenEntry;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.skill.SkillJobs.CurrentScores;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.Team;
import io.admiralty.league.team.TeamRepository;
import io.admiralty.league.validation.Validations;
import io.admiralty.league.validation.Validations.ValidationView;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A bot as the league knows it, put together from the registry (the bot, its versions and files), its version gate,
 * its skill scores and its bench: registering bots and new versions (gated or not, each version queued for its scores), retiring
 * them, and the bots as the API shows them.
 */
@ApplicationScoped
public class BotProfiles {

    private final PublicChanges publicChanges;

    /**
     * What a team sends to register a bot or a new version. {@code team} lets the organiser act for a team;
     * {@code gate} (new versions only, see {@link Gates#request}) makes the version prove itself against the current
     * one before it plays in seasons.
     */
    public record Submission(
            @Name String name,
            @PlainText String kind,
            @PlainText String dialect,
            List<@NotNull(message = "must be a word, not null") @PlainText String> command,
            @PlainText String url,
            Long team,
            GateSettings gate) {}

    private final BotRepository bots;
    private final TeamRepository teams;
    private final ArtifactRepository artifactFiles;
    private final ArtifactStore artifacts;
    private final BotSubmissions submissions;
    private final Gates gates;
    private final SkillJobs skill;
    private final Validations validations;
    private final Benches benches;
    private final SeasonEntries seasonEntries;

    public BotProfiles(
            BotRepository bots,
            TeamRepository teams,
            ArtifactRepository artifactFiles,
            ArtifactStore artifacts,
            BotSubmissions submissions,
            Gates gates,
            SkillJobs skill,
            Validations validations,
            Benches benches,
            SeasonEntries seasonEntries,
            PublicChanges publicChanges) {
        this.publicChanges = publicChanges;
        this.benches = benches;
        this.seasonEntries = seasonEntries;
        this.bots = bots;
        this.teams = teams;
        this.artifactFiles = artifactFiles;
        this.artifacts = artifacts;
        this.submissions = submissions;
        this.gates = gates;
        this.skill = skill;
        this.validations = validations;
    }

    @Transactional
    public BotView register(SecurityIdentity caller, @Valid Submission submission, Upload upload) {
        if (submission == null) {
            throw Refusal.invalid("the bot definition is missing");
        }
        Team team = owningTeam(caller, submission.team());
        if (Gates.request(submission.gate()).isPresent()) {
            throw Refusal.invalid(
                    "a new bot has no version to be gated against: register it, then gate its next versions "
                            + "(POST /api/bots/{id}/versions with \"gate\": true)");
        }
        String name = Names.check("bot name", submission.name());
        Checked checked = submissions.check(
                submission.kind(), submission.dialect(), submission.command(), submission.url(), upload);
        String taken = "your team has a bot named '" + name
                + "' already, or one whose name reads the same (whatever its case, width or spacing), or it is a"
                + " built-in bot's; for a new version of your bot, upload to POST /api/bots/{id}/versions";
        teams.lock(team.id); // names are compared one registration at a time
        if (bots.nameTaken(team.id, name)) {
            throw Refusal.conflict(taken);
        }
        Bot bot = new Bot();
        bot.team = team;
        bot.name = name;
        bot.kind = checked.bot().kind();
        bot.dialect = checked.bot().speaks().orElse(null);
        bot.version = 1;
        Unique.persist(() -> bots.persistAndFlush(bot), taken);
        addVersion(bot, bot.version, submission, checked);
        validations.start(bot, bot.version);
        skill.queueVersion(bot.id, bot.version, bot.version);
        return view(caller, bot);
    }

    /**
     * A new version of the bot: current at once, or, with a gate, a candidate that plays the current version first and
     * becomes current only if it passes. Versions are numbered in upload order, so a candidate that failed keeps its
     * number and the next upload takes the one after it.
     */
    @Transactional
    public BotView newVersion(SecurityIdentity caller, long botId, @Valid Submission submission, Upload upload) {
        if (submission == null) {
            throw Refusal.invalid("the bot definition is missing");
        }
        Bot bot = bots.lock(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        Roles.requireTeamOrOrganiser(caller, bot.team.id);
        if (bot.kind == Kind.BUILTIN) {
            throw Refusal.forbidden("built-in bots have no versions to upload");
        }
        if (bot.retired()) {
            throw Refusal.conflict("bot " + botId + " is retired");
        }
        if (submission.kind() != null && !Kind.of(submission.kind()).equals(Optional.of(bot.kind))) {
            throw Refusal.invalid("bot " + botId + " is a " + bot.kind
                    + " bot; a version cannot change its kind (register a new bot)");
        }
        if (submission.dialect() != null
                && bot.dialect != null
                && !Dialect.of(submission.dialect()).equals(Optional.of(bot.dialect))) {
            throw Refusal.invalid("bot " + botId + " speaks " + bot.dialect
                    + "; a version cannot change its dialect (register a new bot)");
        }
        Optional<Gates.Request> gate = Gates.request(submission.gate());
        gates.requireNoneRunning(bot);
        Checked checked = submissions.check(
                bot.kind.code(),
                bot.dialect == null ? null : bot.dialect.code(),
                submission.command(),
                submission.url(),
                upload);
        int number = bots.lastVersion(bot.id) + 1;
        addVersion(bot, number, submission, checked);
        if (gate.isPresent()) {
            gates.start(bot, number, gate.get());
        } else {
            // seasons past their deadline keep the version the bot had then
            seasonEntries.freezeBefore(bot.id);
            bot.version = number;
            benches.newVersion(bot.id);
            publicChanges.everySeason(); // leaderboards show the current version's skill
        }
        // a gated candidate is validated too: its gate's games wait for the verdict, and a refusal cancels them
        validations.start(bot, number);
        // a gate's candidate is scored too; the current version keeps its score whatever the gate decides
        skill.queueVersion(bot.id, number, bot.version);
        return view(caller, bot);
    }

    @Transactional
    public BotView retire(SecurityIdentity caller, long botId) {
        Bot bot = bots.findByIdOptional(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        Roles.requireTeamOrOrganiser(caller, bot.team.id);
        if (bot.kind == Kind.BUILTIN) {
            throw Refusal.forbidden("built-in bots cannot be retired");
        }
        if (!bot.retired()) {
            bot.retiredAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
            publicChanges.everySeason(); // leaderboards mark retired bots
        }
        return view(caller, bot);
    }

    /** The owner's settings of a bot: whether other teams may challenge it. */
    @Transactional
    public BotView update(SecurityIdentity caller, long botId, boolean challengeable) {
        Bot bot = bots.findByIdOptional(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        Roles.requireTeamOrOrganiser(caller, bot.team.id);
        if (bot.kind == Kind.BUILTIN) {
            throw Refusal.forbidden("the built-in bots' settings are fixed");
        }
        bot.challengeable = challengeable;
        return view(caller, bot);
    }

    /**
     * Brings a retired bot back (its team, or the organiser): it plays in its seasons' next rounds again, with the
     * version, ratings and entries it had. A disabled team's bots stay retired until the organiser enables the team.
     */
    @Transactional
    public BotView unretire(SecurityIdentity caller, long botId) {
        Bot bot = bots.findByIdOptional(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        Roles.requireTeamOrOrganiser(caller, bot.team.id);
        if (bot.kind == Kind.BUILTIN) {
            throw Refusal.forbidden("built-in bots are never retired");
        }
        if (bot.team.disabled()) {
            throw Refusal.conflict(
                    "team " + bot.team.id + " is disabled: its bots stay retired until the organiser" + " enables it");
        }
        bot.retiredAt = null;
        publicChanges.everySeason();
        return view(caller, bot);
    }

    @Transactional
    public BotView get(SecurityIdentity caller, long botId) {
        return find(caller, botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
    }

    @Transactional
    public Optional<BotView> find(SecurityIdentity caller, long botId) {
        return bots.findByIdOptional(botId).map(bot -> view(caller, bot));
    }

    /** All bots, or one team's, oldest first; retired ones included (marked). */
    @Transactional
    public List<BotView> list(SecurityIdentity caller, Long team) {
        List<Bot> found = team == null ? bots.all() : bots.ofTeam(team);
        List<Long> visible = found.stream()
                .filter(b -> Roles.owns(caller, b.team.id))
                .map(b -> b.id)
                .toList();
        Map<Long, BotVersion> versions = visible.isEmpty() ? Map.of() : bots.currentVersions(visible);
        Map<String, Integer> sizes = artifactFiles.sizes(versions.values().stream()
                .map(v -> v.artifact)
                .filter(Objects::nonNull)
                .toList());
        Map<Long, Gates.GateView> running =
                gates.running(found.stream().map(b -> b.id).toList());
        // heat maps in one team's list (its own page), not in the list of every bot
        CurrentScores scores = skill.ofCurrentVersions(
                found.stream().map(b -> b.id).toList(),
                Set.copyOf(visible),
                team == null ? Set.of() : Set.copyOf(visible));
        Map<Long, ValidationView> validated =
                validations.latest(found.stream().map(b -> b.id).toList(), false);
        Map<Long, List<Benches.BenchView>> benched =
                benches.views(found.stream().map(b -> b.id).toList());
        Map<Long, List<FrozenEntry>> frozen =
                seasonEntries.frozenOf(found.stream().map(b -> b.id).toList());
        return found.stream()
                .map(b -> {
                    BotVersion current = versions.get(b.id);
                    return BotViews.of(
                            b,
                            current,
                            current == null || current.artifact == null ? null : sizes.get(current.artifact),
                            running.get(b.id),
                            scores.attack().getOrDefault(b.id, List.of()),
                            scores.defence().getOrDefault(b.id, List.of()),
                            validated.get(b.id),
                            benched.getOrDefault(b.id, List.of()),
                            frozen.getOrDefault(b.id, List.of()));
                })
                .toList();
    }

    /** Every version of the bot with when it was uploaded, oldest first (empty for no such bot). */
    @Transactional
    public List<BotViews.VersionView> versions(long botId) {
        return bots.versions(botId).stream()
                .map(v -> new BotViews.VersionView(v.version, v.createdAt))
                .toList();
    }

    private BotView view(SecurityIdentity caller, Bot bot) {
        Gates.GateView gate = gates.running(List.of(bot.id)).get(bot.id);
        boolean owner = Roles.owns(caller, bot.team.id);
        Set<Long> owned = owner ? Set.of(bot.id) : Set.of();
        CurrentScores skills = skill.ofCurrentVersions(List.of(bot.id), owned, owned);
        List<SkillView> scores = skills.attack().getOrDefault(bot.id, List.of());
        List<SkillView> defences = skills.defence().getOrDefault(bot.id, List.of());
        ValidationView validation = validations.latest(List.of(bot.id), true).get(bot.id);
        List<Benches.BenchView> benched = benches.views(List.of(bot.id)).getOrDefault(bot.id, List.of());
        List<FrozenEntry> frozen = seasonEntries.frozenOf(List.of(bot.id)).getOrDefault(bot.id, List.of());
        if (!owner) {
            return BotViews.of(bot, null, null, gate, scores, defences, validation, benched, frozen);
        }
        BotVersion current = bots.version(bot.id, bot.version)
                .orElseThrow(() -> new IllegalStateException("bot " + bot.id + " has no current version"));
        Integer size = current.artifact == null
                ? null
                : artifactFiles.sizes(List.of(current.artifact)).get(current.artifact);
        return BotViews.of(bot, current, size, gate, scores, defences, validation, benched, frozen);
    }

    /**
     * The team a new bot is for: the caller's own (a person in several teams names one with {@code team}), or for the
     * organiser the team named. No one registers a bot for a disabled team, the organiser included: its bots play no
     * more.
     */
    private Team owningTeam(SecurityIdentity caller, Long team) {
        Set<Long> own = Roles.teams(caller);
        Team found;
        if (team != null && own.contains(team)) {
            found = teams.findById(team);
        } else if (team == null && own.size() == 1) {
            found = teams.findById(own.iterator().next());
        } else if (!Roles.isOrganiser(caller)) {
            if (own.isEmpty()) {
                Roles.requireOrganiser(caller);
            }
            throw team == null
                    ? Refusal.invalid("you are in " + own.size() + " teams: say which one the bot is for with"
                            + " \"team\": <team id>")
                    : Refusal.forbidden("a team registers bots only for itself");
        } else if (team == null) {
            throw Refusal.invalid("the organiser registers a bot for a team: give \"team\": <team id>");
        } else {
            found = teams.findByIdOptional(team).orElseThrow(() -> Refusal.notFound("no team " + team));
        }
        if (found.builtin) {
            throw Refusal.forbidden("the built-in team's bots are fixed");
        }
        if (found.disabled()) {
            throw Refusal.conflict("team " + found.id + " is disabled: it registers no bots");
        }
        return found;
    }

    private void addVersion(Bot bot, int number, Submission submission, Checked checked) {
        BotVersion version = new BotVersion();
        version.botId = bot.id;
        version.version = number;
        version.command = submission.command();
        version.url = submission.url();
        version.artifact =
                checked.files() == null ? null : artifacts.save(checked.files().bytes(), checked.format());
        bots.persistVersion(version);
    }
}
