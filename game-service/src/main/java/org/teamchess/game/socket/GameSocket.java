package org.teamchess.game.socket;

import io.quarkus.websockets.next.CloseReason;
import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnTextMessage;
import io.quarkus.websockets.next.UserData;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import org.jboss.logging.Logger;
import org.teamchess.game.protocol.ClientMessage;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.service.GameRefusal;
import org.teamchess.game.service.PlayService;
import org.teamchess.game.service.PresenceService;
import org.teamchess.game.service.Seats;
import org.teamchess.rules.Side;
import org.teamchess.rules.game.DrawClaim;

/**
 * One game over a WebSocket, {@code /ws/games/{gameId}} (docs/protocol.md). One bean for all
 * connections; what a connection is (its game and seat) lives in its user data. The first message
 * must be a {@code hello}, which authenticates and seats the client and
 * is answered with the game's state (or what it missed); after that a player may move, offer, accept
 * or decline a draw, resign, claim a draw and claim a quickplay finish, and every client receives the game's log as it grows.
 * The socket knows no chess: it reads messages, asks {@link PlayService}, and answers every message
 * it does not act on with a typed error. A player's connection counts as present at the game
 * ({@link PresenceService}) from his accepted hello until it closes.
 */
@WebSocket(path = "/ws/games/{gameId}")
public class GameSocket {

    private static final Logger LOG = Logger.getLogger(GameSocket.class);
    /** Close code for a policy violation (RFC 6455 7.4.1): refused credentials or seat. */
    private static final int POLICY_VIOLATION = 1008;
    /** Refusals of a hello after which the connection is of no use. */
    private static final Set<ErrorCode> CLOSING = EnumSet.of(ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN,
            ErrorCode.NOT_FOUND);

    /** Where the connection sits, once its hello was accepted. */
    private static final UserData.TypedKey<Seat> SEAT = new UserData.TypedKey<>("teamchess.seat");
    /** Set once the player's seat is his for the rest of the game (it has a move): no more checks. */
    private static final UserData.TypedKey<Boolean> SEAT_FOR_GOOD = new UserData.TypedKey<>("teamchess.seat-for-good");

    private final PlayService play;
    private final PresenceService presence;
    private final GameRooms rooms;
    private final Seating seating;
    private final Seats seats;

    GameSocket(PlayService play, PresenceService presence, GameRooms rooms, Seating seating, Seats seats) {
        this.play = play;
        this.presence = presence;
        this.rooms = rooms;
        this.seating = seating;
        this.seats = seats;
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
        try {
            handle(message, connection);
        } catch (GameRefusal refusal) {
            reply(connection, new ServerMessage.Error(refusal.code(), refusal.getMessage(), message.type(),
                    message instanceof ClientMessage.Move move ? move.clientMoveId() : null));
            if (CLOSING.contains(refusal.code())) {
                connection.close(new CloseReason(POLICY_VIOLATION, refusal.code().wireName())).subscribe().with(
                        closed -> { }, failure -> LOG.debugf("Closing %s failed: %s", connection.id(), failure));
            }
        }
    }

    @OnClose
    @Blocking
    void onClose(WebSocketConnection connection) {
        Seat seat = connection.userData().get(SEAT);
        if (seat != null) {
            rooms.leave(gameId(connection), connection);
            if (seat.side().isPresent()) {
                presence.left(connection.id());
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
                "Spectators watch; only the game's players play"));
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
            retried(() -> play.offerDraw(gameId, side));
        } else if (message instanceof ClientMessage.AcceptDraw) {
            retried(() -> play.answerDraw(gameId, side, true));
        } else if (message instanceof ClientMessage.DeclineDraw) {
            retried(() -> play.answerDraw(gameId, side, false));
        } else if (message instanceof ClientMessage.Resign) {
            retried(() -> play.resign(gameId, side));
        } else if (message instanceof ClientMessage.ClaimDraw claim) {
            DrawClaim which = drawClaim(claim.claim());
            retried(() -> play.claimDraw(gameId, side, which, claim.san(), claim.uci()));
        } else if (message instanceof ClientMessage.ClaimQuickplayDraw) {
            retried(() -> play.claimQuickplay(gameId, side));
        }
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
        var game = play.state(gameId, "spectator")
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
            PlayService.MoveAck ack = play.moveOnHeldGame(gameId, side, move.san(), move.uci(), move.clientMoveId())
                    .orElseGet(() -> retried(() -> play.move(gameId, side, move.san(), move.uci(),
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
        return PlayService.retriedOnce(change, () -> new GameRefusal(ErrorCode.CONFLICT,
                "The game changed at the same moment; send again"));
    }

    private static void reply(WebSocketConnection connection, ServerMessage message) {
        connection.sendTextAndAwait(ProtocolCodec.encode(message));
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
