/**
 * The game protocol's client side (docs/protocol.md): one WebSocket per game, `hello` with the
 * access token and, after a drop, the last applied version, so that the server sends only what
 * was missed (`resumed`) or a full `state`. Reconnects by itself with growing pauses; moves not
 * yet acknowledged are sent again under the same clientMoveId (the server acks duplicates).
 */
import type { Clocks } from './clock';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface StateMessage {
  type: 'state';
  gameId: string;
  version: number;
  seat: 'white' | 'black' | 'spectator';
  status: 'scheduled' | 'playing' | 'finished';
  variant?: string;
  startFen: string;
  fen: string;
  moves: string[];
  ply: number;
  toMove: 'white' | 'black';
  whitePlayerId?: string;
  blackPlayerId?: string;
  timeControl?: string;
  scheduledStart?: string;
  clocks?: Clocks;
  drawOffer?: 'white' | 'black';
  result?: string;
  termination?: string;
  /** Scheduled start plus the default time (Art. 6.7.1); absent for older games. */
  arrivalDeadline?: string;
  presence?: Presence;
  quickplayClaim?: QuickplayClaim;
}

/**
 * The open quickplay-finish claim (Art. 10.2) awaiting an arbiter: who claimed and when, whether the
 * arbiter postponed his decision, and the side whose flag fell meanwhile (the arbiter then declares the result).
 */
export interface QuickplayClaim { by: 'white' | 'black'; claimedAt: string; postponed: boolean; flagFell?: 'white' | 'black' }

/** Whether a player has a connection to the game open now; `since` when the oldest of them joined. */
export interface PlayerPresence { connected: boolean; since?: string }
export interface Presence { white: PlayerPresence; black: PlayerPresence }
/** Who of the players is connected: NOT versioned, not part of the game's record; the last one received is the truth. */
export interface PresenceMessage extends Presence { type: 'presence' }

export interface MoveEvent {
  type: 'move'; version: number; ply: number; side: 'white' | 'black'; san: string; uci: string; fen: string;
  clocks?: Clocks; status: string; drawOffer?: 'white' | 'black';
}
export interface DrawEvent { type: 'draw-offered' | 'draw-declined'; version: number; by: 'white' | 'black'; ply: number }
export interface EndedEvent {
  type: 'game-ended'; version: number; result: string; termination: string; article?: string; endedAt?: string; clocks?: Clocks;
  /** The arbiter's reason when an arbiter ended the game. */
  reason?: string;
}
export interface ClockAdjustedEvent { type: 'clock-adjusted'; version: number; kind: string; side?: string; clocks: Clocks }
export interface QuickplayClaimedEvent {
  type: 'quickplay-claimed'; version: number; by: 'white' | 'black'; ply: number; remainingMillis: number; claimedAt: string;
}
/** The arbiter's decision on a quickplay claim; `timeAddedTo` the side given 2 minutes (absent for a draw and after a flag). */
export interface QuickplayDecidedEvent {
  type: 'quickplay-decided'; version: number; by: 'white' | 'black'; decision: 'draw' | 'rejected' | 'postponed'; article?: string;
  timeAddedTo?: 'white' | 'black'; arbiter?: string; reason?: string;
}
/** A flag fell while a quickplay claim was open: the game waits for the arbiter's result. */
export interface FlagFellEvent { type: 'flag-fell'; version: number; side: 'white' | 'black'; ply: number; fellAt: string }
export type VersionedEvent = MoveEvent | DrawEvent | EndedEvent | ClockAdjustedEvent | QuickplayClaimedEvent | QuickplayDecidedEvent | FlagFellEvent;

export interface ResumedMessage {
  type: 'resumed'; gameId: string; seat: 'white' | 'black' | 'spectator'; fromVersion: number; version: number; events: VersionedEvent[];
  presence?: Presence;
}
export interface AckMessage { type: 'ack'; clientMoveId: string; ply: number; version: number; duplicate?: boolean }
export interface ErrorMessage { type: 'error'; code: string; reason?: string; replyTo?: string; clientMoveId?: string }

export type ServerMessage = StateMessage | ResumedMessage | AckMessage | ErrorMessage | PresenceMessage | VersionedEvent;

export type ClientMessage =
  | { type: 'move'; san?: string; uci?: string; clientMoveId: string }
  | { type: 'offer-draw' } | { type: 'accept-draw' } | { type: 'decline-draw' } | { type: 'resign' }
  | { type: 'claim-draw'; claim: 'threefold-repetition' | 'fifty-moves'; san?: string }
  | { type: 'claim-quickplay-draw' }
  | { type: 'focus'; state: 'lost' | 'back' };

/** The part of a browser WebSocket the client uses (a fake in the tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface ConnectionOptions {
  url: string;
  token: () => Promise<string | null>;
  socket: (url: string) => SocketLike;
  /** A state, a versioned event (each exactly once, in order), an ack, an error or a presence (unversioned). */
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  schedule?: (action: () => void, millis: number) => unknown;
  newId?: () => string;
}

/** Errors after which the server closes and trying again cannot help. */
const FATAL = new Set(['unauthorized', 'forbidden', 'not-found']);
/**
 * Errors that say the server could not take the message now (its database unreachable): a move
 * refused so stays pending and is sent again under the same clientMoveId, which the server
 * applies at most once.
 */
