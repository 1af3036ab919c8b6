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
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;
import org.teamchess.tournament.export.PlayoffPgn;
import org.teamchess.tournament.names.NameReaders;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.ExportResource;
import org.teamchess.tournament.service.RosterNamesProjection;

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
    private final PlayoffPgn pgn;
    private final NameReaders nameReaders;
    private final RosterNamesProjection rosterNames;

    PlayoffResource(PlayoffService service, PlayoffStandings standings, TournamentRepository tournaments,
            JsonWebToken token, PlayoffPgn pgn, NameReaders nameReaders, RosterNamesProjection rosterNames) {
        this.service = service;
        this.standings = standings;
        this.tournaments = tournaments;
        this.token = token;
        this.pgn = pgn;
        this.nameReaders = nameReaders;
        this.rosterNames = rosterNames;
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

    /** The play-offs' finished games in PGN, as the round PGN (public; names as the reader may read them). */
    @GET
    @Path("/pgn")
    @Produces("application/x-chess-pgn; charset=UTF-8")
    @PermitAll
    @Operation(summary = "Download the play-offs' finished games as PGN (public)")
    @APIResponse(responseCode = "200", description = "Every finished play-off game with its tags (Round one past the"
            + " last round, Board, WhiteTeam, BlackTeam) and a comment naming its play-off, stage and kind;"
            + " notation=ru writes the moves with Russian letters")
    @APIResponse(responseCode = "400", description = "notation is neither en nor ru")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public Response pgn(@PathParam("id") UUID id, @QueryParam("notation") String notation,
            @Context SecurityContext security) {
        rosterNames.ensureNamedIn(id);
        String body = pgn.pgn(id, ExportResource.notation(notation),
                nameReaders.policyFor(id, NameReaders.reader(token, security)))
                .orElseThrow(() -> ProblemException.notFound("No tournament " + id));
        return ExportResource.attachment(body, "playoffs-" + id + ".pgn");
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
