/**
 * Algebraic notation of moves (FIDE Laws Art. 18-19; seed 000 Appendix C): {@link
 * org.teamchess.rules.notation.San} writes and reads SAN in English or Russian piece letters, {@link
 * org.teamchess.rules.notation.MoveParser} reads whatever a person or a program sends (English SAN, Russian
 * SAN, long algebraic notation, UCI). Moves that cannot be read come back as a
 * {@link org.teamchess.rules.Result.Failure} that says why, never as an exception.
 */
package org.teamchess.rules.notation;
