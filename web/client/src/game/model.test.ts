import { describe, expect, it } from 'vitest';
import { applyEvent, fromState, legalMoves, moveFacts } from './model';
import type { StateMessage } from './protocol';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const state: StateMessage = {
  type: 'state', gameId: 'g', version: 0, seat: 'white', status: 'scheduled', startFen: START, fen: START, moves: [], ply: 0,
  toMove: 'white', clocks: { whiteMillis: 60_000, blackMillis: 60_000, status: 'scheduled', at: '2026-01-01T00:00:00Z' },
};

describe('game model', () => {
  it('follows the server: a move changes the position, the list, the side to move and the clocks', () => {
    const model = fromState(state, 100);
    const after = applyEvent(model, {
      type: 'move', version: 1, ply: 1, side: 'white', san: 'f3', uci: 'f2f3',
      fen: 'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1', status: 'playing',
      clocks: { whiteMillis: 60_000, blackMillis: 60_000, running: 'black', status: 'running', at: '2026-01-01T00:00:01Z' },
    }, 500);
    expect(after.model.moves).toEqual(['f3']);
    expect(after.model.toMove).toBe('black');
    expect(after.model.status).toBe('playing');
    expect(after.model.clock?.receivedAt).toBe(500);
    expect(after.model.lastMove).toEqual({ from: 'f2', to: 'f3' });
    expect(after.move).toMatchObject({ color: 'w', piece: 'p', from: 'f2', to: 'f3' });
    expect(model.moves).toEqual([]);
  });

  it('keeps the draw offer and the result', () => {
    let model = fromState(state, 0);
    model = applyEvent(model, { type: 'draw-offered', version: 1, by: 'black', ply: 0 }, 0).model;
    expect(model.drawOffer).toBe('black');
    model = applyEvent(model, { type: 'draw-declined', version: 2, by: 'white', ply: 0 }, 0).model;
    expect(model.drawOffer).toBeUndefined();
    model = applyEvent(model, { type: 'game-ended', version: 3, result: '0-1', termination: 'resignation' }, 0).model;
    expect(model).toMatchObject({ status: 'finished', result: '0-1', termination: 'resignation' });
  });

  it('knows legal moves and the details of a capture with chess.js', () => {
    expect(legalMoves(START)).toHaveLength(20);
    expect(legalMoves(START, 'chess960')).toEqual([]);
    const fen = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    expect(moveFacts(fen, 'exd5')).toMatchObject({ piece: 'p', captured: 'p', from: 'e4', to: 'd5' });
    expect(moveFacts(fen, 'Ke3')).toBeUndefined();
  });
});
