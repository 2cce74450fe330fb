package io.admiralty.web;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.Kind;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.account.Accounts;
import io.admiralty.league.account.Accounts.TeamRole;
import io.admiralty.league.account.Identities;
import io.admiralty.league.profile.BotProfiles;
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
class TeamUploadSection implements TeamSection {

    static final String REGISTER = "register";
    static final String VERSION = "version";

    /** The register form's fields, in the order a refusal is looked for among them. */
    static final List<String> REGISTER_FIELDS =
            List.of("team", "name", "kind", "dialect", "command", "url", "artifact");

    static final List<String> VERSION_FIELDS = List.of("bot", "command", "url", "artifact", "gate");

    private static final String FILE_TYPES = ".zip,.tar.gz,.tgz,.jar,.rb,.exs";

    private final BotProfiles bots;
    private final Accounts accounts;
    private final long maxArtifactBytes;

    TeamUploadSection(BotProfiles bots, Accounts accounts, LeagueConfig config) {
        this.bots = bots;
        this.accounts = accounts;
        this.maxArtifactBytes = config.league().maxArtifactBytes();
    }

    @Override
    public int order() {
        return 200;
    }

    @Override
    public String render(TeamContext context) {
        List<BotView> playing = bots.list(context.caller(), context.id()).stream()
                .filter(b -> !b.retired())
                .toList();
        StringBuilder html = new StringBuilder(
                "<section id=\"upload\" aria-labelledby=\"upload-h\"><h2 id=\"upload-h\">Upload</h2>\n<div class=\"forms\">\n");
        html.append(register(context));
        if (!playing.isEmpty()) {
            html.append(version(context, playing));
        }
        return html.append("</div>\n</section>\n").toString();
    }

    private String register(TeamContext context) {
        StringBuilder form = new StringBuilder("<fieldset><legend>Register a bot</legend>\n")
                .append(TeamForms.open(context, REGISTER, "/teams/" + context.id() + "/bots", true));
        List<TeamRole> teams = Identities.account(context.caller()).isPresent()
                ? accounts.me(context.caller()).teams()
                : List.of();
        if (teams.size() > 1) {
            // a person in several teams says which one the bot is for; this page's team unless they choose another
            String chosen = context.typed(REGISTER, "team");
            form.append("<label>For team <select name=\"team\">");
            for (TeamRole team : teams) {
                boolean selected =
                        chosen == null ? team.team() == context.id() : chosen.equals(Long.toString(team.team()));
                form.append("<option value=\"")
                        .append(team.team())
                        .append(selected ? "\" selected>" : "\">")
                        .append(Html.esc(team.teamName()))
                        .append("</option>");
            }
            form.append("</select></label>\n");
        }
        // a refusal about the team (a disabled one) has its place whether or not there is a choice
        form.append(TeamForms.problem(context, REGISTER, "team"));
        form.append(TeamForms.text(context, REGISTER, "name", "Name", "required maxlength=\"64\""))
                .append(choice(
                        context,
                        REGISTER,
                        "kind",
                        "Kind",
                        List.of(Kind.PROCESS.code(), Kind.JVM.code(), Kind.HTTP.code())))
                .append(choice(context, REGISTER, "dialect", "Dialect <small>(none for a jvm bot)</small>", dialects()))
                .append(TeamForms.text(
                        context,
                        REGISTER,
                        "command",
                        "Command <small>(words separated by spaces, e.g. python3 my_bot.py)</small>",
                        "maxlength=\"500\""))
                .append(TeamForms.text(
                        context, REGISTER, "url", "URL <small>(an http bot's)</small>", "maxlength=\"2000\""))
                .append(file(context, REGISTER))
                .append("<button type=\"submit\">Register</button>\n</form>\n</fieldset>\n");
        return form.toString();
    }

