package org.teamchess.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.teamchess.rules.variant.Variant;

/**
 * A position (Art. 2-3, 9.2): the board, the side to move, castling rights, the en passant target,
 * the fifty-move count and the move number. Immutable: {@link #play(Move)} returns a new position.
 *
 * <p>Castling rights are kept as the squares of the rooks that may still castle, so one form serves
 * standard chess and Chess960. The en passant target is kept only when a legal en passant capture
 * exists (the convention of lichess and python-chess): two positions that differ only by an en
 * passant capture that cannot legally be made are the same position under Art. 9.2.
 */
public final class Position {

    public static final String STANDARD_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    final Board board;
    /** 0 for White, 1 for Black. */
    final int side;
    final long castlingRooks;
    /** The en passant target square, or -1; set only when a legal en passant capture exists. */
    final int enPassantSquare;
    final int halfMoveClock;
    final int fullMoveNumber;
    final long key;
    final Variant variant;

    Position(Board board, int side, long castlingRooks, int enPassantSquare, int halfMoveClock, int fullMoveNumber,
             long key, Variant variant) {
        this.board = board;
        this.side = side;
        this.castlingRooks = castlingRooks;
        this.enPassantSquare = enPassantSquare;
        this.halfMoveClock = halfMoveClock;
        this.fullMoveNumber = fullMoveNumber;
        this.key = key;
        this.variant = variant;
    }

    /** The initial position of standard chess (Art. 2.3). */
    public static Position standard() {
        return Fen.parse(STANDARD_FEN).orElseThrow();
    }

    public Board board() {
        return board;
    }

    public Side sideToMove() {
        return side == 0 ? Side.WHITE : Side.BLACK;
    }

    public Variant variant() {
        return variant;
    }

    /** Squares of the rooks that keep their castling right (Art. 3.8.2.1), both sides. */
    public long castlingRooks() {
        return castlingRooks;
    }

    /** The en passant target square, present only when a legal en passant capture exists. */
    public Optional<Square> enPassantSquare() {
        return enPassantSquare < 0 ? Optional.empty() : Optional.of(Square.of(enPassantSquare));
    }

    /** Half-moves since the last capture or pawn move (Art. 9.3). */
    public int halfMoveClock() {
        return halfMoveClock;
    }

    /** The number of the current move, starting at 1 and increased after Black's move. */
    public int fullMoveNumber() {
        return fullMoveNumber;
    }

    /**
     * A 64-bit key that is equal for two positions that are the same under Art. 9.2.3: same side to
     * move, same pieces on the same squares, same castling rights and the same legal en passant
     * capture. Positions that differ may collide with negligible probability.
     */
    public long repetitionKey() {
        return key;
    }

    /** Whether the side to move is in check (Art. 3.9). */
    public boolean isCheck() {
        Board b = board;
        int king = Long.numberOfTrailingZeros(b.kings & (side == 0 ? b.white : b.black));
        return MoveGenerator.isAttacked(b, king, side ^ 1, b.white | b.black);
    }

    /** Whether {@code square} is attacked by a piece of {@code side}. */
    public boolean isAttacked(Square square, Side by) {
        return MoveGenerator.isAttacked(board, square.index(), by.ordinal(), board.occupied());
    }

