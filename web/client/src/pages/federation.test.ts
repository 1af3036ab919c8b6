// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as i18n from '../i18n/i18n';
import type { BoardView } from '../tournament/client';
import { FakeEventSource, LYCEUM, match, SCHOOL_1, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { feedBoardResult, FederationPage } from './federation';
import { mountWithServices, settle, text } from './tournament-harness';

const ENDED = 'b0000000-0000-4000-8000-000000000011';

/** Round 1's match with its boards' results: 1-0, ½-½, a board won without play, 1-0. */
function played() {
  const schedule = tournament();
  const results: [string, boolean][] = [['1-0', false], ['1/2-1/2', false], ['1-0', true], ['0-1', false]];
  schedule.rounds[0]!.matches = [match({
    round: 1, matchId: ENDED, secondTeamId: LYCEUM, status: 'ended', firstTeamBoardPoints: 2.5, secondTeamBoardPoints: 1.5,
    firstTeamMatchPoints: 2, secondTeamMatchPoints: 0, outcome: 'first-team-won',
    boards: match().boards.map((board, index) => ({ ...board, whiteTeamId: index % 2 === 0 ? SCHOOL_1 : LYCEUM,
      result: results[index]![0], unplayed: results[index]![1], whitePlayerName: index === 0 ? 'Иван Петров' : null })),
  })];
  return schedule;
}

async function mount() {
  const sources: FakeEventSource[] = [];
  const mounted = await mountWithServices((context) => new FederationPage(context, TOURNAMENT, (url) => {
    const source = new FakeEventSource(url);
    sources.push(source);
    return source;
  }), { 'GET ': [[200, tournament()], [200, played()]] });
  return { ...mounted, sources };
}

beforeEach(() => {
  i18n.setLocale('ru');
  vi.restoreAllMocks();
});

describe('the federation\'s view', () => {
  it('writes board results as the feed does: ½-½, +/− for a game not played, «идёт» while played', () => {
    const board = (result: string | null, unplayed = false) => ({ board: 1, result, unplayed }) as BoardView;
    expect(feedBoardResult(board('1/2-1/2'))).toBe('½-½');
    expect(feedBoardResult(board('1-0', true))).toBe('+/− (без игры)');
    expect(feedBoardResult(board(null))).toBe('идёт');
  });

  it('follows the standings stream and reads the results again after each event', async () => {
    const { sources, requests } = await mount();
    expect(text(document.querySelector('h1')!)).toBe('Лента для федерации: Кубок Чукотки');
    expect(sources[0]!.url).toBe(`http://tournament/api/tournaments/${TOURNAMENT}/standings/stream`);
    sources[0]!.open();
    sources[0]!.send(standings());
    await settle();
    expect(requests.filter((request) => request.path === '').length).toBe(2);
    const lines = [...document.querySelectorAll('ul.feed-standings li')].map(text);
    expect(lines[0]).toBe('1. Школа № 1: сыграно матчей 2, командные очки 4, очки по доскам 5 (очки за доски 5; командные очки 4; личная встреча 0; коэффициент Зонненборна — Бергера 11,25)');
    const boards = [...document.querySelectorAll('article.feed-match li')].map(text);
    expect(boards).toEqual([
      'Доска 1 (белые — Иван Петров (Школа № 1), чёрные — Лицей): 1-0', 'Доска 2 (белые — Лицей, чёрные — Школа № 1): ½-½',
      'Доска 3 (белые — Школа № 1, чёрные — Лицей): +/− (без игры)', 'Доска 4 (белые — Лицей, чёрные — Школа № 1): 0-1',
    ]);
    expect(text(document.querySelector('article.feed-match p')!)).toContain('По доскам: Школа № 1 2½ — 1½ Лицей.');
    expect(document.querySelectorAll('section[aria-labelledby^="federation-round-"]').length).toBe(1);
  });
});
