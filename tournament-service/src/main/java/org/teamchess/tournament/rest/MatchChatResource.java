package org.teamchess.tournament.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;
import org.teamchess.tournament.service.LineUpService;
import org.teamchess.tournament.service.MatchChatService;

/**
 * A match's chat between its two captains and the officials (regulation §1.5, instead of the
 * video call): read, write, and follow live. Players have no part in it; every refusal is a
 * problem details response.
 */
@Path("/api/tournaments/{id}/matches/{matchId}/chat")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed({Roles.COACH, Roles.ARBITER, Roles.ORGANIZER})
public class MatchChatResource {

    private final MatchChatService chat;
    private final MatchChatStream stream;
    private final JsonWebToken token;

    MatchChatResource(MatchChatService chat, MatchChatStream stream, JsonWebToken token) {
        this.chat = chat;
        this.stream = stream;
        this.token = token;
    }

    @GET
    @Operation(summary = "A match chat's messages the caller reads, in order: after a message id, or the last 500")
    @APIResponse(responseCode = "200", description = "The messages, oldest first")
    @APIResponse(responseCode = "403", description = "Not one of the match's captains, an arbiter or an organizer")
    @APIResponse(responseCode = "404", description = "No such match in the tournament")
    public List<ChatMessageView> messages(@PathParam("id") UUID id, @PathParam("matchId") UUID matchId,
            @QueryParam("after") Long after, @Context SecurityContext security) {
        MatchChatService.Participant reader = chat.participant(id, matchId, caller(security));
        return chat.read(matchId, reader, checked(after));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Write to a match chat; an official may write to one side only (toTeamId)")
    @APIResponse(responseCode = "201", description = "The message as stored, with its id and time")
    @APIResponse(responseCode = "400", description = "Empty, too long, unsafe characters, or a side not in the match")
    @APIResponse(responseCode = "403", description = "Not in the chat, or a captain writing to one side")
    @APIResponse(responseCode = "404", description = "No such match in the tournament")
    @APIResponse(responseCode = "429", description = "Too many messages from the author; the detail says when to write again")
    public Response post(@PathParam("id") UUID id, @PathParam("matchId") UUID matchId,
            @NotNull PostChatMessage request, @Context SecurityContext security) {
        ChatMessageView posted = chat.post(id, matchId, request, caller(security));
        return Response.status(Response.Status.CREATED).entity(posted).build();
    }

    /**
     * The chat as Server-Sent Events ({@code event: message}, id the message's number): the
     * messages after {@code Last-Event-ID} (or {@code after}), or the last 500, then each new one.
     */
    @GET
    @Path("/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(summary = "Follow a match chat live (Server-Sent Events); resumes after Last-Event-ID or after")
    @APIResponse(responseCode = "200", description = "An event stream: event message, id the message id, data the message")
    @APIResponse(responseCode = "403", description = "Not one of the match's captains, an arbiter or an organizer")
    @APIResponse(responseCode = "404", description = "No such match in the tournament")
    public void follow(@PathParam("id") UUID id, @PathParam("matchId") UUID matchId, @QueryParam("after") Long after,
            @HeaderParam("Last-Event-ID") String lastEventId, @Context SecurityContext security,
            @Context SseEventSink sink, @Context Sse sse) {
        MatchChatService.Participant reader = chat.participant(id, matchId, caller(security));
        Long resumeAfter = lastEventId == null || lastEventId.isBlank() ? checked(after) : lastEventId(lastEventId);
        stream.subscribe(matchId, reader, resumeAfter, sink, sse);
    }

    private LineUpService.Caller caller(SecurityContext security) {
        // The full name when the token has one: the captains see who speaks, not an account name.
        String name = token.getClaim("name");
        return new LineUpService.Caller(token.getSubject(), name == null || name.isBlank() ? token.getName() : name,
                security.isUserInRole(Roles.ORGANIZER), security.isUserInRole(Roles.ARBITER));
    }

    private static Long checked(Long after) {
        if (after != null && after < 0) {
            throw ProblemException.badRequest("A message id is never negative",
                    List.of(new FieldError("after", "must be 0 or more")));
        }
        return after;
    }

    private static Long lastEventId(String header) {
        try {
            return checked(Long.parseLong(header.strip()));
        } catch (NumberFormatException e) {
            throw ProblemException.badRequest("Last-Event-ID is not a message id",
                    List.of(new FieldError("Last-Event-ID", "must be a message id")));
        }
    }
}
