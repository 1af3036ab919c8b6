// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as i18n from '../i18n/i18n';
import type { ApplicationView, RosterEntryView } from '../registration';
import type { LineUpView } from '../tournament/client';
import { LYCEUM, SCHOOL_1, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { typeInto } from './harness';
import { TournamentPage } from './tournament';
import { mountWithServices, settle, text, type Answers } from './tournament-harness';

const ENDED = 'b0000000-0000-4000-8000-000000000011';
const schedule: Answers = { 'GET ': [200, tournament()], 'GET /standings': [200, standings()], 'GET /audit': [200, []] };
const mount = (answers: Answers, roles: string[]) => mountWithServices((context) => new TournamentPage(context, TOURNAMENT), answers, roles);
const id = (action: string, field: string) => `f-correct-${ENDED}-${action}-${field}`;
const form = (action: string) => document.querySelector(`details[data-match="${ENDED}"] form[data-action="${action}"]`) as HTMLFormElement;
const button = (name: string) => [...document.querySelectorAll('button')].find((each) => text(each) === name) as HTMLButtonElement;
const tick = (checkboxId: string) => {
  const box = document.getElementById(checkboxId) as HTMLInputElement;
  box.checked = true;
  box.dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => {
  i18n.setLocale('ru');
  vi.restoreAllMocks();
});

describe('tournament page: correcting a result', () => {
  it('offers the corrections to organizers and arbiters for matches whose boards are announced, not to spectators', async () => {
    await mount(schedule, []);
    expect(document.querySelector('details.correction')).toBeNull();
    await mount(schedule, ['arbiter']);
    expect(document.querySelectorAll('details.correction').length).toBe(1);
    expect(text(document.querySelector('details.correction summary')!)).toBe('Исправить результат или засчитать неявку: Школа № 1 — Лицей');
    const boards = [...(document.getElementById(id('result', 'board')) as HTMLSelectElement).options].map(text);
    expect(boards[0]).toBe('Доска 1 (белыми играет Школа № 1)');
    expect([...(document.getElementById(id('result', 'result')) as HTMLSelectElement).options].map((option) => option.value))
      .toEqual(['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-']);
  });

  it('asks for a reason before anything is sent', async () => {
    const { requests } = await mount(schedule, ['organizer']);
    form('result').requestSubmit();
    await settle();
    expect(text(document.getElementById(`${id('result', 'reason')}-error`)!)).toBe('Ошибка: заполните это поле.');
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('confirms in place, sends the board\'s result from White\'s side with the reason, and reads the schedule and the trail again', async () => {
    const { requests, announced } = await mount({ ...schedule, [`PUT /matches/${ENDED}/boards/2/result`]: [200, tournament().rounds[0]!.matches[0]] },
      ['organizer']);
    typeInto(id('result', 'board'), '2');
    typeInto(id('result', 'result'), '1/2-1/2');
    typeInto(id('result', 'reason'), 'ошибка в протоколе');
    form('result').requestSubmit();
    await settle();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(text(form('result').querySelector('.confirm p')!))
      .toBe('Записать в матче Школа № 1 — Лицей на доске 2 результат ½-½ (ничья)? Очки матча и таблица пересчитаются.');
    button('Да, записать результат').click();
    await settle();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([{
      method: 'PUT', path: `/matches/${ENDED}/boards/2/result`, body: { result: '1/2-1/2', reason: 'ошибка в протоколе' },
    }]);
    expect(announced).toEqual(['Результат доски 2 исправлен: ½-½ (ничья).']);
    expect(requests.filter((request) => request.path === '/audit').length).toBe(2);
    expect(requests.filter((request) => request.path === '').length).toBe(2);
  });

  it('says the service\'s own words when it answers 404, and puts field errors under their fields', async () => {
    await mount(schedule, ['organizer']);
    typeInto(id('result', 'reason'), 'ошибка');
    form('result').requestSubmit();
    await settle();
    button('Да, записать результат').click();
    await settle();
    expect(text(form('result').querySelector('[role="alert"]')!))
      .toBe(`Ошибка: Сервис ответил «не найдено»: No /matches/${ENDED}/boards/1/result`);

    await mount({ ...schedule, [`PUT /matches/${ENDED}/boards/1/result`]: [400, {
      type: 'about:blank', title: 'Bad Request', status: 400, errors: [{ field: 'result', message: 'must be one of 1-0, 0-1' }],
    }] }, ['organizer']);
    typeInto(id('result', 'reason'), 'ошибка');
    form('result').requestSubmit();
    await settle();
    button('Да, записать результат').click();
    await settle();
    expect(text(document.getElementById(`${id('result', 'result')}-error`)!)).toBe('Ошибка: Сервер: must be one of 1-0, 0-1.');
  });

  it('scores a no-show: a team must be ticked; both teams make a double forfeit', async () => {
    const { requests } = await mount({ ...schedule, [`PUT /matches/${ENDED}/forfeit`]: [200, tournament().rounds[0]!.matches[0]] }, ['organizer']);
    typeInto(id('forfeit', 'reason'), 'не вышли на связь');
    form('forfeit').requestSubmit();
    await settle();
    expect(text(document.getElementById(`${id('forfeit', 'teamIds')}-error`)!)).toBe('Ошибка: отметьте команду, которая не явилась.');
    tick(id('forfeit', 'team2'));
    form('forfeit').requestSubmit();
    await settle();
    expect(text(form('forfeit').querySelector('.confirm p')!)).toBe('Засчитать команде Лицей поражение без игры, а команде Школа № 1 — победу?');
    tick(id('forfeit', 'team1'));
    form('forfeit').requestSubmit();
    await settle();
    expect(text(form('forfeit').querySelector('.confirm p')!)).toBe('Засчитать поражение без игры обеим командам: Школа № 1 и Лицей?');
    button('Да, засчитать неявку').click();
    await settle();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([{
      method: 'PUT', path: `/matches/${ENDED}/forfeit`, body: { teamIds: [SCHOOL_1, LYCEUM], reason: 'не вышли на связь' },
    }]);
  });
});

describe('tournament page: documents, publishing, the schedule\'s notes', () => {
  it('links the public documents: crosstable, summary protocol, a match\'s protocol, a published round\'s PGN', async () => {
    await mount(schedule, []);
    const links = Object.fromEntries([...document.querySelectorAll('a')].map((link) => [text(link), link.getAttribute('href')]));
    const base = `http://tournament/api/tournaments/${TOURNAMENT}`;
    expect(links['Сводный протокол турнира (для печати)']).toBe(`${base}/protocol`);
    expect(links['Скачать таблицу (CSV, для Excel)']).toBe(`${base}/crosstable.csv`);
    expect(links['Протокол матча Школа № 1 — Лицей']).toBe(`${base}/matches/${ENDED}/protocol`);
    expect(links['Партии тура 1 (PGN)']).toBe(`${base}/rounds/1/pgn`);
    expect(links['Партии тура 3 (PGN)']).toBeUndefined();
    expect(button('Скачать отчёт для FIDE (TRF)')).toBeUndefined();
  });

  it('downloads the TRF with the token as a file, and says why when it cannot', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => { created.push(blob); return 'blob:trf'; });
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    const { requests, announced } = await mount({ ...schedule, 'GET /trf': () => new Response('012 Кубок Чукотки', {
      status: 200, headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="cup.trf"' },
    }) }, ['arbiter']);
    button('Скачать отчёт для FIDE (TRF)').click();
    await settle();
    expect(requests.some((request) => request.path === '/trf')).toBe(true);
    expect(await created[0]!.text()).toBe('012 Кубок Чукотки');
    expect(saved).toEqual(['cup.trf']);
    expect(announced).toEqual(['Файл TRF скачан.']);

    await mount(schedule, ['organizer']);
    button('Скачать отчёт для FIDE (TRF)').click();
    await settle();
    expect(text(document.querySelector('section.exports [role="alert"]')!)).toBe('Ошибка: Файл TRF не получен. Сервис ответил «не найдено»: No /trf');
  });

  it('publishes a round early after the organizer\'s «yes»', async () => {
    const { requests, announced } = await mount({ ...schedule, 'POST /rounds/3/publish': [200, tournament()] }, ['organizer']);
    button('Опубликовать тур 3 сейчас').click();
    await settle();
    expect(text(document.querySelector('section.round[aria-labelledby="round-3"] .confirm p')!))
      .toBe('Опубликовать тур 3 досрочно? Расстановка по доскам будет объявлена, составы на тур больше не изменятся.');
    button('Да, опубликовать тур 3').click();
    await settle();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/rounds/3/publish']);
    expect(announced).toEqual(['Тур 3 опубликован.']);
  });

  it('shows when line-ups close where the service says, and when a Swiss round will be paired', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Asia/Anadyr');
    const swiss = tournament();
    swiss.format = 'swiss';
    swiss.rounds[1] = { ...swiss.rounds[1]!, matches: [], lineUpDeadline: '2026-03-06T23:00:00Z' };
    await mount({ ...schedule, 'GET ': [200, swiss] }, []);
    const round3 = text(document.querySelector('section.round[aria-labelledby="round-3"]')!);
    expect(round3).toContain('Составы принимаются до: 7 марта 2026 г. в 11:00 (Asia/Anadyr).');
    expect(round3).toContain('Пары составляются после окончания тура 2.');
    expect(text(document.querySelector('section.round[aria-labelledby="round-1"]')!)).not.toContain('Составы принимаются');
  });

  it('says when line-ups close as the tournament sets it, and trusts a round\'s own word on whether it is paired', async () => {
    const withDeadline = { ...tournament(), lineUpDeadlineMinutes: 90 };
    withDeadline.rounds[1] = { ...withDeadline.rounds[1]!, paired: false, matches: [] };
    await mount({ ...schedule, 'GET ': [200, withDeadline] }, []);
    const facts = [...document.querySelectorAll('dt')].map((term) => `${text(term)}: ${text(term.nextElementSibling!)}`);
    expect(facts).toContain('Составы на тур закрываются: за 90 минут до начала тура');
    expect(text(document.querySelector('section.round[aria-labelledby="round-3"]')!)).toContain('Пары составляются после окончания тура 2.');
    await mount({ ...schedule, 'GET ': [200, { ...tournament(), lineUpDeadlineMinutes: null }] }, []);
    expect([...document.querySelectorAll('dt')].map((term) => `${text(term)}: ${text(term.nextElementSibling!)}`))
      .toContain('Составы на тур закрываются: при публикации тура (после окончания предыдущего)');
  });
});

