package org.teamchess.support.notify;

import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import javax.sql.DataSource;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * PostgreSQL's LISTEN/NOTIFY between the instances of a service: a transaction that changes
 * something {@link #send}s a notification, which PostgreSQL delivers to every listener when (and
 * only if) the transaction commits. A listener holds one connection of its own, read by one daemon
 * thread. Notifications sent while its connection was lost are lost too, so after every
 * (re)connection the listener's {@code reconnected} action runs: it brings its subscribers up to
 * date the slow way.
 */
public final class DatabaseNotifications implements AutoCloseable {

    /** Receives one notification; runs on the listener's thread. */
    @FunctionalInterface
    public interface Handler {
        void notified(String channel, String payload);
    }

    /**
     * Receives the notifications that arrived together (all those the connection had when the
     * listener asked), in the order they were sent; runs on the listener's thread. While it works,
     * the next ones gather, so a handler that does one piece of work per batch keeps up with a burst.
     */
    @FunctionalInterface
    public interface BatchHandler {
        void notified(List<Notification> notifications);
    }

    /** One notification: its channel and payload. */
    public record Notification(String channel, String payload) {
    }

    private static final Logger LOG = Logger.getLogger(DatabaseNotifications.class);
    private static final int WAIT_MILLIS = 500;

    private final DataSource dataSource;
    private final List<String> channels;
    private final BatchHandler handler;
    private final Runnable reconnected;
    private final Thread thread;
    private volatile boolean running = true;

    private DatabaseNotifications(DataSource dataSource, List<String> channels, BatchHandler handler,
            Runnable reconnected, String threadName) {
        this.dataSource = dataSource;
        this.channels = List.copyOf(channels);
        this.handler = handler;
        this.reconnected = reconnected;
        this.thread = new Thread(this::listen, threadName);
        this.thread.setDaemon(true);
    }

    /**
     * Starts listening.
     *
     * @param channels    the channel names: plain identifiers, they are not quoted
     * @param handler     called for each notification; its failure is logged and the next one is heard
     * @param reconnected called after every (re)connection, the first included
     */
    public static DatabaseNotifications listen(DataSource dataSource, List<String> channels, Handler handler,
            Runnable reconnected, String threadName) {
        return listenInBatches(dataSource, channels, batch -> batch.forEach(notification ->
                safely("handling a notification on " + notification.channel(),
                        () -> handler.notified(notification.channel(), notification.payload()))),
                reconnected, threadName);
    }

    /**
     * Starts listening, handing over the notifications in batches.
     *
     * @param channels    the channel names: plain identifiers, they are not quoted
     * @param handler     called for each batch; its failure is logged and the next batch is heard
     * @param reconnected called after every (re)connection, the first included
     */
    public static DatabaseNotifications listenInBatches(DataSource dataSource, List<String> channels,
            BatchHandler handler, Runnable reconnected, String threadName) {
        DatabaseNotifications notifications = new DatabaseNotifications(dataSource, channels, handler, reconnected,
                threadName);
        notifications.thread.start();
        return notifications;
    }

    /** Notifies every listener of the channel when the caller's transaction commits. */
    public static void send(EntityManager entityManager, String channel, String payload) {
        entityManager.createNativeQuery("SELECT pg_notify(?1, ?2)")
                .setParameter(1, channel)
                .setParameter(2, payload)
                .getSingleResult();
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        thread.join(2L * WAIT_MILLIS);
    }

    private void listen() {
        while (running) {
            try (Connection connection = dataSource.getConnection()) {
                connection.setAutoCommit(true);
                try (Statement statement = connection.createStatement()) {
                    for (String channel : channels) {
                        statement.execute("LISTEN " + channel);
                    }
                }
                safely("catching up after connecting", reconnected);
                PGConnection notifications = connection.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] received = notifications.getNotifications(WAIT_MILLIS);
                    if (received != null && received.length > 0) {
                        List<Notification> batch = Arrays.stream(received).map(notification ->
                                new Notification(notification.getName(), notification.getParameter())).toList();
                        safely("handling notifications on " + channels, () -> handler.notified(batch));
                    }
                }
            } catch (SQLException e) {
                LOG.warnf("Listening on %s failed (%s); listening again in a second", channels, e.getMessage());
                pause();
            }
        }
    }

    /** One subscriber's failure must not stop the notifications of the others. */
    private static void safely(String what, Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            LOG.errorf(e, "Failed %s; the next notification or reconnection tries again", what);
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
