package org.teamchess.game.service;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.game.config.GameConfig;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.PlayerConnectionRepository;
import org.teamchess.game.repository.PlayerConnectionRepository.PlayerConnection;
import org.teamchess.rules.Side;
import org.teamchess.support.notify.DatabaseNotifications;

/**
 * Which players are at their games, across all instances of the service: a player's accepted hello
 * writes his connection (with this instance's id) and his first join time (Art. 6.7.1), its close
 * removes it, and each change is announced with {@code NOTIFY game_presence} (payload: the game id)
 * so that every instance tells its clients of the game. Each instance writes a heartbeat every few
 * seconds; the connections of an instance silent for longer than
 * {@code teamchess.game.presence.stale-after} (it crashed) are removed by whichever instance beats next.
 */
@ApplicationScoped
public class PresenceService {

    /** The channel every instance listens on for presence changes; the payload is the game id. */
    public static final String NOTIFY_CHANNEL = "game_presence";

    private static final Logger LOG = Logger.getLogger(PresenceService.class);

    /** This process; a restarted instance is a new one, and its old connections go with the old id. */
    private final UUID instanceId = UUID.randomUUID();
    private final PlayerConnectionRepository connections;
    private final GameRepository games;
    private final EntityManager entityManager;
    private final GameConfig config;
    private final Clock time;

    PresenceService(PlayerConnectionRepository connections, GameRepository games, EntityManager entityManager,
            GameConfig config, Clock time) {
        this.connections = connections;
        this.games = games;
        this.entityManager = entityManager;
        this.config = config;
        this.time = time;
    }

    /**
     * {@code side}'s player joined the game on this connection: the connection counts as present, and
     * his first join is recorded on the game row (under its optimistic version, so that a no-show
     * forfeit deciding at the same moment fails and sees him; a concurrent change is retried by the caller,
     * see {@link PlayService#isConcurrentChange}).
     *
     * @throws GameRefusal {@code not-found} for an unknown game
     */
    @Transactional
    public void arrived(UUID gameId, Side side, String connectionId) {
        Instant now = time.instant();
        GameEntity game = games.findByIdOptional(gameId)
                .orElseThrow(() -> new GameRefusal(ErrorCode.NOT_FOUND, "No game " + gameId));
        if (game.joined(side, now)) {
            LOG.infof("%s joined game %s for the first time", side.wireName(), gameId);
        }
        connections.add(connectionId, instanceId, gameId, side, now);
        entityManager.flush();
        notifyChanged(List.of(gameId));
    }

    /** The connection closed; if it was a player's, the game's clients are told. */
    @Transactional
    public void left(String connectionId) {
        notifyChanged(connections.remove(connectionId));
    }

    /** Which players of the game are connected now. */
    @Transactional
    public ServerMessage.Presence presence(UUID gameId) {
        List<PlayerConnection> open = connections.ofGame(gameId);
        return new ServerMessage.Presence(presenceOf(open, Side.WHITE), presenceOf(open, Side.BLACK));
    }

    /** Registers this instance as alive. */
    @Transactional
    void register(@Observes StartupEvent startup) {
        connections.beat(instanceId);
        LOG.debugf("Game-service instance %s registered", instanceId);
    }

    /**
     * Writes this instance's heartbeat and removes the connections of the instances that fell silent.
     * Scheduled; public for tests that make an instance fall silent.
     */
    @Scheduled(identity = "presence-heartbeat", every = "${teamchess.game.presence.heartbeat-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    @Transactional
    public void heartbeat() {
        connections.beat(instanceId);
        List<UUID> orphaned = connections.removeSilent(config.presence().staleAfter());
        if (!orphaned.isEmpty()) {
            LOG.infof("Connections of silent instances removed from games %s", orphaned);
        }
        notifyChanged(orphaned);
    }

    /** This instance stops: its connections close with it. */
    @Transactional
    void unregister(@Observes ShutdownEvent shutdown) {
        notifyChanged(connections.removeInstance(instanceId));
    }

    private void notifyChanged(Collection<UUID> gameIds) {
        for (UUID gameId : gameIds) {
            DatabaseNotifications.send(entityManager, NOTIFY_CHANNEL, gameId.toString());
        }
    }

    private static ServerMessage.PlayerPresence presenceOf(List<PlayerConnection> open, Side side) {
        return open.stream().filter(connection -> connection.side() == side).map(PlayerConnection::since)
                .min(Comparator.naturalOrder())
                .map(since -> new ServerMessage.PlayerPresence(true, since))
                .orElse(new ServerMessage.PlayerPresence(false, null));
    }
}
