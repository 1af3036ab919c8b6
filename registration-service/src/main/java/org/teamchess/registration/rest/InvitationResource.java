package org.teamchess.registration.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.teamchess.registration.service.ApplicationService;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.security.Roles;

@Path("/api/invitations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Invitations", description = "Player accounts linked to roster entries")
public class InvitationResource {

    private final ApplicationService applications;
    private final JsonWebToken token;

    InvitationResource(ApplicationService applications, JsonWebToken token) {
        this.applications = applications;
        this.token = token;
    }

    @POST
    @Path("{code}/redeem")
    @RolesAllowed(Roles.PLAYER)
    @Operation(summary = "Link the signed-in player's account to the roster entry of the code",
            description = "One account per entry and one entry per account in a competition."
                    + " Announces PlayerLinked; redeeming one's own code again changes nothing.")
    @APIResponse(responseCode = "200", description = "The linked roster entry",
            content = @Content(schema = @Schema(implementation = RedeemedInvitation.class)))
    @APIResponse(responseCode = "404", description = "No such invitation code",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "Redeemed by another account (invitation-used), the"
            + " account already plays for another entry (account-already-linked), the team withdrawn"
            + " (withdrawn)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public RedeemedInvitation redeem(@PathParam("code") String code) {
        return applications.redeem(code, token.getSubject());
    }
}
