package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.teamchess.game.repository.ArbiterCallEntity;
import org.teamchess.game.repository.ArbiterCallRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.rest.ArbiterCallView;
import org.teamchess.rules.Side;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * "Call the arbiter" from the live board (issue 17, item 6): a seated player's call with a short
 * message stays on the arbiter console's attention list until an arbiter marks it handled. A seat
 * has at most one open call: pressing again while the arbiter is on his way returns the open one.
 */
@ApplicationScoped
public class ArbiterCalls {

    private static final Logger LOG = Logger.getLogger(ArbiterCalls.class);

    private final ArbiterCallRepository calls;
    private final GameRepository games;
    private final Seats seats;
    private final Clock clock;

    ArbiterCalls(ArbiterCallRepository calls, GameRepository games, Seats seats, Clock clock) {
        this.calls = calls;
        this.games = games;
        this.seats = seats;
        this.clock = clock;
    }

    /** What a call gave: the call, and whether it is new (false: the seat's open call, unchanged). */
    public record Called(ArbiterCallView call, boolean created) {
    }

    /** A player calls the arbiter to his game; refused unless he sits at it. */
    @Transactional
    public Called call(UUID gameId, Actor caller, String message) {
        GameEntity game = games.findByIdOptional(gameId).orElseThrow(() -> ProblemException.notFound("No game " + gameId));
        Side side = seats.sideOf(caller.id(), game.whitePlayerId(), game.blackPlayerId())
                .orElseThrow(() -> ProblemException.forbidden("Only the game's players call the arbiter to it")
                        .withType(Problem.type("not-your-game"), "Not your game"));
        var open = calls.openOf(gameId, side.wireName());
        if (open.isPresent()) {
            return new Called(view(open.get(), game), false);
        }
        ArbiterCallEntity call = new ArbiterCallEntity(gameId, side.wireName(), caller.id(), caller.name(), message,
                clock.instant());
        calls.persist(call);
        LOG.infof("%s (%s) called the arbiter to game %s", caller.name(), side.wireName(), gameId);
        return new Called(view(call, game), true);
    }

    /** Every open call, the longest waiting first (the arbiter console). */
    @Transactional
    public List<ArbiterCallView> open() {
        List<ArbiterCallEntity> open = calls.open();
        Map<UUID, GameEntity> byId = games.list("id in ?1", open.stream().map(ArbiterCallEntity::gameId).distinct().toList())
                .stream().collect(Collectors.toMap(GameEntity::id, Function.identity()));
        return open.stream().map(call -> view(call, byId.get(call.gameId()))).toList();
    }

    /**
     * A game's calls: every one for an official, only his own seat's for a player (his opponent's
     * words are for the arbiter); refused to a player who does not sit at the game.
     */
    @Transactional
    public List<ArbiterCallView> ofGame(UUID gameId, Actor reader, boolean official) {
        GameEntity game = games.findByIdOptional(gameId).orElseThrow(() -> ProblemException.notFound("No game " + gameId));
        String seat = null;
        if (!official) {
            seat = seats.sideOf(reader.id(), game.whitePlayerId(), game.blackPlayerId()).map(Side::wireName)
                    .orElseThrow(() -> ProblemException.forbidden("Only the game's players read its calls")
                            .withType(Problem.type("not-your-game"), "Not your game"));
        }
        String own = seat;
        return calls.ofGame(gameId).stream().filter(call -> own == null || own.equals(call.side()))
                .map(call -> view(call, game)).toList();
    }

    /** An arbiter or organizer marks a call handled, with an optional note; refused when it was already. */
    @Transactional
    public ArbiterCallView handle(UUID callId, Actor arbiter, String note) {
        ArbiterCallEntity call = calls.findByIdOptional(callId)
                .orElseThrow(() -> ProblemException.notFound("No arbiter call " + callId));
        if (!call.handle(arbiter.id(), arbiter.name(), note, clock.instant())) {
            throw ProblemException.conflict("The call was handled by " + call.handledByName() + " at " + call.handledAt())
                    .withType(Problem.type("already-handled"), "Already handled");
        }
        LOG.infof("%s handled the call of %s to game %s", arbiter.name(), call.callerName(), call.gameId());
        return view(call, games.findById(call.gameId()));
    }

    private static ArbiterCallView view(ArbiterCallEntity call, GameEntity game) {
        return new ArbiterCallView(call.id(), call.gameId(), game == null ? null : game.matchId(),
                game == null ? null : game.competitionId(), game == null ? 0 : game.round(), game == null ? 0 : game.board(),
                call.side(), call.callerName(), call.message(), call.calledAt(), call.handledAt(), call.handledByName(),
                call.note());
    }
}
