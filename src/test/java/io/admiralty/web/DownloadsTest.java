package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.web.DownloadFiles.Download;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Which files of the downloads folder the league offers: its own tools, and nothing else that lies there; the page
 * says what each is for (rendered here, since a test's service is not packaged with its downloads).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class DownloadsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            admiralty-0.1.0-SNAPSHOT-play.jar            | play: matches between bots
            admiralty-0.1.0-SNAPSHOT-bot-api.jar         | the bot API a Java bot compiles against
            admiralty-0.1.0-SNAPSHOT-bot-api-sources.jar | the bot API's sources
            admiralty-0.1.0-SNAPSHOT-bot-api-javadoc.jar | the bot API's documentation
            admiralty-starter-kits.zip                   | starter kits
            application.properties                       |
            admiralty-0.1.0-SNAPSHOT.jar                 |
            play.jar                                     |
            admiralty-starter-kits.zip.part              |
            ../admiralty-starter-kits.zip                |
            """)
    void offersOnlyTheLeaguesOwnTools(String name, String what) {
        if (what == null) {
            assertThat(DownloadFiles.kind(name)).isEmpty();
        } else {
            Download file = new Download(name, 4096, DownloadFiles.kind(name).orElseThrow());
            String page = DownloadsResource.Templates.list(List.of(file)).render();
            assertThat(Jsoup.parse(page).select("li:has(a[download])").text()).startsWith(name + " (4 KiB): " + what);
        }
    }
}
