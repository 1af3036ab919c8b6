/** The board drawn from a FEN: 64 squares, named and labelled for a screen reader. */
export type Side = 'white' | 'black';

export interface Square {
  /** `e4` */
  name: string;
  /** FEN letter (`N` a white knight, `p` a black pawn), or undefined for an empty square. */
  piece?: string | undefined;
  dark: boolean;
}

const FILES = 'abcdefgh';

/** The piece placement of a FEN as 64 squares, rank 8 first (a8..h8, a7..h1): White's view. */
export function parseBoard(fen: string): Square[] {
  const placement = fen.trim().split(/\s+/)[0] ?? '';
  const ranks = placement.split('/');
  if (ranks.length !== 8) {
    throw new Error(`Not a FEN piece placement: ${placement}`);
  }
  const squares: Square[] = [];
  ranks.forEach((rank, row) => {
    let file = 0;
    for (const char of rank) {
      if (/[1-8]/.test(char)) {
        for (let i = 0; i < Number(char); i++) {
          squares.push(square(file++, row));
        }
      } else if (/[prnbqkPRNBQK]/.test(char)) {
        squares.push({ ...square(file++, row), piece: char });
      } else {
        throw new Error(`Not a FEN piece letter: ${char}`);
      }
    }
    if (file !== 8) {
      throw new Error(`FEN rank ${8 - row} has ${file} squares`);
    }
  });
  return squares;
}

function square(file: number, row: number): Square {
  const rank = 8 - row;
  return { name: `${FILES[file]}${rank}`, dark: (file + rank) % 2 === 1 };
}

/** The squares in the order they are drawn for a side: Black sees h1 in the top left corner. */
export function orient(squares: Square[], side: Side): Square[] {
  return side === 'black' ? [...squares].reverse() : squares;
}

/** The side to move of a FEN. */
export function sideToMove(fen: string): Side {
  return fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

const NAMES = {
  ru: { k: 'король', q: 'ферзь', r: 'ладья', b: 'слон', n: 'конь', p: 'пешка' },
  en: { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' },
} as const;

/** A square's accessible name: «белый конь f3», «пустое поле e4», "white knight f3", "empty e4". */
export function squareLabel(sq: Square, lang: 'ru' | 'en'): string {
  if (!sq.piece) {
    return lang === 'ru' ? `пустое поле ${sq.name}` : `empty ${sq.name}`;
  }
  const white = sq.piece === sq.piece.toUpperCase();
  const kind = sq.piece.toLowerCase() as keyof (typeof NAMES)['ru'];
  const name = NAMES[lang][kind];
  if (lang === 'en') {
    return `${white ? 'white' : 'black'} ${name} ${sq.name}`;
  }
  // Russian adjectives agree with the noun: ладья and пешка are feminine.
  const feminine = kind === 'r' || kind === 'p';
  const colour = white ? (feminine ? 'белая' : 'белый') : (feminine ? 'чёрная' : 'чёрный');
  return `${colour} ${name} ${sq.name}`;
}

/**
 * Unicode chess symbols for drawing (the label, not the glyph, is what assistive tech reads). Both
 * sides use the solid shapes, coloured by CSS: white with a dark outline reads better than the
 * hollow symbols at every size. U+FE0E asks for the text form, not an emoji.
 */
export const GLYPHS: Record<string, string> = {
  K: '♚\uFE0E', Q: '♛\uFE0E', R: '♜\uFE0E', B: '♝\uFE0E', N: '♞\uFE0E', P: '♟\uFE0E',
  k: '♚\uFE0E', q: '♛\uFE0E', r: '♜\uFE0E', b: '♝\uFE0E', n: '♞\uFE0E', p: '♟\uFE0E',
};
