import { describe, expect, it } from 'vitest';
import { FOCUS_DEBOUNCE_MILLIS, FocusReporter, type FocusSource, type Timers } from './focus';
import type { ClientMessage } from './protocol';

/** A page whose focus the test sets, and timers it runs by hand. */
function harness() {
  const page = { hidden: false, focused: true };
  let changed: () => void = () => undefined;
  let stopped = false;
  const source: FocusSource = {
    hidden: () => page.hidden,
    focused: () => page.focused,
    listen(callback) { changed = callback; return () => { stopped = true; }; },
  };
  const pending = new Map<number, { run: () => void; at: number }>();
  let now = 0;
  let next = 1;
  const timers: Timers = {
    set(run, millis) { pending.set(next, { run, at: now + millis }); return next++; },
    clear(timer) { pending.delete(timer as number); },
  };
  const sent: ClientMessage[] = [];
  const reporter = new FocusReporter((message) => { sent.push(message); return true; }, source, timers);
  return {
    reporter, sent, stopped: () => stopped,
    set(hidden: boolean, focused: boolean) { page.hidden = hidden; page.focused = focused; changed(); },
    advance(millis: number) {
      now += millis;
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) { pending.delete(id); timer.run(); }
      }
    },
  };
}

describe('the focus reporter', () => {
  it('reports a lost focus during the own turn once it lasted, and the return', () => {
    const page = harness();
    page.reporter.turn(true);
    page.set(true, false);
    page.advance(FOCUS_DEBOUNCE_MILLIS - 1);
    expect(page.sent).toEqual([]);
    page.advance(1);
    expect(page.sent).toEqual([{ type: 'focus', state: 'lost' }]);
    page.set(false, false); // visible again but the window not focused: still away
    page.advance(FOCUS_DEBOUNCE_MILLIS);
    expect(page.sent).toHaveLength(1);
    page.set(false, true);
    page.advance(FOCUS_DEBOUNCE_MILLIS);
    expect(page.sent).toEqual([{ type: 'focus', state: 'lost' }, { type: 'focus', state: 'back' }]);
  });

  it('sends nothing for a blink shorter than the debounce', () => {
    const page = harness();
    page.reporter.turn(true);
    page.set(false, false);
    page.advance(100);
    page.set(false, true);
    page.advance(FOCUS_DEBOUNCE_MILLIS * 2);
    expect(page.sent).toEqual([]);
  });

  it('says nothing during the opponent\'s turn, and "lost" when his turn comes while he is away', () => {
    const page = harness();
    page.set(true, false);
    page.advance(FOCUS_DEBOUNCE_MILLIS * 3);
    expect(page.sent).toEqual([]);
    page.reporter.turn(true);
    page.advance(FOCUS_DEBOUNCE_MILLIS);
    expect(page.sent).toEqual([{ type: 'focus', state: 'lost' }]);
  });

  it('sends no "back" after his turn ended: his move ended the absence on the server', () => {
    const page = harness();
    page.reporter.turn(true);
    page.set(true, false);
    page.advance(FOCUS_DEBOUNCE_MILLIS);
    page.reporter.turn(false);
    page.set(false, true);
    page.advance(FOCUS_DEBOUNCE_MILLIS * 2);
    expect(page.sent).toEqual([{ type: 'focus', state: 'lost' }]);
    // Away again on his next turn: counted again.
    page.set(true, false);
    page.reporter.turn(true);
    page.advance(FOCUS_DEBOUNCE_MILLIS);
    expect(page.sent.at(-1)).toEqual({ type: 'focus', state: 'lost' });
  });

  it('stops listening when disposed', () => {
    const page = harness();
    page.reporter.turn(true);
    page.set(true, false);
    page.reporter.dispose();
    page.advance(FOCUS_DEBOUNCE_MILLIS);
    expect(page.sent).toEqual([]);
    expect(page.stopped()).toBe(true);
  });
});
