package org.teamchess.tournament.rest;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.mapping.CrosstableFormat;
import org.teamchess.tournament.names.NameReaders;
import org.teamchess.support.security.Roles;
import org.teamchess.tournament.service.CorrectionService;
import org.teamchess.tournament.service.LineUpService;
import org.teamchess.tournament.service.ScheduleService;
import org.teamchess.tournament.service.StandingsService;
import org.teamchess.tournament.service.SubstitutionService;
import org.teamchess.tournament.service.TournamentService;

/**
 * Tournaments over HTTP: organizers create them and publish rounds; anyone of the platform reads
 * them; the schedule, the matches and the standings are public. Refusals are problem details (service-support).
 */
@Path("/api/tournaments")
@Produces(MediaType.APPLICATION_JSON)
public class TournamentResource {

    private final TournamentService tournaments;
    private final StandingsService standings;
    private final StandingsStream stream;
    private final ScheduleService schedule;
    private final LineUpService lineUps;
    private final CorrectionService corrections;
    private final SubstitutionService substitutions;
    private final JsonWebToken token;
    private final NameReaders nameReaders;

    TournamentResource(TournamentService tournaments, StandingsService standings, StandingsStream stream,
            ScheduleService schedule, LineUpService lineUps, CorrectionService corrections,
            SubstitutionService substitutions, JsonWebToken token, NameReaders nameReaders) {
        this.nameReaders = nameReaders;
        this.tournaments = tournaments;
        this.standings = standings;
        this.stream = stream;
        this.schedule = schedule;
        this.lineUps = lineUps;
        this.corrections = corrections;
        this.substitutions = substitutions;
        this.token = token;
    }

    /** Creates a tournament from the competition's registered teams and publishes round 1. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Create a tournament and publish its first round")
    @APIResponse(responseCode = "201", description = "The tournament with its schedule; Location names it")
    @APIResponse(responseCode = "400", description = "Invalid fields, each named (e.g. teamIds[1])")
    @APIResponse(responseCode = "401", description = "No valid bearer token")
    @APIResponse(responseCode = "403", description = "Not an organizer")
    public Response create(@Valid @NotNull CreateTournament request, @Context UriInfo uriInfo) {
        TournamentView created = tournaments.create(request, token.getName());
        return Response.created(uriInfo.getBaseUriBuilder().path("api/tournaments/{id}").build(created.id()))
                .entity(created)
                .build();
    }

    /** The tournaments, or one competition's; public, so that parents and federations find them. */
    @GET
    @PermitAll
    @Operation(summary = "List the tournaments (public), the latest first")
    @APIResponse(responseCode = "200", description = "Each tournament's name, format, teams, rounds and first start")
    public List<TournamentSummary> list(@QueryParam("competitionId") UUID competitionId) {
        return tournaments.list(Optional.ofNullable(competitionId));
    }

    /**
     * A tournament with every round and match; public, like the pairings on a notice board, with the
     * players' names as the tournament shows them to this reader (NameReaders).
     */
    @GET
    @Path("/{id}")
    @PermitAll
    @Operation(summary = "Read a tournament with its schedule")
    @APIResponse(responseCode = "200", description = "The tournament")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public TournamentView tournament(@PathParam("id") UUID id, @Context SecurityContext security) {
        return nameReaders.shown(tournaments.find(id)
                .orElseThrow(() -> ProblemException.notFound("No tournament " + id)), reader(security));
    }

    /** One match with its boards and, once ended, its score; public, for spectators, names as for the tournament. */
    @GET
    @Path("/{id}/matches/{matchId}")
    @PermitAll
    @Operation(summary = "Read a match of a tournament")
    @APIResponse(responseCode = "200", description = "The match")
    @APIResponse(responseCode = "404", description = "No such tournament, or no such match in it")
    public MatchView match(@PathParam("id") UUID id, @PathParam("matchId") UUID matchId,
            @Context SecurityContext security) {
        MatchView match = tournaments.match(id, matchId)
                .orElseThrow(() -> ProblemException.notFound("No match " + matchId + " in tournament " + id));
        return nameReaders.shown(match, tournaments.find(id).orElseThrow(), reader(security));
    }

    /** The standings now; public, for parents and federations. */
    @GET
    @Path("/{id}/standings")
    @PermitAll
    @Operation(summary = "Read a tournament's standings (public)")
    @APIResponse(responseCode = "200", description = "Every team ranked by the tournament's tie-break order")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public StandingsView standings(@PathParam("id") UUID id) {
        return standingsOf(id);
    }

