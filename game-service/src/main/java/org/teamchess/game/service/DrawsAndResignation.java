package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.game.DrawAnswered;
import org.teamchess.events.game.DrawOffered;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.record.DrawClaimLog;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.rules.Move;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.DelayMode;
import org.teamchess.rules.clock.SideControl;
import org.teamchess.rules.game.DrawClaim;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;

/**
 * A player's ways to end a game other than by a move: draw offers and their answers (Art. 9.1), draw
 * claims (Art. 9.2, 9.3), quickplay-finish claims for the arbiters (Art. 10.2) and resignation (Art.
 * 5.1.2). Each is one transaction ({@link GameChanges}).
 */
@ApplicationScoped
public class DrawsAndResignation {

    private static final Logger LOG = Logger.getLogger(DrawsAndResignation.class);

    private final ReplayedGames replayed;
    private final DrawClaimLog drawClaims;
    private final GameChanges changes;
    private final Clock time;

    DrawsAndResignation(ReplayedGames replayed, DrawClaimLog drawClaims, GameChanges changes, Clock time) {
        this.replayed = replayed;
        this.drawClaims = drawClaims;
        this.changes = changes;
        this.time = time;
    }

    /** {@code side} offers a draw (Art. 9.1.2.1); an offer of the opponent that stands is accepted instead. */
    @Transactional
    public void offerDraw(UUID gameId, Side side) {
        Instant now = time.instant();
        GameEntity entity = changes.require(gameId);
        LiveGame live = replayed.of(entity);
        GameChanges.requireRunning(live);
        requireDrawsAllowed(live);
        if (side.wireName().equals(entity.drawOfferedBy())) {
            throw new GameRefusal(ErrorCode.DRAW_OFFER_PENDING, "Your draw offer stands already");
        }
        changes.started(entity, now);
        offer(entity, live, side, now);
        changes.commitPoint(gameId);
    }

    /**
     * {@code side}, to move, claims a draw under the quickplay-finish rule (Art. 10.2): in a game without
     * increment or delay, in its last period, with under two minutes left and the flag not fallen. The
     * claim is recorded and announced for the arbiters, who decide ({@link ArbiterRulings#decideQuickplay});
     * the game goes on meanwhile (the claim does not stop the clock). It also counts as a draw offer (Art.
     * 9.1.2.3), so an offer of the opponent that stands makes it a draw by agreement at once.
     */
    @Transactional
    public void claimQuickplay(UUID gameId, Side side) {
        Instant now = time.instant();
        GameEntity entity = changes.require(gameId);
        LiveGame live = replayed.of(entity);
        GameChanges.requireRunning(live);
        GameChanges.requireTurn(live, side);
        if (entity.quickplayClaimBy().isPresent()) {
            throw new GameRefusal(ErrorCode.QUICKPLAY_CLAIM_OPEN, entity.quickplayClaimBy().get().wireName()
                    + "'s quickplay-finish claim awaits the arbiter's decision");
        }
        SideControl control = live.clock().control().side(side);
        if (control.mode() != DelayMode.NONE || !inLastPeriod(control, live.clock().moves(side))) {
            throw new GameRefusal(ErrorCode.QUICKPLAY_NOT_APPLICABLE, "A quickplay-finish claim is for the last "
                    + "period of a game without increment or delay (Art. 10.1, 10.2); this game plays "
                    + control.notation());
        }
        if (now.isBefore(entity.scheduledStart())) {
            throw new GameRefusal(ErrorCode.NOT_STARTED, "The game starts at " + entity.scheduledStart() + " (Art. 6.5)");
        }
        if (live.clock().deadline().filter(deadline -> !now.isBefore(deadline)).isPresent()) {
            throw new GameRefusal(ErrorCode.LATE, "Your time has run out: the claim must come before the flag falls"
                    + " (Art. 10.2)");
        }
        Duration left = live.clock().stateAt(now).remaining(side);
        if (left.compareTo(ArbiterRulings.QUICKPLAY_TIME) >= 0) {
            throw new GameRefusal(ErrorCode.QUICKPLAY_TOO_EARLY, "You have " + left.toMillis() / 1000
                    + " s left; a quickplay-finish claim needs under 2 minutes (Art. 10.2)");
        }
        changes.started(entity, now);
        entity.quickplayClaimed(side, now);
        int ply = entity.ply();
        changes.append(entity, v -> new ServerMessage.QuickplayClaimed(v, side.wireName(), ply, left.toMillis(), now));
        if (live.game().position().fullMoveNumber() >= entity.drawsAgreedFromMove()
                && !side.wireName().equals(entity.drawOfferedBy())) {
            offer(entity, live, side, now);
        }
        changes.commitPoint(gameId);
        LOG.infof("%s claims a quickplay finish in game %s with %d ms left", side.wireName(), gameId, left.toMillis());
    }

