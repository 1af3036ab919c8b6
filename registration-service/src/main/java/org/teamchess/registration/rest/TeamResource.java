package org.teamchess.registration.rest;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
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
import org.teamchess.registration.service.LoginCardService;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.security.Roles;

@Path("/api/competitions/{competitionId}/teams/{teamId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Teams", description = "What opposing schools see of a team; the coach's login cards")
public class TeamResource {

    private final ApplicationService applications;
    private final LoginCardService loginCards;
    private final JsonWebToken token;
    private final SecurityIdentity identity;

    TeamResource(ApplicationService applications, LoginCardService loginCards, JsonWebToken token,
            SecurityIdentity identity) {
        this.applications = applications;
        this.loginCards = loginCards;
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

    @GET
    @Path("login-cards")
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "The children's login cards, for the team's own coach to print",
            description = "Each child's names, board, invitation code, whether the account exists and"
                    + " its username; for the team's own coach and organizers.")
    @APIResponse(responseCode = "200", description = "The cards in board order",
            content = @Content(schema = @Schema(implementation = LoginCard[].class)))
    @APIResponse(responseCode = "403", description = "A coach of another team",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such team in the competition",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public List<LoginCard> loginCards(@PathParam("competitionId") UUID competitionId,
            @PathParam("teamId") UUID teamId) {
        return loginCards.loginCards(competitionId, teamId, Caller.of(token, identity));
    }

    @POST
    @Path("players/{playerId}/password-reset")
    @RolesAllowed({Roles.ORGANIZER, Roles.COACH})
    @Operation(summary = "Give a child's account a new random password",
            description = "For the team's own coach and organizers; only an account made from the"
                    + " child's invitation. Ten characters without look-alikes, shown once in the"
                    + " answer and kept nowhere else; a brute-force lock of the account is lifted.")
    @APIResponse(responseCode = "200", description = "The username and the new password",
            content = @Content(schema = @Schema(implementation = NewPassword.class)))
    @APIResponse(responseCode = "403", description = "A coach of another team",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "404", description = "No such team or player",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "The child has no account made from the invitation"
            + " (no-account)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "503", description = "Keycloak cannot be reached (accounts-unavailable)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public NewPassword resetPassword(@PathParam("competitionId") UUID competitionId,
            @PathParam("teamId") UUID teamId, @PathParam("playerId") UUID playerId) {
        return loginCards.resetPassword(competitionId, teamId, playerId, Caller.of(token, identity));
    }
}
