package org.teamchess.game.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.teamchess.game.rest.ArbiterRequests.AdjudicationRequest;
import org.teamchess.game.rest.ArbiterRequests.QuickplayDecisionRequest;
import org.teamchess.game.rest.ArbiterRequests.VoidRequest;
import org.teamchess.game.service.Actor;
import org.teamchess.game.service.Adjudication;
import org.teamchess.game.service.ArbiterService;
import org.teamchess.game.service.QuickplayDecision;
import org.teamchess.rules.notation.Notation;
import org.teamchess.support.problem.FieldError;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.teamchess.game.service.GameService;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.support.security.Roles;

/**
 * Games over HTTP, and the arbiters' actions on them, each recorded with who (the token's subject and
 * name) and why. Refusals are problem details (service-support).
 */
@Path("/api/games")
@Produces(MediaType.APPLICATION_JSON)
public class GameResource {

    /** The longest reason an arbiter may give; clock-service keeps 500 characters with its own prefix. */
    static final int MAX_REASON = 400;
    private static final Pattern ARTICLE = Pattern.compile("\\d{1,2}(\\.\\d{1,2}){0,3}");

    private final GameService games;
    private final ArbiterService arbiters;
    private final JsonWebToken token;

    GameResource(GameService games, ArbiterService arbiters, JsonWebToken token) {
        this.games = games;
        this.arbiters = arbiters;
        this.token = token;
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
    public Response create(@Valid NewGameRequest request) {
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

    /**
     * The caller's own games, newest scheduled first: those whose seat is his (as the roster entries
     * linked to his account, or as his own id), each with the colour he plays. Players only.
     */
    @GET
    @Path("/mine")
    @RolesAllowed(Roles.PLAYER)
    @Operation(summary = "List the caller's own games",
            description = "Every game in which the caller sits at White or Black: as the roster entries his account is"
                    + " linked to (PlayerLinked) or as his own id (friendly games); newest scheduled first. Each"
                    + " has the fields of GET /api/games/{id} and seat, white or black.")
    @APIResponse(responseCode = "200", description = "The games; empty when he has none")
    @APIResponse(responseCode = "401", description = "No valid bearer token")
    @APIResponse(responseCode = "403", description = "Not a player")
    public List<OwnGameView> mine() {
        return games.mine(token.getSubject());
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

    /**
     * The arbiter decides the open quickplay-finish claim (Art. 10.2): {@code draw} ends the game
     * 1/2-1/2; {@code reject} and {@code postpone} give the claimant's opponent two minutes through
     * clock-service first (on the arbiter's token); after a flag fell, {@code reject} lets the flag
     * decide. Arbiters only, as for every clock operation.
     */
    @POST
    @Path("/{id}/quickplay-claim/decision")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ARBITER)
    @Operation(summary = "Decide a quickplay-finish claim (Art. 10.2)")
    @APIResponse(responseCode = "204", description = "Decided; the players are told")
    @APIResponse(responseCode = "400", description = "decision or reason missing or wrong; the problem names it")
    @APIResponse(responseCode = "404", description = "No such game")
    @APIResponse(responseCode = "409", description = "game-over, no-quickplay-claim, flag-fell (postpone after a flag), "
            + "quickplay-postponed-already, clock-operation-refused")
    @APIResponse(responseCode = "502", description = "clock-service-unavailable: nothing was decided")
    public Response decideQuickplay(@PathParam("id") UUID id, QuickplayDecisionRequest request) {
        List<FieldError> errors = new ArrayList<>();
        Optional<QuickplayDecision> decision = Optional.ofNullable(request).map(QuickplayDecisionRequest::decision)
                .flatMap(QuickplayDecision::fromWireName);
        if (decision.isEmpty()) {
            errors.add(new FieldError("decision", "draw, reject or postpone"));
        }
        String reason = request == null ? null : request.reason();
        checkReason(reason, errors);
        refuseIfAny(errors);
        arbiters.decideQuickplay(id, decision.orElseThrow(), actor(), reason.strip(), token.getRawToken());
        return Response.noContent().build();
    }

    /**
     * An arbiter or organizer declares the game's result (Art. 12.9): a played result or a forfeit
     * counted as unplayed ({@code +/-}, {@code -/+}, {@code -/-}). The game ends as every game does.
     */
    @POST
    @Path("/{id}/adjudication")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ARBITER, Roles.ORGANIZER})
    @Operation(summary = "Declare a game's result")
    @APIResponse(responseCode = "204", description = "The game ended with that result; the players are told")
    @APIResponse(responseCode = "400", description = "result, article or reason missing or wrong; the problem names it")
    @APIResponse(responseCode = "404", description = "No such game")
    @APIResponse(responseCode = "409", description = "game-over: the game has its result already")
    public Response adjudicate(@PathParam("id") UUID id, AdjudicationRequest request) {
        List<FieldError> errors = new ArrayList<>();
        Optional<Adjudication> result = Optional.ofNullable(request).map(AdjudicationRequest::result)
                .flatMap(Adjudication::fromWireName);
        if (result.isEmpty()) {
            errors.add(new FieldError("result", "1-0, 0-1, 1/2-1/2, +/-, -/+ or -/-"));
        }
        String article = request == null ? null : request.article();
        if (article != null && !ARTICLE.matcher(article).matches()) {
            errors.add(new FieldError("article", "an article number such as 12.9 or 6.7.1"));
        }
        String reason = request == null ? null : request.reason();
        checkReason(reason, errors);
        refuseIfAny(errors);
        arbiters.adjudicate(id, result.orElseThrow(), article, actor(), reason.strip());
        return Response.noContent().build();
    }

