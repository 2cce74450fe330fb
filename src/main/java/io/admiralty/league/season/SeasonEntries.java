package io.admiralty.league.season;

import io.admiralty.Refusal;
import io.admiralty.bot.Kind;
import io.admiralty.game.Ruleset;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Unique;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.runtime.BotSandbox;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The bots in seasons: entering and withdrawing them, which of them a round pairs and why the others sit out, and
 * their entries frozen at a season's deadline (see {@link SeasonPhase}).
 */
@ApplicationScoped
public class SeasonEntries {

    /**
     * A bot's entry as the organiser's console lists it: {@code retiredAt} or {@code withdrawnAt} set when it plays no
     * more of the season's rounds; {@code benched} its bench in this season (null when it is not benched here, whatever
     * other seasons do); {@code notPlaying} why the season's next round would not pair it, null when it would.
     */
    public record EntryView(
            long botId,
            String botName,
            long teamId,
            String teamName,
            double elo,
            int games,
            int forfeits,
            Instant enteredAt,
            Instant retiredAt,
            Instant withdrawnAt,
            Benches.BenchView benched,
            String notPlaying) {

        /** As the query reads it, before its bench and whether it plays are known. */
        public EntryView(
                long botId,
                String botName,
                long teamId,
                String teamName,
                double elo,
                int games,
                int forfeits,
                Instant enteredAt,
                Instant retiredAt,
                Instant withdrawnAt) {
            this(
                    botId,
                    botName,
                    teamId,
                    teamName,
                    elo,
                    games,
                    forfeits,
                    enteredAt,
                    retiredAt,
                    withdrawnAt,
                    null,
                    retiredAt != null ? "retired" : withdrawnAt != null ? "withdrawn" : null);
        }

        EntryView with(Benches.BenchView bench, String refused) {
            String why = notPlaying != null ? notPlaying : bench != null ? bench.sentence() : refused;
            return new EntryView(
                    botId,
                    botName,
                    teamId,
                    teamName,
                    elo,
                    games,
                    forfeits,
                    enteredAt,
                    retiredAt,
                    withdrawnAt,
                    bench,
                    why);
        }
    }

    /**
     * Why entered bots would not play in the season's next round (nor its final) though they are neither retired nor
     * withdrawn: {@code benched} their benches in this season, {@code refused} the sentences of their versions refused
     * on its ruleset at validation.
     */
    public record NotPlaying(Map<Long, Benches.BenchView> benched, Map<Long, String> refused) {

        /** The sentence for the bot, null when it plays. */
        public String of(long bot) {
            Benches.BenchView bench = benched.get(bot);
            return bench != null ? bench.sentence() : refused.get(bot);
        }
    }

    private final SeasonRepository seasons;
    private final EntryRepository entries;
    private final BotRepository bots;
    private final BotSandbox sandbox;
    private final SkillJobs skill;
    private final Benches benches;
    private final UnplayableVersions unplayable;
    private final PublicChanges publicChanges;
    private final Event<BotEntered> entered;
    private final Clock clock;

    public SeasonEntries(
            SeasonRepository seasons,
            EntryRepository entries,
            BotRepository bots,
            BotSandbox sandbox,
            SkillJobs skill,
            Benches benches,
            UnplayableVersions unplayable,
            PublicChanges publicChanges,
            Event<BotEntered> entered,
            Clock clock) {
        this.seasons = seasons;
        this.entries = entries;
        this.bots = bots;
        this.sandbox = sandbox;
        this.skill = skill;
        this.benches = benches;
        this.unplayable = unplayable;
        this.publicChanges = publicChanges;
        this.entered = entered;
        this.clock = clock;
    }

