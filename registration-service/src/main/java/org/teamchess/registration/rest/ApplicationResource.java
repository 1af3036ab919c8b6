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
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.teamchess.registration.service.ApplicationService;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

@Path("/api/competitions/{competitionId}/applications")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Applications", description = "Schools' team applications to a competition")
public class ApplicationResource {

    private final ApplicationService applications;
    private final JsonWebToken token;

    ApplicationResource(ApplicationService applications, JsonWebToken token) {
        this.applications = applications;
        this.token = token;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.COACH)
    @Operation(summary = "Submit the school's team application",
            description = "Accepted until the competition's deadline; announces TeamRegistered.")
    @APIResponse(responseCode = "201", description = "Accepted, with the order of arrival",
            content = @Content(schema = @Schema(implementation = ApplicationView.class)))
    @APIResponse(responseCode = "400", description = "Invalid fields, each named",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "The deadline passed"
            + " (urn:teamchess:problem:deadline-passed), or the coach or the school already applied",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response submit(@PathParam("competitionId") UUID competitionId,
            @Valid @NotNull SubmitApplication application, @Context UriInfo uriInfo) {
        ApplicationView submitted = applications.submit(competitionId, token.getSubject(), application);
        return Response.created(uriInfo.getAbsolutePathBuilder().path("mine").build())
                .entity(submitted)
                .build();
    }

    @GET
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "List the applications in order of arrival")
    @APIResponse(responseCode = "404", description = "No such competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public List<ApplicationView> list(@PathParam("competitionId") UUID competitionId) {
        return applications.list(competitionId);
    }

    @GET
    @Path("mine")
    @RolesAllowed(Roles.COACH)
    @Operation(summary = "Read the coach's own application")
    @APIResponse(responseCode = "200", description = "The application",
            content = @Content(schema = @Schema(implementation = ApplicationView.class)))
    @APIResponse(responseCode = "404", description = "The coach has not applied",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public ApplicationView mine(@PathParam("competitionId") UUID competitionId) {
        return applications.findOwn(competitionId, token.getSubject())
                .orElseThrow(() -> ProblemException.notFound(
                        "You have no application to competition " + competitionId));
    }
}
