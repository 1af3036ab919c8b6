// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../auth';
import * as i18n from '../i18n/i18n';
import type { AuditView, TournamentView } from '../tournament/client';
import { MATCH, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { jsonResponse, mountPage, nextAnswer, typeInto, type Answer } from './harness';
import { TournamentPage } from './tournament';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

interface Request { method: string; path: string; body?: unknown }

/**
 * The page against a fake tournament-service: each answer by method and path (`GET /audit`), the
 * first of a list used up first so that a second reading can differ; every request recorded.
 */
async function mount(answers: Record<string, Answer | Answer[]>, roles: string[] = []) {
  const requests: Request[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const path = url.replace(`http://tournament/api/tournaments/${TOURNAMENT}`, '');
    requests.push({ method: init.method!, path, body: init.body ? JSON.parse(init.body as string) : undefined });
    const [status, body] = nextAnswer(answers[`${init.method} ${path}`] ?? answers[path]) ?? [404, { type: 'about:blank', title: 'Not Found', status: 404 }];
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  const claims = roles.length > 0 ? { name: 'Ольга Петровна', roles } : null;
  const mounted = mountPage((context) => new TournamentPage(context, TOURNAMENT), {
    auth: { claims: () => claims, hasRole: (role: string) => roles.includes(role), accessToken: async () => null } as unknown as Auth,
    fetcher, config: { tournamentUrl: 'http://tournament' }, now: () => new Date('2026-03-02T00:00:00Z'),
  });
  mounted.page.enter();
  await settle();
  return { ...mounted, requests };
}

const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  i18n.setLocale('ru');
  vi.restoreAllMocks();
});

describe('tournament page', () => {
  it('shows how the tournament is played and links to the standings', async () => {
    const { container } = await mount({ '': [200, { ...tournament(), defaultTimeMinutes: 15 }], '/standings': [200, standings()] });
    expect(text(container.querySelector('h1')!)).toBe('Кубок Чукотки');
    expect(container.querySelector(`a[href="#/tournaments/${TOURNAMENT}/standings"]`)!.textContent).toBe('Турнирная таблица и кросс-таблица');
    const facts = [...container.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
    expect(facts).toEqual([
      'Система: круговая', 'Досок в матче: 4', 'Контроль времени: 15+10', 'Часовой пояс турнира: Asia/Anadyr',
      'Допустимое опоздание: 15 мин после начала тура; опоздавший сверх этого проигрывает (ст. 6.7.1)',
      'При равном счёте по доскам: армагеддон игроков 1-й доски',
      'Порядок распределения мест: очки за доски, командные очки, личная встреча, коэффициент Зонненборна — Бергера',
    ]);
  });

  it('lists the rounds with their start in the tournament\'s zone and the viewer\'s, and each match with a link to watch it', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Europe/Moscow');
    const { container } = await mount({ '': [200, tournament()], '/standings': [200, standings()] });
    const rounds = [...container.querySelectorAll('section.round')];
    expect(rounds.map((round) => text(round.querySelector('h3')!))).toEqual(['Тур 1', 'Тур 3']);
    expect(text(rounds[0]!)).toContain('Начало: 1 марта 2026 г. в 12:00 (Asia/Anadyr); у вас: 1 марта 2026 г. в 03:00 (Europe/Moscow).');
    const ended = rounds[0]!.querySelector('li')!;
    expect(ended.querySelector('a')!.textContent).toBe('Школа № 1 — Лицей');
    expect(text(ended)).toContain('Матч окончен. По доскам: Школа № 1 3 — 1 Лицей. Командные очки: Школа № 1 2 — 0 Лицей.');
    const next = rounds[1]!;
    expect(next.querySelector('a')!.getAttribute('href')).toBe(`#/tournaments/${TOURNAMENT}/matches/${MATCH}`);
    expect(text(next)).toContain('Расстановка по доскам ещё не объявлена.');
    expect(text(next)).toContain('Свободна от игры: Лицей.');
  });

  it('takes the names from the schedule, and calls the teams by number when the standings cannot be read', async () => {
    const named = tournament();
    named.teams[0]!.teamName = 'МБОУ «СОШ № 1 г. Анадыря»';
    const { container } = await mount({ '': [200, named], '/standings': [503, { type: 'about:blank', title: 'Unavailable', status: 503 }] });
    expect(container.querySelector('section.round a')!.textContent).toBe('МБОУ «СОШ № 1 г. Анадыря» — Команда 2');
  });

  it('says so when the tournament does not exist', async () => {
    const { container } = await mount({});
    expect(text(container.querySelector('[role="alert"]')!)).toBe('Турнир не найден. Проверьте ссылку.');
  });
});

/** The schedule after round 3 moved to 8 March, 14:00 in Anadyr. */
function moved(): TournamentView {
  const after = tournament();
  after.rounds[1] = { ...after.rounds[1]!, scheduledStart: '2026-03-08T02:00:00Z', scheduledStartLocal: '2026-03-08T14:00:00+12:00' };
  return after;
}

