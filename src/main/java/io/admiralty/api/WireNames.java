package io.admiralty.api;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.league.season.Seasons.SeasonPatch;
import io.admiralty.league.season.Seasons.SeasonRequest;
import io.admiralty.league.season.Seasons.SeasonView;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * The record component whose name on the wire Java cannot spell: a season's {@code final}, a word Java reserves, is
 * the component {@code finalPlan} of a season, of the request that opens one and of its changes. The league's
 * records are plain Java and know nothing of the wire, so the edge names it for each of the wire's readers and
 * writers: Jackson (a mix-in, here), Bean Validation's paths ({@link JsonFieldNames}), the OpenAPI document
 * ({@link ApiDocumentFilter}) and the GraphQL schema ({@link GraphQLViewFields}).
 */
@Singleton
class WireNames implements ObjectMapperCustomizer {

    /** The component as Java names it. */
    static final String COMPONENT = "finalPlan";

    /** The component as the wire names it. */
    static final String FINAL = "final";

    /** The records that have the component. */
    static final List<Class<? extends Record>> WITH_FINAL =
            List.of(SeasonRequest.class, SeasonPatch.class, SeasonView.class);

    /** Jackson's name for the component, mixed into each record of {@link #WITH_FINAL}. */
    private interface FinalNamed {
        @JsonProperty(FINAL)
        Object finalPlan();
    }

    @Override
    public void customize(ObjectMapper mapper) {
        WITH_FINAL.forEach(type -> mapper.addMixIn(type, FinalNamed.class));
    }

    /** The wire's name for the component of the record. */
    static String of(Class<?> record, String component) {
        return component.equals(COMPONENT) && WITH_FINAL.contains(record) ? FINAL : component;
    }
}
