package org.teamchess.game.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import io.quarkus.security.identity.SecurityIdentity;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.game.service.Actor;
import org.teamchess.game.service.ArbiterCalls;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

/**
 * "Call the arbiter" (issue 17): a seated player calls an arbiter to his board with a short message;
 * the arbiter console lists the open calls and marks them handled. Its own root path, so that it
 * never competes with {@link GameResource}'s {@code /api/games/{id}} for a request.
 */
@Path("/api/arbiter-calls")
@Produces(MediaType.APPLICATION_JSON)
public class ArbiterCallResource {

    /** The longest message a player may write: a line, not a letter. */
    static final int MAX_MESSAGE = 200;
    /** The longest note an arbiter may add when he marks a call handled. */
    static final int MAX_NOTE = 400;

    /** A player's call: the game and, optionally, what happened. */
    public record CallRequest(UUID gameId, String message) {
    }

    /** The longest line of a call's thread. */
    static final int MAX_REPLY = 300;

    /** A line of a call's thread. */
    public record ReplyRequest(String text) {
    }

    /** The arbiter's optional note on a handled call. */
    public record HandledRequest(String note) {
    }

    private final ArbiterCalls calls;
    private final JsonWebToken token;
    private final SecurityIdentity identity;

    ArbiterCallResource(ArbiterCalls calls, JsonWebToken token, SecurityIdentity identity) {
        this.calls = calls;
        this.token = token;
        this.identity = identity;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.PLAYER)
    @Operation(summary = "Call the arbiter to one's game",
            description = "A player seated at the game (by his id or the roster entry linked to his account) calls an"
                    + " arbiter; message is optional, at most 200 characters. A seat has one open call at a time: while"
                    + " it is open, calling again answers 200 with it, unchanged.")
    @APIResponse(responseCode = "201", description = "Called; the call in the body, its address in Location")
    @APIResponse(responseCode = "200", description = "The seat's call is open already; that call")
    @APIResponse(responseCode = "400", description = "gameId missing or message too long; the problem names the field")
    @APIResponse(responseCode = "403", description = "not-your-game: the caller does not sit at the game")
    @APIResponse(responseCode = "404", description = "No such game")
    public Response call(CallRequest request) {
        List<FieldError> errors = new ArrayList<>();
        if (request == null || request.gameId() == null) {
            errors.add(new FieldError("gameId", "required"));
        }
        String message = stripped(request == null ? null : request.message());
        if (message.length() > MAX_MESSAGE) {
            errors.add(new FieldError("message", "at most " + MAX_MESSAGE + " characters"));
        }
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The arbiter cannot be called as asked", errors);
        }
        ArbiterCalls.Called called = calls.call(request.gameId(), actor(), message);
        if (!called.created()) {
            return Response.ok(called.call()).build();
        }
        return Response.created(URI.create("/api/arbiter-calls/" + called.call().id())).entity(called.call()).build();
    }

    @GET
    @RolesAllowed({Roles.ARBITER, Roles.ORGANIZER, Roles.PLAYER})
    @Operation(summary = "Read arbiter calls",
            description = "Without gameId: every open call, the longest waiting first (arbiters and organizers). With"
                    + " gameId: the game's calls, open and handled; a player sees only his own seat's.")
    @APIResponse(responseCode = "200", description = "The calls")
    @APIResponse(responseCode = "403", description = "A player without gameId, or at a game that is not his")
    @APIResponse(responseCode = "404", description = "No such game")
    public List<ArbiterCallView> calls(@QueryParam("gameId") UUID gameId) {
        boolean official = identity.hasRole(Roles.ARBITER) || identity.hasRole(Roles.ORGANIZER);
        if (gameId == null) {
            if (!official) {
                throw ProblemException.forbidden("Only arbiters and organizers read every open call");
            }
            return calls.open();
        }
        return calls.ofGame(gameId, actor(), official);
    }

    @POST
    @Path("/{id}/replies")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.PLAYER, Roles.ARBITER, Roles.ORGANIZER})
    @Operation(summary = "Write a line in an open call's thread",
            description = "The caller's seat (the player at the board, who sees only his own seat's calls) or an"
                    + " arbiter or organizer; 1 to 300 characters; one line every 3 seconds per writer, 40 per call.")
    @APIResponse(responseCode = "201", description = "Written; the call with its thread")
    @APIResponse(responseCode = "400", description = "text missing, blank or too long; the problem names the field")
    @APIResponse(responseCode = "403", description = "not-your-call: a player who does not sit at the caller's seat")
    @APIResponse(responseCode = "404", description = "No such call")
    @APIResponse(responseCode = "409", description = "call-closed (the arbiter closed it) or thread-full")
    @APIResponse(responseCode = "429", description = "reply-rate-limited: a line less than 3 seconds after one's last")
    public Response reply(@PathParam("id") UUID id, ReplyRequest request) {
        String text = stripped(request == null ? null : request.text());
        if (text.isEmpty() || text.length() > MAX_REPLY) {
            throw ProblemException.badRequest("The line cannot be written as asked",
                    List.of(new FieldError("text", text.isEmpty() ? "required" : "at most " + MAX_REPLY + " characters")));
        }
        boolean official = identity.hasRole(Roles.ARBITER) || identity.hasRole(Roles.ORGANIZER);
        return Response.status(Response.Status.CREATED).entity(calls.reply(id, actor(), official, text)).build();
    }

    @POST
    @Path("/{id}/handled")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ARBITER, Roles.ORGANIZER})
    @Operation(summary = "Close an arbiter call with the arbiter's ruling",
            description = "note: the ruling or what was done, at most 400 characters, shown at the end of the thread")
    @APIResponse(responseCode = "200", description = "Handled; the call")
    @APIResponse(responseCode = "400", description = "note too long")
    @APIResponse(responseCode = "404", description = "No such call")
    @APIResponse(responseCode = "409", description = "already-handled")
    public ArbiterCallView handled(@PathParam("id") UUID id, HandledRequest request) {
        String note = stripped(request == null ? null : request.note());
        if (note.length() > MAX_NOTE) {
            throw ProblemException.badRequest("The note is too long",
                    List.of(new FieldError("note", "at most " + MAX_NOTE + " characters")));
        }
        return calls.handle(id, actor(), note.isEmpty() ? null : note);
    }

    /** A text field as written, without the spaces around it; empty when absent. */
    private static String stripped(String text) {
        return text == null ? "" : text.strip();
    }

    private Actor actor() {
        return Actors.of(token);
    }
}
