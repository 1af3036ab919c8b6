package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.ArbiterActionEntity;
import org.teamchess.game.repository.ArbiterActionRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.GameState;
import org.teamchess.rules.Side;
import org.teamchess.rules.game.Game;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * The arbiters' rulings on a game (recorded with who and why): the decision on a quickplay-finish claim
 * (Art. 10.2), a declared result (Art. 12.9) and voiding. Each is one transaction ({@link GameChanges});
 * a game that is unknown or over is a {@link ProblemException} (404, 409).
 */
@ApplicationScoped
public class ArbiterRulings {

    /** Art. 10.2: a quickplay-finish claim needs under this much time left; rejecting or postponing it gives the opponent as much. */
    public static final Duration QUICKPLAY_TIME = Duration.ofMinutes(2);

    private static final Logger LOG = Logger.getLogger(ArbiterRulings.class);

    private final GameRepository games;
    private final ReplayedGames replayed;
    private final ArbiterActionRepository arbiterActions;
    private final GameChanges changes;
    private final Clock time;

    ArbiterRulings(GameRepository games, ReplayedGames replayed, ArbiterActionRepository arbiterActions,
            GameChanges changes, Clock time) {
        this.games = games;
        this.replayed = replayed;
        this.arbiterActions = arbiterActions;
        this.changes = changes;
        this.time = time;
    }

    /**
     * Which side the arbiter's decision on the open quickplay claim gives two minutes (Art. 10.2.2,
     * 10.2.3): the claimant's opponent, unless the decision is a draw or a flag has fallen since.
     *
     * @throws ProblemException 409 when the decision cannot be taken now
     */
    @Transactional
    public Optional<Side> quickplayTimeFor(UUID gameId, QuickplayDecision decision) {
        return timeFor(requireOpen(gameId), decision);
    }

    /**
     * Records the arbiter's decision on the open quickplay claim; the caller has had clock-service add
     * the time {@link #quickplayTimeFor} named. A draw ends the game (Art. 10.2.1, or 10.2.2 after a
     * postponement); a rejection closes the claim (Art. 10.2.3) or, once a flag fell, lets the flag
     * decide (Art. 6.9); a postponement keeps it open (Art. 10.2.2).
     *
     * @throws ProblemException 409 when the decision cannot be taken now
     */
    @Transactional
    public void decideQuickplay(UUID gameId, QuickplayDecision decision, Actor actor, String reason) {
        Instant now = time.instant();
        GameEntity entity = requireOpen(gameId);
        Optional<Side> timeTo = timeFor(entity, decision);
        LiveGame live = replayed.of(entity);
        changes.started(entity, now);
        Side claimant = entity.quickplayClaimBy().orElseThrow();
        Optional<Side> flagged = entity.flagFellSide();
        String article = switch (decision) {
            case DRAW -> entity.isQuickplayClaimPostponed() || flagged.isPresent() ? "10.2.2" : "10.2.1";
            case REJECT -> flagged.isPresent() ? "10.2.2" : "10.2.3";
            case POSTPONE -> "10.2.2";
        };
        long version = changes.append(entity, v -> new ServerMessage.QuickplayDecided(v, claimant.wireName(),
                decision.outcome(), article, timeTo.map(Side::wireName).orElse(null), actor.name(), reason));
        switch (decision) {
            case DRAW -> changes.end(entity, live.game(), live.clock(), GameResult.DRAW, Termination.QUICKPLAY_FINISH,
                    article, reason, now);
            case REJECT -> {
                if (flagged.isPresent()) {
                    changes.end(entity, live.game(), live.clock(), GameChanges.flagResult(live, flagged.get()),
                            Termination.TIME_FORFEIT, entity.flagFellAt());
                } else {
                    entity.closeQuickplayClaim();
                }
            }
            case POSTPONE -> entity.quickplayClaimPostponed();
        }
        arbiterActions.persist(new ArbiterActionEntity(gameId, "quickplay-" + decision.outcome(),
                decision == QuickplayDecision.DRAW ? GameResult.DRAW.wireName() : null,
                decision == QuickplayDecision.DRAW ? Termination.QUICKPLAY_FINISH.wireName() : null, article,
                actor.id(), actor.name(), reason, now, version));
        changes.commitPoint(gameId);
        LOG.infof("Arbiter %s decided %s's quickplay claim in game %s: %s (Art. %s)", actor.id(),
                claimant.wireName(), gameId, decision.outcome(), article);
    }