    /** {@code side} answers the opponent's standing draw offer. */
    @Transactional
    public void answerDraw(UUID gameId, Side side, boolean accept) {
        Instant now = time.instant();
        GameEntity entity = changes.require(gameId);
        LiveGame live = replayed.of(entity);
        GameChanges.requireRunning(live);
        if (!side.opposite().wireName().equals(entity.drawOfferedBy())) {
            throw new GameRefusal(ErrorCode.NO_DRAW_OFFER, "Your opponent has no draw offer standing");
        }
        changes.started(entity, now);
        if (accept) {
            acceptDraw(entity, live, side, now);
        } else {
            entity.drawOfferedBy(null);
            int ply = entity.ply();
            changes.append(entity, v -> new ServerMessage.DrawDeclined(v, side.wireName(), ply));
            changes.publish(new DrawAnswered(gameId, side, false, ply, now), now);
        }
        changes.commitPoint(gameId);
    }

    /** {@code side} resigns (Art. 5.1.2). */
    @Transactional
    public void resign(UUID gameId, Side side) {
        Instant now = time.instant();
        GameEntity entity = changes.require(gameId);
        LiveGame live = replayed.of(entity);
        GameChanges.requireRunning(live);
        changes.started(entity, now);
        changes.end(entity, live.game(), live.clock(), side == Side.WHITE ? GameResult.BLACK_WON : GameResult.WHITE_WON,
                Termination.RESIGNATION, now);
        changes.commitPoint(gameId);
    }

    /**
     * {@code side}, to move, claims a draw (Art. 9.2, 9.3), optionally with the move it intends to
     * play (Art. 9.2.1, 9.3.1), which is then not played. A correct claim ends the game.
     */
    @Transactional
    public void claimDraw(UUID gameId, Side side, DrawClaim claim, String san, String uci) {
        Instant now = time.instant();
        GameEntity entity = changes.require(gameId);
        LiveGame live = replayed.of(entity);
        GameChanges.requireRunning(live);
        GameChanges.requireTurn(live, side);
        boolean intended = san != null || uci != null;
        Move intendedMove = intended ? MoveService.readMove(live.game().position(), san, uci) : null;
        boolean holds = intended ? live.game().claimableDrawsWith(intendedMove).contains(claim)
                : live.game().claimableDraws().contains(claim);
        String intendedSan = intended ? San.format(live.game().position(), intendedMove, Notation.ENGLISH) : null;
        if (!holds) {
            drawClaims.incorrect(gameId, side, claim, intendedSan, entity.ply(), now);
            throw new GameRefusal(ErrorCode.CLAIM_INCORRECT, switch (claim) {
                case THREEFOLD_REPETITION -> "The position has not appeared three times"
                        + (intended ? " after the intended move" : "") + " (Art. 9.2)";
                case FIFTY_MOVES -> "Fifty moves without a capture or a pawn move have not been made"
                        + (intended ? " with the intended move" : "") + " (Art. 9.3)";
            });
        }
        MoveService.onTime(live, side, now);
        changes.started(entity, now);
        drawClaims.correct(gameId, side, claim, intendedSan, entity.ply(), now);
        changes.end(entity, live.game(), live.clock(), GameResult.DRAW, claim == DrawClaim.THREEFOLD_REPETITION
                ? Termination.THREEFOLD_REPETITION : Termination.FIFTY_MOVES, now);
        changes.commitPoint(gameId);
    }

    private void acceptDraw(GameEntity entity, LiveGame live, Side side, Instant now) {
        changes.publish(new DrawAnswered(entity.id(), side, true, entity.ply(), now), now);
        changes.end(entity, live.game(), live.clock(), GameResult.DRAW, Termination.DRAW_AGREEMENT, now);
    }

    /** {@code side} offers a draw, or accepts the opponent's offer that stands (crossing offers). */
    private void offer(GameEntity entity, LiveGame live, Side side, Instant now) {
        if (side.opposite().wireName().equals(entity.drawOfferedBy())) {
            acceptDraw(entity, live, side, now);
            return;
        }
        entity.drawOfferedBy(side.wireName());
        int ply = entity.ply();
        changes.append(entity, v -> new ServerMessage.DrawOffered(v, side.wireName(), ply));
        changes.publish(new DrawOffered(entity.id(), side, ply, now), now);
    }

    /** Whether the side's moves so far put it in its control's last period, the quickplay finish (Art. 10.1). */
    private static boolean inLastPeriod(SideControl control, int movesMade) {
        int periods = control.periods().size();
        return periods == 1 || movesMade >= control.lastMoveOfPeriod(periods - 2).getAsInt();
    }

    private static void requireDrawsAllowed(LiveGame live) {
        int from = live.entity().drawsAgreedFromMove();
        if (live.game().position().fullMoveNumber() < from) {
            throw new GameRefusal(ErrorCode.DRAW_NOT_YET_ALLOWED,
                    "The competition allows agreed draws from move " + from + " (Art. 9.1.1)");
        }
    }
}
