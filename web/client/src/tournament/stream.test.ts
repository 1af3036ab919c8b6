import { describe, expect, it } from 'vitest';
import { RECONNECT_DELAYS, type ConnectionStatus } from '../game/protocol';
import type { StandingsView } from './client';
import { FakeEventSource, standings } from './fixtures';
import { StandingsStream } from './stream';

function setUp() {
  const sources: FakeEventSource[] = [];
  const received: StandingsView[] = [];
  const statuses: ConnectionStatus[] = [];
  const timers: { action: () => void; millis: number }[] = [];
  const stream = new StandingsStream({
    url: 'http://tournament/api/tournaments/t1/standings/stream',
    source: (url) => { const source = new FakeEventSource(url); sources.push(source); return source; },
    onStandings: (view) => received.push(view),
    onStatus: (status) => statuses.push(status),
    schedule: (action, millis) => timers.push({ action, millis }),
  });
  return { stream, sources, received, statuses, timers };
}

describe('StandingsStream', () => {
  it('passes on every standings event and says when it is open', () => {
    const { stream, sources, received, statuses } = setUp();
    stream.connect();
    expect(sources[0]!.url).toBe('http://tournament/api/tournaments/t1/standings/stream');
    sources[0]!.open();
    sources[0]!.send(standings());
    sources[0]!.send('not json');
    expect(received).toEqual([standings()]);
    expect(statuses).toEqual(['open']);
  });

  it('leaves a dropped connection to the browser\'s own retry and says it is reconnecting', () => {
    const { stream, sources, statuses, timers } = setUp();
    stream.connect();
    sources[0]!.open();
    sources[0]!.fail(0);
    expect(statuses).toEqual(['open', 'reconnecting']);
    expect(timers).toEqual([]);
    sources[0]!.send(standings());
    expect(statuses.at(-1)).toBe('open');
  });

  it('opens a new source after growing pauses when the browser gave up, and stops on close', () => {
    const { stream, sources, timers, statuses } = setUp();
    stream.connect();
    sources[0]!.fail(2);
    expect(timers.map((timer) => timer.millis)).toEqual([RECONNECT_DELAYS[0]]);
    timers[0]!.action();
    sources[1]!.fail(2);
    expect(timers.map((timer) => timer.millis)).toEqual([RECONNECT_DELAYS[0], RECONNECT_DELAYS[1]]);
    stream.close();
    timers[1]!.action();
    expect(sources).toHaveLength(2);
    expect(statuses.at(-1)).toBe('closed');
  });
});