    /** All legal moves of the side to move, in no particular order. */
    public List<Move> legalMoves() {
        int[] codes = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legalMoves(this, codes);
        List<Move> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            moves.add(toMove(codes[i]));
        }
        return Collections.unmodifiableList(moves);
    }

    /** The number of legal moves, counted without listing them. */
    public int legalMoveCount() {
        return MoveGenerator.legalMoves(this, null);
    }

    /** Checkmate (Art. 1.2, 5.1.1): in check with no legal move. */
    public boolean isCheckmate() {
        return legalMoveCount() == 0 && isCheck();
    }

    /** Stalemate (Art. 5.2.1): not in check and no legal move. */
    public boolean isStalemate() {
        return legalMoveCount() == 0 && !isCheck();
    }

    /**
     * The position after a move. The move must be one of {@link #legalMoves()} of this position;
     * anything else is a programming error and throws {@link IllegalArgumentException}. To check a
     * move that comes from a user, use {@link #resolve(Uci)} or the SAN parser first.
     */
    public Position play(Move move) {
        int code = move.code();
        // A move generated in a position with the same repetition key is legal here: the key covers
        // placement, side to move, castling rights and en passant, all that legality depends on.
        if (move.originKey() == key && board.typeAt(Move.from(code)) == move.piece()) {
            return playLegal(code);
        }
        int[] codes = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legalMoves(this, codes);
        for (int i = 0; i < count; i++) {
            if (codes[i] == code && toMove(code).equals(move)) {
                return playLegal(code);
            }
        }
        throw new IllegalArgumentException("not a legal move in this position: " + move);
    }

    /**
     * The position after a null move: the same pieces, the other side to move, no en passant
     * capture, the counters advanced as after a move. The Laws know no such move; it exists in
     * analysis and in PGN variations ({@code --}, {@code Z0}), never in a played game. Refused when
     * the side to move is in check, as passing would leave its king attacked.
     */
    public Result<Position> afterNullMove() {
        if (isCheck()) {
            return Result.failure("move", "a null move is impossible while " + sideToMove().wireName() + " is in check");
        }
        long newKey = key ^ Zobrist.BLACK_TO_MOVE;
        if (enPassantSquare >= 0) {
            newKey ^= Zobrist.EN_PASSANT_FILE[enPassantSquare & 7];
        }
        return Result.ok(new Position(board, side ^ 1, castlingRooks, -1, halfMoveClock + 1,
                side == 1 ? fullMoveNumber + 1 : fullMoveNumber, newKey, variant));
    }

    /** Finds the legal move a UCI move names; castling per the variant's UCI convention. */
    public Result<Move> resolve(Uci uci) {
        for (Move move : legalMoves()) {
            if (move.isCastling() ? variant.acceptsCastlingUci(move, uci)
                    : move.from() == uci.from() && move.to() == uci.to() && move.promotion() == uci.promotion()) {
                return Result.ok(move);
            }
        }
        Optional<Piece> piece = board.pieceAt(uci.from());
        if (piece.isEmpty()) {
            return Result.failure("move", "illegal move " + uci + ": no piece on " + uci.from());
        }
        if (piece.get().side() != sideToMove()) {
            return Result.failure("move", "illegal move " + uci + ": the piece on " + uci.from() + " is not "
                    + sideToMove().wireName() + "'s");
        }
        return Result.failure("move", "illegal move " + uci + ": the " + piece.get().type().name().toLowerCase()
                + " on " + uci.from() + " cannot move to " + uci.to() + (isCheck() ? " (the king is in check)" : ""));
    }

    /** The move as a UCI wire move, castling per the variant's convention. */
    public Uci toUci(Move move) {
        return variant.toUci(move);
    }

    /** The FEN of this position ({@link Fen#format(Position)}). */
    public String toFen() {
        return Fen.format(this);
    }

    Move toMove(int code) {
        int kind = Move.kind(code);
        PieceType piece = board.typeAt(Move.from(code));
        PieceType captured;
        if (kind == Move.CASTLING) {
            captured = null;
        } else if (kind == Move.EN_PASSANT) {
            captured = PieceType.PAWN;
        } else {
            captured = board.typeAt(Move.to(code));
        }
        return new Move(code, piece, captured, key);
    }

    /** Number of legal-move codes written to {@code out} (at least {@link MoveGenerator#MAX_MOVES} long). */
    int legalMoveCodes(int[] out) {
        return MoveGenerator.legalMoves(this, out);
    }

    /** Makes a move known to be legal here. The hot path of perft and of replaying games. */
    Position playLegal(int code) {
        int from = Move.from(code);
        int to = Move.to(code);
        int kind = Move.kind(code);
        int us = side;
        int them = us ^ 1;
        Board b = board;
        // [pawns, knights, bishops, rooks, queens, kings, white, black], indexed like PieceType.
        long[] bits = {b.pawns, b.knights, b.bishops, b.rooks, b.queens, b.kings, b.white, b.black};
        long fromBit = 1L << from;
        long toBit = 1L << to;
        long newKey = key ^ Zobrist.BLACK_TO_MOVE;
        if (enPassantSquare >= 0) {
            newKey ^= Zobrist.EN_PASSANT_FILE[enPassantSquare & 7];
        }
        long castling = castlingRooks;
        int halfMoves = halfMoveClock + 1;
        int newEnPassant = -1;
        long ownRank = us == 0 ? MoveGenerator.RANK_1 : MoveGenerator.RANK_8;

        if (kind == Move.CASTLING) {
            int rank = from & 56;
            boolean kingside = to > from;
            int kingTarget = rank + (kingside ? 6 : 2);
            int rookTarget = rank + (kingside ? 5 : 3);
            long kingMove = fromBit ^ (1L << kingTarget);
            long rookMove = toBit ^ (1L << rookTarget);
            bits[5] ^= kingMove;
            bits[3] ^= rookMove;
            bits[6 + us] ^= kingMove ^ rookMove;
            newKey ^= Zobrist.piece(us, 5, from) ^ Zobrist.piece(us, 5, kingTarget)
                    ^ Zobrist.piece(us, 3, to) ^ Zobrist.piece(us, 3, rookTarget);
            castling &= ~ownRank;
        } else {
            int moving = b.typeAt(from).ordinal();
            if (kind == Move.EN_PASSANT) {
                int capturedSquare = us == 0 ? to - 8 : to + 8;
                long capturedBit = 1L << capturedSquare;
                bits[0] ^= capturedBit;
                bits[6 + them] ^= capturedBit;
                newKey ^= Zobrist.piece(them, 0, capturedSquare);
            } else if ((bits[6 + them] & toBit) != 0) {
                int captured = b.typeAt(to).ordinal();
                bits[captured] ^= toBit;
                bits[6 + them] ^= toBit;
                newKey ^= Zobrist.piece(them, captured, to);
                castling &= ~toBit;
                halfMoves = 0;
            }
            int placed = kind == Move.PROMOTION ? (code >>> Move.PROMOTION_SHIFT) & 7 : moving;
            bits[moving] ^= fromBit;
            bits[placed] ^= toBit;
            bits[6 + us] ^= fromBit | toBit;
            newKey ^= Zobrist.piece(us, moving, from) ^ Zobrist.piece(us, placed, to);
            if (moving == 0) {
                halfMoves = 0;
                if ((from ^ to) == 16) {
                    newEnPassant = (from + to) >>> 1;
                }
            } else if (moving == 5) {
                castling &= ~ownRank;
            }
            castling &= ~fromBit;
        }

        for (long changed = castling ^ castlingRooks; changed != 0; changed &= changed - 1) {
            newKey ^= Zobrist.CASTLING[Long.numberOfTrailingZeros(changed)];
        }
        Board next = new Board(bits[6], bits[7], bits[0], bits[1], bits[2], bits[3], bits[4], bits[5]);
        if (newEnPassant >= 0 && !hasLegalEnPassant(next, them, newEnPassant)) {
            newEnPassant = -1;
        }
        if (newEnPassant >= 0) {
            newKey ^= Zobrist.EN_PASSANT_FILE[newEnPassant & 7];
        }
        return new Position(next, them, castling, newEnPassant, halfMoves,
                us == 1 ? fullMoveNumber + 1 : fullMoveNumber, newKey, variant);
    }

    /** Whether side {@code capturer} has a legal en passant capture onto {@code target}. */
    static boolean hasLegalEnPassant(Board board, int capturer, int target) {
        long own = capturer == 0 ? board.white : board.black;
        long enemy = capturer == 0 ? board.black : board.white;
        long candidates = Attacks.pawn(capturer ^ 1, target) & board.pawns & own;
        if (candidates == 0) {
            return false;
        }
        int king = Long.numberOfTrailingZeros(board.kings & own);
        long capturedBit = 1L << (capturer == 0 ? target - 8 : target + 8);
        for (; candidates != 0; candidates &= candidates - 1) {
            int from = Long.numberOfTrailingZeros(candidates);
            if (MoveGenerator.enPassantIsLegal(board, capturer, king, from, target, capturedBit, enemy, board.occupied())) {
                return true;
            }
        }
        return false;
    }

    /** Computes the repetition key from scratch (used when a position is built from FEN). */
    static long computeKey(Board board, int side, long castlingRooks, int enPassantSquare) {
        long result = side == 1 ? Zobrist.BLACK_TO_MOVE : 0;
        for (long occupied = board.occupied(); occupied != 0; occupied &= occupied - 1) {
            int square = Long.numberOfTrailingZeros(occupied);
            int owner = (board.white & (1L << square)) != 0 ? 0 : 1;
            result ^= Zobrist.piece(owner, board.typeAt(square).ordinal(), square);
        }
        for (long rooks = castlingRooks; rooks != 0; rooks &= rooks - 1) {
            result ^= Zobrist.CASTLING[Long.numberOfTrailingZeros(rooks)];
        }
        if (enPassantSquare >= 0) {
            result ^= Zobrist.EN_PASSANT_FILE[enPassantSquare & 7];
        }
        return result;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Position that && board.equals(that.board) && side == that.side
                && castlingRooks == that.castlingRooks && enPassantSquare == that.enPassantSquare
                && halfMoveClock == that.halfMoveClock && fullMoveNumber == that.fullMoveNumber
                && variant.equals(that.variant);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(key) * 31 + halfMoveClock * 7 + fullMoveNumber;
    }

    @Override
    public String toString() {
        return toFen();
    }
}
