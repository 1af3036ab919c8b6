package org.teamchess.game.socket;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.websockets.next.WebSocketConnection;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.repository.GameEventRepository;
import org.teamchess.game.repository.PlayerConnectionRepository;
import org.teamchess.game.service.GameRefusal;
import org.teamchess.game.service.GameStates;
import org.teamchess.game.service.MoveService;
import org.teamchess.game.service.PresenceService;

/**
 * The connections of this instance, by game, and what each has been sent. A connection joins at the
 * version its first message (state or resumed) showed; whenever a game's log grows (on any instance:
 * {@link GameEventListener}), each of its connections is sent the entries after its own version, in
 * order, so that no client misses or repeats an entry, however joins and changes interleave. Presence
 * changes are not in the log but numbered the same way: each connection is sent every change after the
 * presence it was shown, in order. A delayed spectator's connection is sent each entry once it is as old
 * as the game's spectator delay.
 */
@ApplicationScoped
class GameRooms {

    private static final Logger LOG = Logger.getLogger(GameRooms.class);

    /**
     * One connection at a game, the last version it was sent, how late it is shown the log, and the
     * last presence change it was sent (its number and what it showed).
     */
    private static final class Member {
        private final WebSocketConnection connection;
        private final Duration delay;
        private long version;
        private long presenceSequence;
        private ServerMessage.Presence presence;

        private Member(WebSocketConnection connection, Duration delay, long version, PresenceService.Snapshot presence) {
            this.connection = connection;
            this.delay = delay;
            this.version = version;
            this.presenceSequence = presence.sequence();
            this.presence = presence.presence();
        }
    }

    /** A game's connections; its monitor orders joins and broadcasts. */
    private static final class Room {
        private final Map<String, Member> members = new ConcurrentHashMap<>();
        /** Moves of this game that a connection here is making now; under the monitor. */
        private int movesUnderWay;
        /** The highest version notified while moves were under way, left to the last of them to send; 0 for none. */
        private long notifiedMeanwhile;
    }

    private final Map<UUID, Room> rooms = new ConcurrentHashMap<>();
    private final GameStates states;
    private final PresenceService presence;
    private final GameEventRepository log;
    private final GameSocketConfig config;
    private final Clock time;

    GameRooms(GameStates states, PresenceService presence, GameEventRepository log, GameSocketConfig config,
            Clock time) {
        this.states = states;
        this.presence = presence;
        this.log = log;
        this.config = config;
        this.time = time;
    }

    /**
     * Joins a connection to its game: sends the entries after {@code lastVersion} when there are few
     * enough, else the full state, and from then on every new entry.
     *
     * @throws GameRefusal {@code not-found} for an unknown game
     */
    void join(UUID gameId, WebSocketConnection connection, Seat seat, Optional<Long> lastVersion) {
        Room room = rooms.computeIfAbsent(gameId, id -> new Room());
        synchronized (room) {
            // Under the monitor, as presence changes are sent: every change after this one reaches the connection.
            PresenceService.Snapshot present = presence.current(gameId);
            ServerMessage.State state = states.state(gameId, seat.wireName(), seat.delayed())
                    .orElseThrow(() -> new GameRefusal(ErrorCode.NOT_FOUND, "No game " + gameId))
                    .withPresence(present.presence());
            Duration delay = Duration.ofSeconds(state.delaySeconds() == null ? 0 : state.delaySeconds());
            long current = state.version();
            ServerMessage reply = state;
            if (lastVersion.isPresent() && lastVersion.get() >= 0 && lastVersion.get() <= current
                    && current - lastVersion.get() <= config.maxResumeEvents()) {
                List<GameEventEntity> missed = QuarkusTransaction.requiringNew().call(() ->
                        log.after(gameId, lastVersion.get()).stream().filter(entry -> entry.version() <= current).toList());
                reply = new ServerMessage.Resumed(gameId, seat.wireName(), lastVersion.get(), current,
                        missed.stream().map(entry -> ProtocolCodec.tree(entry.body())).toList(), state.presence());
            }
            connection.sendTextAndAwait(ProtocolCodec.encode(reply));
            room.members.put(connection.id(), new Member(connection, delay, current, present));
        }
    }

    /** The connection leaves its game. */
    void leave(UUID gameId, WebSocketConnection connection) {
        Room room = rooms.get(gameId);
        if (room == null) {
            return;
        }
        synchronized (room) {
            room.members.remove(connection.id());
            if (room.members.isEmpty()) {
                rooms.remove(gameId, room);
            }
        }
    }

