package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.EventPayload;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.GameStarted;
import org.teamchess.events.game.Termination;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.ClockAdjustmentEntity;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.GameState;
import org.teamchess.game.repository.NoShow;
import org.teamchess.rules.Result;
import org.teamchess.rules.clock.GameClock;

/**
 * What happens to a game by time and the clock rather than by a player's action: its start when its
 * scheduled start has come, forfeits of absent players (Art. 6.7.1), flag falls that clock-service
 * announces (Art. 6.9, 10.2.2) and arbiters' clock operations. Each is one transaction
 * ({@link GameChanges}).
 */
@ApplicationScoped
public class GameLifecycle {

    private static final Logger LOG = Logger.getLogger(GameLifecycle.class);

    private final GameRepository games;
    private final ClockAdjustmentRepository adjustments;
    private final ReplayedGames replayed;
    private final EntityManager entityManager;
    private final GameChanges changes;
    private final Clock time;

    GameLifecycle(GameRepository games, ClockAdjustmentRepository adjustments, ReplayedGames replayed,
            EntityManager entityManager, GameChanges changes, Clock time) {
        this.games = games;
        this.adjustments = adjustments;
        this.replayed = replayed;
        this.entityManager = entityManager;
        this.changes = changes;
        this.time = time;
    }

    /**
     * clock-service says a flag fell (Art. 6.9): the side loses, or draws when the opponent cannot
     * checkmate by any series of legal moves. A flag for a game that is over or for a ply that is not
     * the game's current ply is stale and ignored. The flag of a side that has never been at the board
     * (Art. 6.7.1 with a default time longer than his time) does not lose a played game: he remains an
     * absent player; his opponent, if at the board, wins by forfeit (unplayed) at once, and if the
     * opponent is absent too the game waits for him to come (he wins by forfeit) or for the arrival
     * deadline (both lose). docs/decisions/game-protocol.md.
     *
     * @return whether the flag ended the game
     */
    @Transactional
    public boolean flagFell(FlagFell flag) {
        Optional<GameEntity> found = games.findByIdOptional(flag.gameId());
        if (found.isEmpty()) {
            LOG.warnf("Flag fell in game %s, which this service does not know", flag.gameId());
            return false;
        }
        GameEntity entity = found.get();
        if (entity.status() == GameState.FINISHED || entity.ply() != flag.ply()) {
            LOG.infof("Stale flag of game %s at ply %d ignored: the game is %s at ply %d", flag.gameId(), flag.ply(),
                    entity.status(), entity.ply());
            return false;
        }
        LiveGame live = replayed.of(entity);
        changes.started(entity, time.instant());
        boolean absentFlag = entity.absent(flag.side());
        if (absentFlag) {
            entity.absentFlagFell(flag.side(), flag.fellAt());
        }
        Optional<NoShow> absence = entity.noShowAt(time.instant());
        // Art. 6.7.1 before 6.9: a side that never came is absent, not out of time; and a side absent at a
        // deadline before the flag fell had lost already (the no-show check had not come round yet).
        if (absence.isPresent() && (absentFlag || !absence.get().at().isAfter(flag.fellAt()))) {
            endForAbsence(entity, live, absence.get());
            changes.commitPoint(flag.gameId());
            return true;
        }
        if (absentFlag) {
            entityManager.flush();
            LOG.infof("%s's flag fell in game %s before he came to the board: he is absent; the game waits for his "
                    + "opponent or the arrival deadline %s", flag.side(), flag.gameId(), entity.arrivalDeadline());
            return false;
        }
        if (entity.quickplayClaimBy().isPresent()) {
            if (entity.flagFellSide().isPresent()) {
                return false;
            }
            // Art. 10.2.2: with a claim open, the arbiter declares the result after a flag falls.
            entity.flagFellDuringClaim(flag.side(), flag.fellAt());
            changes.append(entity, v -> new ServerMessage.FlagFellAwaitingArbiter(v, flag.side().wireName(), flag.ply(),
                    flag.fellAt()));
            changes.commitPoint(flag.gameId());
            LOG.infof("%s's flag fell in game %s with a quickplay claim open: the arbiter decides", flag.side(),
                    flag.gameId());
            return false;
        }
        changes.end(entity, live.game(), live.clock(), GameChanges.flagResult(live, flag.side()),
                Termination.TIME_FORFEIT, flag.fellAt());
        changes.commitPoint(flag.gameId());
        return true;
    }

