package org.teamchess.clock.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Duration;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.clock.service.ClockOperation;
import org.teamchess.clock.service.ClockService;
import org.teamchess.rules.Side;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

/**
 * Game clocks over HTTP: anyone of the platform reads them; arbiters pause, resume, add and set
 * time, each operation kept with who (the token's subject) and why. Refusals are problem details
 * (service-support); an operation the clock refuses is 409 {@code clock-operation-refused}.
 */
@Path("/api/clocks")
@Produces(MediaType.APPLICATION_JSON)
public class ClockResource {

    private final ClockService clocks;
    private final JsonWebToken token;

    ClockResource(ClockService clocks, JsonWebToken token) {
        this.clocks = clocks;
        this.token = token;
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

    /** Stops both clocks (Art. 6.12.1). */
    @POST
    @Path("/{gameId}/pause")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ARBITER)
    @Operation(summary = "Stop a game's clocks")
    @APIResponse(responseCode = "200", description = "The clocks, stopped")
    @APIResponse(responseCode = "409", description = "clock-operation-refused: already stopped, time ran out, game over")
    public ClockView pause(@PathParam("gameId") UUID gameId, @Valid @NotNull ArbiterReason request) {
        return clocks.adjust(gameId, new ClockOperation.Pause(), token.getSubject(), request.reason());
    }

    /** Restarts the clock of the side to move (Art. 6.12.3). */
    @POST
    @Path("/{gameId}/resume")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ARBITER)
    @Operation(summary = "Restart a game's clocks")
    @APIResponse(responseCode = "200", description = "The clocks, running")
    @APIResponse(responseCode = "409", description = "clock-operation-refused: not stopped, game over")
    public ClockView resume(@PathParam("gameId") UUID gameId, @Valid @NotNull ArbiterReason request) {
        return clocks.adjust(gameId, new ClockOperation.Resume(), token.getSubject(), request.reason());
    }

    /** Gives a side more time, e.g. 2 minutes (Art. 7.4.2) or 3 minutes (Art. 9.5.2). */
    @POST
    @Path("/{gameId}/add-time")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ARBITER)
    @Operation(summary = "Add time to one side")
    @APIResponse(responseCode = "200", description = "The clocks with the time added")
    @APIResponse(responseCode = "409", description = "clock-operation-refused: time ran out, game over")
    public ClockView addTime(@PathParam("gameId") UUID gameId, @Valid @NotNull SideTime request) {
        return clocks.adjust(gameId, new ClockOperation.AddTime(side(request), Duration.ofMillis(request.millis())),
                token.getSubject(), request.reason());
    }

    /** Sets a side's remaining time (Art. 6.10.2). */
    @POST
    @Path("/{gameId}/set-time")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ARBITER)
    @Operation(summary = "Set one side's time")
    @APIResponse(responseCode = "200", description = "The clocks with the time set")
    @APIResponse(responseCode = "409", description = "clock-operation-refused: time ran out, game over")
    public ClockView setTime(@PathParam("gameId") UUID gameId, @Valid @NotNull SideTime request) {
        return clocks.adjust(gameId, new ClockOperation.SetTime(side(request), Duration.ofMillis(request.millis())),
                token.getSubject(), request.reason());
    }

    /** The side of a validated request. */
    private static Side side(SideTime request) {
        return Side.fromWireName(request.side()).orElseThrow();
    }
}
