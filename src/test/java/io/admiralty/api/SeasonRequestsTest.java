package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.league.season.Change;
import io.admiralty.league.season.PairingMode;
import io.admiralty.league.season.Seasons.SeasonPatch;
import io.admiralty.league.season.Seasons.SeasonRequest;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How a season's requests are read and checked at the edge, without a service: the JSON reader the API uses
 * ({@link StrictJson}, with the wire's names, {@link WireNames}) and the requests' constraints, with the refusals in
 * the API's words ({@link JsonWords}, {@link Violations}).
 */
class SeasonRequestsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static ValidatorFactory validation;
    private static Validator validator;

    @BeforeAll
    static void reader() {
        new StrictJson().customize(JSON);
        new WireNames().customize(JSON);
        validation = Validation.byDefaultProvider()
                .configure()
                .addValueExtractor(new Change.Values())
                .buildValidatorFactory();
        validator = validation.getValidator();
    }

    @AfterAll
    static void close() {
        validation.close();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            "classic"                                                    | classic
            "salvo"                                                      | salvo
            "8x8:4,3,2"                                                  | 8x8:4,3,2
            {"width":6,"height":5,"fleet":[3,2]}                         | 6x5:3,2
            {"width":6,"height":5,"fleet":[3,2],"firing":"salvo"}        | 6x5:3,2:salvo
            """)
    void rulesetsByNameOrAsAnObject(String sent, String spec) throws Exception {
        assertThat(season("{\"name\":\"s\",\"ruleset\":" + sent + "}").ruleset().spec())
                .isEqualTo(spec);
    }

    @Test
    void aSeasonWithoutARulesetLeavesItToTheDefault() throws Exception {
        assertThat(season("{\"name\":\"s\"}").ruleset()).isNull();
        assertThat(season("{\"name\":\"s\",\"ruleset\":null}").ruleset()).isNull();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            42                                           | ruleset must be
            {"width":"6","height":5,"fleet":[3]}         | needs integer "width" and "height"
            {"width":6,"height":5,"fleet":[3,"x"]}       | fleet must list ship lengths as integers
            {"width":2,"height":2,"fleet":[5]}           | invalid ruleset
            "hexagonal"                                  | invalid ruleset
            {"width":6,"height":5,"fleet":[3],"hex":1}   | unknown field 'hex' in a ruleset
            {"width":6,"height":5,"fleet":[3],"firing":1}| firing must be "single" or "salvo"
            """)
    void rulesetsThatCannotBePlayedAreRefusedWithTheReason(String sent, String says) {
        assertThat(refusal("{\"name\":\"s\",\"ruleset\":" + sent + "}"))
                .startsWith("the body is not the JSON expected: ")
                .contains(says);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            1.5           | dataQuotaBytes must be a whole number, was 1.5
            "1000"        | dataQuotaBytes must be a whole number
            true          | dataQuotaBytes must be a whole number
            {}            | dataQuotaBytes must be a whole number
            """)
    void dataQuotasAreWholeNumbers(String sent, String says) {
        assertThat(refusal("{\"name\":\"s\",\"dataQuotaBytes\":" + sent + "}")).contains(says);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            -1            | dataQuotaBytes must be 0..1073741824, was -1
            1073741825    | dataQuotaBytes must be 0..1073741824, was 1073741825
            """)
    void dataQuotasAreBytesUpToAGibibyte(String sent, String says) throws Exception {
        assertThat(violations(season("{\"name\":\"s\",\"dataQuotaBytes\":" + sent + "}")))
                .isEqualTo(says);
    }

    @Test
    void aDataQuotaAsSentOrNoneForTheLeagues() throws Exception {
        assertThat(season("{\"name\":\"s\",\"dataQuotaBytes\":0}").dataQuotaBytes())
                .isZero();
        SeasonRequest largest = season("{\"name\":\"s\",\"dataQuotaBytes\":1073741824}");
        assertThat(largest.dataQuotaBytes()).isEqualTo(1073741824L);
        assertThat(violations(largest)).isEmpty();
        assertThat(season("{\"name\":\"s\"}").dataQuotaBytes()).isNull();
        assertThat(season("{\"name\":\"s\",\"dataQuotaBytes\":null}").dataQuotaBytes())
                .isNull();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            {"name":"s","matchupsPerBot":2}           | unknown field 'matchupsPerBot' in a season: it takes benchAfter, budget, dataQuotaBytes,
            {"name":"s","gamesPerMatchp":3}           | unknown field 'gamesPerMatchp'
            {"name":"s","gamesPerMatchup":1.5}        | gamesPerMatchup must be a whole number, was 1.5
            {"name":"s","gamesPerMatchup":"ten"}      | gamesPerMatchup must be a whole number
            {"name":"s","gamesPerMatchup":[1]}        | gamesPerMatchup must be a whole number
            {"name":"s","kFactor":"16"}               | kFactor must be a number
            {"name":5}                                | name must be text, was 5
            {"name":"s","pairing":"swiss"}            | pairing must be "round-robin" or "adaptive", was 'swiss'
            {"name":"s","pairing":true}               | pairing must be "round-robin" or "adaptive"
            {"name":"s","name":"t"}                   | it is not valid JSON at line 1, column 19: Duplicate field 'name'
            [1, 2]                                    | it must be an object
            {"name":"s"} {"name":"t"}                 | more follows the JSON value
            {"name":"s","budget":99999999999}         | budget is out of range
            {"name":"s","benchAfter":1.5}             | benchAfter must be a whole number, was 1.5
            {"name":"s","duplicate":"yes"}            | duplicate must be true or false
            {"name":"s","duplicate":1}                | duplicate must be true or false
            """)
    void whatIsNotTheSeasonsJsonIsRefusedInTheApisWords(String body, String says) {
        assertThat(refusal(body)).contains(says).doesNotContain("java.", "io.admiralty", "Coercion", "`");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            {"name":"s","gamesPerMatchup":0}          | gamesPerMatchup must be 1..10000, was 0
            {"name":"s","kFactor":0}                  | kFactor must be above 0 and at most 400, was 0.0
            {"name":"s","kFactor":400.5}              | kFactor must be above 0 and at most 400, was 400.5
            {"name":"s","moveTimeoutMs":1}            | moveTimeoutMs must be 10..60000, was 1
            {"name":"s","budget":101}                 | budget must be 1..100, was 101
            {"name":"s","benchAfter":101}             | benchAfter must be 0 (never) ..100, was 101
            {"name":"s","benchAfter":-1}              | benchAfter must be 0 (never) ..100, was -1
            {"name":"s\\u0000"}                       | name contains control characters
            {"name":"s","schedule":"0 0 * * * ?\\u0000"} | schedule must not contain control characters
            {"name":"s","schedule":"every hour"}      | schedule 'every hour' is not a cron expression
            """)
    void whatTheSeasonsConstraintsRefuseIsSaidFieldByField(String body, String says) throws Exception {
        assertThat(violations(season(body))).startsWith(says);
    }

    @Test
    void aPatchKeepsAbsentApartFromNull() throws Exception {
        SeasonPatch patch = JSON.readValue("{\"schedule\":null,\"pairing\":\"Adaptive\"}", SeasonPatch.class);
        assertThat(patch.schedule()).isEqualTo(Change.to(null));
        assertThat(patch.paused()).isEqualTo(Change.keep());
        assertThat(patch.pairing()).isEqualTo(Change.to(PairingMode.ADAPTIVE));
        assertThat(JSON.readValue("{}", SeasonPatch.class).schedule()).isEqualTo(Change.keep());
        assertThat(violations(JSON.readValue("{\"schedule\":\"0/1 * * * * ?\\u0007\"}", SeasonPatch.class)))
                .isEqualTo("schedule must not contain control characters (such as NUL or a line break)");
        assertThat(refusal("{\"schedule\":null,\"gamesPerMatchup\":3}", SeasonPatch.class))
                .contains(
                        "unknown field 'gamesPerMatchup' in a season's changes: it takes budget, closed, deadline, final, pairing, paused, schedule");
        assertThat(refusal("{\"paused\":\"yes\"}", SeasonPatch.class)).contains("paused must be true or false");
    }

    private static SeasonRequest season(String body) throws Exception {
        return JSON.readValue(body, SeasonRequest.class);
    }

    private static String refusal(String body) {
        return refusal(body, SeasonRequest.class);
    }

    private static String refusal(String body, Class<?> type) {
        try {
            JSON.readValue(body, type);
            throw new AssertionError("read " + body);
        } catch (JacksonException e) {
            return JsonWords.problem("the body", e);
        }
    }

    private static String violations(Object request) {
        return Violations.sentence(validator.validate(request));
    }
}
