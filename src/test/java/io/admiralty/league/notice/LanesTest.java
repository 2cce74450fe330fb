package io.admiralty.league.notice;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.notice.DeliveryRepository.DueWebhook;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Which webhooks get a lane, as tables: each due webhook is written {@code team.webhook@second} (due since that
 * second), a running lane {@code team.webhook}; the answer is the webhooks started, in order.
 */
class LanesTest {

    @ParameterizedTest(name = "{0} running {1}, {2} free: {3}")
    @CsvSource(
            delimiter = '|',
            value = {
                // lanes for all while there are enough
                "1.1@5 1.2@3 2.3@4 | -   | 10 | 1.2 2.3 1.1",
                // none twice: a webhook with a lane running gets no second one
                "1.1@1 1.2@2       | 1.1 | 10 | 1.2",
                // fewer free than asked: one lane per team before any team's second, whatever came first
                "1.1@1 1.2@2 1.3@3 1.4@4 1.5@5 2.6@9 | - | 2 | 1.1 2.6",
                // a team with lanes running already goes after those that have fewer
                "1.2@1 1.3@2 2.6@9 3.7@8 | 1.1 | 2 | 3.7 2.6",
                "1.2@1 1.3@2 2.6@9 3.7@8 | 1.1 | 3 | 3.7 2.6 1.2",
                // nothing free, nothing started
                "1.1@1 | - | 0 | -",
                "-     | - | 5 | -",
            })
    void lanesGoToEveryDueWebhookAndWhenShortToTheTeamsWithFewest(
            String due, String running, int free, String started) {
        List<DueWebhook> asked = new ArrayList<>();
        for (String word : words(due)) {
            String[] teamAndRest = word.split("\\.");
            String[] webhookAndSecond = teamAndRest[1].split("@");
            asked.add(new DueWebhook(
                    Long.parseLong(webhookAndSecond[0]),
                    Long.parseLong(teamAndRest[0]),
                    Instant.ofEpochSecond(Long.parseLong(webhookAndSecond[1]))));
        }
        Set<Long> lanes = new HashSet<>();
        Map<Long, Integer> ofTeam = new HashMap<>();
        for (String word : words(running)) {
            String[] teamAndWebhook = word.split("\\.");
            lanes.add(Long.parseLong(teamAndWebhook[1]));
            ofTeam.merge(Long.parseLong(teamAndWebhook[0]), 1, Integer::sum);
        }
        List<String> chosen = Lanes.toStart(asked, lanes, ofTeam, free).stream()
                .map(w -> w.team() + "." + w.webhook())
                .toList();
        assertThat(chosen).containsExactlyElementsOf(words(started));
    }

    private static List<String> words(String text) {
        return text.strip().equals("-") ? List.of() : List.of(text.strip().split("\\s+"));
    }
}
