package io.admiralty.league.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import io.admiralty.Refusal;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Who may do what, read from an identity: one row per caller, without a service or a request. */
class RolesTest {

    private static final Map<String, SecurityIdentity> CALLERS = Map.of(
            "nobody",
            Roles.ANONYMOUS,
            "organiser",
            Roles.organiser(),
            "team 7",
            Roles.team(7),
            "team 8",
            Roles.team(8),
            // people signed in, as league.account makes them: of two teams, and of one
            "person of 7 and 9",
            QuarkusSecurityIdentity.builder()
                    .setPrincipal(new QuarkusPrincipal("session"))
                    .addRole(Roles.TEAM)
                    .addAttribute(Roles.TEAM_IDS, Set.of(7L, 9L))
                    .build(),
            "person of 8",
            QuarkusSecurityIdentity.builder()
                    .setPrincipal(new QuarkusPrincipal("session"))
                    .addRole(Roles.TEAM)
                    .addAttribute(Roles.TEAM_IDS, Set.of(8L))
                    .addAttribute(Roles.TEAM_ID, 8L)
                    .build());

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # caller  | owns team 7 | acts as | organiser's work  | team 7's work
            nobody    | false       | -       | UNAUTHENTICATED   | UNAUTHENTICATED
            organiser | true        | -       | -                 | -
            team 7    | true        | 7       | FORBIDDEN         | -
            team 8    | false       | 8       | FORBIDDEN         | FORBIDDEN
            person of 7 and 9 | true | -      | FORBIDDEN         | -
            person of 8 | false     | 8       | FORBIDDEN         | FORBIDDEN
            """)
    void whoMayDoWhat(String name, boolean owns, Long team, Refusal.Kind organiserOnly, Refusal.Kind teamSeven) {
        SecurityIdentity caller = CALLERS.get(name);
        assertThat(Roles.owns(caller, 7)).isEqualTo(owns);
        assertThat(Roles.team(caller).orElse(null)).isEqualTo(team);
        assertThat(refusal(() -> Roles.requireOrganiser(caller))).isEqualTo(organiserOnly);
        assertThat(refusal(() -> Roles.requireTeamOrOrganiser(caller, 7))).isEqualTo(teamSeven);
    }

    private static Refusal.Kind refusal(Runnable check) {
        try {
            check.run();
            return null;
        } catch (Refusal refused) {
            return refused.kind();
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            organiser      | this needs the organiser's token (Authorization: Bearer ...) | only the organiser may do this
            organiser,team | this needs a team's or the organiser's token (Authorization: Bearer ...) | only a team or the organiser may do this
            """)
    void theSentencesSayWhichTokenIsNeeded(String allowed, String unauthenticated, String forbidden) {
        var roles = java.util.List.of(allowed.split(","));
        assertThat(Roles.unauthenticated(roles).getMessage()).isEqualTo(unauthenticated);
        assertThat(Roles.forbidden(roles).getMessage()).isEqualTo(forbidden);
        assertThatCode(() -> Roles.requireOrganiser(Roles.organiser())).doesNotThrowAnyException();
    }
}
