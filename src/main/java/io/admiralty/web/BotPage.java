package io.admiralty.web;

import io.admiralty.chart.MetricChart;
import io.admiralty.chart.RatingChart;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import io.admiralty.league.gate.Gates.GateView;
import io.admiralty.league.gate.Gates.PoolResult;
import io.admiralty.league.profile.BotViews.BotView;
import io.admiralty.league.profile.BotViews.VersionView;
import io.admiralty.league.skill.SkillJobs.SkillView;
import io.admiralty.league.standings.Standings.BotSeason;
import io.admiralty.league.standings.Standings.ForfeitCount;
import io.admiralty.league.standings.Standings.Opponent;
import io.admiralty.league.standings.Standings.RatingPoint;
import io.admiralty.league.validation.Validations.RulesetCheck;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateExtension;
import io.quarkus.qute.TemplateInstance;
import java.util.List;
import java.util.Map;

/**
 * A bot's profile ({@code /bots/{id}}): its versions, its rating in each season, its record against each opponent, as
 * records templates/BotPage/page.html reads.
 */
final class BotPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(Profile p);
    }

    /**
     * Everything the profile shows ({@code skill}: every version's skill scores, {@code defence} its defence scores);
     * {@code history} holds the rating points of each season the bot has played in, by season id; {@code mayLiftBench}: the visitor is
     * of the bot's team (or the organiser), shown the bench's button; {@code metrics}: the bot's metrics over its last
     * games, for a visitor who may see them (its team, the organiser, or anyone when its team made them public);
     * {@code notesPublic}: whether they are public, for the bot's team alone (null for anyone else), with its switch.
     */
    record Profile(
            BotView bot,
            List<VersionView> versions,
            List<SkillView> skill,
            List<SkillView> defence,
            List<GateView> gates,
            List<BotSeason> seasons,
            Map<Long, List<RatingPoint>> history,
            List<Opponent> opponents,
            List<ForfeitCount> forfeits,
            List<GameView> recentGames,
            List<ChallengeView> challenges,
            boolean mayLiftBench,
            List<MetricChart> metrics,
            Boolean notesPublic) {

        /** While a gate runs, bot.js reads the page again every two seconds and puts in the fresh gates section. */
        public boolean gateRunning() {
            return gates.stream().anyMatch(g -> g.state().equals("running"));
        }

        /** The rulesets the newest version was refused on, where its validation refused it on some of them. */
        public List<String> refusedOn() {
            return bot.validation().rulesets().stream()
                    .filter(c -> c.state().equals("refused"))
                    .map(RulesetCheck::ruleset)
                    .toList();
        }

        /** Each season entered, with its chart (null before the bot has played there). */
        public List<Rated> ratings() {
            return seasons.stream()
                    .map(season -> {
                        List<RatingPoint> points = history.getOrDefault(season.season(), List.of());
                        return new Rated(season, points.isEmpty() ? null : ratingChart(season, points));
                    })
                    .toList();
        }

        /** Each version with its scores, ruleset by ruleset. */
        public List<VersionRow> versionRows() {
            return versions.stream()
                    .map(v -> new VersionRow(v, scoresOf(v, skill), scoresOf(v, defence)))
                    .toList();
        }

        /** Forfeits by reason, the reason in words: "http error" for forfeit_http_error. */
        public List<ForfeitCount> forfeitRows() {
            return forfeits.stream()
                    .map(f -> new ForfeitCount(
                            f.reason().replaceFirst("^forfeit_", "").replace('_', ' '), f.games()))
                    .toList();
        }

        public List<ChallengeTable.Row> challengeRows() {
            return ChallengeTable.of(challenges, side -> side.id() == bot.id());
        }
    }

    /** A season the bot is entered in, and its rating chart there (null without games). */
    record Rated(BotSeason season, RatingChart chart) {}

    /** A version with its skill and defence scores, ruleset by ruleset. */
    record VersionRow(VersionView version, List<SkillView> skill, List<SkillView> defence) {}

    private BotPage() {}

    /** A gate's pool result's complete pairs, as {@code {result.pairs}} reads them: it has an Elo once there are some. */
    @TemplateExtension
    static long pairs(PoolResult result) {
        return result.pentanomial().stream().mapToLong(Long::longValue).sum();
    }

    /** The season's rating chart: its Elo after each game, the version that played it, its fit's interval. */
    private static RatingChart ratingChart(BotSeason season, List<RatingPoint> points) {
        return RatingChart.of(
                season.seasonName(),
                points.stream().map(RatingPoint::elo).toList(),
                points.stream().map(RatingPoint::version).toList(),
                season.mle() == null
                        ? null
                        : new RatingChart.Interval(season.mle(), season.mleLow(), season.mleHigh()));
    }

    /** The version's scores, ruleset by ruleset. */
    private static List<SkillView> scoresOf(VersionView version, List<SkillView> scores) {
        return scores.stream()
                .filter(score -> score.version() == version.version())
                .toList();
    }
}