    /**
     * The standings as Server-Sent Events ({@code event: standings}, the same JSON as
     * {@link #standings}): once at once, then after every board result, match result and published
     * round; public.
     */
    @GET
    @Path("/{id}/standings/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @PermitAll
    @Operation(summary = "Follow a tournament's standings live (public, Server-Sent Events)")
    @APIResponse(responseCode = "200", description = "An event stream: event standings, data the standings")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public void standingsStream(@PathParam("id") UUID id, @Context SseEventSink sink, @Context Sse sse) {
        StandingsView current = standingsOf(id);
        stream.subscribe(id, current, sink, sse);
    }

    /** The crosstable for spreadsheets (public): semicolons, decimal commas, UTF-8 with a BOM. */
    @GET
    @Path("/{id}/crosstable.csv")
    @Produces("text/csv; charset=UTF-8")
    @PermitAll
    @Operation(summary = "Download the crosstable as CSV (public)")
    @APIResponse(responseCode = "200", description = "Place, number, team, a column per team, tie-breaks")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public Response crosstableCsv(@PathParam("id") UUID id) {
        StandingsView view = standingsOf(id);
        return Response.ok(CrosstableFormat.csv(view))
                .header("Content-Disposition", "attachment; filename=\"crosstable-" + id + ".csv\"")
                .build();
    }

    /** The crosstable as a printable page in Russian (public). */
    @GET
    @Path("/{id}/crosstable.html")
    @Produces("text/html; charset=UTF-8")
    @PermitAll
    @Operation(summary = "The crosstable as a printable HTML page (public)")
    @APIResponse(responseCode = "200", description = "The page")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public String crosstableHtml(@PathParam("id") UUID id) {
        return CrosstableFormat.html(standingsOf(id));
    }

    /** Publishes a round before the previous one is complete (organizer). */
    @POST
    @Path("/{id}/rounds/{round}/publish")
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Publish a round: announce its matches with their board pairings")
    @APIResponse(responseCode = "200", description = "The tournament after publishing")
    @APIResponse(responseCode = "404", description = "No such tournament or round")
    @APIResponse(responseCode = "409", description = "round-already-published, earlier-round-unpublished, "
            + "roster-too-short")
    public TournamentView publish(@PathParam("id") UUID id, @PathParam("round") int round) {
        return tournaments.publishRound(id, round, token.getName());
    }

    /** Moves a round that is not yet published (organizer), with a reason for the audit trail. */
    @PUT
    @Path("/{id}/rounds/{round}/start")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Move a round that is not yet published")
    @APIResponse(responseCode = "200", description = "The tournament with the round moved")
    @APIResponse(responseCode = "400", description = "start (missing, past, out of the rounds' order) or reason, named")
    @APIResponse(responseCode = "404", description = "No such tournament or round")
    @APIResponse(responseCode = "409", description = "round-published: its games exist with their start")
    public TournamentView moveRound(@PathParam("id") UUID id, @PathParam("round") int round,
            @Valid @NotNull MoveRound request) {
        schedule.moveRound(id, round, request, token.getName());
        return tournaments.find(id).orElseThrow(() -> ProblemException.notFound("No tournament " + id));
    }

    /** A coach's line-up for a round not yet published (the team's coach, or an organizer). */
    @PUT
    @Path("/{id}/rounds/{round}/line-ups/{teamId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.COACH, Roles.ORGANIZER})
    @Operation(summary = "Submit a team's line-up for a round")
    @APIResponse(responseCode = "200", description = "The line-up as recorded")
    @APIResponse(responseCode = "400", description = "players (count) or players[i] (not on the roster, twice, "
            + "out of roster order), named")
    @APIResponse(responseCode = "403", description = "Not the team's coach nor an organizer")
    @APIResponse(responseCode = "404", description = "No such tournament or round, or the team does not play in it")
    @APIResponse(responseCode = "409", description = "line-up-closed (the round is published), no-match (a bye)")
    public LineUpView submitLineUp(@PathParam("id") UUID id, @PathParam("round") int round,
            @PathParam("teamId") UUID teamId, @NotNull SubmitLineUp request, @Context SecurityContext security) {
        return lineUps.submit(id, round, teamId, request, caller(security));
    }

    /** A team's line-up for a round, submitted or the default (its coach, organizers, arbiters). */
    @GET
    @Path("/{id}/rounds/{round}/line-ups/{teamId}")
    @RolesAllowed({Roles.COACH, Roles.ORGANIZER, Roles.ARBITER})
    @Operation(summary = "Read a team's line-up for a round")
    @APIResponse(responseCode = "200", description = "The line-up, and whether it can still change")
    @APIResponse(responseCode = "403", description = "Not the team's coach, an organizer or an arbiter")
    @APIResponse(responseCode = "404", description = "No such tournament or round, or the team does not play in it")
    public LineUpView lineUp(@PathParam("id") UUID id, @PathParam("round") int round,
            @PathParam("teamId") UUID teamId, @Context SecurityContext security) {
        return lineUps.lineUp(id, round, teamId, caller(security));
    }

    /** Sets or corrects a board's result (organizers and arbiters), with a reason for the audit trail. */
    @PUT
    @Path("/{id}/matches/{matchId}/boards/{board}/result")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER})
    @Operation(summary = "Set or correct a board's result",
            description = "The result from White's side: 1-0, 0-1, 1/2-1/2, or +/-, -/+, -/- for forfeits"
                    + " (unplayed). The match is scored again and the standings follow; audited.")
    @APIResponse(responseCode = "200", description = "The match with the board's new result")
    @APIResponse(responseCode = "400", description = "result or reason, named")
    @APIResponse(responseCode = "404", description = "No such tournament, match or board")
    @APIResponse(responseCode = "409", description = "match-not-published, match-forfeited, decider-in-play")
    public MatchView correctResult(@PathParam("id") UUID id, @PathParam("matchId") UUID matchId,
            @PathParam("board") int board, @NotNull CorrectResult request) {
        return corrections.correctBoard(id, matchId, board, request, token.getName());
    }

