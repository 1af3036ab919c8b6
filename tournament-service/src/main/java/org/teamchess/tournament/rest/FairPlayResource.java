package org.teamchess.tournament.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.support.security.Roles;
import org.teamchess.tournament.fairplay.FairPlayReport;
import org.teamchess.tournament.fairplay.FairPlayReportService;

/** A tournament's engine-based fair-play report: for its arbiters and its organizer only. */
@Path("/api/tournaments")
public class FairPlayResource {

    private final FairPlayReportService reports;
    private final JsonWebToken token;

    FairPlayResource(FairPlayReportService reports, JsonWebToken token) {
        this.reports = reports;
        this.token = token;
    }

    /** The analysis of every finished game and every player compared with the field. */
    @GET
    @Path("/{id}/fair-play")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER})
    @Operation(summary = "Read a tournament's fair-play report (a signal, never a verdict)",
            description = "Per game and side: average centipawn loss, engine first-choice and top-3 shares in "
                    + "non-trivial positions, the time spent per move; per player: the same over the tournament "
                    + "with his percentile in the field. Definitions: docs/decisions/fair-play-analysis.md.")
    @APIResponse(responseCode = "200", description = "The report; engineAvailable false while no engine is installed")
    @APIResponse(responseCode = "401", description = "No valid bearer token")
    @APIResponse(responseCode = "403", description = "Neither an arbiter nor this tournament's organizer")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public FairPlayReport report(@PathParam("id") UUID id, @Context SecurityContext security) {
        return reports.report(id, new FairPlayReportService.Caller(token.getName(),
                security.isUserInRole(Roles.ORGANIZER), security.isUserInRole(Roles.ARBITER)));
    }
}
