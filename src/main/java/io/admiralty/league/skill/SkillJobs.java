package io.admiralty.league.skill;

import io.admiralty.Refusal;
import io.admiralty.game.BoardNotation;
import io.admiralty.game.InvalidRulesetException;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.skill.SkillRepository.PlayedJob;
import io.admiralty.league.team.Roles;
import io.admiralty.skill.PlacementHeat;
import io.admiralty.skill.SkillGames.SkillGame;
import io.admiralty.skill.SkillLayouts;
import io.admiralty.skill.SkillScore;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.Tuple;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The skill and defence scores' queue: one job per bot version, ruleset and {@link SkillMeasure}, queued when the version is uploaded (classic, and the
 * ruleset of every season the bot is entered in), when the bot enters a season of another ruleset, and at start for
 * every current version that has none (the built-ins, versions from before skill scores). A version is scored once
 * per ruleset and measure: nothing queues it again, and a newer version cancels its predecessor's jobs that have not started.
 */
@ApplicationScoped
public class SkillJobs {

    private final PublicChanges publicChanges;

    /** A claimed job; layouts {@code 1..stored} are played and stored already (when resuming). */
    public record Claim(
            long id,
            SkillMeasure measure,
            long botId,
            int version,
            Ruleset ruleset,
            int layouts,
            int attempts,
            int stored,
            String owner) {

        /** Its lease on the work queue. */
        WorkQueue.Claim work() {
            return new WorkQueue.Claim(id, measure.work(), attempts, owner);
        }
    }

    /**
     * A version's skill score on a ruleset as the API shows it: {@code status} {@code queued}, {@code running},
     * {@code done} (then {@code mean} with its {@code sd} and standard error {@code se}), {@code forfeited} (no score:
     * {@code forfeit} and {@code detail} say why, on layout {@code forfeitLayout}; {@code transcript} only for the bot's
     * team and the organiser) or {@code cancelled} ({@code detail} says why). A defence score's {@code heat}: per cell
     * (rows top first, cells from the left), on how many of the layouts played the bot put a ship there; for the bot's
     * team and the organiser only, in the views of one bot or one team's bots (else null, as for skill scores).
     */
    public record SkillView(
            long job,
            int version,
            String ruleset,
            String status,
            int layouts,
            int played,
            Double mean,
            Double sd,
            Double se,
            Integer forfeitLayout,
            String forfeit,
            String detail,
            String transcript,
            Instant finishedAt,
            List<List<Integer>> heat) {}

    /** The public layouts {@code from..from + count - 1} of a ruleset, as a bot author reproduces them. */
    public record LayoutsView(String ruleset, int from, int count, List<LayoutView> layouts) {}

    /** Layout {@code layout}, drawn from seed {@code layout}: its ships, in fleet order. */
    public record LayoutView(int layout, List<LayoutShip> ships) {}

    /** A ship of a layout: its top-left cell, its length and {@code across} or {@code down}. */
    public record LayoutShip(int x, int y, int length, String orientation) {}

    /** The most layouts one request lists. */
    public static final int MAX_LAYOUTS_LISTED = 1000;

    private final SkillRepository skill;
    private final BotRepository bots;
    private final LeagueConfig config;
    private final WorkQueue queue;
    private final Event<SkillScored> scored;

    public SkillJobs(
            SkillRepository skill,
            BotRepository bots,
            LeagueConfig config,
            WorkQueue queue,
            Event<SkillScored> scored,
            PublicChanges publicChanges) {
        this.publicChanges = publicChanges;
        this.skill = skill;
        this.bots = bots;
        this.config = config;
        this.queue = queue;
        this.scored = scored;
        checkCount("admiralty.skill.layouts", config.skill().layouts());
        checkCount("admiralty.skill.defence-layouts", config.skill().defenceLayouts());
        config.skill()
                .builtinLayouts()
                .forEach((name, count) -> checkCount("admiralty.skill.builtin-layouts." + name, count));
    }