    /** Puts a reserve on a board before its game starts (the team's coach, or an organizer), audited. */
    @PUT
    @Path("/{id}/matches/{matchId}/boards/{board}/player")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.COACH, Roles.ORGANIZER})
    @Operation(summary = "Substitute a board's player",
            description = "A player of the team's roster replaces the team's player on the board until the"
                    + " match's scheduled start (seed 000 §6.4); game-service gives him the seat.")
    @APIResponse(responseCode = "200", description = "The match with the board's new player")
    @APIResponse(responseCode = "400", description = "teamId, playerId (not on the roster, already playing in "
            + "the match, against the composition rule) or reason, named")
    @APIResponse(responseCode = "403", description = "Not the team's coach nor an organizer")
    @APIResponse(responseCode = "404", description = "No such tournament, match or board")
    @APIResponse(responseCode = "409", description = "match-not-published, decider-board, board-ended, game-started")
    public MatchView substitutePlayer(@PathParam("id") UUID id, @PathParam("matchId") UUID matchId,
            @PathParam("board") int board, @NotNull SubstitutePlayer request, @Context SecurityContext security) {
        return substitutions.substitute(id, matchId, board, request, caller(security));
    }

    /** Scores a match as forfeited by a team that did not come (organizers and arbiters), audited. */
    @PUT
    @Path("/{id}/matches/{matchId}/forfeit")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER})
    @Operation(summary = "Forfeit a match for a team's no-show",
            description = "The other team takes every board (+/-); audited, the standings follow.")
    @APIResponse(responseCode = "200", description = "The match, ended")
    @APIResponse(responseCode = "400", description = "teamIds (exactly one of the match's teams) or reason, named")
    @APIResponse(responseCode = "404", description = "No such tournament or match")
    @APIResponse(responseCode = "409", description = "match-ended")
    public MatchView forfeitMatch(@PathParam("id") UUID id, @PathParam("matchId") UUID matchId,
            @NotNull ForfeitMatch request) {
        return corrections.forfeitMatch(id, matchId, request, token.getName());
    }

    /** Who changed the tournament, what and why (organizers and arbiters). */
    @GET
    @Path("/{id}/audit")
    @RolesAllowed({Roles.ORGANIZER, Roles.ARBITER})
    @Operation(summary = "Read a tournament's audit trail")
    @APIResponse(responseCode = "200", description = "Every change, oldest first")
    @APIResponse(responseCode = "404", description = "No such tournament")
    public List<AuditView> audit(@PathParam("id") UUID id) {
        return schedule.audit(id).orElseThrow(() -> ProblemException.notFound("No tournament " + id));
    }

    private LineUpService.Caller caller(SecurityContext security) {
        return new LineUpService.Caller(token.getSubject(), token.getName(), security.isUserInRole(Roles.ORGANIZER),
                security.isUserInRole(Roles.ARBITER));
    }

    private NameReaders.Reader reader(SecurityContext security) {
        return NameReaders.reader(token, security);
    }

    private StandingsView standingsOf(UUID id) {
        return standings.standings(id).orElseThrow(() -> ProblemException.notFound("No tournament " + id));
    }
}
