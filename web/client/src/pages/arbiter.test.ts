// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttentionView } from '../arbiter';
import type { Auth } from '../auth';
import { setLocale } from '../i18n/i18n';
import { ArbiterPage, parseClockTime, REFRESH_MILLIS } from './arbiter';
import { decider, match, SCHOOL_1, SCHOOL_5, tournament } from '../tournament/fixtures';
import { jsonResponse, mountPage, typeInto } from './harness';

const GAME = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';

const claim: AttentionView = {
  gameId: GAME, matchId: 'm1', competitionId: 'k1', round: 2, board: 3, status: 'playing',
  reasons: [{ kind: 'quickplay-claim', side: 'black', since: '2026-03-07T10:28:40Z', detail: 'open' }],
};
const disconnected: AttentionView = {
  gameId: OTHER, matchId: null, competitionId: null, round: 0, board: 0, status: 'playing',
  reasons: [{ kind: 'player-disconnected', side: 'white', since: null, detail: null }],
};

interface Call { method: string; url: string; body?: unknown }

/**
 * The page for a user with these roles; the services answer from `answers` by "METHOD url"
 * (the attention list from `attention`, read anew on every call), 200 [] otherwise.
 */
function mount(roles: string[] | null, answers: Record<string, [number, unknown]> = {}, attention: () => AttentionView[] = () => [claim],
  tournamentUrl?: string) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, ...(init.body ? { body: JSON.parse(init.body as string) } : {}) });
    if (url === 'http://game/api/games/attention') return jsonResponse(200, attention());
    const [status, body] = answers[`${method} ${url}`] ?? [200, []];
    return status === 204 ? new Response(null, { status }) : jsonResponse(status, body);
  }) as unknown as typeof fetch;
  const mounted = mountPage((context) => new ArbiterPage(context), {
    auth: { claims: () => (roles ? { subject: 'a1', name: 'Ирина Петрова', roles } : null) } as unknown as Auth,
    fetcher, config: { gameUrl: 'http://game', clockUrl: 'http://clock', ...(tournamentUrl ? { tournamentUrl } : {}) },
  });
  page = mounted.page;
  mounted.page.enter();
  mounted.context.update();
  return { ...mounted, calls, posts: () => calls.filter((call) => call.method === 'POST') };
}

let page: ArbiterPage | undefined;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const button = (text: string) => [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === text)!;
const form = (name: string) => document.querySelector(`form[data-form="${name}"]`) as HTMLFormElement;
function choose(id: string, value: string) {
  const element = document.getElementById(id) as HTMLSelectElement;
  element.value = value;
  element.dispatchEvent(new Event('change'));
}

beforeEach(() => setLocale('ru'));
afterEach(() => {
  page?.leave();
  vi.useRealTimers();
});