    private static void checkCount(String key, int layouts) {
        if (layouts < 1 || layouts > SkillLayouts.MAX_COUNT) {
            throw new IllegalArgumentException(key + " must be 1.." + SkillLayouts.MAX_COUNT + ", was " + layouts);
        }
    }

    /**
     * The layouts the bot's versions are scored on: the configured count, or its built-in's own; for defence, the
     * configured defence count (placing is quick for every built-in).
     */
    private int layouts(long botId, SkillMeasure measure) {
        if (measure == SkillMeasure.DEFENCE) {
            return config.skill().defenceLayouts();
        }
        Bot bot = bots.findById(botId);
        Integer builtin = bot.team.builtin ? config.skill().builtinLayouts().get(bot.name) : null;
        return builtin != null ? builtin : config.skill().layouts();
    }

    /**
     * Queues the new version's scores (classic and its seasons' rulesets); the waiting jobs of older versions, but for
     * the bot's {@code current} one, are cancelled.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void queueVersion(long bot, int version, int current) {
        skill.supersede(bot, version, current);
        for (String ruleset : rulesets(bot)) {
            queue(bot, version, ruleset);
        }
        publicChanges.everySeason(); // leaderboards show the current version's skill, queued or played
    }

    /** Queues the current version's scores on a season's ruleset when the bot enters it. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void queueEntry(long bot, int version, Ruleset ruleset) {
        queue(bot, version, ruleset.spec());
        publicChanges.everySeason();
    }

    /** Both scores of the version on the ruleset, skill first, where it has none. */
    private void queue(long bot, int version, String ruleset) {
        for (SkillMeasure measure : SkillMeasure.values()) {
            skill.queue(bot, version, ruleset, layouts(bot, measure), measure);
        }
    }

    /** At start: every unretired bot's current version gets the jobs it lacks (each instance tries; one insert wins). */
    @Transactional
    void queueCurrentVersions(@Observes StartupEvent start) {
        for (Bot bot : bots.all()) {
            if (!bot.retired()) {
                for (String ruleset : rulesets(bot.id)) {
                    queue(bot.id, bot.version, ruleset);
                }
            }
        }
        publicChanges.everySeason();
    }

    private Set<String> rulesets(long bot) {
        Set<String> rulesets = new LinkedHashSet<>();
        rulesets.add(Ruleset.classic().spec());
        skill.seasonRulesets(bot)
                .forEach(spec -> rulesets.add(Ruleset.parse(spec).spec()));
        return rulesets;
    }

    /** The job the work claims, and how far it is played. */
    @Transactional
    public Claim start(WorkQueue.Claim work) {
        Tuple row = skill.start(work.id());
        publicChanges.everySeason(); // leaderboards show a score's state and the layouts played
        return new Claim(
                work.id(),
                SkillMeasure.of(work.kind()),
                row.get("bot_id", Number.class).longValue(),
                row.get("version", Number.class).intValue(),
                Ruleset.parse(row.get("ruleset", String.class)),
                row.get("layouts", Number.class).intValue(),
                work.attempts(),
                row.get("stored", Number.class).intValue(),
                work.owner());
    }

    /** Stores the games' shots, and in a defence job the bot's placements, if the lease still holds. */
    @Transactional
    public void store(Claim claim, List<SkillGame> games) {
        queue.holdLease(claim.work());
        for (SkillGame game : games) {
            SkillShots row = new SkillShots();
            row.jobId = claim.id();
            row.layout = game.layout();
            row.shots = game.shots();
            if (claim.measure() == SkillMeasure.DEFENCE) {
                Ruleset ruleset = claim.ruleset();
                row.placement = BoardNotation.render(ruleset.width(), ruleset.height(), game.placement());
            }
            skill.persistShots(row);
        }
        publicChanges.everySeason();
    }

