/** What the board shows beyond the pieces: the king in check, premove targets, the clocks after the start. */
import { Chess } from 'chess.js';
import { parseBoard, sideToMove, type Side } from './board';
import type { ClockReading } from './clock';

/** The square of the king of the side to move when the last move gave check; undefined otherwise. */
export function checkedKing(fen: string, lastSan: string | undefined): string | undefined {
  if (!lastSan || !/[+#]$/.test(lastSan)) return undefined;
  const king = sideToMove(fen) === 'black' ? 'k' : 'K';
  return parseBoard(fen).find((square) => square.piece === king)?.name;
}

/**
 * Where a piece of `side` could go if it were `side`'s move now: the squares a premove may aim at
 * while the opponent thinks. The real move is checked when it becomes the player's turn.
 */
export function premoveTargets(fen: string, side: Side, from: string): string[] {
  const fields = fen.trim().split(/\s+/);
  if (fields.length < 4) return [];
  fields[1] = side === 'white' ? 'w' : 'b';
  fields[3] = '-';
  try {
    // chess.js refuses a position where the side not to move is in check: such a premove cannot be checked ahead.
    const board = new Chess(fields.join(' '), { skipValidation: true });
    return board.moves({ square: from as never, verbose: true }).map((move) => move.to);
  } catch {
    return [];
  }
}

/**
 * The clocks as they are now, including a start the server has not told about yet: a page opened
 * before the scheduled start gets the clocks as `scheduled`; from the start White's (the side to
 * move's) clock runs (Art. 6.5), so the page counts it down from the start by itself. The start is
 * placed on the local clock with the offset between the snapshot's server time and its arrival.
 */
export function clockNow(reading: ClockReading, scheduledStart: string | undefined, toMove: Side, now: number): ClockReading {
  const { clocks } = reading;
  if (clocks.status !== 'scheduled' || !scheduledStart) return reading;
  const serverAt = Date.parse(clocks.at);
  const start = Date.parse(scheduledStart);
  if (Number.isNaN(start)) return reading;
  const offset = Number.isNaN(serverAt) ? 0 : reading.receivedAt - serverAt;
  const localStart = start + offset;
  if (now < localStart) return reading;
  return { clocks: { ...clocks, status: 'running', running: toMove }, receivedAt: localStart };
}

/** Milliseconds until the scheduled start on the local clock; 0 once it has come. */
export function untilStart(reading: ClockReading | undefined, scheduledStart: string | undefined, now: number): number {
  if (!scheduledStart) return 0;
  const start = Date.parse(scheduledStart);
  if (Number.isNaN(start)) return 0;
  const serverAt = reading ? Date.parse(reading.clocks.at) : NaN;
  const offset = reading && !Number.isNaN(serverAt) ? reading.receivedAt - serverAt : 0;
  return Math.max(0, start + offset - now);
}