const trail = (): AuditView[] => [
  { at: '2026-02-20T00:00:00Z', actor: 'Ольга Петровна', action: 'created', detail: 'round-robin of 4 teams, 4 boards, 15+10', reason: null },
  { at: '2026-03-01T23:00:00Z', actor: 'Ольга Петровна', action: 'round-moved', detail: 'Round 3 moved from 2026-03-06T12:00 to 2026-03-07T12:00',
    reason: 'спортзал занят олимпиадой' },
];

const schedule = { '': [200, tournament()] as Answer, '/standings': [200, standings()] as Answer, 'GET /audit': [200, trail()] as Answer };
const round = (number: number) => document.querySelector(`section.round[aria-labelledby="round-${number}"]`)!;
const submit = (number: number) => (document.querySelector(`form[data-round="${number}"]`) as HTMLFormElement).requestSubmit();
const errorOf = (id: string) => text(document.getElementById(`${id}-error`)!);

describe('tournament page for organizers: moving a round not yet published', () => {
  it('offers no forms and reads no audit trail for a spectator', async () => {
    const { container, requests } = await mount(schedule);
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('section.audit')).toBeNull();
    expect(requests.map((request) => request.path)).not.toContain('/audit');
  });

  it('gives an unpublished round a form in the tournament\'s zone, and says why a published one cannot be moved', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Europe/Moscow');
    await mount(schedule, ['organizer']);
    expect(round(1).querySelector('form[data-round]')).toBeNull();
    expect(text(round(1))).toContain('Тур 1 уже опубликован: расстановка по доскам объявлена и партии созданы со своим временем начала, поэтому перенести его нельзя.');
    expect(text(round(3).querySelector('summary')!)).toBe('Перенести тур');
    const start = document.getElementById('f-round-3-start') as HTMLInputElement;
    expect(start.type).toBe('datetime-local');
    expect(start.value).toBe('2026-03-07T12:00');
    expect(text(document.querySelector('label[for="f-round-3-start"]')!)).toBe('Новое начало тура 3 по времени турнира (Asia/Anadyr) *');
    typeInto('f-round-3-start', '2026-03-08T14:00');
    expect(text(document.getElementById('f-round-3-start-hint')!)).toContain(
      'Выбрано: 8 марта 2026 г. в 14:00 (Asia/Anadyr); у вас: 8 марта 2026 г. в 05:00 (Europe/Moscow).');
  });

  it('requires a reason and a start still to come before asking the server', async () => {
    const { requests } = await mount(schedule, ['organizer']);
    typeInto('f-round-3-start', '2026-03-01T12:00');
    submit(3);
    expect(errorOf('f-round-3-start')).toBe('Ошибка: это время уже прошло: тур переносится только на время, которое ещё не наступило.');
    expect(errorOf('f-round-3-reason')).toBe('Ошибка: заполните это поле.');
    expect(document.getElementById('f-round-3-reason')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement!.id).toBe('f-round-3-start');
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('moves the round with the local start and the reason, announces it, and reads the schedule and the audit trail again', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Asia/Anadyr');
    const { requests, announced } = await mount({
      ...schedule, '': [[200, tournament()], [200, moved()]], 'PUT /rounds/3/start': [200, moved()],
    }, ['organizer']);
    typeInto('f-round-3-start', '2026-03-08T14:00');
    typeInto('f-round-3-reason', '  спортзал занят олимпиадой ');
    submit(3);
    await settle();
    expect(requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT', path: '/rounds/3/start', body: { start: '2026-03-08T14:00', reason: 'спортзал занят олимпиадой' },
    });
    expect(announced).toEqual(['Тур 3 перенесён. Новое начало: 8 марта 2026 г. в 14:00 (Asia/Anadyr).']);
    expect(text(round(3))).toContain('Тур 3 перенесён.');
    expect(text(round(3))).toContain('Начало: 8 марта 2026 г. в 14:00 (Asia/Anadyr).');
    expect((document.getElementById('f-round-3-start') as HTMLInputElement).value).toBe('2026-03-08T14:00');
    expect((document.getElementById('f-round-3-reason') as HTMLInputElement).value).toBe('');
    expect(requests.filter((request) => request.method === 'GET' && request.path === '').length).toBe(2);
    expect(requests.filter((request) => request.path === '/audit').length).toBe(2);
  });

  it('puts the server\'s field errors next to their fields', async () => {
    const { announced } = await mount({ ...schedule, 'PUT /rounds/3/start': [400, {
      type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Round 3 cannot be moved as requested',
      errors: [{ field: 'start', message: 'must be before round 4\'s start' }],
    }] }, ['organizer']);
    typeInto('f-round-3-start', '2026-03-08T14:00');
    typeInto('f-round-3-reason', 'олимпиада');
    submit(3);
    await settle();
    expect(errorOf('f-round-3-start')).toBe('Ошибка: Сервер: must be before round 4\'s start.');
    expect(document.getElementById('f-round-3-start')!.getAttribute('aria-invalid')).toBe('true');
    expect(text(round(3).querySelector('[role="alert"]')!)).toBe('Ошибка: Сервер не принял некоторые поля: они отмечены ниже.');
    expect(announced).toEqual(['Сервер не принял некоторые поля: они отмечены ниже.']);
  });

  it('explains in words that a round published meanwhile cannot be moved, and shows it published', async () => {
    const published = tournament();
    published.rounds[1] = { ...published.rounds[1]!, published: true };
    const { announced } = await mount({
      ...schedule, '': [[200, tournament()], [200, published]], 'PUT /rounds/3/start': [409, {
        type: 'urn:teamchess:problem:round-published', title: 'Round already published', status: 409,
        detail: 'Round 3 is published: its games exist with their start',
      }],
    }, ['organizer']);
    typeInto('f-round-3-start', '2026-03-08T14:00');
    typeInto('f-round-3-reason', 'олимпиада');
    submit(3);
    await settle();
    const refusal = 'Тур 3 не перенесён: его уже опубликовали, и партии созданы со своим временем начала. Расписание обновлено.';
    expect(text(round(3).querySelector('[role="alert"]')!)).toBe(`Ошибка: ${refusal}`);
    expect(announced).toEqual([refusal]);
    expect(round(3).querySelector('form[data-round]')).toBeNull();
    expect(text(round(3))).toContain('Тур 3 уже опубликован');
  });
});

