import { describe, expect, it } from 'vitest';
import { formatClock, remaining, spokenClock, type Clocks } from './clock';

const clocks = (over: Partial<Clocks> = {}): Clocks => ({
  whiteMillis: 300_000, blackMillis: 200_000, running: 'white', status: 'running', at: '2026-03-07T10:00:00Z', ...over,
});

describe('clock', () => {
  it('counts the running side down from the moment the snapshot arrived, the other side stands', () => {
    const reading = { clocks: clocks(), receivedAt: 1_000 };
    expect(remaining(reading, 1_000)).toEqual({ white: 300_000, black: 200_000 });
    expect(remaining(reading, 6_500)).toEqual({ white: 294_500, black: 200_000 });
    expect(remaining({ clocks: clocks({ running: 'black' }), receivedAt: 0 }, 10_000)).toEqual({ white: 300_000, black: 190_000 });
  });

  it('stands still when paused, scheduled or ended, and never goes below zero', () => {
    expect(remaining({ clocks: clocks({ status: 'paused' }), receivedAt: 0 }, 60_000).white).toBe(300_000);
    expect(remaining({ clocks: clocks({ status: 'scheduled' }), receivedAt: 0 }, 60_000).white).toBe(300_000);
    expect(remaining({ clocks: clocks({ status: 'ended', running: undefined }), receivedAt: 0 }, 60_000).white).toBe(300_000);
    expect(remaining({ clocks: clocks(), receivedAt: 0 }, 10_000_000).white).toBe(0);
  });

  it('formats like a chess clock, rounding down, tenths under ten seconds', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(299_999)).toBe('4:59');
    expect(formatClock(61_000)).toBe('1:01');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(9_999)).toBe('0:09.9');
    expect(formatClock(450)).toBe('0:00.4');
    expect(formatClock(-5)).toBe('0:00.0');
  });

  it('says the time in words with Russian plural forms', () => {
    expect(spokenClock(245_000, 'ru')).toBe('4 минуты 5 секунд');
    expect(spokenClock(61_000, 'ru')).toBe('1 минута 1 секунда');
    expect(spokenClock(3_600_000 + 22_000, 'ru')).toBe('1 час 22 секунды');
    expect(spokenClock(0, 'ru')).toBe('0 секунд');
    expect(spokenClock(121_000, 'en')).toBe('2 minutes 1 second');
  });
});
