// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../auth';
import * as i18n from '../i18n/i18n';
import type { ApplicationView, RosterEntryView } from '../registration';
import type { LineUpView } from '../tournament/client';
import { SCHOOL_1, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { jsonResponse, mountPage, nextAnswer, typeInto, type Answer } from './harness';
import { TournamentPage } from './tournament';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

const entry = (board: number, playerId: string, displayName: string): RosterEntryView => ({
  playerId, board, reserve: board > 4, displayName, grade: 7, linked: false,
});
/** Школа № 1's roster: four main players and a reserve; the third player's name erased. */
const roster = [entry(1, 'p1', 'Анна Петрова'), entry(2, 'p2', 'Борис Иванов'), entry(3, 'p3', ''), entry(4, 'p4', 'Глеб Смирнов'),
  entry(5, 'r1', 'Дина Волкова')];
const application = { teamId: SCHOOL_1, competitionId: tournament().competitionId, roster } as unknown as ApplicationView;
const lineUp = (round: number, open: boolean, players = ['p1', 'p2', 'p3', 'p4']): LineUpView => ({
  round, teamId: SCHOOL_1, players, submitted: false, submittedBy: null, submittedAt: null, open,
});

interface Request { method: string; url: string; body?: unknown }

/** The page against fake tournament- and registration-services, answers by method and path; every request recorded. */
async function mount(answers: Record<string, Answer | Answer[]>, roles = ['coach']) {
  const requests: Request[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    requests.push({ method: init.method!, url, body: init.body ? JSON.parse(init.body as string) : undefined });
    const path = url.replace(`http://tournament/api/tournaments/${TOURNAMENT}`, '').replace('http://registration', '');
    const [status, body] = nextAnswer(answers[`${init.method} ${path}`]) ?? [404, { type: 'about:blank', title: 'Not Found', status: 404 }];
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  const mounted = mountPage((context) => new TournamentPage(context, TOURNAMENT), {
    auth: { claims: () => ({ name: 'Иван Сергеевич', roles }), hasRole: (role: string) => roles.includes(role), accessToken: async () => null } as unknown as Auth,
    fetcher, config: { tournamentUrl: 'http://tournament', registrationUrl: 'http://registration' },
  });
  mounted.page.enter();
  await settle();
  return { ...mounted, requests };
}

const coachOfSchool1: Record<string, Answer | Answer[]> = {
  'GET ': [200, tournament()], 'GET /standings': [200, standings()],
  [`GET /api/competitions/${tournament().competitionId}/applications/mine`]: [200, application],
  [`GET /rounds/1/line-ups/${SCHOOL_1}`]: [200, lineUp(1, false)],
  [`GET /rounds/3/line-ups/${SCHOOL_1}`]: [200, lineUp(3, true)],
};
const section = (round: number) => document.querySelector(`section.round[aria-labelledby="round-${round}"] section.line-up`)!;
const errorOf = (id: string) => text(document.getElementById(`${id}-error`)!);
const submit = () => section(3).querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
const puts = (requests: Request[]) => requests.filter((request) => request.method === 'PUT');

beforeEach(() => {
  i18n.setLocale('ru');
  vi.restoreAllMocks();
});

describe('tournament page: the coach\'s line-ups', () => {
  it('shows a published round\'s line-up read-only, with names from the roster and «Игрок N» where there is none', async () => {
    await mount(coachOfSchool1);
    expect(text(section(1).querySelector('h4')!)).toBe('Состав на тур 1');
    expect(section(1).querySelector('form')).toBeNull();
    expect([...section(1).querySelectorAll('li')].map(text)).toEqual([
      'Доска 1: Анна Петрова', 'Доска 2: Борис Иванов', 'Доска 3: Игрок 3', 'Доска 4: Глеб Смирнов',
    ]);
    expect(text(section(1))).toContain('Тур опубликован, состав больше не меняется.');
  });

  it('offers a form for a round not yet published, the current line-up chosen and the rules in words', async () => {
    await mount(coachOfSchool1);
    const form = section(3).querySelector('form')!;
    expect(text(form.querySelector('legend')!)).toBe('Кто играет на каждой доске в туре 3');
    expect(text(form)).toContain('на каждую из 4 досок — один игрок, только из заявки команды');
    expect(text(form)).toContain('запасной может заменить игрока основного состава, но никто не встаёт выше');
    expect(text(form)).toContain('пока тур не опубликован, то есть до окончания предыдущего тура');
    expect(text(section(3))).toContain('Состав не отправлен: играют первые игроки заявки по порядку.');
    const board2 = document.getElementById('f-line-up-3-players-1') as HTMLSelectElement;
    expect(document.querySelector('label[for="f-line-up-3-players-1"]')!.textContent).toContain('Доска 2');
    expect(board2.value).toBe('p2');
    expect([...board2.options].map((option) => option.textContent)).toEqual([
      '— выберите игрока —', '1. Анна Петрова', '2. Борис Иванов', '3. Игрок 3', '4. Глеб Смирнов', '5. Дина Волкова (запасной)',
    ]);
  });

  it('checks the rules before sending: an empty board and a player out of roster order are marked in place', async () => {
    const { requests } = await mount(coachOfSchool1);
    typeInto('f-line-up-3-players-0', '');
    typeInto('f-line-up-3-players-1', 'r1');
    submit();
    await settle();
    expect(puts(requests)).toEqual([]);
    expect(errorOf('f-line-up-3-players-0')).toBe('Ошибка: выберите игрока для этой доски.');
    expect(errorOf('f-line-up-3-players-2')).toBe('Ошибка: этот игрок стоит в заявке выше игрока доски 2: игроки идут в порядке заявки.');
    expect(document.getElementById('f-line-up-3-players-0')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement!.id).toBe('f-line-up-3-players-0');
  });

  it('sends the chosen players by board and announces the saved line-up', async () => {
    const saved = { ...lineUp(3, true, ['p1', 'p2', 'p4', 'r1']), submitted: true, submittedBy: 'Иван Сергеевич', submittedAt: '2026-03-02T00:00:00Z' };
    const { requests, announced } = await mount({ ...coachOfSchool1, [`PUT /rounds/3/line-ups/${SCHOOL_1}`]: [200, saved] });
    typeInto('f-line-up-3-players-2', 'p4');
    typeInto('f-line-up-3-players-3', 'r1');
    submit();
    await settle();
    expect(puts(requests)).toEqual([{
      method: 'PUT', url: `http://tournament/api/tournaments/${TOURNAMENT}/rounds/3/line-ups/${SCHOOL_1}`, body: { players: ['p1', 'p2', 'p4', 'r1'] },
    }]);
    expect(announced).toEqual(['Состав на тур 3 сохранён.']);
    expect(text(section(3))).toContain('Состав на тур 3 сохранён.');
    expect(text(section(3))).toContain('Состав отправил Иван Сергеевич: 2 марта 2026 г. в 12:00 (Asia/Anadyr)');
  });

  it('puts the server\'s field errors next to their boards', async () => {
    const { announced } = await mount({ ...coachOfSchool1, [`PUT /rounds/3/line-ups/${SCHOOL_1}`]: [400, {
      type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The line-up breaks the rules',
      errors: [{ field: 'players[2]', message: 'is not on the team\'s roster' }, { field: 'players', message: 'must name exactly 4 players, one per board' }],
    }] });
    submit();
    await settle();
    expect(errorOf('f-line-up-3-players-2')).toBe('Ошибка: Сервер: is not on the team\'s roster.');
    expect(errorOf('f-line-up-3-players')).toBe('Ошибка: Сервер: must name exactly 4 players, one per board.');
    expect(text(section(3).querySelector('[role="alert"]')!)).toBe('Ошибка: Сервер не принял некоторые поля: они отмечены ниже.');
    expect(announced).toEqual(['Сервер не принял некоторые поля: они отмечены ниже.']);
  });

  it('says until when the line-up can change where the round has a deadline', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Asia/Anadyr');
    const withDeadline = tournament();
    withDeadline.rounds[1] = { ...withDeadline.rounds[1]!, lineUpDeadline: '2026-03-06T22:30:00Z' };
    await mount({ ...coachOfSchool1, 'GET ': [200, withDeadline] });
    expect(text(section(3).querySelector('form .hint')!)).toMatch(/Состав можно менять до 7 марта 2026 г\. в 10:30 \(Asia\/Anadyr\)\.$/);
  });

  it('explains in words that the round was published meanwhile, and shows the line-up closed', async () => {
    const published = tournament();
    published.rounds[1] = { ...published.rounds[1]!, published: true };
    const { announced } = await mount({
      ...coachOfSchool1, 'GET ': [[200, tournament()], [200, published]],
      [`GET /rounds/3/line-ups/${SCHOOL_1}`]: [[200, lineUp(3, true)], [200, lineUp(3, false)]],
      [`PUT /rounds/3/line-ups/${SCHOOL_1}`]: [409, {
        type: 'urn:teamchess:problem:line-up-closed', title: 'Line-up closed', status: 409, detail: 'Round 3 is published: its board pairings are fixed',
      }],
    });
    submit();
    await settle();
    const refusal = 'Состав на тур 3 не сохранён: тур уже опубликован, расстановка по доскам объявлена. Расписание обновлено.';
    expect(text(section(3).querySelector('[role="alert"]')!)).toBe(`Ошибка: ${refusal}`);
    expect(announced).toEqual([refusal]);
    expect(section(3).querySelector('form')).toBeNull();
    expect(section(3).querySelectorAll('li').length).toBe(4);
  });

  it('explains in words that the team has no match in the round', async () => {
    const { announced } = await mount({ ...coachOfSchool1, [`PUT /rounds/3/line-ups/${SCHOOL_1}`]: [409, {
      type: 'urn:teamchess:problem:no-match', title: 'No match this round', status: 409, detail: 'no match',
    }] });
    submit();
    await settle();
    const refusal = 'Состав на тур 3 не нужен: в этом туре у вашей команды нет матча (она свободна от игры).';
    expect(announced).toEqual([refusal]);
    expect(text(section(3).querySelector('[role="alert"]')!)).toBe(`Ошибка: ${refusal}`);
  });

  it('shows no line-ups to a coach without an application to the competition, nor asks for them', async () => {
    const { requests } = await mount({ ...coachOfSchool1, [`GET /api/competitions/${tournament().competitionId}/applications/mine`]: [404, {
      type: 'about:blank', title: 'Not Found', status: 404,
    }] });
    expect(document.querySelector('section.line-up')).toBeNull();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(requests.some((request) => request.url.includes('/line-ups/'))).toBe(false);
  });

  it('asks registration nothing for a visitor who is not a coach', async () => {
    const { requests } = await mount(coachOfSchool1, []);
    expect(requests.some((request) => request.url.startsWith('http://registration'))).toBe(false);
    expect(document.querySelector('section.line-up')).toBeNull();
  });
});
