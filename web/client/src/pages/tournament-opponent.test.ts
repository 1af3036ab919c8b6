// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import * as i18n from '../i18n/i18n';
import type { ApplicationView } from '../registration';
import { match, SCHOOL_1, SCHOOL_5, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { TournamentPage } from './tournament';
import { nextMatch } from './tournament-opponent';
import { mountWithServices, text, type Answers } from './tournament-harness';

const COMPETITION = tournament().competitionId;
const application = { teamId: SCHOOL_1, competitionId: COMPETITION, roster: [] } as unknown as ApplicationView;
const coach: Answers = {
  'GET ': [200, tournament()], 'GET /standings': [200, standings()],
  [`GET /api/competitions/${COMPETITION}/applications/mine`]: [200, application],
  [`GET /api/competitions/${COMPETITION}/teams/${SCHOOL_5}/login-list`]: [200, [
    { board: 2, reserve: false, displayName: 'Пётр Сидоров' }, { board: 1, reserve: false, displayName: 'Иван Петров' },
    { board: 5, reserve: true, displayName: '' },
  ]],
};
const section = () => document.querySelector('section.login-list');

beforeEach(() => i18n.setLocale('ru'));

describe('the team\'s next match', () => {
  it('is the first round in order whose match with the team has not ended', () => {
    expect(nextMatch(tournament(), SCHOOL_1)?.round.round).toBe(3);
    const over = tournament();
    over.rounds[1]!.matches = [match({ status: 'ended' })];
    expect(nextMatch(over, SCHOOL_1)).toBeUndefined();
  });
});

describe('tournament page: the opponent\'s login list for the coach', () => {
  it('lists the next opponent\'s players in roster order with the names they play under', async () => {
    await mountWithServices((context) => new TournamentPage(context, TOURNAMENT), coach, ['coach']);
    expect(text(section()!.querySelector('h2')!)).toBe('Список логинов соперника');
    expect(text(section()!)).toContain('Тур 3, соперник — Школа № 5.');
    expect([...section()!.querySelectorAll('tbody tr')].map((row) => [...row.children].map(text))).toEqual([
      ['1-я доска', 'Иван Петров'], ['2-я доска', 'Пётр Сидоров'], ['Запасной (5-е место)', 'Игрок 5'],
    ]);
    expect(text(section()!.querySelector('caption')!)).toBe('Игроки команды Школа № 5');
  });

  it('names the opponent on each board once the round is published', async () => {
    const published = tournament();
    published.rounds[1]!.matches = [match({ boards: match().boards.map((board) => ({
      ...board, whitePlayerName: board.whiteTeamId === SCHOOL_5 ? `Соперник ${board.board}` : 'Наш', blackPlayerName: board.whiteTeamId === SCHOOL_5 ? 'Наш' : `Соперник ${board.board}`,
    })) })];
    await mountWithServices((context) => new TournamentPage(context, TOURNAMENT), { ...coach, 'GET ': [200, published] }, ['coach']);
    expect([...section()!.querySelectorAll('ul.pairings li')].map(text)).toEqual([
      'Доска 1: Соперник 1', 'Доска 2: Соперник 2', 'Доска 3: Соперник 3', 'Доска 4: Соперник 4',
    ]);
  });

  it('says why the list could not be read', async () => {
    await mountWithServices((context) => new TournamentPage(context, TOURNAMENT), {
      ...coach, [`GET /api/competitions/${COMPETITION}/teams/${SCHOOL_5}/login-list`]: [403, { type: 'about:blank', title: 'Forbidden', status: 403 }],
    }, ['coach']);
    expect(text(section()!.querySelector('[role="alert"]')!)).toMatch(/^Список соперника не получен\. /);
  });

  it('is not shown to a coach without a team in the tournament, nor to others', async () => {
    await mountWithServices((context) => new TournamentPage(context, TOURNAMENT), { ...coach,
      [`GET /api/competitions/${COMPETITION}/applications/mine`]: [404, { type: 'about:blank', title: 'Not Found', status: 404 }] }, ['coach']);
    expect(section()).toBeNull();
    await mountWithServices((context) => new TournamentPage(context, TOURNAMENT), coach, []);
    expect(section()).toBeNull();
  });
});
