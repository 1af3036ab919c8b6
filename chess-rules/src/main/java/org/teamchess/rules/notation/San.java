package org.teamchess.rules.notation;

import java.util.ArrayList;
import java.util.List;

import org.teamchess.rules.Move;
import org.teamchess.rules.MoveKind;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;

/**
 * Standard algebraic notation (SAN) of a move, in English or Russian letters (FIDE Laws Art. 18-19,
 * seed 004; Appendix C of seed 000; PGN Standard 1994 section 8.2.3).
 *
 * <p>Writing follows the PGN Standard's SAN, which is also what Art. 18 prescribes: the piece letter,
 * then the smallest disambiguation that names one piece (the file it leaves, else the rank, else both:
 * Art. 18.9.1-18.9.3, PGN 8.2.3.4), {@code x} for a capture (Art. 18.8), the destination, the promoted
 * piece, and {@code +} or {@code #} (Art. 19). Castling is {@code O-O}/{@code O-O-O} in English and
 * {@code 0-0}/{@code 0-0-0} in Russian, also in Chess960. A promotion is {@code e8=Q} in English and
 * {@code e8Ф} in Russian (Art. 18.11). Russian notation marks an en passant capture with {@code e.p.}
 * after everything else ({@code exd6 e.p.}, Art. 18.8); English SAN does not mark it.
 *
 * <p>Reading is tolerant of what people write on score sheets; see {@link #parse}.
 */
public final class San {

    private San() {
    }

    /**
     * The SAN of a move.
     *
     * @param before   the position the move is played in
     * @param move     a legal move of {@code before} (anything else throws {@link IllegalArgumentException})
     * @param notation the piece letters to use
     */
    public static String format(Position before, Move move, Notation notation) {
        StringBuilder text = new StringBuilder();
        boolean russian = notation == Notation.RUSSIAN;
        if (move.isCastling()) {
            String zero = russian ? "0" : "O";
            text.append(zero).append('-').append(zero);
            if (!move.isKingsideCastling()) {
                text.append('-').append(zero);
            }
        } else if (move.piece() == PieceType.PAWN) {
            if (move.isCapture()) {
                text.append(move.from().toString().charAt(0)).append('x');
            }
            text.append(move.to());
            if (move.promotion() != null) {
                text.append(russian ? "" : "=").append(letter(move.promotion(), notation));
            }
        } else {
            text.append(letter(move.piece(), notation)).append(disambiguation(before, move));
            if (move.isCapture()) {
                text.append('x');
            }
            text.append(move.to());
        }
        Position after = before.play(move);
        if (after.isCheck()) {
            text.append(after.legalMoveCount() == 0 ? '#' : '+');
        }
        if (russian && move.kind() == MoveKind.EN_PASSANT) {
            text.append(" e.p.");
        }
        return text.toString();
    }

    /**
     * Reads a move in algebraic notation and finds the legal move it names. The {@code notation} only
     * settles the one letter the alphabets share, a Latin {@code K}: the king in {@link Notation#ENGLISH},
     * the knight in {@link Notation#RUSSIAN}. Everything below is read in either notation.
     *
     * <ul>
     *   <li>Piece letters K Q R B N and Кр Ф Л С К; the Russian king also as {@code Kp} in Latin letters,
     *       the bishop also as a Latin {@code C}. Files written with the Cyrillic look-alikes а, с, е.</li>
     *   <li>Captures marked {@code x}, {@code :} or a Cyrillic {@code х}, or not marked at all (Art. 19
     *       makes the mark optional; a mark on a move that captures nothing is not held against it).</li>
     *   <li>Long algebraic notation: {@code e2-e4}, {@code Кg1-f3}, {@code Ng1f3}, {@code e4xd5}.</li>
     *   <li>Castling {@code O-O}, {@code 0-0}, {@code O-O-O}, {@code 0-0-0}.</li>
     *   <li>Promotion {@code e8=Q}, {@code e8Q}, {@code e8(Q)}, {@code e8Ф}, {@code e8=Ф}.</li>
     *   <li>Trailing marks, which are not checked: {@code +}, {@code ++}, {@code #}; the annotation glyphs
     *       {@code ! ? !! ?? !? ?!}; {@code e.p.}, {@code е.р.} or {@code ep}, with or without a space;
     *       the draw-offer mark {@code (=)} or {@code =} (Art. 18.12, seed 000 C.13).</li>
     * </ul>
     *
     * <p>A pawn capture must name the file the pawn leaves ({@code exd5}, Art. 18.8): {@code d5} is only
     * ever the pawn's advance. Failures have the field {@code "move"} and say whether the text is
     * unreadable, names no legal move ({@code "Nf6 is illegal: no knight can move to f6"}) or names
     * several ({@code "Nd2 is ambiguous: knights on b1 and f3 can move to d2"}).
     */
    public static Result<Move> parse(Position position, String text, Notation notation) {
        return SanReader.read(position, text, notation);
    }

    /** The letter(s) of a piece in a notation; empty for a pawn. */
    static String letter(PieceType piece, Notation notation) {
        return notation == Notation.RUSSIAN ? piece.russianLetter() : piece.englishLetter();
    }

    /** Art. 18.9 / PGN 8.2.3.4: the file if it tells the pieces apart, else the rank, else the square. */
    private static String disambiguation(Position before, Move move) {
        List<Move> rivals = new ArrayList<>();
        for (Move other : before.legalMoves()) {
            if (!other.isCastling() && other.piece() == move.piece() && other.to() == move.to()
                    && other.from() != move.from()) {
                rivals.add(other);
            }
        }
        if (rivals.isEmpty()) {
            return "";
        }
        String from = move.from().toString();
        boolean fileShared = rivals.stream().anyMatch(other -> other.from().file() == move.from().file());
        if (!fileShared) {
            return from.substring(0, 1);
        }
        boolean rankShared = rivals.stream().anyMatch(other -> other.from().rank() == move.from().rank());
        return rankShared ? from : from.substring(1);
    }
}