    /**
     * Starts the game if its scheduled start has come and it has not started or ended: announces
     * {@link GameStarted} once (the game row's version keeps two instances from both doing it).
     *
     * @return whether it started now
     */
    @Transactional
    public boolean startIfDue(UUID gameId) {
        Optional<GameEntity> found = games.findByIdOptional(gameId);
        if (found.isEmpty() || !changes.started(found.get(), time.instant())) {
            return false;
        }
        entityManager.flush();
        return true;
    }

    /**
     * Ends the game by forfeit when, now, a side has not been at the board by the arrival deadline or
     * his flag fell before he came (Art. 6.7.1, {@link GameEntity#noShowAt}): the absent side loses, both
     * lose when both were absent ({@code 0-0}, -/-), and the result counts as unplayed (termination
     * {@code no-show}). Decided under the game's optimistic version like a move, so a player who joins
     * or moves at the same moment makes this fail ({@link ConcurrentChanges#isConcurrentChange}) instead of
     * being forfeited.
     *
     * @return whether the game ended
     */
    @Transactional
    public boolean forfeitNoShow(UUID gameId) {
        Optional<GameEntity> found = games.findByIdOptional(gameId);
        if (found.isEmpty()) {
            return false;
        }
        GameEntity entity = found.get();
        Optional<NoShow> due = entity.noShowAt(time.instant());
        if (due.isEmpty()) {
            return false;
        }
        changes.started(entity, time.instant());
        endForAbsence(entity, replayed.of(entity), due.get());
        changes.commitPoint(gameId);
        return true;
    }

    private void endForAbsence(GameEntity entity, LiveGame live, NoShow noShow) {
        // When it became certain, unless the present side moved after that: a game cannot end before its
        // last move (its clock would no longer replay, and every later read of the game would fail).
        Instant endedAt = live.clock().lastEventAt().isAfter(noShow.at()) ? live.clock().lastEventAt() : noShow.at();
        GameResult result = noShow.both() ? GameResult.BOTH_LOST
                : noShow.whiteAbsent() ? GameResult.BLACK_WON : GameResult.WHITE_WON;
        changes.end(entity, live.game(), live.clock(), result, Termination.NO_SHOW, endedAt);
    }

    /**
     * Applies an arbiter's clock operation that clock-service announced to the game's clock, and tells
     * the clients. An operation the clock refuses (the game is over, say) is logged and skipped.
     *
     * @return whether it was applied
     */
    @Transactional
    public boolean adjustClock(UUID gameId, EventPayload announced) {
        Optional<GameEntity> found = games.findByIdOptional(gameId);
        if (found.isEmpty() || found.get().status() == GameState.FINISHED) {
            LOG.infof("Clock operation %s for game %s skipped: no such game or it is over",
                    announced.getClass().getSimpleName(), gameId);
            return false;
        }
        GameEntity entity = found.get();
        LiveGame live = replayed.of(entity);
        changes.started(entity, time.instant());
        ClockAdjustmentEntity stored = ClockAdjustments.toEntity(announced, gameId, entity.eventVersion() + 1);
        Result<GameClock> adjusted = live.clock().apply(ClockAdjustments.toModel(stored));
        if (adjusted instanceof Result.Failure<GameClock> refused) {
            LOG.warnf("Clock operation %s for game %s does not apply: %s", stored.kind(), gameId, refused.reason());
            return false;
        }
        ServerMessage.Clocks clocks = LiveGame.clocks(adjusted.orElseThrow(), stored.at());
        changes.append(entity, v -> new ServerMessage.ClockAdjusted(v, stored.kind(), stored.side(), clocks));
        adjustments.persist(stored);
        changes.commitPoint(gameId);
        return true;
    }
}
