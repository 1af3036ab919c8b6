import { describe, expect, it } from 'vitest';
import { ChatStream, SseParser, type ChatMessage } from './chat';

const URL = 'http://tournament/api/tournaments/t1/matches/m1/chat';

function chatMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id, matchId: 'm1', authorName: 'Судья', authorRole: 'arbiter', authorTeamId: null, toTeamId: null,
    text: `Сообщение ${id}`, postedAt: '2026-12-05T01:00:00Z', mine: false, ...overrides,
  };
}

function sseEvent(message: ChatMessage): string {
  return `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;
}

/** A streamed response whose body the test writes into, chunk by chunk, and may end. */
function openStream(): { response: Response; write: (text: string) => void; end: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => { controller = c; } });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SseParser', () => {
  it('reads events split anywhere across chunks, skipping comments, joining data lines', () => {
    const parser = new SseParser();
    expect(parser.push(': keep-alive\n\nid: 7\r\nevent: mess')).toEqual([]);
    expect(parser.push('age\ndata: {"a":\ndata: 1}\n\nid: 8\n')).toEqual([{ id: '7', event: 'message', data: '{"a":\n1}' }]);
    expect(parser.push('data: x\n\n')).toEqual([{ id: '8', event: 'message', data: 'x' }]);
  });
});

describe('ChatStream', () => {
  it('sends the token, delivers messages in order once each, and resumes after the last one it had', async () => {
    const requests: { url: string; auth: string | undefined }[] = [];
    const streams: ReturnType<typeof openStream>[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      requests.push({ url, auth: (init.headers as Record<string, string>).Authorization });
      const stream = openStream();
      streams.push(stream);
      return stream.response;
    }) as unknown as typeof fetch;
    const received: number[] = [];
    const statuses: string[] = [];
    const scheduled: (() => void)[] = [];
    const stream = new ChatStream({
      url: URL, token: async () => 'jwt', fetcher, onMessage: (message) => received.push(message.id),
      onStatus: (status) => statuses.push(status), onRefused: () => { throw new Error('not refused'); },
      schedule: (action) => scheduled.push(action),
    });
    stream.connect();
    await tick();
    expect(requests).toEqual([{ url: `${URL}/stream`, auth: 'Bearer jwt' }]);
    streams[0]!.write(sseEvent(chatMessage(1)) + sseEvent(chatMessage(2)).slice(0, 20));
    await tick();
    streams[0]!.write(sseEvent(chatMessage(2)).slice(20));
    await tick();
    expect(received).toEqual([1, 2]);

    // The connection drops: the stream says so, waits, and asks only for what came after message 2.
    streams[0]!.end();
    await tick();
    expect(statuses).toEqual(['open', 'reconnecting']);
    scheduled.shift()!();
    await tick();
    expect(requests[1]!.url).toBe(`${URL}/stream?after=2`);
    streams[1]!.write(sseEvent(chatMessage(2)) + sseEvent(chatMessage(3)));
    await tick();
    expect(received).toEqual([1, 2, 3]);
    expect(stream.lastMessageId).toBe(3);
    stream.close();
  });

  it('stops for good when the service refuses the reader', async () => {
    const fetcher = (async () => new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Only the captains' }),
      { status: 403, headers: { 'Content-Type': 'application/problem+json' } })) as unknown as typeof fetch;
    const refused: string[] = [];
    const scheduled: (() => void)[] = [];
    const stream = new ChatStream({
      url: URL, token: async () => 'jwt', fetcher, onMessage: () => undefined, onStatus: () => undefined,
      onRefused: (problem) => refused.push(problem.detail!), schedule: (action) => scheduled.push(action),
    });
    stream.connect();
    await tick();
    await tick();
    expect(refused).toEqual(['Only the captains']);
    expect(scheduled).toEqual([]);
  });
});
