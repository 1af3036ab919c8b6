package org.teamchess.game.socket;

import io.quarkus.websockets.next.CloseReason;
import io.quarkus.websockets.next.OnBinaryMessage;
import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnError;
import io.quarkus.websockets.next.OnTextMessage;
import io.quarkus.websockets.next.UserData;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Uni;
import io.vertx.core.buffer.Buffer;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Clock;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientException;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import org.hibernate.exception.JDBCConnectionException;
import org.jboss.logging.Logger;
import org.teamchess.game.protocol.ClientMessage;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.service.ConcurrentChanges;
import org.teamchess.game.service.DrawsAndResignation;
import org.teamchess.game.service.FocusService;
import org.teamchess.game.service.GameRefusal;
import org.teamchess.game.service.GameStates;
import org.teamchess.game.service.MoveService;
import org.teamchess.game.service.PresenceService;
import org.teamchess.game.service.Seats;
import org.teamchess.rules.Side;
import org.teamchess.rules.game.DrawClaim;

/**
 * One game over a WebSocket, {@code /ws/games/{gameId}} (docs/protocol.md). One bean for all
 * connections; what a connection is (its game and seat) lives in its user data. The first message
 * must be a {@code hello}, which authenticates and seats the client and
 * is answered with the game's state (or what it missed); after that a player may move, offer, accept
 * or decline a draw, resign, claim a draw and claim a quickplay finish, and report his page's focus
 * ({@link FocusService}, answered to him alone), and every client receives the game's log as it grows.
 * The socket knows no chess: it reads messages, asks {@link MoveService}, {@link DrawsAndResignation} or
 * {@link GameStates}, and answers every message it does not act on with a typed error: a refusal with
 * its reason, a binary frame as unreadable, a failure of the server as {@code unavailable} or
 * {@code internal} (logged), and a message over the size limit with {@code too-large} and the close
 * code 1009. A player's connection counts as present at the game ({@link PresenceService}) from his
 * accepted hello until it closes.
 */
@WebSocket(path = "/ws/games/{gameId}")
public class GameSocket {

    private static final Logger LOG = Logger.getLogger(GameSocket.class);
    /** Close code for a policy violation (RFC 6455 7.4.1): refused credentials or seat. */
    private static final int POLICY_VIOLATION = 1008;
    /** Close code for a message too big to process (RFC 6455 7.4.1). */
    private static final int MESSAGE_TOO_BIG = 1009;
    /** Close code for an unexpected condition of the server (RFC 6455 7.4.1). */
    private static final int INTERNAL_ERROR = 1011;
    /** Refusals of a hello after which the connection is of no use. */
    private static final Set<ErrorCode> CLOSING = EnumSet.of(ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN,
            ErrorCode.NOT_FOUND);

    /** Where the connection sits, once its hello was accepted. */
    private static final UserData.TypedKey<Seat> SEAT = new UserData.TypedKey<>("teamchess.seat");
    /** Set once the player's seat is his for the rest of the game (it has a move): no more checks. */
    private static final UserData.TypedKey<Boolean> SEAT_FOR_GOOD = new UserData.TypedKey<>("teamchess.seat-for-good");
    /** The connection's recent focus messages, to refuse a flood. */
    private static final UserData.TypedKey<FocusFlood> FOCUS_FLOOD = new UserData.TypedKey<>("teamchess.focus-flood");

    private final MoveService moves;
    private final DrawsAndResignation draws;
    private final GameStates states;
    private final PresenceService presence;
    private final GameRooms rooms;
    private final Seating seating;
    private final Seats seats;
    private final GameSocketConfig config;
    private final FocusService focus;
    private final Clock time;

    GameSocket(MoveService moves, DrawsAndResignation draws, GameStates states, PresenceService presence,
            GameRooms rooms, Seating seating, Seats seats, GameSocketConfig config, FocusService focus, Clock time) {
        this.moves = moves;
        this.draws = draws;
        this.states = states;
        this.presence = presence;
        this.rooms = rooms;
        this.seating = seating;
        this.seats = seats;
        this.config = config;
        this.focus = focus;
        this.time = time;
    }

