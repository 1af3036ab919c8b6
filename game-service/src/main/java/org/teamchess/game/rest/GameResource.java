package org.teamchess.game.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.UUID;
import org.teamchess.rules.notation.Notation;
import org.teamchess.support.problem.FieldError;
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

    /** The PGN media type (not registered with IANA, but what chess software expects). */
    public static final String PGN = "application/x-chess-pgn";

    /**
     * Sets up a friendly or trial game; organizers and arbiters. It is announced as GameCreated, so
     * its clock is set up like a tournament game's.
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER})
    @Operation(summary = "Create a friendly game")
    @APIResponse(responseCode = "201", description = "The game, its address in Location")
    @APIResponse(responseCode = "400", description = "A field is missing or wrong; the problem names it")
    @APIResponse(responseCode = "401", description = "No valid bearer token")
    @APIResponse(responseCode = "403", description = "Not an organizer or arbiter")
    public Response create(NewGameRequest request) {
        if (request == null) {
            throw ProblemException.badRequest("A game needs a body", List.of(new FieldError("body", "required")));
        }
        GameView game = games.createFriendly(request);
        return Response.created(URI.create("/api/games/" + game.id())).entity(game).build();
    }

    /** A finished game in PGN, moves in English ({@code en}, the default) or Russian ({@code ru}) notation. */
    @GET
    @Path("/{id}/pgn")
    @Produces({PGN + ";charset=utf-8", MediaType.APPLICATION_JSON})
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER, Roles.COACH, Roles.PLAYER, Roles.FEDERATION})
    @Operation(summary = "Download a finished game as PGN")
    @APIResponse(responseCode = "200", description = "The game in PGN")
    @APIResponse(responseCode = "400", description = "notation is neither en nor ru")
    @APIResponse(responseCode = "404", description = "No such game")
    @APIResponse(responseCode = "409", description = "The game is not finished")
    public Response pgn(@PathParam("id") UUID id, @QueryParam("notation") @DefaultValue("en") String notation) {
        Notation chosen = switch (notation) {
            case "en" -> Notation.ENGLISH;
            case "ru" -> Notation.RUSSIAN;
            default -> throw ProblemException.badRequest("Unknown notation " + notation,
                    List.of(new FieldError("notation", "en or ru, not " + notation)));
        };
        return Response.ok(games.pgn(id, chosen), PGN + ";charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"" + id + ".pgn\"").build();
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
