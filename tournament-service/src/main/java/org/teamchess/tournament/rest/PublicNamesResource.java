package org.teamchess.tournament.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;
import org.teamchess.tournament.names.NamePolicy;
import org.teamchess.tournament.names.NameReaders;
import org.teamchess.tournament.service.TournamentService;

/** The organizer changes what the public reads of a tournament's players' names (docs/decisions/names-policy.md). */
@Path("/api/tournaments/{id}/public-names")
@Produces(MediaType.APPLICATION_JSON)
public class PublicNamesResource {

    /** @param publicNames {@code full}, {@code first-name-initial} or {@code hidden} */
    public record ChangePublicNames(String publicNames) {
    }

    private final NameReaders nameReaders;
    private final TournamentService tournaments;
    private final JsonWebToken token;

    PublicNamesResource(NameReaders nameReaders, TournamentService tournaments, JsonWebToken token) {
        this.nameReaders = nameReaders;
        this.tournaments = tournaments;
        this.token = token;
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Change what the public reads of the players' names",
            description = "full (first name and surname), first-name-initial («Иван П.») or hidden (the board"
                    + " and the team); the tournament's participants keep reading first name and surname. Audited.")
    @APIResponse(responseCode = "200", description = "The tournament with its new policy")
    @APIResponse(responseCode = "400", description = "publicNames, named")
    @APIResponse(responseCode = "403", description = "Not an organizer")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public TournamentView change(@PathParam("id") UUID id, ChangePublicNames request) {
        NamePolicy policy = NamePolicy.ofWireName(request == null ? null : request.publicNames())
                .orElseThrow(() -> ProblemException.badRequest(
                        "The public names are full, first-name-initial or hidden",
                        List.of(new FieldError("publicNames", "must be full, first-name-initial or hidden"))));
        if (!nameReaders.change(id, policy, token.getName())) {
            throw ProblemException.notFound("No tournament " + id);
        }
        return tournaments.find(id).orElseThrow();
    }
}