describe('tournament page: the organizer sets any team\'s line-up', () => {
  const entry = (board: number, playerId: string, displayName: string): RosterEntryView => ({
    playerId, board, reserve: board > 4, displayName, grade: 7, linked: false,
  });
  const application = {
    teamId: SCHOOL_1, competitionId: tournament().competitionId,
    roster: [entry(1, 'p1', 'Анна Петрова'), entry(2, 'p2', 'Борис Иванов'), entry(3, 'p3', 'Вера Орлова'), entry(4, 'p4', 'Глеб Смирнов')],
  } as unknown as ApplicationView;
  const lineUp: LineUpView = { round: 3, teamId: SCHOOL_1, players: ['p1', 'p2', 'p3', 'p4'], submitted: false, submittedBy: null, submittedAt: null, open: true };

  it('reads the chosen team\'s application and sends its line-up', async () => {
    const { requests } = await mount({
      ...schedule, [`GET /api/competitions/${tournament().competitionId}/applications/${SCHOOL_1}`]: [200, application],
      [`GET /rounds/3/line-ups/${SCHOOL_1}`]: [200, lineUp], [`GET /rounds/1/line-ups/${SCHOOL_1}`]: [200, { ...lineUp, round: 1, open: false }],
      [`PUT /rounds/3/line-ups/${SCHOOL_1}`]: [200, { ...lineUp, submitted: true }],
    }, ['organizer']);
    expect(document.querySelector('section.line-up')).toBeNull();
    typeInto('f-line-up-team', SCHOOL_1);
    await settle();
    expect(text(document.querySelector('section.round[aria-labelledby="round-3"] section.line-up h4')!)).toBe('Состав на тур 3');
    (document.querySelector('form[data-line-up="3"]') as HTMLFormElement).requestSubmit();
    await settle();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([{
      method: 'PUT', path: `/rounds/3/line-ups/${SCHOOL_1}`, body: { players: ['p1', 'p2', 'p3', 'p4'] },
    }]);
  });
});
