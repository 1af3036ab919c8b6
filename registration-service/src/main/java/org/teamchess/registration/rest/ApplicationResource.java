package org.teamchess.registration.rest;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.teamchess.registration.service.ApplicationExports;
import org.teamchess.registration.service.ApplicationService;
import org.teamchess.registration.service.Caller;
import org.teamchess.registration.service.CompetitionService;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

@Path("/api/competitions/{competitionId}/applications")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Applications", description = "Schools' team applications to a competition")
public class ApplicationResource {

    static final String CSV = "text/csv; charset=UTF-8";
    static final String HTML = "text/html; charset=UTF-8";

    private final ApplicationService applications;
    private final CompetitionService competitions;
    private final JsonWebToken token;
    private final SecurityIdentity identity;
    private final Clock clock;

    ApplicationResource(ApplicationService applications, CompetitionService competitions,
            JsonWebToken token, SecurityIdentity identity, Clock clock) {
        this.applications = applications;
        this.competitions = competitions;
        this.token = token;
        this.identity = identity;
        this.clock = clock;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.COACH)
    @Operation(summary = "Submit the school's team application",
            description = "Accepted until the competition's deadline. Every field is checked and every"
                    + " error returned at once. Announces TeamRegistered, then RosterChanged.")
    @APIResponse(responseCode = "201", description = "Accepted, with the order of arrival",
            content = @Content(schema = @Schema(implementation = ApplicationView.class)))
    @APIResponse(responseCode = "400", description = "Invalid fields, each named (roster[2].birthDate ...)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "The deadline passed"
            + " (urn:teamchess:problem:deadline-passed), or the coach or the school already applied",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response submit(@PathParam("competitionId") UUID competitionId,
            @NotNull SubmitApplication application, @Context UriInfo uriInfo) {
        ApplicationView submitted = applications.submit(competitionId, token.getSubject(), application);
        return Response.created(uriInfo.getAbsolutePathBuilder().path("mine").build())
                .entity(submitted)
                .build();
    }

    @GET
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "List the applications in order of arrival, with personal data")
    @APIResponse(responseCode = "200", description = "The applications",
            content = @Content(schema = @Schema(implementation = ApplicationView[].class)))
    @APIResponse(responseCode = "404", description = "No such competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public List<ApplicationView> list(@PathParam("competitionId") UUID competitionId) {
        return applications.list(competitionId);
    }