    /** The placements a defence job stored so far (none for a skill job). */
    @Transactional
    public PlacementHeat heat(Claim claim) {
        return heat(claim.ruleset(), skill.placements(List.of(claim.id())).getOrDefault(claim.id(), List.of()));
    }

    private static PlacementHeat heat(Ruleset ruleset, List<String> placements) {
        PlacementHeat heat = PlacementHeat.of(ruleset);
        placements.forEach(picture -> heat.add(BoardNotation.parse(picture)));
        return heat;
    }

    /** Hands the job back to the queue, unfinished: a matchup is waiting. */
    public void release(Claim claim) {
        queue.release(claim.work());
    }

    /** Every layout is played: the score is their shots' mean. */
    @Transactional
    public SkillScore score(Claim claim) {
        SkillScore score = SkillScore.of(skill.shots(claim.id()));
        SkillJob job = finish(claim, SkillStatus.DONE);
        job.mean = score.mean();
        job.sd = score.sd();
        job.se = score.se();
        fireScored(
                job,
                new SkillScored(
                        job.id, job.botId, job.version, job.ruleset, SkillStatus.DONE, job.mean, job.se, null, null));
        return score;
    }

    /** The bot forfeited layout {@code layout}'s game: the version gets no score on this ruleset, and the reason is kept. */
    @Transactional
    public void forfeit(Claim claim, int layout, String reason, String detail, String transcript) {
        SkillJob job = finish(claim, SkillStatus.FORFEITED);
        job.forfeitLayout = layout;
        job.forfeit = reason;
        job.detail = detail;
        job.transcript = transcript;
        fireScored(
                job,
                new SkillScored(
                        job.id,
                        job.botId,
                        job.version,
                        job.ruleset,
                        SkillStatus.FORFEITED,
                        null,
                        null,
                        reason,
                        detail));
    }

    /** Teams hear of skill scores (defence scores are shown, not announced). */
    private void fireScored(SkillJob job, SkillScored event) {
        if (job.measure == SkillMeasure.ATTACK) {
            scored.fire(event);
        }
    }

    /**
     * The organiser stops a skill or defence job, waiting or running (one that holds a CPU slot too long): it ends with
     * no score, "cancelled by the organiser"; a running one's worker leaves it within about a second of its current
     * game's end, its lease gone. Nothing queues it again.
     */
    @Transactional
    public void cancelByOrganiser(SecurityIdentity caller, long job) {
        Roles.requireOrganiser(caller);
        if (!skill.cancel(job, "cancelled by the organiser")) {
            throw Refusal.conflict("work " + job + " is no skill or defence job that waits or runs");
        }
        publicChanges.everySeason(); // leaderboards show the score's state
    }

    /** The job cannot be played (a retired bot, a bot this machine cannot run, too many failed attempts). */
    @Transactional
    public void cancel(Claim claim, String detail) {
        finish(claim, SkillStatus.CANCELLED).detail = detail;
    }

    private SkillJob finish(Claim claim, SkillStatus status) {
        queue.finish(claim.work(), status);
        publicChanges.everySeason();
        return skill.findById(claim.id());
    }

    /** Layouts {@code from..from + count - 1} of the ruleset written as {@code spec}. */
    public LayoutsView layouts(String spec, int from, int count) {
        Ruleset ruleset;
        try {
            ruleset = Ruleset.parse(spec == null ? "classic" : spec);
        } catch (InvalidRulesetException e) {
            throw Refusal.invalid("invalid ruleset: " + e.getMessage());
        }
        if (from < 1 || from > SkillLayouts.MAX_COUNT) {
            throw Refusal.invalid("from must be 1.." + SkillLayouts.MAX_COUNT + ", was " + from);
        }
        if (count < 1 || count > MAX_LAYOUTS_LISTED) {
            throw Refusal.invalid("count must be 1.." + MAX_LAYOUTS_LISTED + ", was " + count);
        }
        int last = Math.min(SkillLayouts.MAX_COUNT, from + count - 1);
        List<LayoutView> layouts = new ArrayList<>();
        for (int n = from; n <= last; n++) {
            Placement placement =
                    ((Placement.Accepted) SkillLayouts.layout(ruleset, n).judge(ruleset)).placement();
            layouts.add(new LayoutView(
                    n,
                    placement.ships().stream()
                            .map(ship -> new LayoutShip(
                                    ship.x(),
                                    ship.y(),
                                    ship.length(),
                                    ship.orientation().toString()))
                            .toList()));
        }
        return new LayoutsView(ruleset.spec(), from, layouts.size(), layouts);
    }

