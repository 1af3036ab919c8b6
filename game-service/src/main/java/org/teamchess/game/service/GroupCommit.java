package org.teamchess.game.service;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import javax.sql.DataSource;
import org.jboss.logging.Logger;
import org.teamchess.game.repository.MoveBatchStatements;
import org.teamchess.game.repository.MoveBatchStatements.PlainMove;
import org.teamchess.support.outbox.OutboxRelay;

/**
 * One writer that commits plain moves in groups: the moves of any games that arrive while the
 * previous group is being committed are written together in one transaction, one statement each
 * in one round trip, with one commit (one WAL flush) for all of them, which also delivers the one
 * notification naming all their games ({@link GameNotifications#notifications}). {@code synchronous_commit}
 * stays on: a move is durable when its future completes, and only then is it acknowledged. There is
 * no waiting for a group to fill: under light load a group is one move.
 *
 * <p>A move whose game changed since it was computed is not written and completes with
 * {@code false} without failing the others of its group; the caller then takes the ordinary path.
 * When the group's transaction fails (or its outcome is unknown, a lost connection at the commit),
 * every move of it completes with {@code false}: the ordinary path finds each move either written
 * (same client move id: acknowledged as a duplicate) or not, and decides again.
 */
@ApplicationScoped
public class GroupCommit {

    private static final Logger LOG = Logger.getLogger(GroupCommit.class);
    /** Enough for a burst; a bigger group only makes its first move wait longer for the commit. */
    static final int MAX_GROUP = 200;

    /** A move waiting for its group, and whether it was written, once committed. */
    private record Pending(PlainMove move, CompletableFuture<Boolean> written) {
    }

    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final DataSource dataSource;
    private final OutboxRelay relay;
    private Thread writer;

    GroupCommit(DataSource dataSource, OutboxRelay relay) {
        this.dataSource = dataSource;
        this.relay = relay;
    }

    void start(@Observes StartupEvent startup) {
        writer = new Thread(this::run, "move-group-commit");
        writer.setDaemon(true);
        writer.start();
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        writer.interrupt();
        writer.join(5_000);
        queue.forEach(pending -> pending.written().complete(false));
    }

    /**
     * Queues a move for the next group.
     *
     * @return completes once the group's transaction has ended: true when the move is committed
     */
    CompletableFuture<Boolean> commit(PlainMove move) {
        Pending pending = new Pending(move, new CompletableFuture<>());
        queue.add(pending);
        return pending.written();
    }

    private void run() {
        List<Pending> group = new ArrayList<>(MAX_GROUP);
        while (!Thread.currentThread().isInterrupted()) {
            try {
                group.add(queue.take());
            } catch (InterruptedException e) {
                return;
            }
            queue.drainTo(group, MAX_GROUP - 1);
            try {
                boolean[] written = writeOrNothing(group.stream().map(Pending::move).toList());
                boolean anyWritten = false;
                for (int i = 0; i < group.size(); i++) {
                    group.get(i).written().complete(written[i]);
                    anyWritten |= written[i];
                }
                if (anyWritten) {
                    relay.wake(); // the MovePlayed rows are there: publish them now, not at the relay's next sweep
                }
            } catch (RuntimeException e) {
                // The writer must outlive a bug in one group; its moves take the ordinary path.
                LOG.errorf(e, "A group of %d moves failed", group.size());
                group.forEach(pending -> pending.written().complete(false));
            }
            group.clear();
        }
    }

    /** Writes the moves in one transaction; none is written when it fails. */
    boolean[] writeOrNothing(List<PlainMove> moves) {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                boolean[] written = MoveBatchStatements.write(connection, moves);
                List<GameNotifications.Notified> changes = new ArrayList<>(moves.size());
                for (int i = 0; i < written.length; i++) {
                    if (written[i]) {
                        changes.add(new GameNotifications.Notified(moves.get(i).gameId(), moves.get(i).eventVersion()));
                    }
                }
                MoveBatchStatements.sendNotifications(connection, GameNotifications.NOTIFY_CHANNEL,
                        GameNotifications.notifications(changes));
                connection.commit();
                return written;
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            LOG.warnf("A group of %d moves was not committed (%s); each takes the ordinary path", moves.size(),
                    e.getMessage());
            return new boolean[moves.size()];
        }
    }
}
