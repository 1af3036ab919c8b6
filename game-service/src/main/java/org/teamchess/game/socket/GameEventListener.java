package org.teamchess.game.socket;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.jboss.logging.Logger;
import org.teamchess.game.service.PlayService;
import org.teamchess.game.service.PresenceService;
import org.teamchess.support.notify.DatabaseNotifications;

/**
 * Hears every committed change of any game, made by any instance of the service: PostgreSQL's
 * {@code LISTEN game_event} (and {@code game_presence}: a player's connection opened or closed,
 * {@link GameRooms#presenceChanged}) through service-support's {@link DatabaseNotifications}; the
 * transaction that changes a game sends {@code NOTIFY} with the game id, delivered when it commits.
 * Each notification brings this instance's connections at that game up to date
 * ({@link GameRooms#changed}). After the connection to the database is lost and restored, every
 * game with a connection here is brought up to date, since notifications in between are lost.
 */
@ApplicationScoped
class GameEventListener {

    private static final Logger LOG = Logger.getLogger(GameEventListener.class);

    private final DataSource dataSource;
    private final GameRooms rooms;
    private DatabaseNotifications notifications;

    GameEventListener(DataSource dataSource, GameRooms rooms) {
        this.dataSource = dataSource;
        this.rooms = rooms;
    }

    void start(@Observes StartupEvent startup) {
        notifications = DatabaseNotifications.listen(dataSource,
                List.of(PlayService.NOTIFY_CHANNEL, PresenceService.NOTIFY_CHANNEL),
                (channel, gameId) -> {
                    if (PresenceService.NOTIFY_CHANNEL.equals(channel)) {
                        broadcastPresence(UUID.fromString(gameId));
                    } else {
                        broadcast(UUID.fromString(gameId));
                    }
                },
                () -> rooms.games().forEach(gameId -> {
                    broadcast(gameId);
                    broadcastPresence(gameId);
                }),
                "game-event-listener");
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        notifications.close();
    }

    /** One game's failure to broadcast (its log unreadable for a moment) must not stop the others'. */
    private void broadcast(UUID gameId) {
        try {
            rooms.changed(gameId);
        } catch (RuntimeException e) {
            LOG.errorf(e, "Broadcasting the changes of game %s failed; its next change sends them", gameId);
        }
    }

    private void broadcastPresence(UUID gameId) {
        try {
            rooms.presenceChanged(gameId);
        } catch (RuntimeException e) {
            LOG.errorf(e, "Telling the clients of game %s who is present failed; its next change tells them", gameId);
        }
    }
}