describe('tournament page: the audit trail', () => {
  it('lists every change with its time in both zones, who, what in words and why', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Europe/Moscow');
    await mount(schedule, ['organizer']);
    const rows = [...document.querySelectorAll('table.audit tbody tr')].map((row) => [...row.children].map(text));
    expect(rows).toEqual([
      ['20 февраля 2026 г. в 12:00 (Asia/Anadyr); у вас: 20 февраля 2026 г. в 03:00 (Europe/Moscow)', 'Ольга Петровна', 'турнир создан',
        'round-robin of 4 teams, 4 boards, 15+10', 'не требуется'],
      ['2 марта 2026 г. в 11:00 (Asia/Anadyr); у вас: 2 марта 2026 г. в 02:00 (Europe/Moscow)', 'Ольга Петровна', 'тур перенесён',
        'Round 3 moved from 2026-03-06T12:00 to 2026-03-07T12:00', 'спортзал занят олимпиадой'],
    ]);
    expect(document.querySelector('table.audit td[lang="en"]')).not.toBeNull();
    expect(text(document.querySelector('table.audit caption')!)).toBe('Кто и почему менял турнир, по порядку');
  });

  it('shows the trail to an arbiter, who moves no rounds', async () => {
    await mount(schedule, ['arbiter']);
    expect(document.querySelectorAll('table.audit tbody tr').length).toBe(2);
    expect(document.querySelector('form[data-round]')).toBeNull();
  });

  it('says so in place when the trail cannot be read', async () => {
    await mount({ ...schedule, 'GET /audit': [403, { type: 'about:blank', title: 'Forbidden', status: 403 }] }, ['arbiter']);
    expect(text(document.querySelector('section.audit [role="alert"]')!)).toBe('У вас нет прав на это действие.');
  });
});


describe('tournament page: the players\' names for the public', () => {
  const named = (publicNames: string, namesShown: string) => ({ ...tournament(), publicNames, namesShown });

  it('tells a spectator what the public reads, and offers him no choice', async () => {
    const { container } = await mount({ '': [200, named('hidden', 'hidden')], '/standings': [200, standings()] });
    const facts = [...container.querySelectorAll('dt')].map((term) => `${term.textContent}: ${text(term.nextElementSibling!)}`);
    expect(facts).toContain('Имена игроков для публики: Без имён: доска и школа (Доска 2, Школа № 5)');
    expect(container.querySelector('section.public-names')).toBeNull();
  });

  it('tells a participant that he reads the names in full', async () => {
    const { container } = await mount({ '': [200, named('first-name-initial', 'full')], '/standings': [200, standings()] }, ['coach']);
    const facts = [...container.querySelectorAll('dt')].map((term) => `${term.textContent}: ${text(term.nextElementSibling!)}`);
    expect(facts).toContain('Имена игроков для публики: Имя и первая буква фамилии (Иван П.) (вы участник турнира и видите имя и фамилию)');
  });

  it('lets the organizer change it, announces it and reads the tournament again', async () => {
    const { container, requests, announced } = await mount({
      '': [[200, named('first-name-initial', 'full')], [200, named('full', 'full')]], '/standings': [200, standings()],
      'GET /audit': [200, []], 'PUT /public-names': [200, named('full', 'full')],
    }, ['organizer']);
    const save = container.querySelector('section.public-names button') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    typeInto('f-public-names', 'full');
    expect(save.disabled).toBe(false);
    (container.querySelector('section.public-names form') as HTMLFormElement).requestSubmit();
    await settle();
    expect(requests.find((request) => request.method === 'PUT')).toEqual({ method: 'PUT', path: '/public-names', body: { publicNames: 'full' } });
    expect(announced).toContain('Теперь публика видит: Имя и фамилия (Иван Петров).');
    expect(requests.filter((request) => request.method === 'GET' && request.path === '').length).toBe(2);
  });
});