    /**
     * Every score of the bot measuring {@code measure}, newest version first; transcripts and heat maps only for
     * {@code caller} who owns it.
     */
    @Transactional
    public List<SkillView> ofBot(SecurityIdentity caller, long botId, SkillMeasure measure) {
        Bot bot = bots.findByIdOptional(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        Set<Long> owned = Roles.owns(caller, bot.team.id) ? Set.of(botId) : Set.of();
        List<PlayedJob> jobs = skill.ofBot(botId, measure);
        Map<Long, List<String>> placements = placements(jobs, owned);
        return jobs.stream()
                .map(j -> view(j, owned.contains(botId), placements.get(j.job().id)))
                .toList();
    }

    /** The scores of the bots' current versions, attack and defence, each by bot. */
    public record CurrentScores(Map<Long, List<SkillView>> attack, Map<Long, List<SkillView>> defence) {}

    /**
     * The scores of the bots' current versions, both measures read at once (the leaderboard shows them, and every round
     * trip to the database is one more wait for its readers after each stored game); {@code owned} says whose
     * transcripts may be shown, {@code heatMapsOf} whose defence heat maps are read (owners' only, and only where a
     * page shows them).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public CurrentScores ofCurrentVersions(Collection<Long> botIds, Set<Long> owned, Set<Long> heatMapsOf) {
        if (botIds.isEmpty()) {
            return new CurrentScores(Map.of(), Map.of());
        }
        List<PlayedJob> jobs = skill.ofCurrentVersions(botIds);
        Map<Long, List<String>> placements = placements(jobs, heatMapsOf);
        Map<SkillMeasure, Map<Long, List<SkillView>>> byMeasure = jobs.stream()
                .collect(Collectors.groupingBy(
                        j -> j.job().measure,
                        Collectors.groupingBy(
                                j -> j.job().botId,
                                Collectors.mapping(
                                        j -> view(j, owned.contains(j.job().botId), placements.get(j.job().id)),
                                        Collectors.toList()))));
        return new CurrentScores(
                byMeasure.getOrDefault(SkillMeasure.ATTACK, Map.of()),
                byMeasure.getOrDefault(SkillMeasure.DEFENCE, Map.of()));
    }

    /** The placements of the defence jobs of bots in {@code shown}, by job. */
    private Map<Long, List<String>> placements(List<PlayedJob> jobs, Set<Long> shown) {
        return skill.placements(jobs.stream()
                .map(PlayedJob::job)
                .filter(j -> j.measure == SkillMeasure.DEFENCE && shown.contains(j.botId))
                .map(j -> j.id)
                .toList());
    }

    /** The job as shown; {@code placements} are its defence games' when they may be shown, else null. */
    private static SkillView view(PlayedJob played, boolean owner, List<String> placements) {
        SkillJob job = played.job();
        return new SkillView(
                job.id,
                job.version,
                job.ruleset,
                job.status.code(),
                job.layouts,
                played.played(),
                job.mean,
                job.sd,
                job.se,
                job.forfeitLayout,
                job.forfeit,
                job.detail,
                owner ? job.transcript : null,
                job.finishedAt,
                placements == null
                        ? null
                        : heat(Ruleset.parse(job.ruleset), placements).rows());
    }
}
