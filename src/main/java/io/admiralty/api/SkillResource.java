package io.admiralty.api;

import io.admiralty.league.LeagueConfig;
import io.admiralty.league.PlainText;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.skill.SkillJobs.LayoutsView;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/skill")
@PermitAll
@Tag(name = "Skill scores")
public class SkillResource {

    private final SkillJobs skill;
    private final int layouts;

    public SkillResource(SkillJobs skill, LeagueConfig config) {
        this.skill = skill;
        this.layouts = config.skill().layouts();
    }

    @GET
    @Path("layouts")
    @Operation(
            summary = "The public layouts skill scores are measured on",
            description =
                    "Layout n of a ruleset is the engine's random "
                            + "fleet from seed n (RandomFleet.place(ruleset, new SplittableRandom(n))); a version is scored on layouts 1..N (N is the "
                            + "league's admiralty.skill.layouts, 200 by default). play --skill plays the same layouts on your machine.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = ApiDocument.BEARER))
    @APIResponse(responseCode = "200", description = "The layouts, each with its ships in fleet order")
    @APIResponse(responseCode = "400", description = "A ruleset that cannot be read, or from or count out of range")
    public LayoutsView layouts(
            @Parameter(description = "classic (default), salvo or WxH:FLEET[:salvo]") @QueryParam("ruleset") @PlainText
                    String ruleset,
            @Parameter(
                            description = "The first layout, 1..10000 (default 1)",
                            schema = @Schema(type = SchemaType.INTEGER))
                    @QueryParam("from")
                    @PlainText
                    String from,
            @Parameter(
                            description = "How many, 1..1000 (default: the league's layouts per score)",
                            schema = @Schema(type = SchemaType.INTEGER))
                    @QueryParam("count")
                    @PlainText
                    String count) {
        return skill.layouts(
                ruleset,
                Params.count("from", from, 1),
                Params.count("count", count, Math.min(layouts, SkillJobs.MAX_LAYOUTS_LISTED)));
    }
}