    /** The game's log grew: send every connection of this instance at the game what it has not seen. */
    void changed(UUID gameId) {
        Room room = rooms.get(gameId);
        if (room == null) {
            return;
        }
        synchronized (room) {
            long oldest = oldest(room);
            if (oldest != Long.MAX_VALUE) {
                send(room, QuarkusTransaction.requiringNew().call(() -> log.after(gameId, oldest)));
            }
        }
    }

    /**
     * A connection here is making a move in the game: until {@link #moveEnded}, the game's
     * notifications are left to that, so that the entries the move commits are sent without a read
     * (its notification would otherwise usually arrive first, and be read).
     */
    void moveStarted(UUID gameId) {
        Room room = rooms.get(gameId);
        if (room != null) {
            synchronized (room) {
                room.movesUnderWay++;
            }
        }
    }

    /**
     * The move {@link #moveStarted} announced is over, acknowledged or refused: the entries it
     * committed here are sent without reading the log to each connection that has every entry before
     * them, and what was notified meanwhile and is still missing (a change of another instance, a
     * move of the ordinary path, a delayed spectator) is read as {@link #changed(UUID)} does.
     */
    void moveEnded(UUID gameId, List<GameEventEntity> committed) {
        Room room = rooms.get(gameId);
        if (room == null) {
            return;
        }
        synchronized (room) {
            room.movesUnderWay = Math.max(0, room.movesUnderWay - 1);
            if (!committed.isEmpty() && oldest(room) >= committed.get(0).version() - 1) {
                send(room, committed);
            }
            long expected = Math.max(room.notifiedMeanwhile, committed.isEmpty() ? 0
                    : committed.get(committed.size() - 1).version());
            if (oldest(room) < expected) {
                changed(gameId);
            }
            if (room.movesUnderWay == 0) {
                room.notifiedMeanwhile = 0;
            }
        }
    }

    /**
     * The logs of these games grew to the versions given (a burst of notifications): the new entries
     * of those with a connection here that has not been sent them are read in one statement and sent
     * as {@link #changed(UUID)} would (a change this instance committed was sent already, or is left
     * to the move under way here, {@link #moveEnded}, and costs no read). The read happens outside the rooms' monitors, so a
     * connection that joined meanwhile behind the versions read (a delayed spectator) has its game
     * read again under the monitor; every other connection's next entry is in what was read, or comes
     * with a later notification.
     */
    void changed(Map<UUID, Long> versions) {
        Map<UUID, Long> since = new HashMap<>();
        versions.forEach((gameId, version) -> {
            Room room = rooms.get(gameId);
            if (room != null) {
                synchronized (room) { // a join under way finishes first, as in changed(gameId)
                    long oldest = oldest(room);
                    if (room.movesUnderWay > 0) {
                        room.notifiedMeanwhile = Math.max(room.notifiedMeanwhile, version);
                    } else if (oldest < version) {
                        since.put(gameId, oldest);
                    }
                }
            }
        });
        if (since.isEmpty()) {
            return;
        }
        Map<UUID, List<GameEventEntity>> entries = QuarkusTransaction.requiringNew().call(() -> log.after(since))
                .stream().collect(Collectors.groupingBy(GameEventEntity::gameId));
        since.forEach((gameId, oldest) -> {
            Room room = rooms.get(gameId);
            if (room == null) {
                return;
            }
            synchronized (room) {
                if (oldest(room) < oldest) {
                    changed(gameId);
                } else {
                    send(room, entries.getOrDefault(gameId, List.of()));
                }
            }
        });
    }

    /**
     * Of these games, those with a connection here and no move of one under way: the ones whose held
     * game a change of another instance may have left behind ({@link MoveService#movedElsewhere}). A
     * move under way here tells the held game itself when it commits, and its notification usually
     * arrives first: it is not read for.
     */
    Map<UUID, Long> watchedWithNoMoveUnderWay(Map<UUID, Long> versions) {
        Map<UUID, Long> watched = new HashMap<>();
        versions.forEach((gameId, version) -> {
            Room room = rooms.get(gameId);
            if (room != null) {
                synchronized (room) {
                    if (room.movesUnderWay == 0) {
                        watched.put(gameId, version);
                    }
                }
            }
        });
        return watched;
    }

    /** The lowest version a connection at the room was sent; {@link Long#MAX_VALUE} for none. Under its monitor. */
    private static long oldest(Room room) {
        return room.members.values().stream().mapToLong(member -> member.version).min().orElse(Long.MAX_VALUE);
    }

