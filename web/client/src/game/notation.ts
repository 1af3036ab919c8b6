/**
 * Move notation: the server speaks English SAN (`Nf3`, `O-O`, `e8=Q`); the page shows Russian SAN
 * by default (`Кf3`, `0-0`, `e8Ф`) and reads what a player types in either.
 */
import { parseBoard, sideToMove } from './board';

export type Notation = 'ru' | 'en';

const TO_RUSSIAN: Record<string, string> = { K: 'Кр', Q: 'Ф', R: 'Л', B: 'С', N: 'К' };
const FROM_RUSSIAN: [RegExp, string][] = [
  [/Кр/g, 'K'], [/Ф/g, 'Q'], [/Л/g, 'R'], [/С/g, 'B'], [/К/g, 'N'],
];

/** English SAN as Russian SAN: piece letters K Q R B N -> Кр Ф Л С К, castling with zeros. */
export function toRussian(san: string): string {
  if (/^O-O(-O)?/.test(san)) {
    return san.replace(/O/g, '0');
  }
  return san
    .replace(/^[KQRBN]/, (letter) => TO_RUSSIAN[letter]!)
    .replace(/=([QRBN])/, (_whole, letter: string) => TO_RUSSIAN[letter]!);
}

export function formatSan(san: string, notation: Notation): string {
  return notation === 'ru' ? toRussian(san) : san;
}

/**
 * What a player typed, Russian or English, as English SAN without check marks: `Кf3` -> `Nf3`,
 * `0-0` -> `O-O`, `e8Ф` -> `e8=Q`, `ексd5` (Cyrillic look-alikes) -> `exd5`.
 */