    @GET
    @Path("export.csv")
    @Produces(CSV)
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "The applications as CSV for Excel",
            description = "UTF-8 with a byte order mark, semicolons, Russian headers; one line per player.")
    @APIResponse(responseCode = "200", description = "The CSV file",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No such competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response csv(@PathParam("competitionId") UUID competitionId) {
        String csv = ApplicationExports.csv(applications.list(competitionId));
        return Response.ok(csv, CSV)
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        "attachment; filename=\"applications-" + competitionId + ".csv\"")
                .build();
    }

    @GET
    @Path("summary.html")
    @Produces(HTML)
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "A printable summary of the applications in Russian")
    @APIResponse(responseCode = "200", description = "The HTML page",
            content = @Content(mediaType = "text/html", schema = @Schema(type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No such competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response summary(@PathParam("competitionId") UUID competitionId) {
        List<ApplicationView> found = applications.list(competitionId);
        CompetitionView competition = competitions.find(competitionId)
                .orElseThrow(() -> ProblemException.notFound("No competition " + competitionId));
        return Response.ok(ApplicationExports.html(competition, found, clock.instant()), HTML).build();
    }

    @GET
    @Path("mine")
    @RolesAllowed(Roles.COACH)
    @Operation(summary = "Read the coach's own application, with personal data and invitation codes")
    @APIResponse(responseCode = "200", description = "The application",
            content = @Content(schema = @Schema(implementation = ApplicationView.class)))
    @APIResponse(responseCode = "404", description = "The coach has not applied",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public ApplicationView mine(@PathParam("competitionId") UUID competitionId) {
        return applications.findOwn(competitionId, token.getSubject())
                .orElseThrow(() -> ProblemException.notFound(
                        "You have no application to competition " + competitionId));
    }

    @GET
    @Path("mine/export")
    @RolesAllowed(Roles.COACH)
    @Operation(summary = "Download everything stored about the coach's school in this competition")
    @APIResponse(responseCode = "200", description = "The school's data, as a JSON file",
            content = @Content(schema = @Schema(implementation = SchoolExport.class)))
    @APIResponse(responseCode = "404", description = "The coach has not applied",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response export(@PathParam("competitionId") UUID competitionId) {
        return Response.ok(applications.export(competitionId, token.getSubject()))
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        "attachment; filename=\"school-data-" + competitionId + ".json\"")
                .build();
    }

    @GET
    @Path("{teamId}")
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "Read one application",
            description = "Organizers and the school's own coach see personal data and invitation codes;"
                    + " the competition's other coaches see the application without them.")
    @APIResponse(responseCode = "200", description = "The application",
            content = @Content(schema = @Schema(implementation = ApplicationView.class)))
    @APIResponse(responseCode = "403", description = "A coach without an application to the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such team in the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public ApplicationView get(@PathParam("competitionId") UUID competitionId,
            @PathParam("teamId") UUID teamId) {
        return applications.find(competitionId, teamId, caller());
    }

    @PUT
    @Path("{teamId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "Edit an application",
            description = "The school's coach until the deadline, an organizer at any time. The body is"
                    + " the whole application, as for submitting; players keep their ids when playerId"
                    + " is given or the full name and birth date are unchanged. Announces RosterChanged"
                    + " when the roster's players or their order changed.")
    @APIResponse(responseCode = "200", description = "The edited application",
            content = @Content(schema = @Schema(implementation = ApplicationView.class)))
    @APIResponse(responseCode = "400", description = "Invalid fields, each named",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "403", description = "Another school's coach",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such team in the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "A coach after the deadline (deadline-passed), a"
            + " withdrawn application (withdrawn), another school's name (school-already-applied)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public ApplicationView update(@PathParam("competitionId") UUID competitionId,
            @PathParam("teamId") UUID teamId, @NotNull SubmitApplication application) {
        return applications.update(competitionId, teamId, caller(), application);
    }

    @POST
    @Path("{teamId}/withdrawal")
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "Withdraw a team",
            description = "The school's coach until the deadline, an organizer at any time. Announces"
                    + " TeamWithdrawn; withdrawing again changes nothing.")
    @APIResponse(responseCode = "200", description = "The withdrawn application",
            content = @Content(schema = @Schema(implementation = ApplicationView.class)))
    @APIResponse(responseCode = "403", description = "Another school's coach",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such team in the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "A coach after the deadline (deadline-passed)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public ApplicationView withdraw(@PathParam("competitionId") UUID competitionId,
            @PathParam("teamId") UUID teamId) {
        return applications.withdraw(competitionId, teamId, caller());
    }

    @DELETE
    @Path("{teamId}/personal-data")
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "Erase the application's personal data after the competition (152-FZ)",
            description = "The school's coach or an organizer, once the competition has ended: names,"
                    + " phones, e-mails, birth dates, invitation codes and linked accounts are erased;"
                    + " display names become the board's (\"Доска 1\", \"Запасной 1\"). Ids, boards,"
                    + " grades and genders stay for the results.")
    @APIResponse(responseCode = "200", description = "The application without personal data",
            content = @Content(schema = @Schema(implementation = ApplicationView.class)))
    @APIResponse(responseCode = "403", description = "Another school's coach",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such team in the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "The competition has not ended (competition-not-ended)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public ApplicationView erase(@PathParam("competitionId") UUID competitionId,
            @PathParam("teamId") UUID teamId) {
        return applications.erasePersonalData(competitionId, teamId, caller());
    }

    private Caller caller() {
        return Caller.of(token, identity);
    }
}
