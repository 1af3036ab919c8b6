import { describe, expect, it } from 'vitest';
import { checkedKing, clockNow, premoveTargets, untilStart } from './position';

const SCHEDULED = { whiteMillis: 900_000, blackMillis: 900_000, status: 'scheduled' as const, at: '2026-11-25T15:45:00Z' };
/** The snapshot arrived 2 s after the server's `at` by the local clock (the local clock is 2 s ahead). */
const ARRIVED = Date.parse('2026-11-25T15:45:02Z');

describe('the clocks at the scheduled start', () => {
  it('leave a scheduled clock alone before the start', () => {
    const reading = { clocks: SCHEDULED, receivedAt: ARRIVED };
    expect(clockNow(reading, '2026-11-25T15:50:00Z', 'white', Date.parse('2026-11-25T15:50:01Z'))).toBe(reading);
    expect(untilStart(reading, '2026-11-25T15:50:00Z', Date.parse('2026-11-25T15:49:02Z'))).toBe(60_000);
  });

  it('run White\'s clock from the start by themselves, placed on the local clock', () => {
    const reading = { clocks: SCHEDULED, receivedAt: ARRIVED };
    const now = clockNow(reading, '2026-11-25T15:50:00Z', 'white', Date.parse('2026-11-25T15:50:12Z'));
    expect(now.clocks).toMatchObject({ status: 'running', running: 'white', whiteMillis: 900_000 });
    expect(now.receivedAt).toBe(Date.parse('2026-11-25T15:50:02Z'));
    expect(untilStart(reading, '2026-11-25T15:50:00Z', Date.parse('2026-11-25T15:50:12Z'))).toBe(0);
  });

  it('change nothing for a clock that runs already', () => {
    const reading = { clocks: { ...SCHEDULED, status: 'running' as const, running: 'black' as const }, receivedAt: ARRIVED };
    expect(clockNow(reading, '2026-11-25T15:50:00Z', 'white', Date.parse('2026-11-25T16:00:00Z'))).toBe(reading);
  });
});

describe('the board', () => {
  it('finds the king in check after a checking move only', () => {
    const mated = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
    expect(checkedKing(mated, 'Qh4#')).toBe('e1');
    expect(checkedKing(mated, 'Qh4')).toBeUndefined();
    expect(checkedKing('4k3/8/8/8/8/8/8/4R1K1 b - - 0 1', 'Re1+')).toBe('e8');
  });

  it('gives the squares a premove may aim at while the opponent is to move', () => {
    const blackToMove = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(premoveTargets(blackToMove, 'white', 'g1').sort()).toEqual(['e2', 'f3', 'h3']);
    expect(premoveTargets(blackToMove, 'white', 'e4')).toEqual(['e5']);
  });
});
