package org.teamchess.game.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.game.service.GameService;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

/** Games over HTTP. Refusals are problem details (service-support). */
@Path("/api/games")
@Produces(MediaType.APPLICATION_JSON)
public class GameResource {

    private final GameService games;

    GameResource(GameService games) {
        this.games = games;
    }

    /** A game with its players, colours, time control, status and position; any platform role. */
    @GET
    @Path("/{id}")
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER, Roles.COACH, Roles.PLAYER, Roles.FEDERATION})
    @Operation(summary = "Read a game")
    @APIResponse(responseCode = "200", description = "The game")
    @APIResponse(responseCode = "401", description = "No valid bearer token")
    @APIResponse(responseCode = "403", description = "No platform role")
    @APIResponse(responseCode = "404", description = "No such game")
    public GameView game(@PathParam("id") UUID id) {
        return games.find(id).orElseThrow(() -> ProblemException.notFound("No game " + id));
    }
}
