// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Auth } from '../auth';
import { setLocale } from '../i18n/i18n';
import { ArbiterPage } from './arbiter';
import type { FairPlayReport } from './arbiter-fair-play';
import { formatShare } from './arbiter-fair-play';
import { jsonResponse, mountPage } from './harness';

const TOURNAMENT = 'http://tournament';
const T1 = 'a0000000-0000-4000-8000-000000000001';
const side = (name: string, acpl: number, top1: number) => ({
  playerId: `p-${name}`, name, moves: 30, acpl, nonTrivial: 22, top1Share: top1, top3Share: 0.9,
  meanMoveSeconds: 8, medianMoveSeconds: 6.5, maxMoveSeconds: 41, moveSeconds: [6.5, 41],
});
const report: FairPlayReport = {
  engineAvailable: true, engine: 'Stockfish 16', nodes: 100000, bookPlies: 10, decidedCp: 300, lossCapCp: 1000,
  queue: { pending: 1, running: 0, done: 1, failed: 0 },
  field: { players: 2, medianAcpl: 35.5, medianTop1: 0.5, focusPlayers: 2, medianLostPerGame: 1.5, medianAwaySecondsPerGame: 41 },
  games: [
    { gameId: 'g1', round: 1, board: 1, decider: false, status: 'done', white: side('Аня Иванова', 12.25, 0.82), black: side('Петя Смирнов', 58.75, 0.41),
      whiteFocus: { playerId: 'p-Аня Иванова', name: 'Аня Иванова', lost: 3, awaySeconds: 82, longestSeconds: 61 },
      blackFocus: { playerId: 'p-Петя Смирнов', name: 'Петя Смирнов', lost: 0, awaySeconds: 0, longestSeconds: 0 } },
    { gameId: 'g2', round: 1, board: 2, decider: false, status: 'pending', white: null, black: null, whiteFocus: null, blackFocus: null },
  ],
  players: [
    { playerId: 'p-Аня Иванова', name: 'Аня Иванова', games: 1, acpl: 12.25, nonTrivial: 22, top1Share: 0.82, top3Share: 0.9,
      acplPercentile: 100, top1Percentile: 100, acplVsMedian: -23.25, top1VsMedian: 0.32, notable: true,
      focus: { games: 1, lost: 3, awaySeconds: 82, longestSeconds: 61, lostPerGame: 3, awaySecondsPerGame: 82,
        lostPerGameVsMedian: 1.5, awayPerGameVsMedian: 41 } },
    { playerId: 'p-Петя Смирнов', name: 'Петя Смирнов', games: 1, acpl: 58.75, nonTrivial: 12, top1Share: 0.41, top3Share: 0.9,
      acplPercentile: null, top1Percentile: null, acplVsMedian: null, top1VsMedian: null, notable: false,
      focus: { games: 1, lost: 4, awaySeconds: 120, longestSeconds: 90, lostPerGame: 4, awaySecondsPerGame: 120,
        lostPerGameVsMedian: 2.5, awayPerGameVsMedian: 79 } },
  ],
};

let page: ArbiterPage | undefined;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const button = (text: string) => [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === text)!;