    @OnTextMessage
    @Blocking
    void onMessage(String text, WebSocketConnection connection) {
        Optional<ClientMessage> decoded = ProtocolCodec.decode(text);
        if (decoded.isEmpty()) {
            reply(connection, new ServerMessage.Error(ErrorCode.UNREADABLE, "Not a client message: a JSON object with a known "
                    + "type and fields of the right shape (docs/protocol.md)", ProtocolCodec.declaredType(text).orElse(null),
                    null));
            return;
        }
        ClientMessage message = decoded.get();
        String clientMoveId = message instanceof ClientMessage.Move move ? move.clientMoveId() : null;
        try {
            handle(message, connection);
        } catch (GameRefusal refusal) {
            reply(connection, new ServerMessage.Error(refusal.code(), refusal.getMessage(), message.type(),
                    clientMoveId));
            if (CLOSING.contains(refusal.code())) {
                close(connection, new CloseReason(POLICY_VIOLATION, refusal.code().wireName()));
            }
        } catch (RuntimeException failure) {
            // The boundary of the protocol: a fault is logged here and answered, never left without a reply.
            String incident = UUID.randomUUID().toString();
            ErrorCode code = unavailable(failure) ? ErrorCode.UNAVAILABLE : ErrorCode.INTERNAL;
            LOG.errorf(failure, "A %s message of connection %s to game %s failed (incident %s), answered %s",
                    message.type(), connection.id(), connection.pathParam("gameId"), incident, code.wireName());
            reply(connection, new ServerMessage.Error(code, (code == ErrorCode.UNAVAILABLE
                    ? "The game's database cannot be reached now; send again in a moment"
                    : "The server failed on this message") + " (incident " + incident + "). A move sent again under "
                    + "the same clientMoveId is never played twice", message.type(), clientMoveId));
        }
    }

    /** Binary frames are not part of the protocol: answered, not dropped. */
    @OnBinaryMessage
    @Blocking
    void onBinaryMessage(Buffer data, WebSocketConnection connection) {
        reply(connection, new ServerMessage.Error(ErrorCode.UNREADABLE, "Messages are JSON in text frames; a binary "
                + "frame (" + data.length() + " bytes) is not read (docs/protocol.md)", null, null));
    }

    /**
     * A message over {@code quarkus.websockets-next.server.max-message-size} (Vert.x stops gathering it and
     * reports an IllegalStateException, the connection still open): told {@code too-large}, then closed
     * with 1009. Any other such failure (a send on a closed connection) is logged and closes as an
     * unhandled failure would.
     */
    @OnError
    Uni<Void> onError(IllegalStateException failure, WebSocketConnection connection) {
        if (failure.getMessage() == null || !failure.getMessage().contains("max message size")) {
            if (connection.isOpen()) {
                LOG.errorf(failure, "Connection %s failed", connection.id());
                return connection.close(new CloseReason(INTERNAL_ERROR));
            }
            LOG.debugf("Connection %s failed after it closed: %s", connection.id(), failure.getMessage());
            return Uni.createFrom().voidItem();
        }
        int limit = config.maxMessageSize();
        LOG.infof("Connection %s sent a message over %d bytes: refused and closed", connection.id(), limit);
        return connection.sendText(ProtocolCodec.encode(new ServerMessage.Error(ErrorCode.TOO_LARGE, "A message may "
                        + "have at most " + limit + " bytes; this connection is closed (1009)", null, null)))
                .onFailure().recoverWithNull()
                .chain(() -> connection.close(new CloseReason(MESSAGE_TOO_BIG, "message over " + limit + " bytes")));
    }

    @OnClose
    @Blocking
    void onClose(WebSocketConnection connection) {
        Seat seat = connection.userData().get(SEAT);
        if (seat != null) {
            rooms.leave(gameId(connection), connection);
            if (seat.side().isPresent()) {
                try {
                    presence.left(connection.id());
                } catch (RuntimeException failure) {
                    LOG.warnf(failure, "Recording that connection %s left game %s failed; the next heartbeat records it",
                            connection.id(), connection.pathParam("gameId"));
                    presence.leftUnrecorded(connection.id());
                }
            }
        }
    }