const TRANSIENT = new Set(['unavailable']);
/** How often a move refused as unavailable is sent again before it is given up (the player may move again). */
export const MOVE_RETRIES = 5;
/** Pauses before the 1st, 2nd, ... reconnect; the last one repeats. */
export const RECONNECT_DELAYS = [500, 1000, 2000, 4000, 8000];

export class GameConnection {
  private socket: SocketLike | null = null;
  private stopped = false;
  private fatal = false;
  private attempts = 0;
  private version: number | undefined;
  private readonly pending = new Map<string, ClientMessage & { type: 'move' }>();
  /** How often each pending move was refused as unavailable. */
  private readonly retries = new Map<string, number>();
  private counter = 0;
  status: ConnectionStatus = 'connecting';

  constructor(private readonly options: ConnectionOptions) {}

  /** The highest version applied: sent as lastVersion when connecting again. */
  get lastVersion(): number | undefined {
    return this.version;
  }

  get pendingMoves(): string[] {
    return [...this.pending.keys()];
  }

  connect(): void {
    this.stopped = false;
    this.setStatus(this.version === undefined && this.attempts === 0 ? 'connecting' : 'reconnecting');
    const socket = this.options.socket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      void this.options.token().then((token) => {
        if (this.socket !== socket) return;
        const hello: Record<string, unknown> = { type: 'hello' };
        if (token) hello.accessToken = token;
        if (this.version !== undefined) hello.lastVersion = this.version;
        socket.send(JSON.stringify(hello));
      });
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.receive(String(event.data));
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped || this.fatal) {
        this.setStatus('closed');
        return;
      }
      this.setStatus('reconnecting');
      const delay = RECONNECT_DELAYS[Math.min(this.attempts, RECONNECT_DELAYS.length - 1)]!;
      this.attempts++;
      (this.options.schedule ?? setTimeout)(() => {
        if (!this.stopped) this.connect();
      }, delay);
    };
  }

  /** Sends a move and remembers it until it is acknowledged or refused; returns its clientMoveId. */
  move(move: { san: string } | { uci: string }): string {
    const clientMoveId = this.options.newId?.() ?? `${Date.now().toString(36)}-${++this.counter}`;
    const message = { type: 'move' as const, ...move, clientMoveId };
    this.pending.set(clientMoveId, message);
    this.send(message);
    return clientMoveId;
  }

  /** Sends a message when connected; returns false when it could not be sent now. */
  send(message: ClientMessage): boolean {
    if (this.status !== 'open' || !this.socket) {
      return false;
    }
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.stopped = true;
    this.socket?.close(1000);
    this.socket = null;
    this.setStatus('closed');
  }

  private receive(text: string): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) {
      return;
    }
    switch (message.type) {
      case 'state':
        this.version = message.version;
        this.joined();
        this.options.onMessage(message);
        this.resendPending();
        return;
      case 'resumed':
        this.joined();
        this.options.onMessage({ ...message, events: [] });
        for (const event of message.events) {
          this.applyVersioned(event);
        }
        this.version = Math.max(this.version ?? 0, message.version);
        this.resendPending();
        return;
      case 'ack':
        this.forget(message.clientMoveId);
        this.options.onMessage(message);
        return;
      case 'error':
        if (message.clientMoveId && TRANSIENT.has(message.code) && this.retryLater(message.clientMoveId)) {
          this.options.onMessage(message);
          return;
        }
        if (message.clientMoveId) this.forget(message.clientMoveId);
        if (FATAL.has(message.code)) this.fatal = true;
        this.options.onMessage(message);
        return;
      case 'presence':
        // Not versioned: passed on as it is, never touching the version sent as lastVersion.
        this.options.onMessage(message);
        return;
      default:
        this.applyVersioned(message);
    }
  }

  private applyVersioned(event: VersionedEvent): void {
    // A message type this client does not know and that carries no version is not an entry of
    // the game's log: ignored, so that it cannot spoil the version used to resync.
    if (typeof event.version !== 'number') {
      return;
    }
    if (this.version !== undefined && event.version <= this.version) {
      return;
    }
    this.version = event.version;
    this.options.onMessage(event);
  }

  private joined(): void {
    this.attempts = 0;
    this.setStatus('open');
  }

  private forget(clientMoveId: string): void {
    this.pending.delete(clientMoveId);
    this.retries.delete(clientMoveId);
  }

  /** Sends a pending move again after a pause; false when it was tried often enough (or is not pending). */
  private retryLater(clientMoveId: string): boolean {
    const tries = this.retries.get(clientMoveId) ?? 0;
    if (!this.pending.has(clientMoveId) || tries >= MOVE_RETRIES) return false;
    this.retries.set(clientMoveId, tries + 1);
    const delay = RECONNECT_DELAYS[Math.min(tries, RECONNECT_DELAYS.length - 1)]!;
    (this.options.schedule ?? setTimeout)(() => {
      const move = this.pending.get(clientMoveId);
      if (move && !this.stopped) this.send(move);
    }, delay);
    return true;
  }

  private resendPending(): void {
    for (const move of this.pending.values()) {
      this.socket?.send(JSON.stringify(move));
    }
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status !== status) {
      this.status = status;
      this.options.onStatus(status);
    }
  }
}

/** ws:// or wss:// address of a game's socket from the game-service's http(s) URL. */
export function socketUrl(gameUrl: string, gameId: string): string {
  return `${gameUrl.replace(/\/$/, '').replace(/^http/, 'ws')}/ws/games/${encodeURIComponent(gameId)}`;
}
