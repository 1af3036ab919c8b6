package org.teamchess.registration.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.teamchess.registration.service.CompetitionService;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

@Path("/api/competitions")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Competitions", description = "Competitions open for applications")
public class CompetitionResource {

    private final CompetitionService competitions;

    CompetitionResource(CompetitionService competitions) {
        this.competitions = competitions;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Open a competition for applications",
            description = "The deadline is local time in timeZone (default Asia/Anadyr); the team"
                    + " rule defaults to the regulation's: 4 boards (boards 1-3 boys, board 4 a girl),"
                    + " 2 reserves (a boy, then a girl), grades 5-11.")
    @APIResponse(responseCode = "201", description = "Opened",
            content = @Content(schema = @Schema(implementation = CompetitionView.class)))
    @APIResponse(responseCode = "400", description = "Invalid fields, each named",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response open(@Valid @NotNull OpenCompetition competition, @Context UriInfo uriInfo) {
        CompetitionView opened = competitions.open(competition);
        return Response.created(uriInfo.getAbsolutePathBuilder().path(opened.id().toString()).build())
                .entity(opened)
                .build();
    }

    @GET
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "List the competitions, the nearest deadline first")
    @APIResponse(responseCode = "200", description = "The competitions, each with its team rule",
            content = @Content(schema = @Schema(implementation = CompetitionView[].class)))
    public List<CompetitionView> list() {
        return competitions.list();
    }

    @GET
    @Path("{competitionId}")
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "Read one competition")
    @APIResponse(responseCode = "200", description = "The competition",
            content = @Content(schema = @Schema(implementation = CompetitionView.class)))
    @APIResponse(responseCode = "404", description = "No such competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public CompetitionView get(@PathParam("competitionId") UUID competitionId) {
        return competitions.find(competitionId)
                .orElseThrow(() -> ProblemException.notFound("No competition " + competitionId));
    }
}