    /** Sends each connection at the room the entries after its version, in order. Under its monitor. */
    private void send(Room room, List<GameEventEntity> entries) {
        Instant now = time.instant();
        for (Member member : room.members.values()) {
            for (GameEventEntity entry : entries) {
                if (!member.delay.isZero() && entry.createdAt().isAfter(now.minus(member.delay))) {
                    break; // a delayed spectator's entries wait until they are old enough, in order
                }
                if (entry.version() > member.version && member.connection.isOpen()) {
                    sendWithoutWaiting(member.connection, entry.body());
                    member.version = entry.version();
                }
            }
        }
    }

    /**
     * Sends a text frame without waiting for it to be written: the frames of a connection leave in the
     * order they are sent from here (Vert.x queues them on the connection's event loop), and that order
     * (an ack before the move it acknowledges, the log in version order) is all the protocol asks.
     * A connection that closed meanwhile only misses it.
     */
    static void sendWithoutWaiting(WebSocketConnection connection, String text) {
        connection.sendText(text).subscribe().with(sent -> { },
                failure -> LOG.debugf("Could not send to connection %s: %s", connection.id(), failure.getMessage()));
    }

    /**
     * The presence of these games changed up to the change numbers given (on any instance; a burst of
     * notifications; {@link Long#MAX_VALUE}: not known): each connection of this instance at the game is
     * sent the changes after the last one it was sent, in order, read in one statement for all the games
     * (outside the rooms' monitors, as {@link #changed(Map)} reads the log). A connection that is missing
     * changes no longer kept (its instance lost the database for longer than they are kept) is sent the
     * newest one; none is sent that shows what the connection was shown last, so no side is ever shown
     * connected (or not) twice in a row.
     */
    void presenceChanged(Map<UUID, Long> sequences) {
        Map<UUID, Long> since = new HashMap<>();
        sequences.forEach((gameId, sequence) -> {
            Room room = rooms.get(gameId);
            if (room != null) {
                synchronized (room) {
                    long oldest = oldestPresence(room);
                    if (oldest < sequence) {
                        since.put(gameId, oldest);
                    }
                }
            }
        });
        if (since.isEmpty()) {
            return;
        }
        Map<UUID, List<PlayerConnectionRepository.PresenceChange>> changes = presence.changesAfter(since).stream()
                .collect(Collectors.groupingBy(PlayerConnectionRepository.PresenceChange::gameId));
        since.forEach((gameId, oldest) -> {
            Room room = rooms.get(gameId);
            if (room == null) {
                return;
            }
            synchronized (room) {
                List<PlayerConnectionRepository.PresenceChange> read = oldestPresence(room) < oldest
                        ? presence.changesAfter(Map.of(gameId, oldestPresence(room)))
                        : changes.getOrDefault(gameId, List.of());
                sendPresence(room, read);
            }
        });
    }

    /** The lowest presence change number a connection at the room was sent; {@link Long#MAX_VALUE} for none. */
    private static long oldestPresence(Room room) {
        return room.members.values().stream().mapToLong(member -> member.presenceSequence).min()
                .orElse(Long.MAX_VALUE);
    }

    /** Sends each connection at the room the presence changes after the last it was sent, in order. Under its monitor. */
    private static void sendPresence(Room room, List<PlayerConnectionRepository.PresenceChange> changes) {
        for (Member member : room.members.values()) {
            List<PlayerConnectionRepository.PresenceChange> missed = changes.stream()
                    .filter(change -> change.sequence() > member.presenceSequence).toList();
            if (missed.isEmpty()) {
                continue;
            }
            if (missed.get(0).sequence() != member.presenceSequence + 1) {
                missed = missed.subList(missed.size() - 1, missed.size()); // the ones between are no longer kept
            }
            for (PlayerConnectionRepository.PresenceChange change : missed) {
                ServerMessage.Presence shown = PresenceService.message(change);
                member.presenceSequence = change.sequence();
                if (shown.equals(member.presence) || !member.connection.isOpen()) {
                    continue;
                }
                member.presence = shown;
                sendWithoutWaiting(member.connection, ProtocolCodec.encode(shown));
            }
        }
    }

    /**
     * Sends the delayed spectators of every game here the entries that have become old enough. Every
     * second, so a spectator delay is kept to the second.
     */
    @Scheduled(identity = "delayed-spectators", every = "1s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void releaseDelayed() {
        rooms.forEach((gameId, room) -> {
            if (room.members.values().stream().anyMatch(member -> !member.delay.isZero())) {
                changed(gameId);
            }
        });
    }

    /** Every game with a connection here; after a lost notification, each is brought up to date. */
    List<UUID> games() {
        return List.copyOf(rooms.keySet());
    }
}