function mount(answers: Record<string, [number, unknown]>) {
  const urls: string[] = [];
  const fetcher = (async (url: string) => {
    urls.push(url);
    const [status, body] = answers[url] ?? [200, []];
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  const mounted = mountPage((context) => new ArbiterPage(context), {
    auth: { claims: () => ({ subject: 'a1', name: 'Ирина Петрова', roles: ['arbiter'] }) } as unknown as Auth,
    fetcher, config: { gameUrl: 'http://game', clockUrl: 'http://clock', tournamentUrl: TOURNAMENT },
  });
  page = mounted.page;
  mounted.page.enter();
  mounted.context.update();
  return urls;
}

const tournaments = [{ id: T1, competitionId: 'k1', name: 'Первенство школ Чукотки', format: 'round-robin', teams: 2,
  rounds: 1, firstRoundStart: '2026-12-05T01:00:00Z', timeZone: 'Asia/Anadyr' }];

beforeEach(() => setLocale('ru'));
afterEach(() => page?.leave());

describe('fair-play section of the arbiter console', () => {
  it('shows the caution, then per player and per game the engine report of the chosen tournament', async () => {
    const urls = mount({
      [`${TOURNAMENT}/api/tournaments`]: [200, tournaments],
      [`${TOURNAMENT}/api/tournaments/${T1}/fair-play`]: [200, report],
    });
    await settle();
    const section = document.querySelector('section.fair-play')!;
    expect(section.textContent).toContain('Это сигнал, а не приговор.');
    expect((document.getElementById('field-fairPlayTournament') ?? section.querySelector('select'))!.textContent)
      .toContain('Первенство школ Чукотки');
    button('Показать отчёт').click();
    await settle();
    expect(urls).toContain(`${TOURNAMENT}/api/tournaments/${T1}/fair-play`);
    const players = [...section.querySelectorAll('table.fair-play-players tbody tr')];
    expect(players).toHaveLength(2);
    expect(players[0]!.classList.contains('notable')).toBe(true);
    expect(players[0]!.textContent).toContain('стоит посмотреть');
    expect(players[0]!.textContent).toContain('12,3');
    expect(players[0]!.textContent).toContain('82 %');
    expect(players[1]!.textContent).toContain('мало ходов');
    const games = section.querySelector('table.fair-play-games tbody')!.textContent!;
    expect(games).toContain('Тур 1, доска 1');
    expect(games).toContain('Петя Смирнов');
    expect(games).toContain('6,5 / 41,0');
    expect(games).toContain('ждёт разбора');
    expect(section.textContent).toContain('Разобрано партий: 1; ждут разбора: 1');

    // The players' own focus signals, with their own caution, against the field.
    expect(section.textContent).toContain('Это повод присмотреться к партии вместе с другими данными, а не доказательство.');
    expect(section.textContent).toContain('Медиана по турниру: 1,5 уходов и 41 с вне страницы за партию.');
    const focus = [...section.querySelectorAll('table.fair-play-focus-players tbody tr')];
    expect(focus).toHaveLength(2);
    // Most time away per game first, whatever the engine report's order.
    expect(focus[0]!.textContent).toContain('Петя Смирнов');
    expect(focus[0]!.textContent).toContain('4,0 (+2,5) уходов, 120 (+79) с');
    expect(focus[1]!.textContent).toContain('Аня Иванова');
    expect(focus[1]!.textContent).toContain('3,0 (+1,5) уходов, 82 (+41) с');
    const focusGames = [...section.querySelectorAll('table.fair-play-focus-games tbody tr')];
    expect(focusGames).toHaveLength(2);
    expect(focusGames[0]!.textContent).toContain('61');
  }, 30_000);

  it('says the analysis is unavailable without an engine, and names a refusal', async () => {
    mount({
      [`${TOURNAMENT}/api/tournaments`]: [200, tournaments],
      [`${TOURNAMENT}/api/tournaments/${T1}/fair-play`]: [200, { ...report, engineAvailable: false }],
    });
    await settle();
    button('Показать отчёт').click();
    await settle();
    expect(document.querySelector('section.fair-play')!.textContent).toContain('Анализ недоступен');

    mount({
      [`${TOURNAMENT}/api/tournaments`]: [200, tournaments],
      [`${TOURNAMENT}/api/tournaments/${T1}/fair-play`]: [403, { type: 'about:blank', title: 'Forbidden', status: 403,
        detail: 'The fair-play report is for the tournament\'s arbiters and organizer' }],
    });
    await settle();
    button('Показать отчёт').click();
    await settle();
    const alert = document.querySelector('section.fair-play [role="alert"]')!;
    expect(alert.textContent).toContain('Отчёт не получен.');
    expect(document.querySelector('table.fair-play-players')).toBeNull();
  }, 30_000);

  it('writes shares as whole percentages and nothing as a dash', () => {
    expect(formatShare(0.5)).toBe('50 %');
    expect(formatShare(null)).toBe('—');
  });
});
