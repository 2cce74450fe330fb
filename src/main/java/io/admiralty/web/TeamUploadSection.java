package io.admiralty.web;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.Kind;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.account.Accounts;
import io.admiralty.league.account.Accounts.TeamRole;
import io.admiralty.league.account.Identities;
import io.admiralty.league.profile.BotViews.BotView;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Registering a bot and uploading a new version, each with a form: the files (zip, tar.gz, jar, or a Ruby or Elixir
 * player's single file), the command, the dialect, and for a new version whether it is gated. Both post to the page,
 * which hands them to the same service the API's {@code POST /api/bots} and {@code POST /api/bots/{id}/versions} use.
 */
@ApplicationScoped
class TeamUploadSection {

    static final String REGISTER = "register";
    static final String VERSION = "version";

    /** The register form's fields, in the order a refusal is looked for among them. */
    static final List<String> REGISTER_FIELDS =
            List.of("team", "name", "kind", "dialect", "command", "url", "artifact");

    static final List<String> VERSION_FIELDS = List.of("bot", "command", "url", "artifact", "gate");

    private final Accounts accounts;
    private final long maxArtifactBytes;

    TeamUploadSection(Accounts accounts, LeagueConfig config) {
        this.accounts = accounts;
        this.maxArtifactBytes = config.league().maxArtifactBytes();
    }

    /**
     * The section: the teams the bot may be registered for (when the caller is in more than one), the bots that may
     * have a new version (none: no such form), the one chosen in it, the kinds and dialects offered, and the largest
     * file taken.
     */
    record Upload(
            List<TeamRole> teams,
            List<Playing> playing,
            Playing selected,
            List<String> kinds,
            List<String> dialects,
            long maxBytes) {

        public String maxSize() {
            return maxBytes % (1024 * 1024) == 0 ? maxBytes / (1024 * 1024) + " MiB" : maxBytes + " bytes";
        }

        /** Whether the register form's team choice is {@code team}: this page's team unless another was chosen. */
        public boolean forTeam(TeamContext context, long team) {
            String chosen = context.typed(REGISTER, "team");
            return chosen == null ? team == context.id() : chosen.equals(Long.toString(team));
        }
    }

    /**
     * A bot that may have a new version, and how its current version runs: the new-version form starts with its
     * command and URL (team.js follows the bot chosen, and what it speaks: tags/speaks.html), and a field left empty
     * keeps them. The dialect is the bot's for good.
     */
    record Playing(BotView bot, String command, String url) {}

    Upload view(TeamContext context) {
        List<Playing> playing = context.bots().stream()
                .filter(b -> !b.retired())
                .map(bot -> new Playing(bot, command(bot), url(bot)))
                .toList();
        List<TeamRole> teams = Identities.account(context.caller()).isPresent()
                ? accounts.me(context.caller()).teams()
                : List.of();
        String chosen = context.typed(VERSION, "bot");
        return new Upload(
                // a person in several teams says which one the bot is for
                teams.size() > 1 ? teams : List.of(),
                playing,
                playing.stream()
                        .filter(p -> Long.toString(p.bot().id()).equals(chosen))
                        .findFirst()
                        .orElse(playing.isEmpty() ? null : playing.get(0)),
                List.of(Kind.PROCESS.code(), Kind.JVM.code(), Kind.HTTP.code()),
                dialects(),
                maxArtifactBytes);
    }

    /** The current version's command as one line, as the form takes it; "" for none. */
    private static String command(BotView bot) {
        return bot.runs() == null || bot.runs().command() == null
                ? ""
                : BotDefinition.join(bot.runs().command());
    }

    private static String url(BotView bot) {
        return bot.runs() == null || bot.runs().url() == null ? "" : bot.runs().url();
    }

    /** The dialects, native first (the league's own); "" for none. */
    private static List<String> dialects() {
        return Stream.concat(
                        Stream.of(Dialect.NATIVE.code(), ""),
                        Arrays.stream(Dialect.values())
                                .filter(d -> d != Dialect.NATIVE)
                                .map(Dialect::code))
                .toList();
    }
}
