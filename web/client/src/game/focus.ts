import type { ClientMessage } from './protocol';

/** How long a change of focus must last before it is reported: a click into a menu is no absence. */
export const FOCUS_DEBOUNCE_MILLIS = 600;

/** The page's own focus, as the browser says it (a fake in the tests). */
export interface FocusSource {
  /** Whether the page cannot be seen now (another tab, a minimised window: document.hidden). */
  hidden(): boolean;
  /** Whether the page's window has the focus (document.hasFocus()). */
  focused(): boolean;
  /** Calls back on every change (visibilitychange, blur, focus); returns what stops it. */
  listen(changed: () => void): () => void;
}

/** The page's focus in a browser. */
export const browserFocus: FocusSource = {
  hidden: () => document.visibilityState === 'hidden',
  focused: () => document.hasFocus(),
  listen(changed) {
    document.addEventListener('visibilitychange', changed);
    window.addEventListener('blur', changed);
    window.addEventListener('focus', changed);
    return () => {
      document.removeEventListener('visibilitychange', changed);
      window.removeEventListener('blur', changed);
      window.removeEventListener('focus', changed);
    };
  },
};

/** Timers, injectable so that the tests need not wait. */
export interface Timers {
  set(run: () => void, millis: number): unknown;
  clear(timer: unknown): void;
}

const realTimers: Timers = {
  set: (run, millis) => setTimeout(run, millis),
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * Tells game-service when the player's page loses and regains focus during his own turn
 * (docs/protocol.md, `focus`): fair-play data for the arbiters, never shown to the opponent. Only
 * "lost" and "back" are sent; the server times them itself. A change is reported once it has lasted
 * {@link FOCUS_DEBOUNCE_MILLIS}. Away when the page is hidden or its window lost the focus. When his
 * turn ends (he moved) the absence is over on the server too, so nothing is sent; when his turn comes
 * while he is away, "lost" is sent then.
 */
export class FocusReporter {
  private onTurn = false;
  /** What the server was last told: away (lost) or not. */
  private reportedAway = false;
  private timer: unknown;
  private readonly stop: () => void;

  constructor(private readonly send: (message: ClientMessage) => boolean,
    private readonly source: FocusSource = browserFocus, private readonly timers: Timers = realTimers) {
    this.stop = source.listen(() => this.schedule());
  }

  /** Whether it is the player's own turn in a game going on (his connection open); call on every change. */
  turn(onTurn: boolean): void {
    if (onTurn === this.onTurn) return;
    this.onTurn = onTurn;
    if (!onTurn) {
      // His move (or the game's end) ended any absence on the server: nothing to send.
      this.reportedAway = false;
      this.cancel();
      return;
    }
    this.schedule();
  }

  /** Stops listening (the page is left or the game is over). */
  dispose(): void {
    this.cancel();
    this.stop();
  }

  private away(): boolean {
    return this.source.hidden() || !this.source.focused();
  }

  private schedule(): void {
    this.cancel();
    if (this.wanted() === this.reportedAway) return;
    this.timer = this.timers.set(() => {
      this.timer = undefined;
      const away = this.wanted();
      if (away === this.reportedAway) return;
      if (this.send({ type: 'focus', state: away ? 'lost' : 'back' })) this.reportedAway = away;
    }, FOCUS_DEBOUNCE_MILLIS);
  }

  /** Whether the server should believe him away now: only during his turn. */
  private wanted(): boolean {
    return this.onTurn && this.away();
  }

  private cancel(): void {
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = undefined;
  }
}