    /**
     * An arbiter (or organizer) ends the game with a declared result (Art. 12.9): a played result, or a
     * forfeit that counts as unplayed (+/-, -/+, -/-).
     *
     * @param article the article applied; null for Art. 12.9
     * @throws ProblemException 404 for an unknown game, 409 ({@code game-over}) for a game that is over
     */
    @Transactional
    public void adjudicate(UUID gameId, Adjudication adjudication, String article, Actor actor, String reason) {
        endByArbiter(requireOpen(gameId), "adjudicated", adjudication.result(), adjudication.termination(),
                article == null ? GameChanges.article(adjudication.termination()) : article, actor, reason);
    }

    /**
     * An arbiter (or organizer) voids the game: it ends without a result ({@code *}) and will be replayed
     * or scored by the arbiter.
     *
     * @throws ProblemException 404 for an unknown game, 409 ({@code game-over}) for a game that is over
     */
    @Transactional
    public void voidGame(UUID gameId, Actor actor, String reason) {
        endByArbiter(requireOpen(gameId), "voided", GameResult.VOID, Termination.VOIDED,
                GameChanges.article(Termination.VOIDED), actor, reason);
    }

    private void endByArbiter(GameEntity entity, String action, GameResult result, Termination termination,
            String article, Actor actor, String reason) {
        Instant now = time.instant();
        LiveGame live = replayed.of(entity);
        changes.started(entity, now);
        long version = changes.end(entity, live.game(), live.clock(), result, termination, article, reason, now);
        arbiterActions.persist(new ArbiterActionEntity(entity.id(), action, result.wireName(), termination.wireName(),
                article, actor.id(), actor.name(), reason, now, version));
        changes.commitPoint(entity.id());
        LOG.infof("%s %s game %s: %s (Art. %s)", actor.id(), action, entity.id(), result.wireName(), article);
    }

    /** The game for an arbiter's action: it exists and is not over. */
    private GameEntity requireOpen(UUID gameId) {
        GameEntity entity = games.findByIdOptional(gameId)
                .orElseThrow(() -> ProblemException.notFound("No game " + gameId));
        if (entity.status() == GameState.FINISHED) {
            throw ProblemException.conflict("Game " + gameId + " is over: " + entity.result() + " by "
                    + entity.termination()).withType(Problem.type("game-over"), "Game over");
        }
        return entity;
    }

    /** @throws ProblemException 409 when the decision cannot be taken on the game as it is */
    private static Optional<Side> timeFor(GameEntity entity, QuickplayDecision decision) {
        Side claimant = entity.quickplayClaimBy().orElseThrow(() -> ProblemException.conflict("Game " + entity.id()
                + " has no open quickplay-finish claim").withType(Problem.type("no-quickplay-claim"),
                "No quickplay claim"));
        if (entity.flagFellSide().isPresent()) {
            if (decision == QuickplayDecision.POSTPONE) {
                throw ProblemException.conflict("A flag fell: the arbiter declares the result now, draw or "
                        + "reject (Art. 10.2.2)").withType(Problem.type("flag-fell"), "Flag fell");
            }
            return Optional.empty();
        }
        if (decision == QuickplayDecision.POSTPONE && entity.isQuickplayClaimPostponed()) {
            throw ProblemException.conflict("The decision was postponed already; decide draw or reject (Art. 10.2.2)")
                    .withType(Problem.type("quickplay-postponed-already"), "Decision postponed already");
        }
        return decision == QuickplayDecision.DRAW ? Optional.empty() : Optional.of(claimant.opposite());
    }
}
