// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../auth';
import * as i18n from '../i18n/i18n';
import type { ChatMessage } from '../tournament/chat';
import { MATCH, match, SCHOOL_1, SCHOOL_5, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { FakeSocket, jsonResponse, mountPage, typeInto } from './harness';
import { MatchPage } from './match';
import { chatTime } from './match-chat';

const CHAT = `/matches/${MATCH}/chat`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
let page: MatchPage | undefined;

function chatMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id, matchId: MATCH, authorName: 'Петрова А. В.', authorRole: 'coach', authorTeamId: SCHOOL_5, toTeamId: null,
    text: `Сообщение ${id}`, postedAt: '2026-03-07T00:05:00Z', mine: false, ...overrides,
  };
}

/** The match page with its services faked; the chat stream's body is the test's to write. */
async function mount(roles: string[], chat: { status?: number } = {}) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const requests: string[] = [];
  const posted: unknown[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    const path = url.replace(`http://tournament/api/tournaments/${TOURNAMENT}`, '');
    requests.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '') return jsonResponse(200, tournament());
    if (path === '/standings') return jsonResponse(200, standings());
    if (path === `/matches/${MATCH}`) return jsonResponse(200, match());
    if (path.startsWith(`${CHAT}/stream`)) {
      if (chat.status) return jsonResponse(chat.status, { type: 'about:blank', title: 'Forbidden', status: chat.status });
      return new Response(new ReadableStream<Uint8Array>({ start: (c) => { controller = c; } }),
        { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (path === CHAT && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { text: string };
      posted.push(body);
      if (body.text === 'флуд') return jsonResponse(429, { type: 'urn:teamchess:problem:chat-rate-limited', title: 'Too many messages', status: 429 });
      return jsonResponse(201, chatMessage(99, { text: body.text, mine: true }));
    }
    return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
  }) as unknown as typeof fetch;
  vi.stubGlobal('fetch', fetcher);
  const claims = { subject: 'u1', name: 'Судья', roles };
  const mounted = mountPage((context) => new MatchPage(context, TOURNAMENT, MATCH, (url) => new FakeSocket(url)), {
    auth: { claims: () => claims, hasRole: (role: string) => roles.includes(role), accessToken: async () => 'jwt' } as unknown as Auth,
    fetcher, config: { tournamentUrl: 'http://tournament', gameUrl: 'http://game' },
  });
  page = mounted.page;
  page.enter();
  await settle();
  const push = async (...messages: ChatMessage[]) => {
    for (const message of messages) controller!.enqueue(encoder.encode(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`));
    await settle();
  };
  return { ...mounted, push, requests, posted };
}

beforeEach(() => {
  window.localStorage.clear();
  i18n.setLocale('ru');
});
afterEach(() => {
  page?.leave();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('match chat panel', () => {
  it('is never asked for on a child\'s page', async () => {
    const { container, requests } = await mount(['player']);
    expect(container.querySelector('.match-chat')).toBeNull();
    expect(requests.some((request) => request.includes('/chat'))).toBe(false);
  });

  it('goes away when the service says the coach is not a captain of this match', async () => {
    const { container, requests } = await mount(['coach'], { status: 403 });
    expect(requests).toContain(`GET ${CHAT}/stream`);
    expect(container.querySelector('.match-chat')).toBeNull();
  });

  it('shows live messages with role, team, side and the tournament\'s time; a captain has no side choice', async () => {
    const { container, push } = await mount(['coach']);
    expect(container.querySelector('#chat-audience')).toBeNull();
    await push(chatMessage(1), chatMessage(2, { authorName: 'Судья Иванов', authorRole: 'arbiter', authorTeamId: null, toTeamId: SCHOOL_1, text: 'Ваш игрок не в сети' }));
    const items = [...container.querySelectorAll('.chat-message')];
    expect(items.map(text)).toEqual([
      'Петрова А. В. капитан, Школа № 5 07.03.2026, 12:05 Сообщение 1',
      'Судья Иванов судья 07.03.2026, 12:05 Только для капитана команды «Школа № 1» и судей Ваш игрок не в сети',
    ]);
    expect(items[1]!.getAttribute('data-side-only')).toBe('true');
    expect(text(container.querySelector('.match-chat .hint')!)).toContain('Asia/Anadyr');
    // On the day itself (in Anadyr) the time alone.
    expect(chatTime('2026-03-07T00:05:00Z', 'Asia/Anadyr', new Date('2026-03-07T10:00:00Z'))).toBe('12:05');
  });

  it('counts unread messages while the panel is closed, remembers what was read, and lets an arbiter write to one side', async () => {
    const { container, push, posted } = await mount(['arbiter']);
    (container.querySelector('.chat-toggle') as HTMLButtonElement).click();
    await push(chatMessage(1), chatMessage(2), chatMessage(3, { mine: true }));
    expect(text(container.querySelector('.chat-unread')!)).toBe('новых: 2');
    (container.querySelector('.chat-toggle') as HTMLButtonElement).click();
    await settle();
    expect(container.querySelector('.chat-unread')).toBeNull();
    expect(window.localStorage.getItem(`teamchess.chat.read.${MATCH}`)).toBe('3');

    typeInto('chat-text', '  Капитану пятой школы: начинаем.  ');
    typeInto('chat-audience', SCHOOL_5);
    (container.querySelector('.chat-form') as HTMLFormElement).dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    expect(posted).toEqual([{ text: 'Капитану пятой школы: начинаем.', toTeamId: SCHOOL_5 }]);
    expect((container.querySelector('#chat-text') as HTMLTextAreaElement).value).toBe('');

    typeInto('chat-text', 'флуд');
    typeInto('chat-audience', '');
    (container.querySelector('.chat-form') as HTMLFormElement).dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    expect(posted[1]).toEqual({ text: 'флуд' });
    expect(text(container.querySelector('.chat-form [role="alert"]')!)).toBe('Слишком много сообщений подряд. Подождите минуту и отправьте снова.');
  });
});
