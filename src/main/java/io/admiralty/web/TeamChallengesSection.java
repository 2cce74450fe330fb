package io.admiralty.web;

import io.admiralty.league.challenge.Challenges;
import io.admiralty.league.profile.BotProfiles;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonView;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The challenges the team's bots made or were asked to play, newest first, each read from the team's side, and the form
 * that asks for one (the service {@code POST /api/challenges} calls): one of the team's bots, its opponent (the team's
 * other bots, the built-ins, and other teams' bots that take challenges), how many games and on which ruleset.
 */
@ApplicationScoped
class TeamChallengesSection {

    static final String CHALLENGE = "challenge";

    private static final int SHOWN = 20;

    private final Challenges challenges;
    private final BotProfiles bots;
    private final Seasons seasons;

    TeamChallengesSection(Challenges challenges, BotProfiles bots, Seasons seasons) {
        this.challenges = challenges;
        this.bots = bots;
        this.seasons = seasons;
    }

    /**
     * The section: the team's bots that may challenge (none: no form), the bots they may challenge, the rulesets the
     * form suggests, and the team's latest challenges.
     */
    record Section(
            List<BotView> own, List<BotView> opponents, List<String> rulesets, List<ChallengeTable.Row> challenges) {}

    Section view(TeamContext context) {
        List<BotView> every = bots.list(context.caller(), null).stream()
                .filter(b -> !b.retired())
                .toList();
        return new Section(
                every.stream()
                        .filter(b -> b.team().id() == context.id() && !"builtin".equals(b.kind()))
                        .toList(),
                every.stream()
                        .filter(b -> b.team().id() == context.id() || "builtin".equals(b.kind()) || b.challengeable())
                        .toList(),
                rulesets(seasons.list()),
                ChallengeTable.of(challenges.ofTeam(context.id(), SHOWN), side -> side.team() == context.id()));
    }

    /** Classic and salvo, then the rulesets of the open seasons, each once. */
    static List<String> rulesets(List<SeasonView> seasons) {
        Set<String> rulesets = new LinkedHashSet<>(List.of("classic", "salvo"));
        seasons.stream()
                .filter(s -> s.closedAt() == null)
                .map(SeasonView::ruleset)
                .forEach(rulesets::add);
        return List.copyOf(rulesets);
    }
}
