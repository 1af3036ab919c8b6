package org.teamchess.game.service;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.logging.Logger;
import org.teamchess.game.config.GameConfig;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.PlayerConnectionRepository;
import org.teamchess.game.repository.PlayerConnectionRepository.PresenceChange;
import org.teamchess.rules.Side;
import org.teamchess.support.notify.DatabaseNotifications;
import org.teamchess.support.transaction.AfterTransaction;

/**
 * Which players are at their games, across all instances of the service: a player's accepted hello
 * writes his connection (with this instance's id) and his first join time (Art. 6.7.1), its close
 * removes it. A side's presence changes when its first connection opens or its last one closes
 * (a second tab changes nothing); the changes of a game are one numbered sequence, made one at a
 * time under the game's lock on any instance ({@link PlayerConnectionRepository}), and each is
 * announced with {@code NOTIFY game_presence} (the game and the change's number) so that every instance
 * sends it to its clients of the game, in order. Each instance writes a heartbeat every few seconds;
 * the connections of an instance silent for longer than {@code teamchess.game.presence.stale-after}
 * (it crashed) are removed by whichever instance beats next, and a close this instance could not
 * record (the database was out of reach) is recorded with its next heartbeat.
 */
@ApplicationScoped
public class PresenceService {

    /**
     * The channel every instance listens on for presence changes. The payload has the form of the log's
     * ({@link GameNotifications.Notified}): the game id and the number of the change.
     */
    public static final String NOTIFY_CHANNEL = "game_presence";

    private static final Logger LOG = Logger.getLogger(PresenceService.class);

    /** This process; a restarted instance is a new one, and its old connections go with the old id. */
    private final UUID instanceId = UUID.randomUUID();
    private final PlayerConnectionRepository connections;
    private final GameRepository games;
    private final EntityManager entityManager;
    private final GameConfig config;
    private final TransactionSynchronizationRegistry transactions;
    private final Clock time;
    /** Connections whose close could not be recorded; each heartbeat records them. */
    private final Set<String> unrecordedCloses = ConcurrentHashMap.newKeySet();

    PresenceService(PlayerConnectionRepository connections, GameRepository games, EntityManager entityManager,
            GameConfig config, TransactionSynchronizationRegistry transactions, Clock time) {
        this.connections = connections;
        this.games = games;
        this.entityManager = entityManager;
        this.config = config;
        this.transactions = transactions;
        this.time = time;
    }

    /**
     * A game's presence and the number of the last change it shows.
     *
     * @param sequence 0 before the first change
     */
    public record Snapshot(long sequence, ServerMessage.Presence presence) {
    }

    /**
     * {@code side}'s player joined the game on this connection: the connection counts as present, and
     * his first join is recorded on the game row, raising its optimistic version so that a no-show
     * forfeit deciding at the same moment fails and sees him ({@link GameRepository#recordFirstJoin});
     * other joins at the same moment wait for it rather than fail.
     *
     * @throws GameRefusal {@code not-found} for an unknown game
     */
    @Transactional
    public void arrived(UUID gameId, Side side, String connectionId) {
        Instant now = time.instant();
        if (games.recordFirstJoin(gameId, side, now)) {
            LOG.infof("%s joined game %s for the first time", side.wireName(), gameId);
        } else if (games.findByIdOptional(gameId).isEmpty()) {
            throw new GameRefusal(ErrorCode.NOT_FOUND, "No game " + gameId);
        }
        notifyChanged(connections.add(connectionId, instanceId, gameId, side, now).stream().toList());
    }

    /** The connection closed; if it was a player's last one at his game, the game's clients are told. */
    @Transactional
    public void left(String connectionId) {
        notifyChanged(connections.remove(connectionId).stream().toList());
    }

    /**
     * Recording the close of the connection failed ({@link #left} threw): the next heartbeat records it,
     * so that its player does not stay present for as long as this instance lives.
     */
    public void leftUnrecorded(String connectionId) {
        unrecordedCloses.add(connectionId);
    }

    /** Which players of the game are connected now. */
    @Transactional
    public ServerMessage.Presence presence(UUID gameId) {
        return current(gameId).presence();
    }

    /** Which players of the game are connected now, and the number of the last change. */
    @Transactional
    public Snapshot current(UUID gameId) {
        PresenceChange now = connections.presence(gameId);
        return new Snapshot(now.sequence(), message(now));
    }

    /** The presence changes of these games after the numbers given, in order, as the clients are sent them. */
    @Transactional
    public List<PresenceChange> changesAfter(Map<UUID, Long> sequences) {
        return connections.changesAfter(sequences);
    }

    /** A presence change as the protocol sends it. */
    public static ServerMessage.Presence message(PresenceChange change) {
        return new ServerMessage.Presence(presenceOf(change, Side.WHITE), presenceOf(change, Side.BLACK));
    }

    /** Registers this instance as alive. */
    @Transactional
    void register(@Observes StartupEvent startup) {
        connections.beat(instanceId);
        LOG.debugf("Game-service instance %s registered", instanceId);
    }

    /**
     * Writes this instance's heartbeat, removes the connections of the instances that fell silent and
     * the presence changes older than {@code teamchess.game.presence.changes-kept-for}.
     * Scheduled; public for tests that make an instance fall silent.
     */
    @Scheduled(identity = "presence-heartbeat", every = "${teamchess.game.presence.heartbeat-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    @Transactional
    public void heartbeat() {
        connections.beat(instanceId);
        List<String> closed = List.copyOf(unrecordedCloses);
        for (String connectionId : closed) {
            notifyChanged(connections.remove(connectionId).stream().toList());
        }
        AfterTransaction.onCommit(transactions, () -> closed.forEach(unrecordedCloses::remove));
        List<PresenceChange> orphaned = connections.removeSilent(config.presence().staleAfter());
        if (!orphaned.isEmpty()) {
            LOG.infof("Connections of silent instances removed: %d presence changes", orphaned.size());
        }
        notifyChanged(orphaned);
        connections.pruneChanges(config.presence().changesKeptFor());
    }

    /** This instance stops: its connections close with it. */
    @Transactional
    void unregister(@Observes ShutdownEvent shutdown) {
        notifyChanged(connections.removeInstance(instanceId));
    }

    private void notifyChanged(Collection<PresenceChange> changes) {
        for (PresenceChange change : changes) {
            DatabaseNotifications.send(entityManager, NOTIFY_CHANNEL, GameNotifications.notification(change.gameId(),
                    change.sequence()));
        }
    }

    private static ServerMessage.PlayerPresence presenceOf(PresenceChange change, Side side) {
        return Optional.ofNullable(change.since(side)).map(since -> new ServerMessage.PlayerPresence(true, since))
                .orElse(new ServerMessage.PlayerPresence(false, null));
    }
}
