package org.teamchess.rules;

/**
 * Strictly legal move generation (Art. 3): pins and checks are resolved while generating, so no
 * move is made and taken back to test legality. One method both lists moves and, with no output
 * array, only counts them (the bulk count used by perft and by "is there any legal move").
 */
final class MoveGenerator {

    static final long FILE_A = 0x0101_0101_0101_0101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_3 = RANK_1 << 16;
    static final long RANK_6 = RANK_1 << 40;
    static final long RANK_8 = RANK_1 << 56;

    /** Room for every legal move of any position (the known maximum is 218). */
    static final int MAX_MOVES = 256;

    private static final PieceType[] PROMOTIONS = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};

    private MoveGenerator() {
    }

    /**
     * Writes the legal moves of the side to move into {@code out}, or only counts them when
     * {@code out} is null. Returns the number of legal moves.
     */
    static int legalMoves(Position position, int[] out) {
        Board board = position.board;
        int us = position.side;
        int them = us ^ 1;
        long own = us == 0 ? board.white : board.black;
        long enemy = us == 0 ? board.black : board.white;
        long occupied = own | enemy;
        int king = Long.numberOfTrailingZeros(board.kings & own);
        long checkers = attackersTo(board, king, occupied) & enemy;
        int count = 0;

        long kingTargets = Attacks.king(king) & ~own;
        long occupiedWithoutKing = occupied ^ (1L << king);
        while (kingTargets != 0) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (!isAttacked(board, to, them, occupiedWithoutKing)) {
                if (out != null) {
                    out[count] = Move.encode(king, to, MoveKind.NORMAL, null);
                }
                count++;
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            return count; // double check: only the king can move
        }

        long pinned = pinned(board, king, own, enemy, occupied);
        long checkMask = -1L;
        long movable = own;
        if (checkers != 0) {
            checkMask = Attacks.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
            movable &= ~pinned; // a pinned piece can never answer a check
        }
        long targetMask = ~own & checkMask;

        for (long knights = board.knights & movable & ~pinned; knights != 0; knights &= knights - 1) {
            int from = Long.numberOfTrailingZeros(knights);
            count = emit(out, count, from, Attacks.knight(from) & targetMask);
        }
        for (long sliders = (board.bishops | board.queens) & movable; sliders != 0; sliders &= sliders - 1) {
            int from = Long.numberOfTrailingZeros(sliders);
            long targets = Attacks.bishop(from, occupied) & targetMask;
            if ((pinned & (1L << from)) != 0) {
                targets &= Attacks.line(king, from);
            }
            count = emit(out, count, from, targets);
        }
        for (long sliders = (board.rooks | board.queens) & movable; sliders != 0; sliders &= sliders - 1) {
            int from = Long.numberOfTrailingZeros(sliders);
            long targets = Attacks.rook(from, occupied) & targetMask;
            if ((pinned & (1L << from)) != 0) {
                targets &= Attacks.line(king, from);
            }
            count = emit(out, count, from, targets);
        }

        count = pawnMoves(board, us, king, own & board.pawns & movable, pinned, enemy, occupied, checkMask, out, count);
        if (position.enPassantSquare >= 0) {
            count = enPassant(board, us, king, position.enPassantSquare, enemy, occupied, out, count);
        }
        if (checkers == 0 && (position.castlingRooks & own) != 0) {
            count = castling(board, us, king, position.castlingRooks & own, occupied, out, count);
        }
        return count;
    }

    private static int emit(int[] out, int count, int from, long targets) {
        if (out == null) {
            return count + Long.bitCount(targets);
        }
        for (; targets != 0; targets &= targets - 1) {
            out[count++] = Move.encode(from, Long.numberOfTrailingZeros(targets), MoveKind.NORMAL, null);
        }
        return count;
    }

    /** Emits pawn moves to {@code targets}, each coming from {@code to - offset}. */
    private static int emitPawns(int[] out, int count, long targets, int offset, long promotionRank) {
        if (out == null) {
            return count + Long.bitCount(targets & ~promotionRank) + 4 * Long.bitCount(targets & promotionRank);
        }
        for (; targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            count = emitPawn(out, count, to - offset, to, promotionRank);
        }
        return count;
    }

    private static int emitPawn(int[] out, int count, int from, int to, long promotionRank) {
        if (((1L << to) & promotionRank) == 0) {
            out[count++] = Move.encode(from, to, MoveKind.NORMAL, null);
            return count;
        }
        for (PieceType promotion : PROMOTIONS) {
            out[count++] = Move.encode(from, to, MoveKind.PROMOTION, promotion);
        }
        return count;
    }

    private static int pawnMoves(Board board, int us, int king, long pawns, long pinned, long enemy, long occupied,
                                 long checkMask, int[] out, int count) {
        long empty = ~occupied;
        long free = pawns & ~pinned;
        long single;
        long doubled;
        long west;
        long east;
        int forward;
        long promotionRank;
        if (us == 0) {
            single = (free << 8) & empty;
            doubled = ((single & RANK_3) << 8) & empty & checkMask;
            west = ((free & ~FILE_A) << 7) & enemy & checkMask;
            east = ((free & ~FILE_H) << 9) & enemy & checkMask;
            forward = 8;
            promotionRank = RANK_8;
        } else {
            single = (free >>> 8) & empty;
            doubled = ((single & RANK_6) >>> 8) & empty & checkMask;
            west = ((free & ~FILE_A) >>> 9) & enemy & checkMask;
            east = ((free & ~FILE_H) >>> 7) & enemy & checkMask;
            forward = -8;
            promotionRank = RANK_1;
        }
        single &= checkMask;
        count = emitPawns(out, count, single, forward, promotionRank);
        count = emitPawns(out, count, doubled, 2 * forward, promotionRank);
        count = emitPawns(out, count, west, forward - 1, promotionRank);
        count = emitPawns(out, count, east, forward + 1, promotionRank);

        // Pinned pawns (only reached when not in check) move along the pin line only.
        for (long stuck = pawns & pinned; stuck != 0; stuck &= stuck - 1) {
            int from = Long.numberOfTrailingZeros(stuck);
            long line = Attacks.line(king, from);
            long targets = Attacks.pawn(us, from) & enemy;
            int ahead = from + forward;
            if (((1L << ahead) & empty) != 0) {
                targets |= 1L << ahead;
                long startRank = us == 0 ? RANK_1 << 8 : RANK_1 << 48;
                int twoAhead = ahead + forward;
                if (((1L << from) & startRank) != 0 && ((1L << twoAhead) & empty) != 0) {
                    targets |= 1L << twoAhead;
                }
            }
            targets &= line;
            if (out == null) {
                count += Long.bitCount(targets & ~promotionRank) + 4 * Long.bitCount(targets & promotionRank);
            } else {
                for (; targets != 0; targets &= targets - 1) {
                    count = emitPawn(out, count, from, Long.numberOfTrailingZeros(targets), promotionRank);
                }
            }
        }
        return count;
    }

    private static int enPassant(Board board, int us, int king, int target, long enemy, long occupied, int[] out,
                                 int count) {
        int capturedSquare = us == 0 ? target - 8 : target + 8;
        long capturedBit = 1L << capturedSquare;
        long own = occupied & ~enemy;
        for (long capturers = Attacks.pawn(us ^ 1, target) & board.pawns & own; capturers != 0; capturers &= capturers - 1) {
            int from = Long.numberOfTrailingZeros(capturers);
            if (enPassantIsLegal(board, us, king, from, target, capturedBit, enemy, occupied)) {
                if (out != null) {
                    out[count] = Move.encode(from, target, MoveKind.EN_PASSANT, null);
                }
                count++;
            }
        }
        return count;
    }

    /**
     * En passant removes two pawns from one rank, so it can expose the king along that rank, a
     * diagonal or its file; the king's safety is checked on the board as it will be.
     */
    static boolean enPassantIsLegal(Board board, int us, int king, int from, int target, long capturedBit,
                                    long enemy, long occupied) {
        long after = (occupied ^ (1L << from) ^ capturedBit) | (1L << target);
        long remainingEnemy = enemy & ~capturedBit;
        return (Attacks.rook(king, after) & (board.rooks | board.queens) & remainingEnemy) == 0
                && (Attacks.bishop(king, after) & (board.bishops | board.queens) & remainingEnemy) == 0
                && (Attacks.knight(king) & board.knights & remainingEnemy) == 0
                && (Attacks.pawn(us, king) & board.pawns & remainingEnemy) == 0;
    }

    /**
     * Castling, standard and Chess960 (Art. 3.8.2 and the Chess960 rules): every square the king and
     * the rook cross or land on is empty except for these two pieces, and no square from the king's
     * square to its target is attacked. The attack test runs with both castling pieces lifted, so a
     * rook that was shielding its own king's target square is noticed.
     */
    private static int castling(Board board, int us, int king, long rooks, long occupied, int[] out, int count) {
        int rank = us == 0 ? 0 : 56;
        long kingBit = 1L << king;
        for (; rooks != 0; rooks &= rooks - 1) {
            int rook = Long.numberOfTrailingZeros(rooks);
            boolean kingside = rook > king;
            int kingTarget = rank + (kingside ? 6 : 2);
            int rookTarget = rank + (kingside ? 5 : 3);
            long rookBit = 1L << rook;
            long mustBeEmpty = (Attacks.between(king, kingTarget) | (1L << kingTarget)
                    | Attacks.between(rook, rookTarget) | (1L << rookTarget)) & ~kingBit & ~rookBit;
            if ((occupied & mustBeEmpty) != 0) {
                continue;
            }
            long lifted = occupied ^ kingBit ^ rookBit;
            boolean safe = true;
            for (long path = Attacks.between(king, kingTarget) | (1L << kingTarget); path != 0 && safe; path &= path - 1) {
                safe = !isAttacked(board, Long.numberOfTrailingZeros(path), us ^ 1, lifted);
            }
            if (safe) {
                if (out != null) {
                    out[count] = Move.encode(king, rook, MoveKind.CASTLING, null);
                }
                count++;
            }
        }
        return count;
    }

    /** Pieces of both sides that attack {@code square}, with the given occupancy. */
    static long attackersTo(Board board, int square, long occupied) {
        return (Attacks.knight(square) & board.knights)
                | (Attacks.king(square) & board.kings)
                | (Attacks.pawn(0, square) & board.pawns & board.black)
                | (Attacks.pawn(1, square) & board.pawns & board.white)
                | (Attacks.bishop(square, occupied) & (board.bishops | board.queens))
                | (Attacks.rook(square, occupied) & (board.rooks | board.queens));
    }

    /** Whether side {@code by} (0 White, 1 Black) attacks {@code square}, with the given occupancy. */
    static boolean isAttacked(Board board, int square, int by, long occupied) {
        long attackers = by == 0 ? board.white : board.black;
        return (Attacks.knight(square) & board.knights & attackers) != 0
                || (Attacks.pawn(by ^ 1, square) & board.pawns & attackers) != 0
                || (Attacks.king(square) & board.kings & attackers) != 0
                || (Attacks.bishop(square, occupied) & (board.bishops | board.queens) & attackers) != 0
                || (Attacks.rook(square, occupied) & (board.rooks | board.queens) & attackers) != 0;
    }

    /** Own pieces that stand alone between the king and an enemy slider on its line. */
    static long pinned(Board board, int king, long own, long enemy, long occupied) {
        long snipers = ((Attacks.rookOnEmptyBoard(king) & (board.rooks | board.queens))
                | (Attacks.bishopOnEmptyBoard(king) & (board.bishops | board.queens))) & enemy;
        long pinned = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long blockers = Attacks.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
            if (blockers != 0 && (blockers & (blockers - 1)) == 0) {
                pinned |= blockers & own;
            }
        }
        return pinned;
    }
}