    /** An arbiter or organizer voids the game: it ends without a result ({@code *}), to be replayed or scored. */
    @POST
    @Path("/{id}/void")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.ARBITER, Roles.ORGANIZER})
    @Operation(summary = "Void a game")
    @APIResponse(responseCode = "204", description = "The game is void; the players are told")
    @APIResponse(responseCode = "400", description = "reason missing or too long")
    @APIResponse(responseCode = "404", description = "No such game")
    @APIResponse(responseCode = "409", description = "game-over: the game has its result already")
    public Response voidGame(@PathParam("id") UUID id, VoidRequest request) {
        List<FieldError> errors = new ArrayList<>();
        String reason = request == null ? null : request.reason();
        checkReason(reason, errors);
        refuseIfAny(errors);
        arbiters.voidGame(id, actor(), reason.strip());
        return Response.noContent().build();
    }

    /** Every arbiter's action on the game, with who and why, oldest first. */
    @GET
    @Path("/{id}/arbiter-actions")
    @RolesAllowed({Roles.ARBITER, Roles.ORGANIZER})
    @Operation(summary = "Read the arbiters' actions on a game")
    @APIResponse(responseCode = "200", description = "The actions")
    @APIResponse(responseCode = "404", description = "No such game")
    public List<ArbiterActionView> arbiterActions(@PathParam("id") UUID id) {
        return arbiters.actions(id).orElseThrow(() -> ProblemException.notFound("No game " + id));
    }

    /**
     * The games that need an arbiter now: open quickplay-finish claims, players disconnected from
     * games that go on, games that ended on a flag lately.
     */
    @GET
    @Path("/attention")
    @RolesAllowed({Roles.ARBITER, Roles.ORGANIZER})
    @Operation(summary = "List the games that need an arbiter")
    @APIResponse(responseCode = "200", description = "The games, the longest waiting first")
    public List<AttentionView> attention() {
        return arbiters.attention();
    }

    private Actor actor() {
        return Actors.of(token);
    }

    private static void checkReason(String reason, List<FieldError> errors) {
        if (reason == null || reason.isBlank()) {
            errors.add(new FieldError("reason", "required: say why"));
        } else if (reason.strip().length() > MAX_REASON) {
            errors.add(new FieldError("reason", "at most " + MAX_REASON + " characters"));
        }
    }

    private static void refuseIfAny(List<FieldError> errors) {
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The arbiter's action cannot be taken as asked", errors);
        }
    }
}
