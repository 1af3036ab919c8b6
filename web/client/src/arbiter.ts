import type { Api } from './api';
import type { Clocks } from './game/clock';

/** One reason a game needs an arbiter (game-service's AttentionView.Reason). */
export interface AttentionReason {
  /** `quickplay-claim` (Art. 10.2), `flag-fell` or `player-disconnected`. */
  kind: string;
  /** The claimant, the side whose flag fell, or the disconnected player's side. */
  side: 'white' | 'black';
  /** When the claim was made or the flag fell; null for a disconnection. */
  since: string | null;
  /** `open`/`postponed` for a claim, `awaiting-result` for a flag with a claim open, a result for a game ended on a flag. */
  detail: string | null;
}

/** A game that needs an arbiter now (GET /api/games/attention), the longest waiting first. */
export interface AttentionView {
  gameId: string;
  matchId: string | null;
  /** Null for a friendly game. */
  competitionId: string | null;
  round: number;
  board: number;
  status: 'scheduled' | 'playing' | 'finished';
  reasons: AttentionReason[];
}

/** An arbiter's (or organizer's) recorded action on a game (GET /api/games/{id}/arbiter-actions). */
export interface ArbiterActionView {
  /** `quickplay-draw`, `quickplay-rejected`, `quickplay-postponed`, `adjudicated` or `voided`. */
  action: string;
  result: string | null;
  termination: string | null;
  article: string | null;
  actorId: string;
  actorName: string;
  reason: string;
  at: string;
}

/** clock-service's ClockView: both clocks at `at`. */
export interface ClockView {
  gameId: string;
  timeControl: string;
  status: Clocks['status'];
  toMove: 'white' | 'black';
  whiteRemainingMillis: number;
  blackRemainingMillis: number;
  at: string;
}

export type QuickplayDecision = 'draw' | 'reject' | 'postpone';
/** The results an arbiter may declare, as game-service reads them; the last three are unplayed forfeits. */
export const ADJUDICATIONS = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-'] as const;
export type Adjudication = typeof ADJUDICATIONS[number];

/** A clock operation of clock-service: pause and resume stop and restart both clocks, the others change one side's time. */
export type ClockOperation =
  | { kind: 'pause' | 'resume'; reason: string }
  | { kind: 'add-time' | 'set-time'; side: 'white' | 'black'; millis: number; reason: string };

/** The longest reason game-service keeps (GameResource.MAX_REASON); clock-service keeps 500. */
export const MAX_REASON = 400;

/** The arbiters' calls of game-service and clock-service (docs/protocol.md, "Arbiters over REST"). */
export class ArbiterClient {
  constructor(private readonly api: Api, private readonly gameUrl: string, private readonly clockUrl: string) {}

  attention(): Promise<AttentionView[]> {
    return this.api.get(`${this.gameUrl}/api/games/attention`);
  }

  actions(gameId: string): Promise<ArbiterActionView[]> {
    return this.api.get(`${this.game(gameId)}/arbiter-actions`);
  }

  decideQuickplay(gameId: string, decision: QuickplayDecision, reason: string): Promise<void> {
    return this.api.post(`${this.game(gameId)}/quickplay-claim/decision`, { decision, reason });
  }

  /** Art. 12.9 unless another article is given. */
  adjudicate(gameId: string, result: Adjudication, article: string | undefined, reason: string): Promise<void> {
    return this.api.post(`${this.game(gameId)}/adjudication`, article ? { result, article, reason } : { result, reason });
  }

  voidGame(gameId: string, reason: string): Promise<void> {
    return this.api.post(`${this.game(gameId)}/void`, { reason });
  }

  clock(gameId: string, operation: ClockOperation): Promise<ClockView> {
    const { kind, ...body } = operation;
    return this.api.post(`${this.clockUrl}/api/clocks/${encodeURIComponent(gameId)}/${kind}`, body);
  }

  private game(gameId: string): string {
    return `${this.gameUrl}/api/games/${encodeURIComponent(gameId)}`;
  }
}
