/** What the game page knows of its game, changed only by what the server sends. */
import { Chess, type Move } from 'chess.js';
import type { ClockReading } from './clock';
import type { MoveFacts } from './notation';
import type { Presence, QuickplayClaim, QuickplayDecidedEvent, StateMessage, VersionedEvent } from './protocol';

export interface GameModel {
  gameId: string;
  seat: 'white' | 'black' | 'spectator';
  status: 'scheduled' | 'playing' | 'finished';
  variant: string;
  startFen: string;
  fen: string;
  /** English SAN, as the server sends them. */
  moves: string[];
  toMove: 'white' | 'black';
  timeControl?: string | undefined;
  scheduledStart?: string | undefined;
  clock?: ClockReading | undefined;
  drawOffer?: 'white' | 'black' | undefined;
  result?: string | undefined;
  termination?: string | undefined;
  article?: string | undefined;
  lastMove?: { from: string; to: string } | undefined;
  /** Scheduled start plus the default time: a player not at the board by then loses (Art. 6.7.1). */
  arrivalDeadline?: string | undefined;
  /** Who of the players is connected now (unversioned: the last `presence` received). */
  presence?: Presence | undefined;
  /** The open quickplay-finish claim (Art. 10.2), until the arbiter decides it or the game ends. */
  quickplayClaim?: QuickplayClaim | undefined;
  /** The arbiter's last decision on a quickplay claim, as the players were told it. */
  quickplayDecision?: QuickplayDecidedEvent | undefined;
  /** The arbiter's reason when an arbiter ended the game. */
  endReason?: string | undefined;
}

export function fromState(state: StateMessage, now: number): GameModel {
  return {
    gameId: state.gameId,
    seat: state.seat,
    status: state.status,
    variant: state.variant ?? 'standard',
    startFen: state.startFen,
    fen: state.fen,
    moves: [...state.moves],
    toMove: state.toMove,
    timeControl: state.timeControl,
    scheduledStart: state.scheduledStart,
    clock: state.clocks ? { clocks: state.clocks, receivedAt: now } : undefined,
    drawOffer: state.drawOffer,
    result: state.result,
    termination: state.termination,
    arrivalDeadline: state.arrivalDeadline,
    presence: state.presence,
    quickplayClaim: state.quickplayClaim,
  };
}

/** A versioned event applied to the model; the move's details when it was a move (for sound and speech). */
export function applyEvent(model: GameModel, event: VersionedEvent, now: number): { model: GameModel; move?: MoveFacts } {
  switch (event.type) {
    case 'move': {
      const facts = moveFacts(model.fen, event.san, model.variant) ?? {
        color: event.side === 'white' ? 'w' : 'b', piece: 'p', from: event.uci.slice(0, 2), to: event.uci.slice(2, 4), san: event.san,
      } satisfies MoveFacts;
      return {
        model: {
          ...model,
          fen: event.fen,
          moves: [...model.moves, event.san],
          toMove: event.side === 'white' ? 'black' : 'white',
          status: event.status === 'finished' ? 'finished' : 'playing',
          clock: event.clocks ? { clocks: event.clocks, receivedAt: now } : model.clock,
          drawOffer: event.drawOffer,
          lastMove: { from: event.uci.slice(0, 2), to: event.uci.slice(2, 4) },
        },
        move: facts,
      };
    }
    case 'draw-offered':
      return { model: { ...model, drawOffer: event.by } };
    case 'draw-declined':
      return { model: { ...model, drawOffer: undefined } };
    case 'game-ended':
      return {
        model: {
          ...model, status: 'finished', result: event.result, termination: event.termination, article: event.article,
          endReason: event.reason, drawOffer: undefined, quickplayClaim: undefined, clock: event.clocks ? { clocks: event.clocks, receivedAt: now } : model.clock,
        },
      };
    case 'clock-adjusted':
      return { model: { ...model, clock: { clocks: event.clocks, receivedAt: now } } };
    case 'quickplay-claimed':
      return { model: { ...model, quickplayClaim: { by: event.by, claimedAt: event.claimedAt, postponed: false }, quickplayDecision: undefined } };
    case 'quickplay-decided':
      // A postponed claim stays open; a draw (the game-ended follows) or a rejection closes it.
      return { model: { ...model, quickplayDecision: event,
        quickplayClaim: event.decision === 'postponed' && model.quickplayClaim ? { ...model.quickplayClaim, postponed: true } : undefined } };
    case 'flag-fell':
      return { model: { ...model, quickplayClaim: model.quickplayClaim && { ...model.quickplayClaim, flagFell: event.side } } };
    default:
      return { model };
  }
}

/** Whether a side has made a move in the game (the side to move first is read from the start FEN). */
export function hasMoved(model: GameModel, side: 'white' | 'black'): boolean {
  const first = model.startFen.split(' ')[1] === 'b' ? 'black' : 'white';
  return model.moves.length >= (side === first ? 1 : 2);
}

/** The details of a SAN move in a position (chess.js); undefined for Chess960 or a move chess.js cannot read. */
export function moveFacts(fen: string, san: string, variant = 'standard'): MoveFacts | undefined {
  if (variant !== 'standard') return undefined;
  try {
    const move: Move = new Chess(fen).move(san);
    return { color: move.color, piece: move.piece, from: move.from, to: move.to, san: move.san,
      captured: move.captured, promotion: move.promotion };
  } catch {
    return undefined;
  }
}

/** The legal moves of a position (standard chess only; Chess960 leaves the judgement to the server). */
export function legalMoves(fen: string, variant = 'standard'): Move[] {
  if (variant !== 'standard') return [];
  try {
    return new Chess(fen).moves({ verbose: true });
  } catch {
    return [];
  }
}
