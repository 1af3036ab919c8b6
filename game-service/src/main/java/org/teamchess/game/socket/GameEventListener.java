package org.teamchess.game.socket;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import javax.sql.DataSource;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.teamchess.game.service.PlayService;
import org.teamchess.game.service.PresenceService;

/**
 * Hears every committed change of any game, made by any instance of the service: PostgreSQL's
 * {@code LISTEN game_event} (and {@code game_presence}: a player's connection opened or closed,
 * {@link GameRooms#presenceChanged}) on one connection of its own, read by one thread; the transaction that
 * changes a game sends {@code NOTIFY} with the game id, delivered when it commits. Each notification
 * brings this instance's connections at that game up to date ({@link GameRooms#changed}). After the
 * connection to the database is lost and restored, every game with a connection here is brought up
 * to date, since notifications in between are lost.
 */
@ApplicationScoped
class GameEventListener {

    private static final Logger LOG = Logger.getLogger(GameEventListener.class);
    private static final int WAIT_MILLIS = 500;

    private final DataSource dataSource;
    private final GameRooms rooms;
    private volatile boolean running;
    private Thread thread;

    GameEventListener(DataSource dataSource, GameRooms rooms) {
        this.dataSource = dataSource;
        this.rooms = rooms;
    }

    void start(@Observes StartupEvent startup) {
        running = true;
        thread = new Thread(this::listen, "game-event-listener");
        thread.setDaemon(true);
        thread.start();
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        running = false;
        thread.join(2 * WAIT_MILLIS);
    }

    private void listen() {
        while (running) {
            try (Connection connection = dataSource.getConnection()) {
                connection.setAutoCommit(true);
                try (Statement statement = connection.createStatement()) {
                    statement.execute("LISTEN " + PlayService.NOTIFY_CHANNEL);
                    statement.execute("LISTEN " + PresenceService.NOTIFY_CHANNEL);
                }
                rooms.games().forEach(gameId -> {
                    broadcast(gameId);
                    broadcastPresence(gameId);
                });
                PGConnection notifications = connection.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] received = notifications.getNotifications(WAIT_MILLIS);
                    if (received != null) {
                        for (PGNotification notification : received) {
                            UUID gameId = UUID.fromString(notification.getParameter());
                            if (PresenceService.NOTIFY_CHANNEL.equals(notification.getName())) {
                                broadcastPresence(gameId);
                            } else {
                                broadcast(gameId);
                            }
                        }
                    }
                }
            } catch (SQLException e) {
                LOG.warnf("Listening for game changes failed (%s); listening again in a second", e.getMessage());
                pause();
            }
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

    private void broadcastPresence(UUID gameId) {
        try {
            rooms.presenceChanged(gameId);
        } catch (RuntimeException e) {
            LOG.errorf(e, "Telling the clients of game %s who is present failed; its next change tells them", gameId);
        }
    }

    private void pause() {
        try {
            Thread.sleep(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
        }
    }
}
