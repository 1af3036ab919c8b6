package org.teamchess.rules;

/** The special kinds of move of Art. 3. */
public enum MoveKind {
    /** An ordinary move or capture, including a pawn's one- and two-square advance. */
    NORMAL,
    /** Castling (Art. 3.8.2, and Chess960 castling); stored as the king taking its own rook. */
    CASTLING,
    /** A pawn capturing en passant (Art. 3.7.4). */
    EN_PASSANT,
    /** A pawn reaching the last rank and becoming another piece (Art. 3.7.5), with or without a capture. */
    PROMOTION
}
