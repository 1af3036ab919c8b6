package org.teamchess.clock.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.clock.service.ClockService;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

/** Game clocks over HTTP. Refusals are problem details (service-support). */
@Path("/api/clocks")
@Produces(MediaType.APPLICATION_JSON)
public class ClockResource {

    private final ClockService clocks;

    ClockResource(ClockService clocks) {
        this.clocks = clocks;
    }

    /** Both clocks of a game now, the running side's deadline and any flag fall; any platform role. */
    @GET
    @Path("/{gameId}")
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER, Roles.COACH, Roles.PLAYER, Roles.FEDERATION})
    @Operation(summary = "Read a game's clocks now")
    @APIResponse(responseCode = "200", description = "The clocks")
    @APIResponse(responseCode = "401", description = "No valid bearer token")
    @APIResponse(responseCode = "403", description = "No platform role")
    @APIResponse(responseCode = "404", description = "No clock for this game")
    public ClockView clock(@PathParam("gameId") UUID gameId) {
        return clocks.stateOf(gameId).orElseThrow(() -> ProblemException.notFound("No clock for game " + gameId));
    }
}
