package org.teamchess.rules.variant;

import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Uci;

/**
 * Chess960 (seed 002 "Chess960 Rules", FIDE Laws Appendix F): a random back rank with the king
 * between the rooks and the bishops on opposite colours, Black mirroring White. Castling is written
 * king-takes-rook in UCI ({@code e1h1}), since the king's target may be its own square.
 */
public final class Chess960 implements Variant {

    /** The number of the standard start position in the Scharnagl numbering. */
    public static final int STANDARD_POSITION_NUMBER = 518;

    private static final String[] KNIGHT_PLACEMENTS = {
        "NN---", "N-N--", "N--N-", "N---N", "-NN--", "-N-N-", "-N--N", "--NN-", "--N-N", "---NN"
    };

    Chess960() {
    }

    @Override
    public String name() {
        return "Chess960";
    }

    @Override
    public Uci toUci(Move move) {
        return new Uci(move.from(), move.to(), move.promotion());
    }

    @Override
    public boolean acceptsCastlingUci(Move castling, Uci uci) {
        return uci.from() == castling.from() && uci.to() == castling.to() && uci.promotion() == null;
    }

    @Override
    public CastlingNotation castlingNotation() {
        return CastlingNotation.X_FEN;
    }

    /**
     * The back rank of start position {@code number} (0-959) in Scharnagl's numbering, White's pieces
     * from the a-file to the h-file, e.g. {@code RNBQKBNR} for 518. The caller chooses the number; this
     * library holds no randomness.
     */
    public static Result<String> backRank(int number) {
        if (number < 0 || number > 959) {
            return Result.failure("chess960", "a Chess960 start position number is 0 to 959, not " + number);
        }
        char[] rank = new char[8];
        int rest = number;
        rank[(rest % 4) * 2 + 1] = 'B'; // light-squared bishop: b, d, f or h
        rest /= 4;
        rank[(rest % 4) * 2] = 'B'; // dark-squared bishop: a, c, e or g
        rest /= 4;
        placeOnEmpty(rank, rest % 6, 'Q');
        rest /= 6;
        String knights = KNIGHT_PLACEMENTS[rest];
        int emptyIndex = 0;
        char[] pattern = knights.toCharArray();
        for (int file = 0; file < 8; file++) {
            if (rank[file] == 0) {
                if (pattern[emptyIndex] == 'N') {
                    rank[file] = 'N';
                }
                emptyIndex++;
            }
        }
        char[] remaining = {'R', 'K', 'R'};
        int next = 0;
        for (int file = 0; file < 8; file++) {
            if (rank[file] == 0) {
                rank[file] = remaining[next++];
            }
        }
        return Result.ok(new String(rank));
    }

    /** The start position with the given number (0-959), both sides castling with both rooks. */
    public static Result<Position> startingPosition(int number) {
        return backRank(number).flatMap(rank -> Fen.parse(rank.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank
                + " w KQkq - 0 1", true));
    }

    private static void placeOnEmpty(char[] rank, int emptyIndex, char piece) {
        for (int file = 0, seen = 0; file < 8; file++) {
            if (rank[file] == 0) {
                if (seen == emptyIndex) {
                    rank[file] = piece;
                    return;
                }
                seen++;
            }
        }
    }

    @Override
    public String toString() {
        return name();
    }
}
