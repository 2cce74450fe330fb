package io.admiralty.web;

import io.admiralty.league.challenge.Challenges;
import jakarta.enterprise.context.ApplicationScoped;

/** The challenges the team's bots made or were asked to play, newest first, each read from the team's side. */
@ApplicationScoped
class TeamChallengesSection implements TeamSection {

    private static final int SHOWN = 20;

    private final Challenges challenges;

    TeamChallengesSection(Challenges challenges) {
        this.challenges = challenges;
    }

    @Override
    public int order() {
        return 450;
    }

    @Override
    public String render(TeamContext context) {
        return "<section id=\"challenges\" aria-labelledby=\"challenges-h\">\n<h2 id=\"challenges-h\">Challenges</h2>\n"
                + ChallengeTable.of(challenges.ofTeam(context.id(), SHOWN), side -> side.team() == context.id())
                + "\n<p>Ask for one with <code>POST /api/challenges</code> (README, \"Challenges\").</p>\n</section>";
    }
}
