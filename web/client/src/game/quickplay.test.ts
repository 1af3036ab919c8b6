import { describe, expect, it } from 'vitest';
import { fromState } from './model';
import type { StateMessage } from './protocol';
import { canClaimQuickplay, lastPeriodAfter } from './quickplay';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const state = (overrides: Partial<StateMessage> = {}): StateMessage => ({
  type: 'state', gameId: 'g', version: 9, seat: 'white', status: 'playing', startFen: START, fen: START,
  moves: ['e4', 'e5'], ply: 2, toMove: 'white', timeControl: '5+0',
  clocks: { whiteMillis: 119_000, blackMillis: 200_000, running: 'white', status: 'running', at: '2026-01-01T00:00:00Z' },
  ...overrides,
});

describe('quickplay finish (Art. 10.2)', () => {
  it('applies to the last period of a time control without increment or delay', () => {
    expect(lastPeriodAfter('30+0', 'white')).toBe(0);
    expect(lastPeriodAfter('G/30', 'black')).toBe(0);
    expect(lastPeriodAfter('W5/B4', 'black')).toBe(0);
    expect(lastPeriodAfter('90/40+30', 'white')).toBe(40);
    expect(lastPeriodAfter('15+10', 'white')).toBeUndefined();
    expect(lastPeriodAfter('25+5d', 'white')).toBeUndefined();
    expect(lastPeriodAfter('90/40+30+30s', 'white')).toBeUndefined();
    expect(lastPeriodAfter('W5+3/B4+0', 'black')).toBe(0);
  });

  it('is offered to the player to move with under 2 minutes and no claim open', () => {
    const now = 1_000;
    const at = (overrides: Partial<StateMessage>) => canClaimQuickplay(fromState(state(overrides), now), now);
    expect(at({})).toBe(true);
    expect(at({ clocks: { whiteMillis: 120_000, blackMillis: 1, running: 'white', status: 'running', at: '' } })).toBe(false);
    expect(at({ clocks: { whiteMillis: 0, blackMillis: 1, running: 'white', status: 'running', at: '' } })).toBe(false);
    expect(at({ clocks: { whiteMillis: 60_000, blackMillis: 1, status: 'paused', at: '' } })).toBe(false);
    expect(at({ toMove: 'black' })).toBe(false);
    expect(at({ seat: 'spectator' })).toBe(false);
    expect(at({ timeControl: '3+2' })).toBe(false);
    expect(at({ timeControl: '90/40+30' })).toBe(false);
    expect(at({ quickplayClaim: { by: 'black', claimedAt: '', postponed: true } })).toBe(false);
    expect(at({ status: 'finished' })).toBe(false);
  });
});
