/** Which draw claims of Art. 9.2 and 9.3 a player can make now, so that their buttons show only then. */
import { Chess } from 'chess.js';

export interface ClaimsNow {
  /** The position on the board has occurred three times (Art. 9.2.2). */
  threefold: boolean;
  /** Moves (English SAN) after which the position would occur a third time: claimed by writing the move (Art. 9.2.1). */
  threefoldWith: string[];
  /** Fifty moves by each side without a pawn move or a capture (Art. 9.3.2). */
  fifty: boolean;
}

const NONE: ClaimsNow = { threefold: false, threefoldWith: [], fifty: false };

/** The claims open to the side to move after `moves` (English SAN) from `startFen`; none for Chess960 or a history chess.js cannot read. */
export function claimsNow(startFen: string, moves: readonly string[], variant = 'standard'): ClaimsNow {
  if (variant !== 'standard') return NONE;
  try {
    const game = new Chess(startFen);
    for (const san of moves) game.move(san);
    const halfMoves = Number(game.fen().split(' ')[4] ?? 0);
    const threefoldWith: string[] = [];
    for (const move of game.moves()) {
      game.move(move);
      if (game.isThreefoldRepetition()) threefoldWith.push(move);
      game.undo();
    }
    return { threefold: game.isThreefoldRepetition(), threefoldWith, fifty: halfMoves >= 100 };
  } catch {
    return NONE;
  }
}
