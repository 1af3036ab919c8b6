package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.repository.GameEventRepository;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.MoveEntity;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.rules.Side;

/**
 * Reading a game: as it stands (replayed from its moves and clock operations), and as a client in a
 * seat is shown it, a delayed spectator as it stood that long ago.
 */
@ApplicationScoped
public class GameStates {

    private final GameRepository games;
    private final MoveRepository moves;
    private final GameEventRepository log;
    private final ClockAdjustmentRepository adjustments;
    private final ReplayedGames replayed;
    private final PresenceService presence;
    private final Clock time;

    GameStates(GameRepository games, MoveRepository moves, GameEventRepository log,
            ClockAdjustmentRepository adjustments, ReplayedGames replayed, PresenceService presence, Clock time) {
        this.games = games;
        this.moves = moves;
        this.log = log;
        this.adjustments = adjustments;
        this.replayed = replayed;
        this.presence = presence;
        this.time = time;
    }

    /** The game as it stands, if it exists. */
    @Transactional
    Optional<LiveGame> load(UUID gameId) {
        return games.findByIdOptional(gameId).map(replayed::of);
    }

    /** The whole game for a client in {@code seat}, at the service's now. */
    @Transactional
    public Optional<ServerMessage.State> state(UUID gameId, String seat) {
        return state(gameId, seat, false);
    }

    /**
     * The whole game for a client in {@code seat}; for a {@code delayed} spectator of a game with a
     * spectator delay, as it stood that long ago (the log's entries up to then), with its
     * {@code delaySeconds}.
     */
    @Transactional
    public Optional<ServerMessage.State> state(UUID gameId, String seat, boolean delayed) {
        return games.findByIdOptional(gameId).map(entity -> {
            List<MoveEntity> played = moves.ofGame(gameId);
            LiveGame live = LiveGame.replay(entity, played, adjustments.ofGame(gameId));
            return delayed && entity.spectatorDelaySeconds() > 0
                    ? delayedStateOf(live, played, seat) : stateOf(live, played, seat);
        });
    }

    private ServerMessage.State stateOf(LiveGame live, List<MoveEntity> played, String seat) {
        GameEntity entity = live.entity();
        Instant now = time.instant();
        return new ServerMessage.State(entity.id(), entity.eventVersion(), seat,
                entity.status().name().toLowerCase(Locale.ROOT), entity.variant().name().toLowerCase(Locale.ROOT),
                entity.startFen(), entity.fen(), played.stream().map(MoveEntity::san).toList(), entity.ply(),
                live.toMove().wireName(), entity.whitePlayerId(), entity.blackPlayerId(), entity.timeControl(),
                entity.scheduledStart(), live.clocksAt(entity.endedAt() != null ? entity.endedAt() : now),
                entity.drawOfferedBy(), entity.result(), entity.termination(), entity.arrivalDeadline(),
                presence.presence(entity.id()), quickplayClaim(entity), null);
    }

    private ServerMessage.State delayedStateOf(LiveGame live, List<MoveEntity> played, String seat) {
        GameEntity entity = live.entity();
        Instant shownAt = time.instant().minusSeconds(entity.spectatorDelaySeconds());
        List<GameEventEntity> entries = log.upTo(entity.id(), shownAt);
        long version = entries.isEmpty() ? 0 : entries.get(entries.size() - 1).version();
        ShownLog shown = ShownLog.of(entries);
        List<MoveEntity> movesShown = played.stream().filter(move -> move.version() <= version).toList();
        LiveGame then = LiveGame.replay(entity, movesShown, adjustments.ofGame(entity.id()).stream()
                .filter(adjustment -> adjustment.version() <= version).toList(), shown.endedAt());
        String status = shown.result() != null ? "finished" : movesShown.isEmpty() ? "scheduled" : "playing";
        return new ServerMessage.State(entity.id(), version, seat, status,
                entity.variant().name().toLowerCase(Locale.ROOT), entity.startFen(), then.game().position().toFen(),
                movesShown.stream().map(MoveEntity::san).toList(), movesShown.size(), then.toMove().wireName(),
                entity.whitePlayerId(), entity.blackPlayerId(), entity.timeControl(), entity.scheduledStart(),
                then.clocksAt(shown.endedAt() != null ? shown.endedAt() : shownAt), shown.drawOffer(), shown.result(),
                shown.termination(), entity.arrivalDeadline(), presence.presence(entity.id()), shown.quickplayClaim(),
                entity.spectatorDelaySeconds());
    }

    private static ServerMessage.QuickplayClaim quickplayClaim(GameEntity entity) {
        return entity.quickplayClaimBy().map(side -> new ServerMessage.QuickplayClaim(side.wireName(),
                entity.quickplayClaimedAt(), entity.isQuickplayClaimPostponed(),
                entity.flagFellSide().map(Side::wireName).orElse(null))).orElse(null);
    }
}
