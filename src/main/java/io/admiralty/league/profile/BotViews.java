package io.admiralty.league.profile;

import io.admiralty.league.bench.Benches;
import io.admiralty.league.gate.Gates;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotVersion;
import io.admiralty.league.season.FrozenEntry;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.validation.Validations.ValidationView;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;

/** What the APIs show of bots. Read models, not rows: REST returns them as JSON, GraphQL as types. */
public final class BotViews {

    private BotViews() {}

    public record TeamRef(long id, String name) {}

    /** How the current version runs; shown only to the bot's team and the organiser. */
    public record Runs(List<String> command, String url, String artifact, Integer artifactBytes) {}

    /**
     * A bot; {@code version} is the current one (what its seasons play), {@code gate} the version gate it has running,
     * if any, {@code skill} the current version's skill scores, one per ruleset (classic, and its seasons' rulesets),
     * {@code defence} its defence scores likewise,
     * {@code challengeable} whether other teams may challenge it, {@code validation} its newest version's validation
     * ({@code state} {@code validating} while it runs; null for a bot uploaded before validations and the built-ins;
     * its games listed in one bot's view, not in lists).
     * {@code benched} its newest bench, null when it is benched nowhere; {@code benches} every season it is benched in
     * (a bench holds in its own season only: it plays every other season as usual), oldest season first.
     */
    public record BotView(
            long id,
            String name,
            TeamRef team,
            String kind,
            String dialect,
            int version,
            boolean retired,
            Instant createdAt,
            Instant retiredAt,
            Runs runs,
            Gates.GateView gate,
            List<SkillView> skill,
            List<SkillView> defence,
            boolean challengeable,
            ValidationView validation,
            Benches.BenchView benched,
            List<Benches.BenchView> benches,
            List<FrozenEntry> frozen) {}

    /** One version of a bot and when it was uploaded (how it runs stays with {@link Runs}). */
    public record VersionView(int version, Instant uploadedAt) {}

    /** The bot as the API shows it; {@code current} is null unless the caller may see how it runs. */
    static BotView of(
            Bot bot,
            BotVersion current,
            Integer artifactBytes,
            Gates.GateView gate,
            List<SkillView> skill,
            List<SkillView> defence,
            ValidationView validation,
            List<Benches.BenchView> benches,
            List<FrozenEntry> frozen) {
        Runs runs = current == null ? null : new Runs(current.command, current.url, current.artifact, artifactBytes);
        return new BotView(
                bot.id,
                bot.name,
                new TeamRef(bot.team.id, bot.team.name),
                bot.kind.code(),
                bot.dialect == null ? null : bot.dialect.code(),
                bot.version,
                bot.retired(),
                bot.createdAt,
                bot.retiredAt,
                runs,
                gate,
                skill,
                defence,
                bot.challengeable,
                validation,
                benches.stream()
                        .max(Comparator.comparing(Benches.BenchView::since))
                        .orElse(null),
                benches,
                frozen);
    }
}
