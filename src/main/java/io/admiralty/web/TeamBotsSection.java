package io.admiralty.web;

import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.standings.Standings.BotSeason;
import io.admiralty.league.validation.Validations.ValidationView;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The team's bots: kind, dialect, current version, state (playing, gating, retired), skill and defence scores with the
 * heat map of where the bot's ships sat in its defence games (the team's own view of its bot), the seasons each is in;
 * retiring and bringing back; the history downloads. Its table is live: while a gate runs or a score is being worked
 * out, team.js renders it again every few seconds.
 */
@ApplicationScoped
class TeamBotsSection {

    /** Skill score states that will change by themselves. */
    private static final Set<String> PENDING = Set.of("queued", "running");

    private final BotProfiles bots;
    private final Standings standings;

    TeamBotsSection(BotProfiles bots, Standings standings) {
        this.bots = bots;
        this.standings = standings;
    }

    /** The section: its bots' rows, {@code live} while one of them will change by itself. */
    record Bots(boolean live, List<Row> rows) {}

    /**
     * One bot: its newest validation (with its games when it refused the version), the seasons it is in, and the heat
     * maps of its defence scores.
     */
    record Row(BotView bot, ValidationView validation, List<BotSeason> seasons, List<Heat> heats) {}

    Bots view(TeamContext context) {
        List<BotView> own = context.bots();
        return new Bots(
                own.stream().anyMatch(TeamBotsSection::changing),
                own.stream()
                        .map(bot -> new Row(
                                bot,
                                validation(context, bot),
                                standings.seasonsOf(bot.id()),
                                bot.defence().stream()
                                        .map(Heat::of)
                                        .filter(Objects::nonNull)
                                        .toList()))
                        .toList());
    }

    /**
     * The team's bots as anyone sees them, on its public page: each with the seasons it played (no validation, no heat
     * map: those are the team's own).
     */
    List<Row> publicView(SecurityIdentity caller, long team) {
        return bots.list(caller, team).stream()
                .map(bot -> new Row(bot, null, standings.seasonsOf(bot.id()), List.of()))
                .toList();
    }

    /** Whether the row will change by itself: a gate running, a validation or a score queued or being played. */
    private static boolean changing(BotView bot) {
        return !bot.retired()
                && (bot.gate() != null
                        || (bot.validation() != null
                                && "validating".equals(bot.validation().state()))
                        || Stream.concat(bot.skill().stream(), bot.defence().stream())
                                .anyMatch(s -> PENDING.contains(s.status())));
    }

    /** The bot's newest validation, with its games when it refused the version (a list leaves them out). */
    private ValidationView validation(TeamContext context, BotView bot) {
        ValidationView validation = bot.validation();
        return validation != null && "refused".equals(validation.state())
                ? bots.get(context.caller(), bot.id()).validation()
                : validation;
    }

    /**
     * A defence score's heat map: per cell, in how many of the layouts played the bot put a ship there, shaded by that
     * share (a random placer's cells are each covered in about a sixth of its layouts on the classic board, the
     * centre's a little more; a bot that always places the same way shows its fleet in full).
     */
    record Heat(SkillView score, List<List<Cell>> rows) {

        /** The score's heat map, or null when there is none to show. */
        static Heat of(SkillView score) {
            if (score.heat() == null || score.played() == 0) {
                return null;
            }
            return new Heat(
                    score,
                    score.heat().stream()
                            .map(row -> row.stream()
                                    .map(count -> new Cell(count, shade(count, score.played())))
                                    .toList())
                            .toList());
        }
    }

    /** A cell of a heat map: in how many layouts a ship covered it, and its shade. */
    record Cell(int count, int shade) {}

    /** The shade of a cell a ship covered in {@code count} of {@code layouts}: 0 never, 4 in more than half. */
    static int shade(int count, int layouts) {
        double share = (double) count / layouts;
        return count == 0 ? 0 : share <= 0.1 ? 1 : share <= 0.25 ? 2 : share <= 0.5 ? 3 : 4;
    }
}