    private void handle(ClientMessage message, WebSocketConnection connection) {
        if (message instanceof ClientMessage.Hello hello) {
            hello(hello, connection);
            return;
        }
        Seat seat = connection.userData().get(SEAT);
        if (seat == null) {
            throw new GameRefusal(ErrorCode.HELLO_FIRST, "Send hello first");
        }
        UUID gameId = gameId(connection);
        Side side = seat.side().orElseThrow(() -> new GameRefusal(ErrorCode.READ_ONLY,
                message instanceof ClientMessage.Focus ? "Focus is reported by the game's own players only"
                        : "Spectators watch; only the game's players play"));
        if (connection.userData().get(SEAT_FOR_GOOD) == null) {
            // Read at most until the game's first move: no substitution comes after it.
            Seats.Standing standing = seats.standing(gameId, side, seat.subject());
            if (standing == Seats.Standing.GIVEN_AWAY) {
                throw new GameRefusal(ErrorCode.FORBIDDEN, "Your seat in this game was given to a substitute before "
                        + "the first move (seed 000 §6.4)");
            }
            if (standing == Seats.Standing.HELD_FOR_GOOD) {
                connection.userData().put(SEAT_FOR_GOOD, Boolean.TRUE);
            }
        }
        if (message instanceof ClientMessage.Move move) {
            move(connection, gameId, side, move);
        } else if (message instanceof ClientMessage.OfferDraw) {
            retried(() -> draws.offerDraw(gameId, side));
        } else if (message instanceof ClientMessage.AcceptDraw) {
            retried(() -> draws.answerDraw(gameId, side, true));
        } else if (message instanceof ClientMessage.DeclineDraw) {
            retried(() -> draws.answerDraw(gameId, side, false));
        } else if (message instanceof ClientMessage.Resign) {
            retried(() -> draws.resign(gameId, side));
        } else if (message instanceof ClientMessage.ClaimDraw claim) {
            DrawClaim which = drawClaim(claim.claim());
            retried(() -> draws.claimDraw(gameId, side, which, claim.san(), claim.uci()));
        } else if (message instanceof ClientMessage.ClaimQuickplayDraw) {
            retried(() -> draws.claimQuickplay(gameId, side));
        } else if (message instanceof ClientMessage.Focus signal) {
            focus(connection, gameId, side, signal);
        }
    }

    /** The player's page lost focus or is back: timed by the server, answered to him alone. */
    private void focus(WebSocketConnection connection, UUID gameId, Side side, ClientMessage.Focus signal) {
        boolean lost = "lost".equals(signal.state());
        if (!lost && !"back".equals(signal.state())) {
            throw new GameRefusal(ErrorCode.UNREADABLE, "A focus state is lost or back, not " + signal.state());
        }
        FocusFlood flood = connection.userData().get(FOCUS_FLOOD);
        if (flood == null) {
            flood = new FocusFlood(config.focusMessagesPerMinute());
            connection.userData().put(FOCUS_FLOOD, flood);
        }
        if (!flood.admit(time.instant())) {
            throw new GameRefusal(ErrorCode.FLOOD, "At most " + config.focusMessagesPerMinute()
                    + " focus messages a minute; this one is not counted");
        }
        FocusService.Noted noted = lost ? focus.lost(gameId, side) : focus.back(gameId, side);
        reply(connection, new ServerMessage.FocusNoted(signal.state(),
                noted == FocusService.Noted.LOST || noted == FocusService.Noted.BACK));
    }

    private void hello(ClientMessage.Hello hello, WebSocketConnection connection) {
        Seat joined = connection.userData().get(SEAT);
        if (joined != null) {
            throw new GameRefusal(ErrorCode.ALREADY_JOINED, "This connection has joined already, as "
                    + joined.wireName());
        }
        UUID gameId = gameId(connection);
        Optional<String> token = Optional.ofNullable(hello.accessToken()).filter(value -> !value.isBlank())
                .or(() -> queryToken(connection)).or(() -> headerToken(connection));
        var game = states.state(gameId, "spectator")
                .orElseThrow(() -> new GameRefusal(ErrorCode.NOT_FOUND, "No game " + gameId));
        Seat seated = seating.seat(token, game.whitePlayerId(), game.blackPlayerId());
        // A player counts as present before his state is read, so that it shows him.
        seated.side().ifPresent(side -> retried(() -> presence.arrived(gameId, side, connection.id())));
        try {
            rooms.join(gameId, connection, seated, Optional.ofNullable(hello.lastVersion()));
        } catch (RuntimeException failure) {
            if (seated.side().isPresent()) {
                presence.left(connection.id());
            }
            throw failure;
        }
        connection.userData().put(SEAT, seated);
        if (!connection.isOpen()) {
            onClose(connection); // it closed while joining, before its close could see the seat: leave now
        }
        LOG.debugf("Connection %s joined game %s as %s (%s)", connection.id(), gameId, seated.wireName(),
                seated.subject());
    }

