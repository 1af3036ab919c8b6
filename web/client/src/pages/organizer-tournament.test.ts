// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as i18n from '../i18n/i18n';
import type { ApplicationView, CompetitionView } from '../registration';
import { tournament } from '../tournament/fixtures';
import { typeInto } from './harness';
import { OrganizerPage } from './organizer';
import { mountWithServices, settle, text, type Answers } from './tournament-harness';

const competition: CompetitionView = {
  id: 'f0000000-0000-4000-8000-000000000001', name: 'Первенство школ', deadline: '2026-02-20T00:00:00Z', timeZone: 'Asia/Anadyr',
  boardCount: 4, maxReserves: 2, minGrade: 5, maxGrade: 11, open: false, boardGenders: [], reserveGenders: [],
};
const answers: Answers = {
  'GET /api/competitions': [200, [competition]],
  [`GET /api/tournaments?competitionId=${competition.id}`]: [[200, []], [200, [{ ...tournament(), teams: 4, rounds: 3 }]]],
};
const button = (name: string) => [...document.querySelectorAll('button')].find((each) => text(each) === name || each.getAttribute('aria-label') === name) as HTMLButtonElement;
const mount = (extra: Answers = {}) => mountWithServices((context) => new OrganizerPage(context), { ...answers, ...extra }, ['organizer']);

beforeEach(() => i18n.setLocale('ru'));

describe('organizer page: a competition\'s tournaments', () => {
  it('creates a Swiss tournament with its rounds and line-up deadline, then links to it', async () => {
    const { requests, announced } = await mount({ 'POST /api/tournaments': [201, tournament()] });
    button('Турниры соревнования «Первенство школ»: создать или открыть').click();
    await settle();
    expect(text(document.getElementById('create-title')!)).toBe('Турниры соревнования «Первенство школ»');
    expect(text(document.querySelector('section[aria-labelledby="create-title"]')!)).toContain('Турниров этого соревнования пока нет.');
    typeInto('f-tournament-format', 'swiss');
    typeInto('f-tournament-rounds', '5');
    typeInto('f-tournament-lineUpDeadlineMinutes', '90');
    typeInto('f-tournament-defaultTimeMinutes', '20');
    expect((document.getElementById('f-tournament-publicNames') as HTMLSelectElement).value).toBe('first-name-initial');
    expect(text(document.querySelector('label[for="f-tournament-publicNames"]')!)).toBe('Имена игроков для публики');
    typeInto('f-tournament-publicNames', 'hidden');
    (document.querySelector('section[aria-labelledby="create-title"] form') as HTMLFormElement).requestSubmit();
    await settle();
    expect(requests.filter((request) => request.method === 'POST')[0]!.body).toEqual({
      competitionId: competition.id, name: 'Первенство школ', format: 'swiss', rounds: 5, boards: 4, timeControl: '30+0',
      timeZone: 'Asia/Anadyr', roundIntervalDays: 7, drawnMatch: 'armageddon', deciderBoard: 1, lineUpDeadlineMinutes: 90, spectatorDelaySeconds: 0,
      defaultTimeMinutes: 20, publicNames: 'hidden',
    });
    expect(announced).toContain('Турнир «Кубок Чукотки» создан, первый тур опубликован.');
    expect(document.querySelector(`a[href="#/tournaments/${tournament().id}"]`)).not.toBeNull();
  });

  it('asks for first name and initial for the public by default: the players are children', async () => {
    const { requests } = await mount({ 'POST /api/tournaments': [201, tournament()] });
    button('Турниры соревнования «Первенство школ»: создать или открыть').click();
    await settle();
    const select = document.getElementById('f-tournament-publicNames') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Имя и первая буква фамилии (Иван П.)', 'Имя и фамилия (Иван Петров)', 'Без имён: доска и школа (Доска 2, Школа № 5)']);
    expect(text(document.getElementById('f-tournament-publicNames-hint')!)).toContain('всегда видят имя и фамилию');
    (document.querySelector('section[aria-labelledby="create-title"] form') as HTMLFormElement).requestSubmit();
    await settle();
    expect((requests.filter((request) => request.method === 'POST')[0]!.body as Record<string, unknown>).publicNames)
      .toBe('first-name-initial');
  });

  it('checks the form first, and puts the service\'s field errors under their fields', async () => {
    const { requests } = await mount({ 'POST /api/tournaments': [400, {
      type: 'about:blank', title: 'Bad Request', status: 400,
      errors: [{ field: 'timeControl', message: 'unknown notation' }, { field: 'teamIds', message: 'a tournament needs at least 2 registered teams' }],
    }] });
    button('Турниры соревнования «Первенство школ»: создать или открыть').click();
    await settle();
    typeInto('f-tournament-format', 'swiss');
    (document.querySelector('section[aria-labelledby="create-title"] form') as HTMLFormElement).requestSubmit();
    await settle();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(text(document.getElementById('f-tournament-rounds-error')!)).toBe('Ошибка: заполните это поле.');
    typeInto('f-tournament-rounds', '5');
    typeInto('f-tournament-timeControl', '30 минут');
    (document.querySelector('section[aria-labelledby="create-title"] form') as HTMLFormElement).requestSubmit();
    await settle();
    expect(text(document.getElementById('f-tournament-timeControl-error')!)).toBe('Ошибка: Сервер: unknown notation.');
    expect(text(document.getElementById('create-summary')!)).toContain('Команды: a tournament needs at least 2 registered teams');
    expect(document.querySelectorAll('#error-summary').length).toBe(1);
  });
});

describe('organizer page: the applications', () => {
  it('says whether each player has linked an account, and downloads the applications with the token', async () => {
    const application = { teamId: 't1', competitionId: competition.id, schoolId: 's1', schoolName: 'Школа № 1', municipality: 'Анадырь', arrival: 1,
      submittedAt: '2026-02-01T00:00:00Z', scheduledMatches: [], roster: [
        { playerId: 'p1', board: 1, reserve: false, displayName: 'Иван Петров', grade: 7, linked: true, linkedAt: '2026-02-05T00:00:00Z' },
        { playerId: 'p2', board: 2, reserve: false, displayName: 'Пётр Иванов', grade: 8, linked: false },
      ] } as ApplicationView;
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    const { requests } = await mount({
      [`GET /api/competitions/${competition.id}/applications`]: [200, [application]],
      [`GET /api/competitions/${competition.id}/applications/export.csv`]: () => new Response('школа;игрок', {
        status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="applications.csv"' } }),
    });
    button('Заявки на «Первенство школ»').click();
    await settle();
    const roster = [...document.querySelectorAll('ol.roster li')].map(text);
    expect(roster[0]).toMatch(/Иван Петров, 7 класс; учётная запись игрока: привязан 5 февраля 2026/);
    expect(roster[1]).toMatch(/учётная запись игрока: ещё не привязан$/);
    button('Скачать заявки (CSV, для Excel)').click();
    await settle();
    expect(requests.some((request) => request.path.endsWith('/applications/export.csv'))).toBe(true);
    expect(saved).toEqual(['applications.csv']);
  });
});
