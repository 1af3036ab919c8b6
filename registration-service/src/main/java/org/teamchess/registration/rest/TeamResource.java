package org.teamchess.registration.rest;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.teamchess.registration.service.ApplicationService;
import org.teamchess.registration.service.Caller;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.security.Roles;

@Path("/api/competitions/{competitionId}/teams/{teamId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Teams", description = "What opposing schools see of a team")
public class TeamResource {

    private final ApplicationService applications;
    private final JsonWebToken token;
    private final SecurityIdentity identity;

    TeamResource(ApplicationService applications, JsonWebToken token, SecurityIdentity identity) {
        this.applications = applications;
        this.token = token;
        this.identity = identity;
    }

    @GET
    @Path("login-list")
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "The team's login list (seed 000 Appendix 3)",
            description = "Display names and boards only; for organizers and the coaches with an"
                    + " application to the competition.")
    @APIResponse(responseCode = "200", description = "The players in board order",
            content = @Content(schema = @Schema(implementation = LoginListEntry[].class)))
    @APIResponse(responseCode = "403", description = "A coach without an application to the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such team in the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public List<LoginListEntry> loginList(@PathParam("competitionId") UUID competitionId,
            @PathParam("teamId") UUID teamId) {
        return applications.loginList(competitionId, teamId, Caller.of(token, identity));
    }
}