    private void move(WebSocketConnection connection, UUID gameId, Side side, ClientMessage.Move move) {
        if (move.clientMoveId() == null || move.clientMoveId().isBlank()) {
            throw new GameRefusal(ErrorCode.UNREADABLE, "A move needs a clientMoveId");
        }
        List<GameEventEntity> committed = List.of();
        rooms.moveStarted(gameId);
        try {
            MoveService.MoveAck ack = moves.moveOnHeldGame(gameId, side, move.san(), move.uci(), move.clientMoveId())
                    .orElseGet(() -> retried(() -> moves.move(gameId, side, move.san(), move.uci(),
                            move.clientMoveId())));
            committed = ack.entries();
            reply(connection, new ServerMessage.Ack(ack.clientMoveId(), ack.ply(), ack.version(), ack.duplicate()));
        } finally {
            // the ack first, then the move to this instance's clients, the mover among them (docs/protocol.md)
            rooms.moveEnded(gameId, committed);
        }
    }

    private static void retried(Runnable change) {
        retried(() -> {
            change.run();
            return null;
        });
    }

    /** Runs a change, once more when another instance changed the game at the same moment. */
    private static <T> T retried(Supplier<T> change) {
        return ConcurrentChanges.retriedOnce(change, () -> new GameRefusal(ErrorCode.CONFLICT,
                "The game changed at the same moment; send again"));
    }

    /** Not waited for (issue 19): what is sent after it to the connection, the move it acknowledges, follows it. */
    private static void reply(WebSocketConnection connection, ServerMessage message) {
        GameRooms.sendWithoutWaiting(connection, ProtocolCodec.encode(message));
    }

    private static void close(WebSocketConnection connection, CloseReason reason) {
        connection.close(reason).subscribe().with(closed -> { },
                failure -> LOG.debugf("Closing %s failed: %s", connection.id(), failure));
    }

    /**
     * Whether a failure is the database out of reach or refusing work for a while (a lost or refused
     * connection, a timeout, an administrator's shutdown, no resources): worth sending again later.
     */
    static boolean unavailable(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof JDBCConnectionException || cause instanceof SQLTransientException
                    || cause instanceof SQLNonTransientConnectionException || cause instanceof SQLRecoverableException) {
                return true;
            }
            if (cause instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || sql.getSQLState().startsWith("53")
                    || sql.getSQLState().startsWith("57P"))) {
                return true;
            }
        }
        return false;
    }

    private static Optional<String> queryToken(WebSocketConnection connection) {
        String query = connection.handshakeRequest().query();
        if (query == null) {
            return Optional.empty();
        }
        return Arrays.stream(query.split("&"))
                .filter(pair -> pair.startsWith("access_token="))
                .map(pair -> URLDecoder.decode(pair.substring("access_token=".length()), StandardCharsets.UTF_8))
                .filter(value -> !value.isBlank())
                .findFirst();
    }

    private static Optional<String> headerToken(WebSocketConnection connection) {
        String header = connection.handshakeRequest().header("Authorization");
        return header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)
                ? Optional.of(header.substring(7).strip()) : Optional.empty();
    }

    private static UUID gameId(WebSocketConnection connection) {
        String text = connection.pathParam("gameId");
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new GameRefusal(ErrorCode.NOT_FOUND, "No game " + text + ": a game id is a UUID");
        }
    }

    private static DrawClaim drawClaim(String claim) {
        if ("threefold-repetition".equals(claim)) {
            return DrawClaim.THREEFOLD_REPETITION;
        }
        if ("fifty-moves".equals(claim)) {
            return DrawClaim.FIFTY_MOVES;
        }
        throw new GameRefusal(ErrorCode.UNREADABLE, "claim is threefold-repetition or fifty-moves, not " + claim);
    }
}
