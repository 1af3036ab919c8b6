/** game-service's "call the arbiter" (`/api/arbiter-calls`): the game page calls, the arbiter console lists and handles. */
import type { Api } from '../api';

/** The longest message a player may write (the service refuses more). */
export const MAX_CALL_MESSAGE = 200;

/** The longest line of a call's thread (the service refuses more). */
export const MAX_CALL_REPLY = 300;

/** A line of a call's thread: the caller's seat or an arbiter. */
export interface CallReply {
  authorName: string;
  authorRole: 'player' | 'arbiter';
  text: string;
  postedAt: string;
}

/** game-service's ArbiterCallView. */
export interface ArbiterCall {
  id: string;
  gameId: string;
  matchId: string | null;
  competitionId: string | null;
  round: number;
  board: number;
  side: 'white' | 'black';
  callerName: string;
  /** Empty when the player only pressed the button. */
  message: string;
  calledAt: string;
  handledAt: string | null;
  handledBy: string | null;
  /** The arbiter's ruling with which he closed the call. */
  note: string | null;
  /** The thread after the caller's first words, the oldest first (absent from an older service). */
  replies?: CallReply[];
}

export class ArbiterCalls {
  constructor(private readonly api: Api, private readonly gameUrl: string) {}

  /** A seated player calls the arbiter; a seat's open call is answered as it is. */
  call(gameId: string, message: string): Promise<ArbiterCall> {
    return this.api.post(`${this.gameUrl}/api/arbiter-calls`, { gameId, message });
  }

  /** A game's calls: a player's own seat's, an official's every one. */
  ofGame(gameId: string): Promise<ArbiterCall[]> {
    return this.api.get(`${this.gameUrl}/api/arbiter-calls?gameId=${encodeURIComponent(gameId)}`);
  }

  /** Every open call, the longest waiting first (arbiters and organizers). */
  open(): Promise<ArbiterCall[]> {
    return this.api.get(`${this.gameUrl}/api/arbiter-calls`);
  }

  /** A line in an open call's thread: the caller's seat or an arbiter; the call comes back with its thread. */
  reply(id: string, text: string): Promise<ArbiterCall> {
    return this.api.post(`${this.gameUrl}/api/arbiter-calls/${encodeURIComponent(id)}/replies`, { text });
  }

  handled(id: string, note: string): Promise<ArbiterCall> {
    return this.api.post(`${this.gameUrl}/api/arbiter-calls/${encodeURIComponent(id)}/handled`, { note });
  }
}
