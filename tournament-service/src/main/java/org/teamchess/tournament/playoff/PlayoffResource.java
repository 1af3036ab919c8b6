package org.teamchess.tournament.playoff;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;
import org.teamchess.tournament.repository.TournamentRepository;

/** A tournament's play-offs (Art. 30.5): public to read; the organizer or an arbiter may call one off. */
@Path("/api/tournaments/{id}/playoffs")
@Produces(MediaType.APPLICATION_JSON)
public class PlayoffResource {

    /** Why a play-off is not held, for the audit trail. */
    public record NotHeld(String reason) {
    }

    private final PlayoffService service;
    private final PlayoffStandings standings;
    private final TournamentRepository tournaments;
    private final JsonWebToken token;

    PlayoffResource(PlayoffService service, PlayoffStandings standings, TournamentRepository tournaments,
            JsonWebToken token) {
        this.service = service;
        this.standings = standings;
        this.tournaments = tournaments;
        this.token = token;
    }

    @GET
    @PermitAll
    @Transactional
    @Operation(summary = "The tournament's play-offs, their matches and games, and the places they decided")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public List<PlayoffView> playoffs(@PathParam("id") UUID id) {
        if (tournaments.findByIdOptional(id).isEmpty()) {
            throw ProblemException.notFound("No tournament " + id);
        }
        return standings.views(id, Map.of());
    }

    @POST
    @Path("/{playoffId}/not-held")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER})
    @Operation(summary = "Declare a play-off not held: the tie-breaks decide its places")
    @APIResponse(responseCode = "200", description = "The play-off, not held, with the places by the tie-breaks")
    @APIResponse(responseCode = "400", description = "reason missing")
    @APIResponse(responseCode = "404", description = "No such tournament or play-off")
    @APIResponse(responseCode = "409", description = "playoff-over: decided or not held already")
    public PlayoffView notHeld(@PathParam("id") UUID id, @PathParam("playoffId") UUID playoffId,
            @NotNull NotHeld request) {
        if (request.reason() == null || request.reason().isBlank() || request.reason().length() > 500) {
            throw ProblemException.badRequest("A reason is needed", List.of(new FieldError("reason",
                    "must not be blank, at most 500 characters")));
        }
        return service.notHeld(id, playoffId, token.getName(), request.reason().strip());
    }
}
