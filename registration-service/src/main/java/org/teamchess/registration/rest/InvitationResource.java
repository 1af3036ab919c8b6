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
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.jwt.Claims;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.teamchess.registration.service.PlayerInvitationService;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

@Path("/api/invitations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Invitations", description = "Player accounts made from or linked to roster entries")
public class InvitationResource {

    private final PlayerInvitationService invitations;
    private final JsonWebToken token;

    InvitationResource(PlayerInvitationService invitations, JsonWebToken token) {
        this.invitations = invitations;
        this.token = token;
    }

    @GET
    @Path("{code}")
    @PermitAll
    @Operation(summary = "What the invitation page shows of a roster entry's code",
            description = "Anonymous: whoever holds the code. The child's names, board, team and"
                    + " competition, and whether an account holds the entry already.")
    @APIResponse(responseCode = "200", description = "The invitation",
            content = @Content(schema = @Schema(implementation = PlayerInvitation.class)))
    @APIResponse(responseCode = "404", description = "No such invitation code",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public PlayerInvitation find(@PathParam("code") String code) {
        return invitations.find(code)
                .orElseThrow(() -> ProblemException.notFound("Нет такого приглашения / No invitation " + code));
    }

    @POST
    @Path("{code}/account")
    @PermitAll
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Make the child's account from the invitation code",
            description = "Anonymous. Keycloak makes the account (role player, the roster's first and last"
                    + " name, no e-mail) and it is linked to the roster entry as redeem links it"
                    + " (PlayerLinked). The same request again after a lost answer gives the same 201."
                    + " Nothing is half-made: no account without its link, no link without its account.")
    @APIResponse(responseCode = "201", description = "Made and linked; sign in with it at once",
            content = @Content(schema = @Schema(implementation = PlayerAccount.class)))
    @APIResponse(responseCode = "400", description = "The field username (3 to 255 Latin letters, digits"
            + " and . - _ @) or password (the realm's policy: at least 8 characters, not the username)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such invitation code",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "An account holds the entry already (invitation-used),"
            + " another account has the username (username-taken), the team withdrawn (withdrawn)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "503", description = "Keycloak cannot be reached (accounts-unavailable);"
            + " nothing was made, try again",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response createAccount(@PathParam("code") String code, @NotNull AccountRequest request) {
        return Response.status(Response.Status.CREATED).entity(invitations.createAccount(code, request)).build();
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
        return invitations.redeem(code, token.getSubject(), token.getClaim(Claims.preferred_username));
    }
}
