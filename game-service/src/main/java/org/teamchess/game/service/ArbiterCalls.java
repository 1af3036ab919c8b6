package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.teamchess.game.repository.ArbiterCallEntity;
import org.teamchess.game.repository.ArbiterCallReplyEntity;
import org.teamchess.game.repository.ArbiterCallReplyRepository;
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

    /** The shortest time between two lines of one writer in a thread. */
    static final Duration REPLY_INTERVAL = Duration.ofSeconds(3);
    /** The most lines a thread takes: past these the arbiter is at the board. */
    static final int MAX_REPLIES = 40;

    private final ArbiterCallRepository calls;
    private final ArbiterCallReplyRepository replies;
    private final GameRepository games;
    private final Seats seats;
    private final Clock clock;

    ArbiterCalls(ArbiterCallRepository calls, ArbiterCallReplyRepository replies, GameRepository games, Seats seats,
            Clock clock) {
        this.calls = calls;
        this.replies = replies;
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
            return new Called(view(open.get(), game, replies.of(open.get().id())), false);
        }
        ArbiterCallEntity call = new ArbiterCallEntity(gameId, side.wireName(), caller.id(), caller.name(), message,
                clock.instant());
        calls.persist(call);
        LOG.infof("%s (%s) called the arbiter to game %s", caller.name(), side.wireName(), gameId);
        return new Called(view(call, game, List.of()), true);
    }

    /** Every open call, the longest waiting first (the arbiter console). */
    @Transactional
    public List<ArbiterCallView> open() {
        List<ArbiterCallEntity> open = calls.open();
        Map<UUID, GameEntity> byId = games.list("id in ?1", open.stream().map(ArbiterCallEntity::gameId).distinct().toList())
                .stream().collect(Collectors.toMap(GameEntity::id, Function.identity()));
        Map<UUID, List<ArbiterCallReplyEntity>> threads = replies.of(open.stream().map(ArbiterCallEntity::id).toList());
        return open.stream().map(call -> view(call, byId.get(call.gameId()), threads.getOrDefault(call.id(), List.of())))
                .toList();
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
        List<ArbiterCallEntity> shown = calls.ofGame(gameId).stream().filter(call -> own == null || own.equals(call.side()))
                .toList();
        Map<UUID, List<ArbiterCallReplyEntity>> threads = replies.of(shown.stream().map(ArbiterCallEntity::id).toList());
        return shown.stream().map(call -> view(call, game, threads.getOrDefault(call.id(), List.of()))).toList();
    }

    /**
     * A line in a call's thread (issue 20): by the caller's seat (the player who called, or the one
     * who now sits there) or an official, while the call is open; one line every
     * {@link #REPLY_INTERVAL} per writer and {@link #MAX_REPLIES} lines per call, so that a thread stays
     * a few words and never a chat.
     *
     * @throws ProblemException 404 no such call; 403 not-your-call; 409 call-closed or thread-full;
     *                          429 reply-rate-limited
     */
    @Transactional
    public ArbiterCallView reply(UUID callId, Actor writer, boolean official, String text) {
        ArbiterCallEntity call = calls.findByIdOptional(callId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow(() -> ProblemException.notFound("No arbiter call " + callId));
        GameEntity game = games.findById(call.gameId());
        if (!official && seats.sideOf(writer.id(), game.whitePlayerId(), game.blackPlayerId()).map(Side::wireName)
                .filter(call.side()::equals).isEmpty()) {
            throw ProblemException.forbidden("Only the caller's seat and the arbiters write in a call's thread")
                    .withType(Problem.type("not-your-call"), "Not your call");
        }
        if (call.handledAt() != null) {
            throw ProblemException.conflict("The call was closed by " + call.handledByName() + " at " + call.handledAt())
                    .withType(Problem.type("call-closed"), "Call closed");
        }
        List<ArbiterCallReplyEntity> thread = replies.of(callId);
        if (thread.size() >= MAX_REPLIES) {
            throw ProblemException.conflict("The thread has " + MAX_REPLIES + " lines: the arbiter comes to the board")
                    .withType(Problem.type("thread-full"), "Thread full");
        }
        Instant now = clock.instant();
        boolean tooSoon = thread.stream().filter(reply -> reply.authorId().equals(writer.id()))
                .reduce((earlier, later) -> later)
                .filter(last -> last.postedAt().plus(REPLY_INTERVAL).isAfter(now)).isPresent();
        if (tooSoon) {
            throw new ProblemException(Problem.type("reply-rate-limited"), 429, "Too fast",
                    "One line every " + REPLY_INTERVAL.toSeconds() + " seconds", List.of());
        }
        replies.persist(new ArbiterCallReplyEntity(callId, writer.id(), writer.name(), official ? "arbiter" : "player",
                text, now));
        LOG.infof("%s wrote in the call of %s to game %s", writer.name(), call.callerName(), call.gameId());
        return view(call, game, replies.of(callId));
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
        return view(call);
    }

    /** The call as the API shows it, with its thread. */
    ArbiterCallView view(ArbiterCallEntity call) {
        return view(call, games.findById(call.gameId()), replies.of(call.id()));
    }

    private static ArbiterCallView view(ArbiterCallEntity call, GameEntity game, List<ArbiterCallReplyEntity> thread) {
        return new ArbiterCallView(call.id(), call.gameId(), game == null ? null : game.matchId(),
                game == null ? null : game.competitionId(), game == null ? 0 : game.round(), game == null ? 0 : game.board(),
                call.side(), call.callerName(), call.message(), call.calledAt(), call.handledAt(), call.handledByName(),
                call.note(), thread.stream().map(reply -> new ArbiterCallView.Reply(reply.authorName(), reply.authorRole(),
                        reply.text(), reply.postedAt())).toList());
    }
}
