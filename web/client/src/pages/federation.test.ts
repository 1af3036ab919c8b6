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
    const leader = document.querySelector('table.standings tbody tr')!;
    expect([...leader.children].map(text)).toEqual(['1', 'Школа № 1', '2', '4', '5', '0', '11,25']);
    const rows = [...document.querySelectorAll('table.live-results tbody tr:not(.match-row)')].map((row) => [...row.children].map(text));
    expect(rows).toEqual([
      ['1', 'Иван Петров (Школа № 1)', 'Лицей', '1-0'], ['2', 'Лицей', 'Школа № 1', '½-½'],
      ['3', 'Школа № 1', 'Лицей', '+/− (без игры)'], ['4', 'Лицей', 'Школа № 1', '0-1'],
    ]);
    expect(text(document.querySelector('table.live-results .match-row')!)).toContain('По доскам: Школа № 1 2½ — 1½ Лицей.');
    expect(text(document.querySelector('h2#federation-results')!)).toBe('Результаты тура 1');
    // The chart: one line per team through the rounds with a result, the same numbers as a table.
    expect(document.querySelectorAll('.chart g.series').length).toBe(4);
    const chartRows = [...document.querySelectorAll('table.chart-data tbody tr')].map((row) => [...row.children].map(text));
    expect(chartRows[0]).toEqual(['Школа № 1', '2', '4']);
    expect(chartRows[1]).toEqual(['Лицей', '0', '2']);
    expect(text(document.querySelector('.tiles')!)).toContain('Школа № 1 лидер, 4 очк.');
  });
});