describe('arbiter console', () => {
  it('asks for a login, and refuses a user who is neither arbiter nor organizer in words', () => {
    const anonymous = mount(null);
    expect(document.body.textContent).toContain('Войдите, чтобы открыть его.');
    button('Войти').click();
    expect(anonymous.logins).toEqual(['#/arbiter']);
    const player = mount(['player']);
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('только судьям и организаторам');
    expect(player.calls).toEqual([]);
  });

  it('lists the games needing attention in words with a link to each board', async () => {
    mount(['arbiter'], {}, () => [claim, disconnected]);
    await settle();
    const items = document.querySelectorAll('.attention-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Тур 2, доска 3');
    expect(items[0]!.textContent).toContain('Требование ничьей (ст. 10.2), чёрные: ждёт решения судьи.');
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe(`#/games/${GAME}`);
    expect(items[1]!.textContent).toContain('Товарищеская партия');
    expect(items[1]!.textContent).toContain('Игрок не в сети (белые), партия идёт.');
  });

  it('groups the games by tournament and match, with the teams, the players and the decider named as such', async () => {
    const schedule = tournament();
    const played = match({
      status: 'decider', boards: match().boards.map((board, index) => index === 0 ? { ...board, whitePlayerName: 'Иван Петров', blackPlayerName: 'Олег Белов' } : board),
      decider: decider(SCHOOL_5),
    });
    schedule.teams = [{ number: 1, teamId: SCHOOL_1, teamName: 'Школа № 1' }, { number: 4, teamId: SCHOOL_5, teamName: 'Школа № 5' }];
    schedule.rounds[1]!.matches = [played];
    const onBoard = (gameId: string, board: number): AttentionView => ({ ...claim, gameId, matchId: played.matchId, competitionId: schedule.competitionId, round: 3, board });
    mount(['arbiter'], {
      [`GET http://tournament/api/tournaments?competitionId=${schedule.competitionId}`]: [200, [{ id: schedule.id }]],
      [`GET http://tournament/api/tournaments/${schedule.id}`]: [200, schedule],
    }, () => [onBoard(played.boards[0]!.gameId, 1), onBoard(played.decider!.gameId, 5),
      { ...disconnected, gameId: 'c0000000-0000-4000-8000-0000000000ff' }], 'http://tournament');
    await settle();
    await settle();
    const groups = [...document.querySelectorAll('.attention-group')];
    expect(groups.map((group) => group.querySelector('h3')!.textContent)).toEqual(['Кубок Чукотки', 'Товарищеские партии']);
    expect(groups[0]!.querySelectorAll('h4.attention-match')).toHaveLength(1);
    expect(groups[0]!.querySelector('h4')!.textContent).toBe('Тур 3: Школа № 1 — Школа № 5');
    expect([...groups[0]!.querySelectorAll('.attention-game')].map((heading) => heading.textContent)).toEqual([
      'Доска 1: Иван Петров (Школа № 1) (белые) — Олег Белов (Школа № 5) (чёрные)',
      'Армагеддон: Школа № 5 (белые) — Школа № 1 (чёрные)',
    ]);
    expect(button('Действия судьи: Тур 3: Школа № 1 — Школа № 5, Армагеддон')).toBeDefined();
  });

  it('reads the list again periodically and announces only what is new', async () => {
    vi.useFakeTimers();
    let list = [claim];
    const { announced } = mount(['arbiter'], {}, () => list);
    await vi.advanceTimersByTimeAsync(10);
    expect(announced).toEqual([]);
    await vi.advanceTimersByTimeAsync(REFRESH_MILLIS);
    expect(announced).toEqual([]);
    list = [claim, disconnected];
    await vi.advanceTimersByTimeAsync(REFRESH_MILLIS);
    expect(announced).toEqual(['Новое для судьи: Товарищеская партия: Игрок не в сети (белые), партия идёт.']);
    expect(document.querySelectorAll('.attention-item')).toHaveLength(2);
  });

  it('decides a quickplay claim only with a reason, announces it and reads the history again', async () => {
    const decision = `POST http://game/api/games/${GAME}/quickplay-claim/decision`;
    const { posts, calls, announced } = mount(['arbiter'], {
      [decision]: [204, null],
      [`GET http://game/api/games/${GAME}/arbiter-actions`]: [200, [{ action: 'quickplay-postponed', result: null, termination: null,
        article: '10.2.2', actorId: 'a1', actorName: 'Ирина Петрова', reason: 'посмотрю ещё', at: '2026-03-07T10:30:00Z' }]],
    });
    await settle();
    button('Действия судьи: Тур 2, доска 3').click();
    await settle();
    expect(document.querySelector('.arbiter-history')!.textContent).toContain('Ирина Петрова: решение по требованию отложено');
    form('quickplay').requestSubmit();
    expect(document.getElementById('f-quickplay-reason-error')!.textContent).toContain('укажите причину');
    expect(document.getElementById('f-quickplay-reason')!.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
    choose('f-quickplay-decision', 'postpone');
    typeInto('f-quickplay-reason', '  посмотрю ещё  ');
    form('quickplay').requestSubmit();
    await settle();
    expect(posts()).toEqual([{ method: 'POST', url: decision.slice(5), body: { decision: 'postpone', reason: 'посмотрю ещё' } }]);
    expect(announced).toContain('Готово: решение отложено, сопернику добавлены 2 минуты.');
    expect(document.querySelector('.confirmation')!.textContent).toContain('решение отложено');
    expect(calls.filter((call) => call.url.endsWith('/arbiter-actions'))).toHaveLength(2);
  });

  it('puts the server\'s field errors next to their fields and its refusal in words', async () => {
    const decision = `POST http://game/api/games/${GAME}/quickplay-claim/decision`;
    const answers: Record<string, [number, unknown]> = {
      [decision]: [400, { type: 'about:blank', title: 'Bad Request', status: 400, errors: [{ field: 'reason', message: 'at most 400 characters' }] }],
    };
    const { announced } = mount(['arbiter'], answers);
    await settle();
    button('Действия судьи: Тур 2, доска 3').click();
    typeInto('f-quickplay-reason', 'причина');
    form('quickplay').requestSubmit();
    await settle();
    expect(document.getElementById('f-quickplay-reason-error')!.textContent).toContain('Сервер: at most 400 characters.');
    answers[decision] = [409, { type: 'urn:teamchess:problem:no-quickplay-claim', title: 'Conflict', status: 409, detail: 'No open claim' }];
    form('quickplay').requestSubmit();
    await settle();
    expect(form('quickplay').querySelector('[role="alert"]')!.textContent).toContain('открытого требования ничьей нет. (No open claim)');
    expect(announced.at(-1)).toContain('открытого требования ничьей нет.');
  });

  it('confirms a declared result before sending it, and a cancel sends nothing', async () => {
    const adjudication = `http://game/api/games/${GAME}/adjudication`;
    const { posts, announced } = mount(['arbiter'], { [`POST ${adjudication}`]: [204, null] });
    await settle();
    button('Действия судьи: Тур 2, доска 3').click();
    choose('f-adjudication-result', '-/-');
    typeInto('f-adjudication-article', '6,7');
    typeInto('f-adjudication-reason', 'обе команды не явились');
    form('adjudication').requestSubmit();
    expect(document.getElementById('f-adjudication-article-error')!.textContent).toContain('номер статьи');
    typeInto('f-adjudication-article', '6.7.1');
    form('adjudication').requestSubmit();
    expect(document.querySelector('.arbiter-confirm')!.textContent).toContain('Тур 2, доска 3: объявить результат «−/−: поражение обоих без игры»? Партия будет окончена.');
    button('Отмена').click();
    expect(posts()).toEqual([]);
    form('adjudication').requestSubmit();
    button('Да, объявить результат').click();
    await settle();
    expect(posts()).toEqual([{ method: 'POST', url: adjudication,
      body: { result: '-/-', article: '6.7.1', reason: 'обе команды не явились' } }]);
    expect(announced).toContain('Готово: объявлен результат «−/−: поражение обоих без игры».');
  });

  it('voids a game after a confirmation', async () => {
    const { posts } = mount(['organizer'], { [`POST http://game/api/games/${GAME}/void`]: [204, null] });
    await settle();
    button('Действия судьи: Тур 2, доска 3').click();
    typeInto('f-void-reason', 'сбой сервера');
    form('void').requestSubmit();
    expect(posts()).toEqual([]);
    button('Да, аннулировать').click();
    await settle();
    expect(posts()).toEqual([{ method: 'POST', url: `http://game/api/games/${GAME}/void`, body: { reason: 'сбой сервера' } }]);
  });

  it('adds time through clock-service and says the clocks after it', async () => {
    const { posts, announced } = mount(['arbiter'], { [`POST http://clock/api/clocks/${GAME}/add-time`]: [200, {
      gameId: GAME, timeControl: '5+0', status: 'running', toMove: 'black', whiteRemainingMillis: 185_000, blackRemainingMillis: 61_000,
      at: '2026-03-07T10:31:00Z' }] });
    await settle();
    button('Действия судьи: Тур 2, доска 3').click();
    typeInto('f-clock-time', '2:65');
    typeInto('f-clock-reason', 'ст. 7.4.2: невозможный ход чёрных');
    form('clock').requestSubmit();
    expect(document.getElementById('f-clock-time-error')!.textContent).toContain('минуты:секунды');
    typeInto('f-clock-time', '2:00');
    form('clock').requestSubmit();
    await settle();
    expect(posts()).toEqual([{ method: 'POST', url: `http://clock/api/clocks/${GAME}/add-time`,
      body: { side: 'white', millis: 120_000, reason: 'ст. 7.4.2: невозможный ход чёрных' } }]);
    expect(announced).toContain('Готово: время добавлено (белые). Часы: белые 3:05, чёрные 1:01, идут.');
    choose('f-clock-kind', 'pause');
    expect(document.getElementById('f-clock-side')).toBeNull();
  });

  it('shows an organizer no clock or claim decision, which are the arbiter\'s alone', async () => {
    mount(['organizer']);
    await settle();
    button('Действия судьи: Тур 2, доска 3').click();
    expect(form('quickplay')).toBeNull();
    expect(form('clock')).toBeNull();
    expect(form('adjudication')).not.toBeNull();
    expect(document.body.textContent).toContain('только для судьи');
  });

  it('chooses a game that is not on the list by its id', async () => {
    const { calls } = mount(['arbiter']);
    await settle();
    typeInto('f-otherGame', 'нет');
    (document.querySelector('.open-game') as HTMLFormElement).requestSubmit();
    expect(document.getElementById('f-otherGame-error')!.textContent).toContain('UUID');
    typeInto('f-otherGame', OTHER);
    (document.querySelector('.open-game') as HTMLFormElement).requestSubmit();
    await settle();
    expect(document.getElementById('actions-title')!.textContent).toBe(`Действия судьи: Партия ${OTHER}`);
    expect(form('quickplay')).toBeNull();
    expect(calls.at(-1)!.url).toBe(`http://game/api/games/${OTHER}/arbiter-actions`);
    expect(document.body.textContent).toContain('Судьи в этой партии ещё ничего не делали.');
  });

  it('reads clock times as minutes or minutes:seconds', () => {
    expect(parseClockTime('2')).toBe(120_000);
    expect(parseClockTime(' 0:30 ')).toBe(30_000);
    expect(parseClockTime('2:60')).toBeUndefined();
    expect(parseClockTime('-1')).toBeUndefined();
  });

  it('lists the players\' calls first and marks one handled with a note', async () => {
    const call = { id: 'call-1', gameId: GAME, matchId: 'm1', competitionId: 'k1', round: 2, board: 3, side: 'black', callerName: 'Ваня Сидоров',
      message: 'Соперник подсказывает', calledAt: '2026-03-07T10:30:00Z', handledAt: null, handledBy: null, note: null };
    const { posts } = mount(['arbiter'], {
      'GET http://game/api/arbiter-calls': [200, [call]],
      'POST http://game/api/arbiter-calls/call-1/handled': [200, { ...call, handledAt: '2026-03-07T10:31:00Z', handledBy: 'Ирина Петрова' }],
    });
    await settle();
    const item = document.querySelector(`.call-item[data-call="call-1"]`)!;
    expect(item.querySelector('h3')!.textContent).toMatch(/^Ваня Сидоров \(чёрные\), тур 2, доска 3, /);
    expect(item.querySelector('.call-thread')!.textContent).toContain('Соперник подсказывает');
    expect(item.querySelector('a')!.getAttribute('href')).toBe(`#/games/${GAME}`);
    typeInto('f-call-note-call-1', 'Подошёл, предупредил');
    (document.getElementById('f-call-note-call-1')!.closest('form') as HTMLFormElement).requestSubmit();
    await settle();
    expect(posts().at(-1)).toEqual({ method: 'POST', url: 'http://game/api/arbiter-calls/call-1/handled', body: { note: 'Подошёл, предупредил' } });
    expect(document.querySelector('.call-item')).toBeNull();
    expect(document.querySelector('.arbiter-calls')!.textContent).toContain('Сейчас никто не зовёт судью.');
  });

  it('shows a call\'s thread and answers «Иду» with one press', async () => {
    const call = { id: 'call-1', gameId: GAME, matchId: 'm1', competitionId: 'k1', round: 2, board: 3, side: 'black', callerName: 'Ваня Сидоров',
      message: 'Соперник подсказывает', calledAt: '2026-03-07T10:30:00Z', handledAt: null, handledBy: null, note: null,
      replies: [{ authorName: 'Ваня Сидоров', authorRole: 'player', text: 'Шепчет ходы', postedAt: '2026-03-07T10:30:20Z' }] };
    const answered = { ...call, replies: [...call.replies, { authorName: 'Ирина Петрова', authorRole: 'arbiter', text: 'Иду', postedAt: '2026-03-07T10:30:40Z' }] };
    const { posts } = mount(['arbiter'], {
      'GET http://game/api/arbiter-calls': [200, [call]],
      'POST http://game/api/arbiter-calls/call-1/replies': [201, answered],
    });
    await settle();
    const item = document.querySelector(`.call-item[data-call="call-1"]`)!;
    const lines = () => [...item.querySelectorAll('.call-thread .call-text')].map((line) => line.textContent);
    expect(lines()).toEqual(['Соперник подсказывает', 'Шепчет ходы']);
    [...item.querySelectorAll<HTMLButtonElement>('.call-quick button')].find((one) => one.textContent === 'Иду')!.click();
    await settle();
    expect(posts().at(-1)).toEqual({ method: 'POST', url: 'http://game/api/arbiter-calls/call-1/replies', body: { text: 'Иду' } });
    expect(lines()).toEqual(['Соперник подсказывает', 'Шепчет ходы', 'Иду']);
  });
});