    /**
     * The new-version form. Its command and URL start as the chosen bot's current version's (team.js follows the bot
     * chosen), and a field left empty keeps them: only what changes needs typing. The dialect is the bot's for good.
     */
    private String version(TeamContext context, List<BotView> playing) {
        String chosen = context.typed(VERSION, "bot");
        BotView selected = playing.stream()
                .filter(bot -> Long.toString(bot.id()).equals(chosen))
                .findFirst()
                .orElse(playing.get(0));
        StringBuilder form = new StringBuilder("<fieldset><legend>Upload a new version</legend>\n")
                .append(TeamForms.open(context, VERSION, "/teams/" + context.id() + "/versions", true))
                .append("<label>Bot <select name=\"bot\" required>");
        for (BotView bot : playing) {
            form.append("<option value=\"")
                    .append(bot.id())
                    .append("\" data-command=\"")
                    .append(Html.esc(command(bot)))
                    .append("\" data-url=\"")
                    .append(Html.esc(url(bot)))
                    .append("\" data-speaks=\"")
                    .append(Html.esc(speaks(bot)))
                    .append(bot == selected ? "\" selected>" : "\">")
                    .append(Html.esc(bot.name()))
                    .append(" (v")
                    .append(bot.version())
                    .append(")</option>");
        }
        form.append("</select></label>\n")
                .append("<p class=\"meta\" data-for-bot=\"speaks\">")
                .append(Html.esc(speaks(selected)))
                .append("</p>\n")
                .append(TeamForms.problem(context, VERSION, "bot"))
                .append(TeamForms.text(
                        context,
                        VERSION,
                        "command",
                        "Command <small>(the current version's unless changed; words separated by spaces)</small>",
                        "maxlength=\"500\"",
                        command(selected)))
                .append(TeamForms.text(
                        context,
                        VERSION,
                        "url",
                        "URL <small>(an http bot's; the current one unless changed)</small>",
                        "maxlength=\"2000\"",
                        url(selected)))
                .append(file(context, VERSION))
                .append("<label class=\"check\"><input type=\"checkbox\" name=\"gate\" value=\"true\"")
                .append("true".equals(context.typed(VERSION, "gate")) ? " checked" : "")
                .append(
                        "> Gate it: it plays the current version first and replaces it only if it is stronger</label>\n")
                .append(TeamForms.problem(context, VERSION, "gate"))
                .append("<button type=\"submit\">Upload</button>\n</form>\n</fieldset>\n");
        return form.toString();
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

    /** What the bot is and speaks, which a version keeps. */
    private static String speaks(BotView bot) {
        return "A " + bot.kind() + " bot" + (bot.dialect() == null ? "" : " speaking " + bot.dialect())
                + ": a new version keeps its kind and dialect.";
    }

    private String file(TeamContext context, String form) {
        return "<label>Files <small>(zip, tar.gz, jar, or a player's .rb or .exs; at most "
                + Html.esc(megabytes(maxArtifactBytes)) + ")</small> <input type=\"file\" name=\"artifact\" accept=\""
                + FILE_TYPES + "\" data-max-bytes=\"" + maxArtifactBytes + "\"></label>\n"
                + TeamForms.problem(context, form, "artifact");
    }

    private static String choice(TeamContext context, String form, String field, String label, List<String> codes) {
        String chosen = context.typed(form, field);
        StringBuilder html = new StringBuilder("<label>" + label + " <select name=\"" + field + "\">");
        for (String code : codes) {
            html.append("<option value=\"")
                    .append(Html.esc(code))
                    .append(code.equals(chosen) ? "\" selected>" : "\">")
                    .append(code.isEmpty() ? "none" : Html.esc(code))
                    .append("</option>");
        }
        return html.append("</select></label>\n")
                .append(TeamForms.problem(context, form, field))
                .toString();
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

    private static String megabytes(long bytes) {
        return bytes % (1024 * 1024) == 0 ? bytes / (1024 * 1024) + " MiB" : bytes + " bytes";
    }
}