    /** Enters the bot into the season; returns its id. */
    @Transactional
    public long enter(SecurityIdentity caller, long seasonId, Long botId) {
        if (botId == null) {
            throw Refusal.invalid("botId is missing");
        }
        Season found = seasons.findByIdOptional(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        Ruleset ruleset = Ruleset.parse(found.ruleset);
        Bot bot = bots.findByIdOptional(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        if (bot.kind != Kind.BUILTIN) {
            Roles.requireTeamOrOrganiser(caller, bot.team.id);
        } else if (caller.isAnonymous()) {
            Roles.requireOrganiser(caller);
        }
        SeasonLife.refuseIfNot(found, clock.instant(), SeasonLife.Act.ENTER_BOT, false);
        if (bot.retired()) {
            throw Refusal.conflict("bot " + botId + " is retired");
        }
        sandbox.requireRunnable(bot.kind);
        Optional<String> unfit = bot.dialect == null ? Optional.empty() : bot.dialect.cannotExpress(ruleset);
        if (unfit.isPresent()) {
            throw Refusal.invalid(
                    "bot " + botId + " cannot join season " + seasonId + " (" + ruleset.spec() + "): " + unfit.get());
        }
        String already = "bot " + botId + " is in season " + seasonId + " already";
        Optional<SeasonEntry> existing = entries.entry(seasonId, botId);
        if (existing.isPresent() && existing.get().withdrawn()) {
            // back in with the rating and games it had: a withdrawal pauses an entry, it does not wipe it
            existing.get().withdrawnAt = null;
            entered.fire(new BotEntered(seasonId, botId, bot.version, ruleset.spec(), found.moveTimeoutMs));
            publicChanges.season(seasonId);
            return botId;
        }
        if (existing.isPresent()) {
            throw Refusal.conflict(already);
        }
        SeasonEntry entry = new SeasonEntry();
        entry.seasonId = seasonId;
        entry.botId = botId;
        Unique.persist(() -> entries.persistAndFlush(entry), already);
        entered.fire(new BotEntered(seasonId, botId, bot.version, ruleset.spec(), found.moveTimeoutMs));
        skill.queueEntry(botId, bot.version, ruleset);
        publicChanges.season(seasonId);
        return botId;
    }

    /**
     * Withdraws the bot from the season (its team, or the organiser), while the season is not closed: it is in no
     * round queued from now on, and a matchup of it queued before is cancelled when its turn comes; its games and
     * rating stay, and entering it again brings it back with them.
     */
    @Transactional
    public void withdraw(SecurityIdentity caller, long seasonId, long botId) {
        Season found = seasons.findByIdOptional(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        Bot bot = bots.findByIdOptional(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        if (bot.kind == Kind.BUILTIN) {
            Roles.requireOrganiser(caller);
        } else {
            Roles.requireTeamOrOrganiser(caller, bot.team.id);
        }
        SeasonLife.refuseIfNot(found, clock.instant(), SeasonLife.Act.WITHDRAW_BOT, false);
        SeasonEntry entry = entries.entry(seasonId, botId)
                .filter(e -> !e.withdrawn())
                .orElseThrow(() -> Refusal.notFound("bot " + botId + " is not in season " + seasonId));
        entry.withdrawnAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        publicChanges.season(seasonId);
    }

    /** The first of the bots that is withdrawn from the season, if any. */
    @Transactional
    public Optional<Long> firstWithdrawn(long seasonId, List<Long> botIds) {
        return botIds.stream()
                .filter(bot ->
                        entries.entry(seasonId, bot).map(SeasonEntry::withdrawn).orElse(false))
                .findFirst();
    }

    /** The season's entries, withdrawn ones too, by bot name, each with whether it plays and why not. */
    @Transactional
    public List<EntryView> entries(long seasonId) {
        seasons.findByIdOptional(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        List<EntryView> listed = entries.listed(seasonId);
        NotPlaying out =
                notPlaying(seasonId, listed.stream().map(EntryView::botId).toList());
        return listed.stream()
                .map(e -> e.with(out.benched().get(e.botId()), out.refused().get(e.botId())))
                .toList();
    }

    /**
     * Of the bots entered in the season, those a round there would leave out though they are neither retired nor
     * withdrawn, and why: benched in this season (only this season's bench counts), or their version here refused on
     * its ruleset.
     */
    @Transactional
    public NotPlaying notPlaying(long seasonId, List<Long> bots) {
        return new NotPlaying(benches.views(seasonId, bots), unplayable.among(seasonId, bots));
    }

    /**
     * The entered bots a round pairs: neither retired, withdrawn, benched in this season, nor without a version here
     * that passed validation on its ruleset.
     */
    List<Long> playing(long seasonId) {
        List<Long> entered = entries.playing(seasonId);
        Set<Long> benched = benches.benched(seasonId, entered);
        Set<Long> refused = unplayable.among(seasonId, entered).keySet();
        return entered.stream()
                .filter(id -> !benched.contains(id) && !refused.contains(id))
                .toList();
    }

    /**
     * As the season's final starts with the bots {@code playing}: its entries freeze at their bots' current versions
     * (if the deadline has not frozen them), and the bots entered (and not withdrawn: a withdrawn bot left the season's
     * table) that the final leaves out get their lines in its table, each with why, kept now: what held them out then
     * is the reason, whatever is lifted later.
     */
    void freezeForFinal(long seasonId, List<Long> playing) {
        entries.freeze(seasonId);
        Set<Long> plays = Set.copyOf(playing);
        List<SeasonEntry> leftOut = entries.ofSeason(seasonId).stream()
                .filter(e -> !e.withdrawn() && !plays.contains(e.botId))
                .toList();
        if (leftOut.isEmpty()) {
            return;
        }
        NotPlaying why = notPlaying(seasonId, leftOut.stream().map(e -> e.botId).toList());
        Set<Long> retired = bots.byIds(leftOut.stream().map(e -> e.botId).toList()).stream()
                .filter(Bot::retired)
                .map(b -> b.id)
                .collect(Collectors.toSet());
        for (SeasonEntry entry : leftOut) {
            String reason = retired.contains(entry.botId) ? "retired" : why.of(entry.botId);
            seasons.getEntityManager().persist(FinalStanding.notPlayed(seasonId, entry, reason));
        }
    }

    /** Freezes the entries of every season whose submission deadline has passed (see {@link SeasonPhase}). */
    @Transactional
    public void freezeDue() {
        entries.freezeDue(clock.instant(), null);
    }

    /**
     * Freezes the bot's entries in seasons whose deadline has passed, inside the transaction that is about to change
     * its current version, so that those seasons keep the version it had at their deadline even when no tick has
     * frozen them yet.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void freezeBefore(long botId) {
        entries.freezeDue(clock.instant(), botId);
    }

    /** The open seasons in which each of the bots' entries is frozen, with the version it plays there and why. */
    @Transactional
    public Map<Long, List<FrozenEntry>> frozenOf(List<Long> botIds) {
        return botIds.isEmpty()
                ? Map.of()
                : entries.frozenOfBots(botIds).stream().collect(Collectors.groupingBy(FrozenEntry::bot));
    }
}
