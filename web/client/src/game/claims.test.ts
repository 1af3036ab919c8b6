import { describe, expect, it } from 'vitest';
import { claimsNow } from './claims';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('draw claims', () => {
  it('offers none at the start', () => {
    expect(claimsNow(START, [])).toEqual({ threefold: false, threefoldWith: [], fifty: false });
  });

  it('offers the repetition with the move that repeats the position a third time, and once it stands', () => {
    const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];
    expect(claimsNow(START, shuffle).threefoldWith).toEqual(['Ng8']);
    expect(claimsNow(START, shuffle).threefold).toBe(false);
    expect(claimsNow(START, [...shuffle, 'Ng8']).threefold).toBe(true);
  });

  it('offers the fifty-move rule from a halfmove clock of 100', () => {
    expect(claimsNow('8/8/8/4k3/8/8/8/4K2R w - - 100 80', []).fifty).toBe(true);
    expect(claimsNow('8/8/8/4k3/8/8/8/4K2R w - - 99 80', []).fifty).toBe(false);
  });

  it('offers nothing in Chess960', () => {
    expect(claimsNow(START, [], 'chess960').threefold).toBe(false);
  });
});
