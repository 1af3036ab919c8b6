package org.teamchess.registration.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.teamchess.registration.service.TeamAccess;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.security.Roles;

/**
 * The players' public names for the services that show them. Kafka carries ids only
 * (docs/decisions/no-personal-data-on-kafka.md): tournament-service asks here, with its service
 * account, when a {@code RosterChanged} or {@code PersonalDataErased} arrives.
 */
@Path("/api/competitions/{competitionId}/teams/{teamId}/roster-names")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Teams")
public class RosterNamesResource {

    private final TeamAccess teams;

    RosterNamesResource(TeamAccess teams) {
        this.teams = teams;
    }

    @GET
    @Transactional
    @RolesAllowed(Roles.ROSTER_READER)
    @Operation(summary = "The public names of a team's players, for services",
            description = "Roster order (boards, then reserves): each player's id and the name opponents"
                    + " see; the anonymous names once the school's personal data is erased. For service"
                    + " accounts with the role roster-reader only.")
    @APIResponse(responseCode = "200", description = "The roster's names",
            content = @Content(schema = @Schema(implementation = RosterName[].class)))
    @APIResponse(responseCode = "403", description = "Not a service account with roster-reader",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such team in the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public List<RosterName> rosterNames(@PathParam("competitionId") UUID competitionId,
            @PathParam("teamId") UUID teamId) {
        return teams.team(competitionId, teamId).roster().stream()
                .map(entry -> new RosterName(entry.playerId(), entry.displayName()))
                .toList();
    }
}
