/**
 * A match's chat in tournament-service (`/api/tournaments/{id}/matches/{matchId}/chat`): the two
 * captains and the officials write, read, and follow it live. The live part is Server-Sent Events
 * read through fetch, not EventSource: the stream needs the bearer token, which EventSource cannot
 * send. After a dropped connection it reconnects after growing pauses and asks only for the
 * messages after the last one it has (`?after=`), so nothing is lost or doubled.
 */
import type { Api } from '../api';
import { RECONNECT_DELAYS, type ConnectionStatus } from '../game/protocol';
import { ApiError, type Problem } from '../problem';

/** One message as tournament-service sends it; `postedAt` is UTC. */
export interface ChatMessage {
  id: number;
  matchId: string;
  authorName: string;
  authorRole: 'coach' | 'arbiter' | 'organizer';
  authorTeamId: string | null;
  /** Null for everyone in the chat; else the one side it is for. */
  toTeamId: string | null;
  text: string;
  postedAt: string;
  mine: boolean;
}

/** The longest message tournament-service takes. */
export const CHAT_MAX_LENGTH = 2000;

export function chatUrl(baseUrl: string, tournamentId: string, matchId: string): string {
  return `${baseUrl}/api/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/chat`;
}

export class ChatClient {
  constructor(private readonly api: Api, private readonly url: string) {}

  post(text: string, toTeamId: string | null): Promise<ChatMessage> {
    return this.api.post(this.url, toTeamId ? { text, toTeamId } : { text });
  }
}

/**
 * Splits a Server-Sent Events body into events as its chunks arrive: each complete event's id,
 * name and data (data lines joined by line feeds); the unfinished tail waits for the next chunk.
 */
export class SseParser {
  private buffer = '';

  push(chunk: string): { id?: string; event: string; data: string }[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: { id?: string; event: string; data: string }[] = [];
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) events.push({ ...(id === undefined ? {} : { id }), event, data: data.join('\n') });
    }
    return events;
  }
}

export interface ChatStreamOptions {
  /** The chat's URL (chatUrl); the stream is `{url}/stream`. */
  url: string;
  token: () => Promise<string | null>;
  onMessage: (message: ChatMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** The service refused the reader (401, 403, 404): the stream stops for good. */
  onRefused: (problem: Problem) => void;
  fetcher?: typeof fetch;
  schedule?: (action: () => void, millis: number) => unknown;
}

export class ChatStream {
  private lastId = 0;
  private attempts = 0;
  private stopped = false;
  private abort: AbortController | null = null;
  private status: ConnectionStatus = 'connecting';

  constructor(private readonly options: ChatStreamOptions) {}

  /** The last message received: where a reconnection resumes. */
  get lastMessageId(): number {
    return this.lastId;
  }

  connect(): void {
    this.stopped = false;
    void this.run();
  }

  close(): void {
    this.stopped = true;
    this.abort?.abort();
    this.abort = null;
    this.setStatus('closed');
  }

  private async run(): Promise<void> {
    const abort = new AbortController();
    this.abort = abort;
    const fetcher = this.options.fetcher ?? fetch.bind(globalThis);
    try {
      const token = await this.options.token();
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetcher(`${this.options.url}/stream${this.lastId > 0 ? `?after=${this.lastId}` : ''}`,
        { headers, signal: abort.signal });
      if (!response.ok) {
        const problem = await problemOf(response);
        if ([401, 403, 404].includes(response.status)) {
          this.stopped = true;
          this.setStatus('closed');
          this.options.onRefused(problem);
          return;
        }
        throw new ApiError(problem);
      }
      this.setStatus('open');
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(value)) this.receive(event);
      }
    } catch {
      // A dropped connection or an unreachable service: try again below.
    }
    if (this.stopped || this.abort !== abort) return;
    this.setStatus('reconnecting');
    const delay = RECONNECT_DELAYS[Math.min(this.attempts, RECONNECT_DELAYS.length - 1)]!;
    this.attempts++;
    (this.options.schedule ?? setTimeout)(() => {
      if (!this.stopped) void this.run();
    }, delay);
  }

  private receive(event: { id?: string; event: string; data: string }): void {
    if (event.event !== 'message') return;
    let message: ChatMessage;
    try {
      message = JSON.parse(event.data) as ChatMessage;
    } catch {
      return;
    }
    if (message.id <= this.lastId) return;
    this.lastId = message.id;
    this.attempts = 0;
    this.options.onMessage(message);
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status !== status) {
      this.status = status;
      this.options.onStatus(status);
    }
  }
}

async function problemOf(response: Response): Promise<Problem> {
  try {
    const problem = (await response.json()) as Partial<Problem>;
    return { ...problem, type: problem.type ?? 'about:blank', title: problem.title ?? response.statusText, status: response.status };
  } catch {
    return { type: 'about:blank', title: response.statusText || `HTTP ${response.status}`, status: response.status };
  }
}
