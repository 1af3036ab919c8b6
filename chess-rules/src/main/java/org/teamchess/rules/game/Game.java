package org.teamchess.rules.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;
import org.teamchess.rules.mating.MatingPotential;

/**
 * The record of one game as the laws see it: the starting position and the moves played, with
 * what follows from them alone: checkmate, stalemate, dead position, the automatic draws of the 2017
 * rules (fivefold repetition, 75 moves) and the draws a player may claim (threefold repetition,
 * 50 moves), also together with the move the claimant intends to play (Art. 9.2.1, 9.3.1).
 *
 * <p>Immutable: {@link #play(Move)} returns a new game sharing this one's history, in constant time.
 * Positions are compared under Art. 9.2 by {@link Position#repetitionKey()}: same side to move, same
 * placement, same castling rights and the same legal en passant capture.
 */
public final class Game {

    /** 2017 rules Art. 9.6.2: 75 moves by each player, i.e. 150 half-moves. */
    static final int SEVENTY_FIVE_MOVES_HALF_MOVES = 150;
    /** Art. 9.3: 50 moves by each player, i.e. 100 half-moves. */
    static final int FIFTY_MOVES_HALF_MOVES = 100;

    private final Game previous;
    private final Ply last;
    private final Position position;
    private final int plyCount;
    private final GameStatus status;

    private Game(Game previous, Ply last, Position position) {
        this.previous = previous;
        this.last = last;
        this.position = position;
        this.plyCount = previous == null ? 0 : previous.plyCount + 1;
        this.status = computeStatus();
    }

    /** A game from a starting position, with no move played yet. */
    public static Game startingFrom(Position position) {
        return new Game(null, null, position);
    }

    /** A game of standard chess from the initial position. */
    public static Game standard() {
        return startingFrom(Position.standard());
    }

    /**
     * The game after a move. The move must be legal in {@link #position()} and the game must not be
     * over; both are programming errors otherwise ({@link IllegalArgumentException} and
     * {@link IllegalStateException}).
     */
    public Game play(Move move) {
        if (status.isOver()) {
            throw new IllegalStateException("the game is over (" + status.wireName() + ")");
        }
        Position after = position.play(move);
        return new Game(this, new Ply(position, move, after), after);
    }

    /** The position the game started from. */
    public Position initialPosition() {
        Game game = this;
        while (game.previous != null) {
            game = game.previous;
        }
        return game.position;
    }

    /** The current position. */
    public Position position() {
        return position;
    }

    /** The number of half-moves played. */
    public int plyCount() {
        return plyCount;
    }

    /** The half-moves played, first to last. */
    public List<Ply> plies() {
        List<Ply> plies = new ArrayList<>(plyCount);
        for (Game game = this; game.previous != null; game = game.previous) {
            plies.add(game.last);
        }
        Collections.reverse(plies);
        return Collections.unmodifiableList(plies);
    }

    /** The moves played, first to last. */
    public List<Move> moves() {
        return plies().stream().map(Ply::move).toList();
    }

    /** The last half-move, if any. */
    public Optional<Ply> lastPly() {
        return Optional.ofNullable(last);
    }

    public GameStatus status() {
        return status;
    }

    /** The winner: present only after checkmate. */
    public Optional<Side> winner() {
        return status == GameStatus.CHECKMATE ? Optional.of(position.sideToMove().opposite()) : Optional.empty();
    }

    /**
     * How many times the current position has appeared in this game, this time included (Art. 9.2).
     * Only positions since the last capture or pawn move can be the same, so only those are compared.
     */
    public int repetitionCount() {
        return occurrences(this, position);
    }

    /** The draws the player to move may claim now (Art. 9.2.2, 9.3.2). Empty once the game is over. */
    public Set<DrawClaim> claimableDraws() {
        if (status.isOver()) {
            return Collections.emptySet();
        }
        return claimsFor(repetitionCount(), position.halfMoveClock());
    }

    /**
     * The draws the player to move may claim by writing down {@code intended} and declaring it, without
     * playing it (Art. 9.2.1, 9.3.1): those that hold in the position the move would produce.
     */
    public Set<DrawClaim> claimableDrawsWith(Move intended) {
        if (status.isOver()) {
            return Collections.emptySet();
        }
        Position after = position.play(intended);
        return claimsFor(occurrences(this, after) + 1, after.halfMoveClock());
    }

    private static Set<DrawClaim> claimsFor(int repetitions, int halfMoveClock) {
        Set<DrawClaim> claims = EnumSet.noneOf(DrawClaim.class);
        if (repetitions >= 3) {
            claims.add(DrawClaim.THREEFOLD_REPETITION);
        }
        if (halfMoveClock >= FIFTY_MOVES_HALF_MOVES) {
            claims.add(DrawClaim.FIFTY_MOVES);
        }
        return Collections.unmodifiableSet(claims);
    }

    /** Appearances of {@code target} among the positions of {@code game}'s history, back to the last irreversible move. */
    private static int occurrences(Game game, Position target) {
        long key = target.repetitionKey();
        int count = 0;
        for (Game g = game; g != null; g = g.previous) {
            Position candidate = g.position;
            if (candidate.repetitionKey() == key && candidate.sideToMove() == target.sideToMove()
                    && candidate.board().equals(target.board())) {
                count++;
            }
            if (candidate.halfMoveClock() == 0) {
                break; // a capture or pawn move: no earlier position can be the same
            }
        }
        return count;
    }

    /**
     * Checkmate takes precedence over the 75-move rule (2017 Art. 9.6.2) and ends the game at once
     * (Art. 5.1.1), as stalemate does (5.2.1); a dead position ends it at once too (5.2.2).
     */
    private GameStatus computeStatus() {
        if (position.legalMoveCount() == 0) {
            return position.isCheck() ? GameStatus.CHECKMATE : GameStatus.STALEMATE;
        }
        if (MatingPotential.isDeadPosition(position)) {
            return GameStatus.DEAD_POSITION;
        }
        if (occurrences(this, position) >= 5) {
            return GameStatus.FIVEFOLD_REPETITION;
        }
        if (position.halfMoveClock() >= SEVENTY_FIVE_MOVES_HALF_MOVES) {
            return GameStatus.SEVENTY_FIVE_MOVES;
        }
        return GameStatus.ONGOING;
    }
}
