package io.admiralty.league.notice;

import io.admiralty.league.bench.BotBenched;
import io.admiralty.league.challenge.ChallengeFinished;
import io.admiralty.league.gate.GateDecided;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.season.RoundFinished;
import io.admiralty.league.skill.SkillScored;
import io.admiralty.league.skill.SkillStatus;
import io.admiralty.league.validation.VersionRefused;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Hears the league's events and tells the teams they concern. Each observer runs inside the transaction that fired
 * the event ({@link Notices#tell} writes the outbox there), so a notice exists exactly when what it tells of was
 * committed; the senders pick it up after the commit. Built-in bots belong to no one to tell.
 */
@ApplicationScoped
public class LeagueEvents {

    private final Notices notices;
    private final BotRepository bots;
    private final NoticeRepository inboxes;

    LeagueEvents(Notices notices, BotRepository bots, NoticeRepository inboxes) {
        this.notices = notices;
        this.bots = bots;
        this.inboxes = inboxes;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    void gateDecided(@Observes GateDecided gate) {
        Bot bot = bots.findById(gate.bot());
        if (bot.team.builtin) {
            return;
        }
        Map<String, Object> data = botData(bot);
        data.put("gate", gate.gate());
        data.put("candidate", gate.candidate());
        data.put("baseline", gate.baseline());
        data.put("state", gate.state().code());
        data.put("detail", gate.detail());
        data.put("games", gate.games());
        data.put("elo", gate.elo());
        data.put("reading", gate.reading());
        notices.tell(
                bot.team.id,
                NoticeEvent.GATE_DECIDED,
                "Bot " + bot.name + ": the gate of version " + gate.candidate() + " ended after " + gate.games()
                        + " games: " + gate.reading() + (gate.detail() == null ? "" : " (" + gate.detail() + ")"),
                data);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    void skillScored(@Observes SkillScored skill) {
        Bot bot = bots.findById(skill.bot());
        if (bot.team.builtin) {
            return;
        }
        Map<String, Object> data = botData(bot);
        data.put("version", skill.version());
        data.put("ruleset", skill.ruleset());
        data.put("status", skill.status().code());
        data.put("mean", skill.mean());
        data.put("se", skill.se());
        data.put("forfeit", skill.forfeit());
        data.put("detail", skill.detail());
        String outcome = skill.status() == SkillStatus.DONE
                ? String.format(Locale.ROOT, "scored %.2f ± %.2f shots", skill.mean(), skill.se())
                : "got no score: forfeit " + skill.forfeit()
                        + (skill.detail() == null ? "" : " (" + skill.detail() + ")");
        notices.tell(
                bot.team.id,
                NoticeEvent.SKILL_SCORED,
                "Bot " + bot.name + " version " + skill.version() + " on " + skill.ruleset() + " " + outcome,
                data);
    }

    /** Every team with a bot in the season hears of the round's end; what it says is public. */
    @Transactional(Transactional.TxType.MANDATORY)
    void roundFinished(@Observes RoundFinished round) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("season", round.season());
        data.put("seasonName", round.seasonName());
        data.put("round", round.number());
        for (long team : inboxes.teamsInSeason(round.season())) {
            notices.tell(
                    team,
                    NoticeEvent.ROUND_FINISHED,
                    "Round " + round.number() + " of season " + round.seasonName() + " finished",
                    data);
        }
    }

    @Transactional(Transactional.TxType.MANDATORY)
    void botBenched(@Observes BotBenched benched) {
        Bot bot = bots.findById(benched.bot());
        Map<String, Object> data = botData(bot);
        data.put("season", benched.season());
        data.put("seasonName", benched.seasonName());
        data.put("reason", benched.reason());
        data.put("games", benched.games());
        notices.tell(
                benched.team(),
                NoticeEvent.BOT_BENCHED,
                "Bot " + bot.name + " is benched in season " + benched.seasonName() + " (it plays its other seasons): "
                        + benched.reason(),
                data);
    }

    /** Both teams hear of a challenge's end (each its own notice), a built-in's team aside. */
    @Transactional(Transactional.TxType.MANDATORY)
    void challengeFinished(@Observes ChallengeFinished challenge) {
        Bot bot = bots.findById(challenge.bot());
        Bot opponent = bots.findById(challenge.opponent());
        Map<String, Object> data = botData(bot);
        data.put("challenge", challenge.challenge());
        data.put("opponent", opponent.id);
        data.put("opponentName", opponent.name);
        data.put("state", challenge.state());
        data.put("detail", challenge.detail());
        data.put("played", challenge.played());
        data.put("wins", challenge.wins());
        data.put("losses", challenge.losses());
        data.put("draws", challenge.draws());
        String summary = "Challenge " + challenge.challenge() + ", " + bot.name + " against " + opponent.name + ", "
                + challenge.state() + ": " + challenge.wins() + " wins, " + challenge.losses() + " losses, "
                + challenge.draws() + " draws of " + challenge.played() + " games"
                + (challenge.detail() == null ? "" : " (" + challenge.detail() + ")");
        notices.tell(challenge.team(), NoticeEvent.CHALLENGE_FINISHED, summary, data);
        if (challenge.opponentTeam() != challenge.team() && !opponent.team.builtin) {
            notices.tell(challenge.opponentTeam(), NoticeEvent.CHALLENGE_FINISHED, summary, data);
        }
    }

    @Transactional(Transactional.TxType.MANDATORY)
    void versionRefused(@Observes VersionRefused refused) {
        Bot bot = bots.findById(refused.bot());
        Map<String, Object> data = botData(bot);
        data.put("version", refused.version());
        data.put("detail", refused.detail());
        data.put("games", refused.games());
        data.put("current", refused.current());
        notices.tell(
                refused.team(),
                NoticeEvent.VERSION_REFUSED,
                "Bot " + bot.name + " version " + refused.version() + " is refused: " + refused.detail(),
                data);
    }

    private static Map<String, Object> botData(Bot bot) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("bot", bot.id);
        data.put("botName", bot.name);
        return data;
    }
}
