package org.teamchess.tournament.rest;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.rules.notation.Notation;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;
import org.teamchess.tournament.export.ExportService;
import org.teamchess.tournament.names.NamePolicy;
import org.teamchess.tournament.names.NameReaders;
import org.teamchess.tournament.service.RosterNamesProjection;

/**
 * A tournament's documents over HTTP: the printable match and summary protocols and the round's
 * games in PGN are public, like the crosstable, with the players' names as the tournament shows them
 * to the reader (NameReaders); the FIDE report file is for organizers and
 * arbiters, who submit it. Refusals are problem details (service-support).
 */
@Path("/api/tournaments")
public class ExportResource {

    private static final String HTML = "text/html; charset=UTF-8";

    private final ExportService exports;
    private final NameReaders nameReaders;
    private final JsonWebToken token;
    private final RosterNamesProjection rosterNames;

    ExportResource(ExportService exports, NameReaders nameReaders, JsonWebToken token,
            RosterNamesProjection rosterNames) {
        this.exports = exports;
        this.nameReaders = nameReaders;
        this.token = token;
        this.rosterNames = rosterNames;
    }

    /** The team match protocol, printable, in Russian (public). */
    @GET
    @Path("/{id}/matches/{matchId}/protocol")
    @Produces(HTML)
    @PermitAll
    @Operation(summary = "The team match protocol as a printable HTML page (public)")
    @APIResponse(responseCode = "200", description = "Both teams, every board with players, colours and points, "
            + "the decider, the totals, lines for the signatures")
    @APIResponse(responseCode = "404", description = "No such tournament, or no such match in it")
    public String matchProtocol(@PathParam("id") UUID id, @PathParam("matchId") UUID matchId,
            @Context SecurityContext security) {
        rosterNames.ensureNamedIn(id);
        return exports.matchProtocol(id, matchId, policy(id, security))
                .orElseThrow(() -> ProblemException.notFound("No match " + matchId + " in tournament " + id));
    }

    /** The summary protocol, printable, in Russian (public). */
    @GET
    @Path("/{id}/protocol")
    @Produces(HTML)
    @PermitAll
    @Operation(summary = "The summary protocol as a printable HTML page (public)")
    @APIResponse(responseCode = "200", description = "The crosstable with places, match and board points, "
            + "tie-breaks in the tournament's order, the chief arbiter's signature line")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public String summaryProtocol(@PathParam("id") UUID id) {
        return exports.summaryProtocol(id).orElseThrow(() -> ProblemException.notFound("No tournament " + id));
    }

    /** The finished games of a round in PGN, deciders included (public). */
    @GET
    @Path("/{id}/rounds/{round}/pgn")
    @Produces("application/x-chess-pgn; charset=UTF-8")
    @PermitAll
    @Operation(summary = "Download a round's finished games as PGN (public)")
    @APIResponse(responseCode = "200", description = "Every finished game with its tags (Round as round.board, "
            + "Board, WhiteTeam, BlackTeam); notation=ru writes the moves with Russian letters")
    @APIResponse(responseCode = "400", description = "notation is neither en nor ru")
    @APIResponse(responseCode = "404", description = "No such tournament or round")
    public Response roundPgn(@PathParam("id") UUID id, @PathParam("round") int round,
            @QueryParam("notation") String notation, @Context SecurityContext security) {
        rosterNames.ensureNamedIn(id);
        String pgn = exports.roundPgn(id, round, notation(notation), policy(id, security))
                .orElseThrow(() -> ProblemException.notFound("Tournament " + id + " has no round " + round));
        return attachment(pgn, "round-" + round + "-" + id + ".pgn");
    }

    /** The FIDE Tournament Report File (TRF-16) of the rounds completed so far (organizers and arbiters). */
    @GET
    @Path("/{id}/trf")
    @Produces("text/plain; charset=UTF-8")
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER})
    @Operation(summary = "Download the FIDE tournament report file (TRF-16) for rating")
    @APIResponse(responseCode = "200", description = "The header lines, a 001 line per player, a 013 line per team")
    @APIResponse(responseCode = "401", description = "No valid bearer token")
    @APIResponse(responseCode = "403", description = "Not an organizer or an arbiter")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public Response trf(@PathParam("id") UUID id) {
        rosterNames.ensureNamedIn(id);
        String trf = exports.trf(id).orElseThrow(() -> ProblemException.notFound("No tournament " + id));
        return attachment(trf, "tournament-" + id + ".trf");
    }

    /** The names this reader may read of the tournament's players (NameReaders). */
    private NamePolicy policy(UUID id, SecurityContext security) {
        return nameReaders.policyFor(id, NameReaders.reader(token, security));
    }

    /** A file to save rather than show. */
    public static Response attachment(String body, String fileName) {
        return Response.ok(body).header("Content-Disposition", "attachment; filename=\"" + fileName + "\"").build();
    }

    /** {@code en} (the default) or {@code ru}. */
    public static Notation notation(String name) {
        if (name == null || name.equals("en")) {
            return Notation.ENGLISH;
        }
        if (name.equals("ru")) {
            return Notation.RUSSIAN;
        }
        throw ProblemException.badRequest("The notation is en or ru",
                List.of(new FieldError("notation", "must be en or ru, not " + name)));
    }
}