export function normalizeTyped(text: string): string {
  let san = text.trim().replace(/[+#!?]+$/g, '').replace(/\s+/g, '');
  if (/^[0OoО]-[0OoО](-[0OoО])?$/.test(san)) {
    return san.length > 3 ? 'O-O-O' : 'O-O';
  }
  for (const [pattern, letter] of FROM_RUSSIAN) {
    san = san.replace(pattern, letter);
  }
  // Cyrillic letters that look like files, and х/x for a capture.
  san = san.replace(/а/g, 'a').replace(/с/g, 'c').replace(/е/g, 'e').replace(/[хХ:]/g, 'x');
  // A promotion written without '=' (e8Q, e8Ф) or in lower case (e8=q).
  san = san.replace(/([a-h][18])=?([QRBNqrbn])$/, (_whole, square: string, piece: string) => `${square}=${piece.toUpperCase()}`);
  return san;
}

/** The legal move a typed text names, from the list of legal moves in English SAN; undefined if none. */
export function matchTyped(text: string, legalSans: readonly string[]): string | undefined {
  const wanted = normalizeTyped(text);
  if (wanted === '') {
    return undefined;
  }
  const bare = (san: string) => san.replace(/[+#]+$/, '');
  return legalSans.find((san) => bare(san) === wanted)
    ?? legalSans.find((san) => bare(san).replace('x', '') === wanted.replace('x', ''));
}

/** Appendix E of the Laws (seed 000, E2.1): the names said instead of the file letters. */
export const PHONETIC_FILES: Record<string, string> = {
  a: 'Анна', b: 'Белла', c: 'Цезарь', d: 'Давид', e: 'Ева', f: 'Феликс', g: 'Густав', h: 'Хектор',
};
const RANK_WORDS_RU = ['один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь'];
const PIECE_RU: Record<string, string> = { k: 'король', q: 'ферзь', r: 'ладья', b: 'слон', n: 'конь', p: 'пешка' };
const PIECE_EN: Record<string, string> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

/**
 * How squares, pieces and castling are said (Appendix E, E2): `ru` the Appendix's names of the files
 * with Russian numbers and piece names («слон Густав четыре»); `appendix-e` the Appendix word for
 * word, German numbers and piece names as it spells them in Russian («лойфер Густав фир»).
 */
export type Speech = 'ru' | 'appendix-e';
export const SPEECH_PREFERENCE = 'teamchess.game.speech';

export function savedSpeech(storage: Pick<Storage, 'getItem'>): Speech {
  return storage.getItem(SPEECH_PREFERENCE) === 'appendix-e' ? 'appendix-e' : 'ru';
}

/** E2.1: the ranks from White to Black get German numbers. */
const RANK_WORDS_DE = ['айн', 'цвай', 'драй', 'фир', 'фюнф', 'зекс', 'зибен', 'ахт'];
/** E2.1: Koenig, Dame, Turm, Laeufer, Springer, Bauer. */
const PIECE_DE: Record<string, string> = { k: 'кениг', q: 'даме', r: 'турм', b: 'лойфер', n: 'шпрингер', p: 'бауэр' };

/** A square the way it is said: `f3` -> «Феликс три» (Russian, Appendix E), «Феликс драй» (the Appendix's German numbers), `f3` in English. */
export function spokenSquare(square: string, lang: Notation, speech: Speech = 'ru'): string {
  if (lang === 'en') {
    return square;
  }
  const ranks = speech === 'appendix-e' ? RANK_WORDS_DE : RANK_WORDS_RU;
  return `${PHONETIC_FILES[square[0]!] ?? square[0]} ${ranks[Number(square[1]) - 1] ?? square[1]}`;
}

function pieceNames(lang: Notation, speech: Speech): Record<string, string> {
  return lang === 'en' ? PIECE_EN : speech === 'appendix-e' ? PIECE_DE : PIECE_RU;
}

/** What the page knows of a played move (chess.js' verbose move has these fields). */
export interface MoveFacts {
  color: 'w' | 'b';
  piece: string;
  from: string;
  to: string;
  san: string;
  captured?: string | undefined;
  promotion?: string | undefined;
}

/**
 * A move as a sentence for the live region: «Белые: пешка Феликс два — Феликс три.»,
 * «Чёрные: ферзь Давид восемь бьёт Хектор четыре, мат.», «Белые: короткая рокировка.»; with the
 * Appendix's German words «Белые: бауэр Феликс цвай — Феликс драй.», «Белые: Кюрц рохад.»
 */
export function spokenMove(move: MoveFacts, lang: Notation, speech: Speech = 'ru'): string {
  const ru = lang === 'ru';
  const german = ru && speech === 'appendix-e';
  const side = move.color === 'w' ? (ru ? 'Белые' : 'White') : (ru ? 'Чёрные' : 'Black');
  let what: string;
  if (move.san.startsWith('O-O-O')) {
    what = german ? 'Ланг Рохад' : ru ? 'длинная рокировка' : 'castles queenside';
  } else if (move.san.startsWith('O-O')) {
    what = german ? 'Кюрц рохад' : ru ? 'короткая рокировка' : 'castles kingside';
  } else {
    const names = pieceNames(lang, speech);
    const from = `${names[move.piece]} ${spokenSquare(move.from, lang, speech)}`;
    const to = spokenSquare(move.to, lang, speech);
    if (move.captured) {
      const taken = german ? PIECE_DE[move.captured] : CAPTURED_RU[move.captured];
      what = ru ? `${from} бьёт ${taken} на ${to}` : `${from} takes ${names[move.captured]} on ${to}`;
    } else {
      what = ru ? `${from} — ${to}` : `${from} to ${to}`;
    }
    if (move.promotion) {
      const into = german ? PIECE_DE[move.promotion] : PROMOTED_RU[move.promotion];
      what += ru ? `, превращение в ${into}` : `, promotes to ${names[move.promotion]}`;
    }
  }
  const check = move.san.endsWith('#') ? (ru ? ', мат' : ', checkmate') : move.san.endsWith('+') ? (ru ? ', шах' : ', check') : '';
  return `${side}: ${what}${check}.`;
}

/** A move without the side: «слон Феликс один — Густав четыре» (for a list of moves to choose from). */
export function spokenMoveOnly(move: MoveFacts, lang: Notation, speech: Speech = 'ru'): string {
  return spokenMove(move, lang, speech).replace(/^[^:]+: /, '').replace(/\.$/, '');
}

const PLURAL_RU: Record<string, string> = { k: 'король', q: 'ферзи', r: 'ладьи', b: 'слоны', n: 'кони', p: 'пешки' };
const PLURAL_EN: Record<string, string> = { k: 'king', q: 'queens', r: 'rooks', b: 'bishops', n: 'knights', p: 'pawns' };

/**
 * The position said piece by piece, White first, each side's king first and pawns last:
 * «Белые: король Ева один, ферзь Давид один, пешки Ева четыре, Феликс два. Чёрные: … Ход белых.»
 */
export function spokenPosition(fen: string, lang: Notation, speech: Speech = 'ru'): string {
  const ru = lang === 'ru';
  const blackToMove = sideToMove(fen) === 'black';
  const found: Record<string, string[]> = {};
  for (const square of parseBoard(fen)) {
    if (square.piece) (found[square.piece] ??= []).push(square.name);
  }
  const names = pieceNames(lang, speech);
  const plural = lang === 'en' ? PLURAL_EN : speech === 'appendix-e' ? PIECE_DE : PLURAL_RU;
  const side = (white: boolean) => 'kqrbnp'.split('').flatMap((kind) => {
    const squares = (found[white ? kind.toUpperCase() : kind] ?? []).sort((a, b) => a.localeCompare(b))
      .map((square) => spokenSquare(square, lang, speech));
    if (squares.length === 0) return [];
    return [`${squares.length === 1 ? names[kind] : plural[kind]} ${squares.join(', ')}`];
  }).join(', ');
  const white = side(true);
  const black = side(false);
  return ru
    ? `Белые: ${white || 'нет фигур'}. Чёрные: ${black || 'нет фигур'}. Ход ${blackToMove ? 'чёрных' : 'белых'}.`
    : `White: ${white || 'no pieces'}. Black: ${black || 'no pieces'}. ${blackToMove ? 'Black' : 'White'} to move.`;
}

const CAPTURED_RU: Record<string, string> = { q: 'ферзя', r: 'ладью', b: 'слона', n: 'коня', p: 'пешку', k: 'короля' };
const PROMOTED_RU: Record<string, string> = { q: 'ферзя', r: 'ладью', b: 'слона', n: 'коня' };

/** Where the viewer's notation is remembered: chosen on the live board, used by every page that shows moves. */
export const NOTATION_PREFERENCE = 'teamchess.game.notation';

export function savedNotation(storage: Pick<Storage, 'getItem'>): Notation {
  return storage.getItem(NOTATION_PREFERENCE) === 'en' ? 'en' : 'ru';
}
