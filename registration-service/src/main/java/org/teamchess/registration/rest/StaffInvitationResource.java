package org.teamchess.registration.rest;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
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
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.teamchess.registration.service.StaffInvitationService;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

@Path("/api/staff-invitations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Staff invitations", description = "Accounts of coaches, arbiters and federation readers")
public class StaffInvitationResource {

    private final StaffInvitationService invitations;
    private final JsonWebToken token;

    StaffInvitationResource(StaffInvitationService invitations, JsonWebToken token) {
        this.invitations = invitations;
        this.token = token;
    }

    @POST
    @RolesAllowed(Roles.ORGANIZER)
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Invite a coach, an arbiter or a federation reader",
            description = "A new code; the invitee makes an account with the role from it"
                    + " (#/staff-invite/{code}).")
    @APIResponse(responseCode = "201", description = "The invitation with its code",
            content = @Content(schema = @Schema(implementation = StaffInvitationView.class)))
    @APIResponse(responseCode = "400", description = "The fields role, firstName or lastName",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response invite(@NotNull InviteStaff request, @Context UriInfo uriInfo) {
        StaffInvitationView invitation = invitations.invite(request, token.getSubject());
        return Response.created(uriInfo.getAbsolutePathBuilder().path(invitation.code()).build())
                .entity(invitation).build();
    }

    @GET
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Every staff invitation, the newest first",
            description = "With the account made from each, if any.")
    @APIResponse(responseCode = "200", description = "The invitations",
            content = @Content(schema = @Schema(implementation = StaffInvitationView[].class)))
    public List<StaffInvitationView> list() {
        return invitations.list();
    }

    @GET
    @Path("{code}")
    @PermitAll
    @Operation(summary = "What the staff invitation page shows of a code",
            description = "Anonymous: whoever holds the code.")
    @APIResponse(responseCode = "200", description = "The invitation",
            content = @Content(schema = @Schema(implementation = StaffInvitationSummary.class)))
    @APIResponse(responseCode = "404", description = "No such invitation code",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public StaffInvitationSummary find(@PathParam("code") String code) {
        return invitations.find(code)
                .orElseThrow(() -> ProblemException.notFound("Нет такого приглашения / No invitation " + code));
    }

    @POST
    @Path("{code}/account")
    @PermitAll
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Make the invitee's account from the staff invitation code",
            description = "Anonymous. Keycloak makes the account with the invitation's role and names, no"
                    + " e-mail; the same request again after a lost answer gives the same 201.")
    @APIResponse(responseCode = "201", description = "Made; sign in with it at once",
            content = @Content(schema = @Schema(implementation = StaffAccount.class)))
    @APIResponse(responseCode = "400", description = "The field username or password, with the rule",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such invitation code",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "An account was made from it already"
            + " (invitation-used), another account has the username (username-taken)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "503", description = "Keycloak cannot be reached (accounts-unavailable);"
            + " nothing was made, try again",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response createAccount(@PathParam("code") String code, @NotNull AccountRequest request) {
        return Response.status(Response.Status.CREATED).entity(invitations.createAccount(code, request)).build();
    }
}
