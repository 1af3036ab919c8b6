package org.teamchess.game.socket;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.jboss.logging.Logger;
import org.teamchess.game.service.GameNotifications;
import org.teamchess.game.service.MoveService;
import org.teamchess.game.service.PresenceService;
import org.teamchess.support.notify.DatabaseNotifications;

/**
 * Hears every committed change of any game, made by any instance of the service: PostgreSQL's
 * {@code LISTEN game_event} (one notification may name several games: a group of moves,
 * {@link GameNotifications#notifications}; and {@code game_presence}: a player's presence changed,
 * {@link GameRooms#presenceChanged}) through service-support's {@link DatabaseNotifications}; the
 * transaction that changes a game sends {@code NOTIFY} with the game id, delivered when it commits.
 * The notifications that arrive together are handled together: each game once, and the new log
 * entries of all of them read in one statement ({@link GameRooms#changed(java.util.Map)}), so
 * that a burst of moves costs one read, not a transaction per move, and the broadcast keeps up; a
 * notification carries the version the game's log reached, so a change that this instance's clients
 * were sent already (a move it committed itself) costs no read at all. After the connection to the database is lost and restored, every
 * game with a connection here is brought up to date, since notifications in between are lost.
 *
 * <p>Before the clients are sent a change, the games held in memory here ({@link MoveService#movedElsewhere})
 * are played on by the moves another instance committed, so that a client's reply is made on an up-to-date
 * held game (docs/decisions/held-games-across-instances.md).
 */
@ApplicationScoped
class GameEventListener {

    private static final Logger LOG = Logger.getLogger(GameEventListener.class);

    private final DataSource dataSource;
    private final GameRooms rooms;
    private final MoveService moves;
    private DatabaseNotifications notifications;

    GameEventListener(DataSource dataSource, GameRooms rooms, MoveService moves) {
        this.dataSource = dataSource;
        this.rooms = rooms;
        this.moves = moves;
    }

    void start(@Observes StartupEvent startup) {
        notifications = DatabaseNotifications.listenInBatches(dataSource,
                List.of(GameNotifications.NOTIFY_CHANNEL, PresenceService.NOTIFY_CHANNEL),
                batch -> {
                    Map<UUID, Long> changed = new LinkedHashMap<>();
                    Map<UUID, Long> presenceChanged = new LinkedHashMap<>();
                    for (DatabaseNotifications.Notification notification : batch) {
                        if (PresenceService.NOTIFY_CHANNEL.equals(notification.channel())) {
                            GameNotifications.Notified notified = GameNotifications.Notified.of(notification.payload());
                            presenceChanged.merge(notified.gameId(), notified.version(), Math::max);
                        } else {
                            // a group of moves is one notification naming several games
                            for (GameNotifications.Notified notified
                                    : GameNotifications.Notified.all(notification.payload())) {
                                changed.merge(notified.gameId(), notified.version(), Math::max);
                            }
                        }
                    }
                    broadcast(changed);
                    broadcastPresence(presenceChanged);
                },
                () -> {
                    Map<UUID, Long> unknownVersions = new LinkedHashMap<>();
                    rooms.games().forEach(gameId -> unknownVersions.put(gameId, Long.MAX_VALUE));
                    broadcast(unknownVersions);
                    broadcastPresence(unknownVersions);
                },
                "game-event-listener");
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        notifications.close();
    }

    /** When the games cannot be brought up to date together, each is tried on its own, as before batching. */
    private void broadcast(Map<UUID, Long> versions) {
        followHeldGames(versions);
        try {
            rooms.changed(versions);
        } catch (RuntimeException e) {
            LOG.warnf("Broadcasting the changes of %d games together failed (%s); trying one by one", versions.size(),
                    e.getMessage());
            versions.keySet().forEach(this::broadcast);
        }
    }

    /** A failure only costs the held games their next move on the ordinary path: the clients are sent the change. */
    private void followHeldGames(Map<UUID, Long> versions) {
        Map<UUID, Long> watched = rooms.watchedWithNoMoveUnderWay(versions);
        if (watched.isEmpty()) {
            return;
        }
        try {
            moves.movedElsewhere(watched);
        } catch (RuntimeException e) {
            LOG.errorf(e, "Following the games %s moved elsewhere failed; their next moves take the ordinary path",
                    watched.keySet());
        }
    }

    /** One game's failure to broadcast (its log unreadable for a moment) must not stop the others'. */
    private void broadcast(UUID gameId) {
        try {
            rooms.changed(gameId);
        } catch (RuntimeException e) {
            LOG.errorf(e, "Broadcasting the changes of game %s failed; its next change sends them", gameId);
        }
    }

    private void broadcastPresence(Map<UUID, Long> sequences) {
        if (sequences.isEmpty()) {
            return;
        }
        try {
            rooms.presenceChanged(sequences);
        } catch (RuntimeException e) {
            LOG.errorf(e, "Telling the clients of games %s who is present failed; their next change tells them",
                    sequences.keySet());
        }
    }
}
