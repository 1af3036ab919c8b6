package org.teamchess.game.service;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.MoveBatchStatements.OutboxRow;
import org.teamchess.game.repository.MoveBatchStatements.PlainMove;
import org.teamchess.game.repository.MoveEntity;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.rules.Side;

/**
 * Moves committed in groups (the real PostgreSQL): a move whose game changed since it was computed
 * is not written and the others of its group are; a client move id is written once; a move played
 * on the held game is committed, and visible to every other transaction, before it is acknowledged; a
 * group sends one notification for all its games.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class GroupCommitTest {

    private static final String FEN_AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";

    @Inject
    GameService games;

    @Inject
    MoveService moveService;

    @Inject
    GroupCommit groupCommit;

    @Inject
    GameRepository gameRows;

    @Inject
    MoveRepository moves;

    @Inject
    DataSource dataSource;

    /** A game in which White played 1.e4 (client move id w1), committed through the ordinary path. */
    private UUID gameAfterE4() {
        UUID gameId = games.createFriendly(TestMatches.friendly("10+5")).id();
        moveService.move(gameId, Side.WHITE, "e4", null, "w1");
        return gameId;
    }

    private GameEntity row(UUID gameId) {
        return QuarkusTransaction.requiringNew().call(() -> gameRows.findById(gameId));
    }

    private List<Integer> pliesStored(UUID gameId) {
        return QuarkusTransaction.requiringNew().call(() -> moves.ofGame(gameId).stream().map(MoveEntity::ply).toList());
    }

    /** Black's 1...e5 as the group commit takes it, computed on a row of the given optimistic version. */
    private static PlainMove blackReplies(GameEntity game, long rowVersion, String clientMoveId) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        EventEnvelope<MovePlayed> announced = EventEnvelope.of(UUID.randomUUID(), GameService.SOURCE, now,
                new MovePlayed(game.id(), 2, "e5", "e7e5", FEN_AFTER_E4_E5, now, 600_000, 600_000));
        return new PlainMove(game.id(), rowVersion, game.ply(), game.eventVersion() + 1, FEN_AFTER_E4_E5, null, "e5",
                "e7e5", now, clientMoveId, 600_000, 600_000, "{\"type\":\"move\"}",
                new OutboxRow(announced.id(), announced.type().typeName(), announced.type().topic(),
                        announced.subject(), new EventCodec().encodeToString(announced)));
    }

    @Test
    void aMoveWhoseGameChangedIsNotWrittenAndTheOthersOfItsGroupAre() {
        GameEntity first = row(gameAfterE4());
        GameEntity changed = row(gameAfterE4());
        GameEntity third = row(gameAfterE4());

        boolean[] written = groupCommit.writeOrNothing(List.of(blackReplies(first, first.rowVersion(), "b1"),
                blackReplies(changed, changed.rowVersion() - 1, "b1"), blackReplies(third, third.rowVersion(), "b1")));

        assertArrayEquals(new boolean[] {true, false, true}, written);
        assertEquals(List.of(1, 2), pliesStored(first.id()));
        assertEquals(List.of(1), pliesStored(changed.id()));
        assertEquals(List.of(1, 2), pliesStored(third.id()));
        GameEntity firstAfter = row(first.id());
        assertEquals(first.rowVersion() + 1, firstAfter.rowVersion());
        assertEquals(first.eventVersion() + 1, firstAfter.eventVersion());
        assertEquals(FEN_AFTER_E4_E5, firstAfter.fen());
        assertEquals(changed.rowVersion(), row(changed.id()).rowVersion());
    }

    @Test
    void aGroupIsToldToEveryInstanceInOneNotificationNamingTheGamesItWrote() throws Exception {
        GameEntity first = row(gameAfterE4());
        GameEntity changed = row(gameAfterE4());
        GameEntity third = row(gameAfterE4());
        Set<UUID> games = Set.of(first.id(), changed.id(), third.id());

        List<List<GameNotifications.Notified>> heard;
        try (Connection listener = dataSource.getConnection()) {
            try (Statement listen = listener.createStatement()) {
                listen.execute("LISTEN " + GameNotifications.NOTIFY_CHANNEL);
            }
            groupCommit.writeOrNothing(List.of(blackReplies(first, first.rowVersion(), "b1"),
                    blackReplies(changed, changed.rowVersion() - 1, "b1"),
                    blackReplies(third, third.rowVersion(), "b1")));
            heard = new ArrayList<>();
            // the commit delivered them; this only waits for them to cross the socket
            for (PGNotification notification : notifications(listener.unwrap(PGConnection.class))) {
                List<GameNotifications.Notified> named = GameNotifications.Notified.all(notification.getParameter());
                if (named.stream().anyMatch(notified -> games.contains(notified.gameId()))) {
                    heard.add(named);
                }
            }
        }

        assertEquals(List.of(List.of(new GameNotifications.Notified(first.id(), first.eventVersion() + 1),
                new GameNotifications.Notified(third.id(), third.eventVersion() + 1))), heard);
    }

    /** What the listening connection was told, reading until a second passes without more. */
    private static List<PGNotification> notifications(PGConnection listener) throws SQLException {
        List<PGNotification> all = new ArrayList<>();
        for (PGNotification[] read = listener.getNotifications(1_000); read != null && read.length > 0;
                read = listener.getNotifications(1_000)) {
            all.addAll(List.of(read));
        }
        return all;
    }

    @Test
    void aClientMoveIdAcceptedBeforeIsNotWrittenAgain() {
        GameEntity game = row(gameAfterE4());

        assertArrayEquals(new boolean[] {false},
                groupCommit.writeOrNothing(List.of(blackReplies(game, game.rowVersion(), "w1"))));
        assertEquals(List.of(1), pliesStored(game.id()));
    }

    @Test
    void aMoveOnTheHeldGameIsCommittedBeforeItIsAcknowledged() {
        UUID gameId = gameAfterE4();

        MoveService.MoveAck reply = moveService.moveOnHeldGame(gameId, Side.BLACK, "e5", null, "b1").orElseThrow();
        // read by another transaction at once: committed before the acknowledgement was returned
        assertEquals(List.of(1, 2), pliesStored(gameId));
        assertEquals(2, reply.ply());
        assertEquals(reply.version(), row(gameId).eventVersion());
        assertEquals(List.of(reply.version()), reply.entries().stream().map(entry -> entry.version()).toList());

        // the held game follows its own committed move
        assertTrue(moveService.moveOnHeldGame(gameId, Side.WHITE, "Nf3", null, "w2").isPresent());
        assertEquals(List.of(1, 2, 3), pliesStored(gameId));
    }

    @Test
    void whatTheHeldGameCannotDecideIsLeftToTheOrdinaryPath() {
        UUID gameId = gameAfterE4();

        assertFalse(moveService.moveOnHeldGame(gameId, Side.WHITE, "d4", null, "w2").isPresent(), "not White's turn");
        assertFalse(moveService.moveOnHeldGame(gameId, Side.BLACK, "e4", null, "b1").isPresent(), "illegal");
        assertFalse(moveService.moveOnHeldGame(UUID.randomUUID(), Side.WHITE, "e4", null, "w1").isPresent(),
                "not held");
        assertEquals(List.of(1), pliesStored(gameId));
    }
}
