package org.teamchess.game.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.UUID;
import org.teamchess.game.service.GameService;
import org.teamchess.support.problem.ProblemException;

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
    @RolesAllowed({"organizer", "arbiter", "coach", "player", "federation"})
    public GameView game(@PathParam("id") UUID id) {
        return games.find(id).orElseThrow(() -> ProblemException.notFound("No game " + id));
    }
}
