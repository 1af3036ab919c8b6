/**
 * Live standings over Server-Sent Events (`GET /api/tournaments/{id}/standings/stream`): the whole
 * table as the event `standings`, once on connect and after every change. The browser's
 * EventSource reconnects by itself after a dropped connection; when it gives up (the server
 * answered with an error status, so the source is closed), this opens a new one after the same
 * growing pauses as the game socket.
 */
import { RECONNECT_DELAYS, type ConnectionStatus } from '../game/protocol';
import type { StandingsView } from './client';

/** The part of a browser EventSource the stream uses (a fake in the tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  addEventListener(type: 'standings', listener: (event: { data: string }) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser will not try again by itself. */
const CLOSED = 2;

export interface StandingsStreamOptions {
  url: string;
  source: (url: string) => EventSourceLike;
  onStandings: (standings: StandingsView) => void;
  onStatus: (status: ConnectionStatus) => void;
  schedule?: (action: () => void, millis: number) => unknown;
}

export class StandingsStream {
  private source: EventSourceLike | null = null;
  private stopped = false;
  private attempts = 0;
  private status: ConnectionStatus = 'connecting';

  constructor(private readonly options: StandingsStreamOptions) {}

  connect(): void {
    this.stopped = false;
    const source = this.options.source(this.options.url);
    this.source = source;
    source.onopen = () => {
      if (this.source === source) this.setStatus('open');
    };
    source.addEventListener('standings', (event) => {
      if (this.source !== source) return;
      let standings: StandingsView;
      try {
        standings = JSON.parse(event.data) as StandingsView;
      } catch {
        return;
      }
      this.attempts = 0;
      this.setStatus('open');
      this.options.onStandings(standings);
    });
    source.onerror = () => {
      if (this.source !== source || this.stopped) return;
      this.setStatus('reconnecting');
      if (source.readyState !== CLOSED) return;
      source.close();
      this.source = null;
      const delay = RECONNECT_DELAYS[Math.min(this.attempts, RECONNECT_DELAYS.length - 1)]!;
      this.attempts++;
      (this.options.schedule ?? setTimeout)(() => {
        if (!this.stopped) this.connect();
      }, delay);
    };
  }

  close(): void {
    this.stopped = true;
    this.source?.close();
    this.source = null;
    this.setStatus('closed');
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status !== status) {
      this.status = status;
      this.options.onStatus(status);
    }
  }
}
