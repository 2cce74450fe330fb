package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.Refusal;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which field of a team page's form a refusal of the league is shown beside, for the league's own sentences. */
class TeamFormsTest {

    private static final List<String> REGISTER = TeamUploadSection.REGISTER_FIELDS;
    private static final List<String> VERSION = TeamUploadSection.VERSION_FIELDS;
    private static final List<String> ENTER = TeamSeasonsSection.ENTER_FIELDS;

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # form     | kind      | the league's sentence                                                              | field
            register   | INVALID   | the artifact is neither a zip nor a tar.gz archive                                 | artifact
            register   | INVALID   | archive entry 'a/../../b' would land outside the bot's folder                      | artifact
            register   | TOO_LARGE | the artifact is 30000000 bytes; at most 20971520 are allowed                       | artifact
            register   | TOO_LARGE | the archive unpacks to more than 104857600 bytes                                   | artifact
            register   | INVALID   | a process bot needs its files: send multipart/form-data with the bot's zip         | artifact
            register   | INVALID   | the jar has no META-INF/services/io.admiralty.botapi.Bot naming the bot class      | artifact
            register   | CONFLICT  | your team has a bot named 'x' already; upload a new version                        | name
            register   | INVALID   | bot name must be 1..64 characters                                                  | name
            register   | INVALID   | a process bot needs "command": a non-empty list of words, e.g. ["python3"]         | command
            register   | INVALID   | unclosed quote in command: python3 'bot.py                                         | command
            register   | INVALID   | ruby-player bots take at most one word as "command": their player file             | command
            register   | INVALID   | an http bot needs "url": where the league POSTs each turn                          | url
            register   | INVALID   | a process bot has no url                                                           | url
            register   | INVALID   | dialect is missing: a process bot speaks skynet, broadsides or native              | dialect
            register   | INVALID   | a jvm bot has no dialect (it implements the Java bot interface)                    | dialect
            register   | INVALID   | unknown kind 'robot': builtin, process, http or jvm                                | kind
            register   | CONFLICT  | team 4 is disabled: it registers no bots                                           | team
            version    | CONFLICT  | bot 3 has a gate running (version 2 against 1)                                     | gate
            version    | CONFLICT  | team 2 has 2 gates running, as many as it may                                      | gate
            version    | INVALID   | gate: elo1 must be above elo0                                                      | gate
            version    | INVALID   | bot 3 speaks native; a version cannot change its dialect (register a new bot)      | ''
            version    | CONFLICT  | bot 3 is retired                                                                   | bot
            enter      | INVALID   | bot 3 cannot join season 2 (8x8:4,3,2:salvo): skynet plays classic only            | season
            enter      | CONFLICT  | bot 3 is in season 2 already                                                       | season
            enter      | CONFLICT  | season 2 is closed: it takes no more bots                                          | season
            enter      | CONFLICT  | bot 3 is retired                                                                   | bot
            invite     | INVALID   | uses must be 1..100, was 101                                                       | uses
            invite     | FORBIDDEN | only the team's captain or the organiser invites people                            | ''
            token      | INVALID   | token name is longer than 64 characters                                            | name
            token      | CONFLICT  | team 3 holds 20 tokens, as many as a team may: revoke one first                    | ''
            """)
    void aRefusalIsShownBesideTheFieldItIsAbout(String form, Refusal.Kind kind, String sentence, String field) {
        List<String> fields =
                switch (form) {
                    case "register" -> REGISTER;
                    case "version" -> VERSION;
                    case "invite" -> TeamPeopleSection.INVITE_FIELDS;
                    case "token" -> TeamPeopleSection.TOKEN_FIELDS;
                    default -> ENTER;
                };
        assertThat(TeamForms.fieldOf(kind, sentence, fields)).isEqualTo(field);
    }

    /** The challenge form's fields for the league's sentences; the opponent chosen is bot 9. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # the league's sentence                                                                       | field
            bot 9 does not take challenges from other teams: its team has not turned on its setting     | opponent
            no bot 9                                                                                      | opponent
            bot 9 is retired: it plays no more matchups                                                   | opponent
            opponent must be chosen                                                                       | opponent
            games must be 1..100, was 0                                                                   | games
            games must be a whole number, 1..1000                                                         | games
            ruleset: a fleet of ships 13 does not fit a 12x12 board                                       | ruleset
            bot 9 cannot play ruleset 8x8:4,3,3,2: the skynet dialect plays 10x10 only                    | ruleset
            bot 4 is not one of this team's bots                                                          | bot
            bot 4 is retired: it plays no more matchups                                                   | bot
            no bot 4                                                                                      | bot
            the built-in bots challenge nobody; challenge them with your own bot                          | bot
            team 3 has 2 challenges waiting or playing, as many as it may                                 | ''
            """)
    void aChallengesRefusalIsShownBesideTheFieldItIsAbout(String sentence, String field) {
        assertThat(TeamForms.fieldOfChallenge(sentence, "9")).isEqualTo(field);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            url: 127.0.0.1 is the league's own service, which webhooks may never use | url
            url is required                                                        | url
            events must name at least one of bot.benched, gate.decided             | events
            events: 'x' is not one of bot.benched, gate.decided                    | events
            team 3 has 5 webhooks, as many as a team may have: remove one first    | ''
            """)
    void aWebhooksRefusalIsShownBesideTheFieldItIsAbout(String sentence, String field) {
        assertThat(TeamForms.fieldOfWebhook(sentence)).isEqualTo(field);
    }
}
