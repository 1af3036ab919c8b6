// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../auth';
import * as i18n from '../i18n/i18n';
import type { MatchView } from '../tournament/client';
import { decider, match, MATCH, SCHOOL_1, SCHOOL_5, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { FakeSocket, jsonResponse, mountPage } from './harness';
import { MatchPage, RESULT_REFRESH_MILLIS } from './match';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2';

// Fake timers: the page counts clocks down and reads the match again after a game's end.
const settle = () => vi.advanceTimersByTimeAsync(10);
let page: MatchPage | undefined;

async function mount(matches: MatchView[], options: { claims?: object; now?: () => Date } = {}) {
  const answers = [...matches];
  const fetcher = (async (url: string) => {
    const path = url.replace(`http://tournament/api/tournaments/${TOURNAMENT}`, '');
    if (path === '') return jsonResponse(200, tournament());
    if (path === '/standings') return jsonResponse(200, standings());
    if (path === `/matches/${MATCH}`) return jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0]);
    return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
  }) as unknown as typeof fetch;
  const sockets = new Map<string, FakeSocket>();
  const mounted = mountPage((context) => new MatchPage(context, TOURNAMENT, MATCH, (url) => {
    const socket = new FakeSocket(url);
    sockets.set(url.slice(url.lastIndexOf('/') + 1), socket);
    return socket;
  }), {
    auth: { claims: () => options.claims ?? null, accessToken: async () => null } as unknown as Auth,
    fetcher, config: { tournamentUrl: 'http://tournament', gameUrl: 'http://game' }, now: options.now,
  });
  page = mounted.page;
  page.enter();
  await settle();
  sockets.forEach((socket) => socket.onopen?.({}));
  await settle();
  return { ...mounted, sockets };
}

const gameOf = (board: number) => match().boards[board - 1]!.gameId;
const card = (board: number) => document.querySelector(`.board-card[data-board="${board}"]`)!;
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
/** The words a screen reader gets: without what is hidden from it. */
const spokenText = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return text(copy);
};
const state = (gameId: string, extra: object = {}) => ({
  type: 'state', gameId, version: 2, seat: 'spectator', status: 'playing', startFen: START, fen: AFTER_E4_E5, moves: ['e4', 'e5'],
  ply: 2, toMove: 'white', timeControl: '15+10',
  clocks: { whiteMillis: 840_000, blackMillis: 25_000, running: 'white', status: 'running', at: '2026-03-07T00:10:00Z' }, ...extra,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  window.localStorage.clear();
  i18n.setLocale('ru');
});
afterEach(() => {
  page?.leave();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('spectator view of a match', () => {
  it('names the match and its round in both time zones, and watches every board as an anonymous spectator', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Europe/Moscow');
    const { sockets, container } = await mount([match()]);
    expect(text(container.querySelector('h1')!)).toBe('Матч: Школа № 1 — Школа № 5');
    expect(container.textContent).toContain('Тур 3. Начало: 7 марта 2026 г. в 12:00 (Asia/Anadyr); у вас: 7 марта 2026 г. в 03:00 (Europe/Moscow).');
    expect(container.querySelector(`a[href="#/tournaments/${TOURNAMENT}/standings"]`)).not.toBeNull();
    expect([...sockets.keys()]).toEqual([1, 2, 3, 4].map(gameOf));
    expect(sockets.get(gameOf(1))!.url).toBe(`ws://game/ws/games/${gameOf(1)}`);
    expect(sockets.get(gameOf(1))!.sent).toEqual([{ type: 'hello' }]);
    expect([...document.querySelectorAll('.board-card h3')].map(text)).toEqual(['Доска 1', 'Доска 2', 'Доска 3', 'Доска 4']);
    // The first-named team has White on boards 1 and 3.
    expect(text(card(1).querySelector('[data-side="white"]')!)).toBe('белые Школа № 1');
    expect(text(card(2).querySelector('[data-side="white"]')!)).toBe('белые Школа № 5');
    expect(text(card(2).querySelector('[data-side="black"]')!)).toBe('чёрные Школа № 1');
  });

  it('draws each board small with its clocks, whose move it is and the last move, and leads to the live board', async () => {
    const { sockets } = await mount([match()]);
    sockets.get(gameOf(1))!.serverSays(state(gameOf(1)));
    const board = card(1);
    const picture = board.querySelector('.mini-board')!;
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(picture.children).toHaveLength(64);
    const link = board.querySelector('a.mini-board-link')!;
    expect(link.getAttribute('href')).toBe(`#/games/${gameOf(1)}`);
    expect(spokenText(link)).toBe('Открыть партию: Доска 1');
    expect(text(board.querySelector('.clock[data-side="white"]')!)).toMatch(/^белые Школа № 1 1[34]:\d\d идут$/);
    expect(text(board.querySelector('.clock[data-side="black"]')!)).toBe('чёрные Школа № 5 0:25 Мало времени!');
    expect(text(board.querySelector('.board-state')!)).toBe('Ход: белые. Последний ход: e5.');
    sockets.get(gameOf(1))!.serverSays({ type: 'move', version: 3, ply: 3, side: 'white', san: 'Nf3', uci: 'g1f3',
      fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2', status: 'playing' });
    expect(text(board.querySelector('.board-state')!)).toBe('Ход: чёрные. Последний ход: Кf3.');
  });

  it('says which players are at their boards now, as presence changes, until the game ends', async () => {
    const { sockets } = await mount([match()]);
    const socket = sockets.get(gameOf(1))!;
    socket.serverSays(state(gameOf(1), { presence: { white: { connected: true }, black: { connected: false } } }));
    expect(text(card(1).querySelector('.clock[data-side="white"] .who')!)).toBe('Школа № 1 (в сети)');
    expect(text(card(1).querySelector('.clock[data-side="black"] .who')!)).toBe('Школа № 5 (не в сети)');
    socket.serverSays({ type: 'presence', white: { connected: false }, black: { connected: true } });
    expect(text(card(1).querySelector('.clock[data-side="white"] .who')!)).toBe('Школа № 1 (не в сети)');
    expect(text(card(1).querySelector('.clock[data-side="black"] .who')!)).toBe('Школа № 5 (в сети)');
  });

  it('names the players beside their teams where the service names them', async () => {
    await mount([match({ boards: match().boards.map((board) => ({ ...board, whitePlayerName: `Белые ${board.board}`, blackPlayerName: null })) })]);
    expect(text(card(1).querySelector('.player[data-side="white"]')!)).toBe('белые Белые 1, Школа № 1');
    expect(text(card(1).querySelector('.player[data-side="black"]')!)).toBe('чёрные Школа № 5');
  });

  it('keeps the board score as the games end and announces each end with the score, but not the moves', async () => {
    const { sockets, announced } = await mount([match()]);
    sockets.get(gameOf(1))!.serverSays(state(gameOf(1), { status: 'finished', result: '1-0', termination: 'checkmate' }));
    sockets.get(gameOf(2))!.serverSays(state(gameOf(2)));
    sockets.get(gameOf(2))!.serverSays({ type: 'move', version: 3, ply: 3, side: 'white', san: 'Qh5', uci: 'd1h5', fen: AFTER_E4_E5, status: 'playing' });
    expect(text(document.querySelector('.board-score')!)).toBe('По доскам: Школа № 1 1 — 0 Школа № 5 (окончено 1 из 4).');
    expect(announced).toEqual([]);
    // Board 2: Школа № 5 has White and resigns.
    sockets.get(gameOf(2))!.serverSays({ type: 'game-ended', version: 4, result: '0-1', termination: 'resignation' });
    expect(text(document.querySelector('.board-score')!)).toBe('По доскам: Школа № 1 2 — 0 Школа № 5 (окончено 2 из 4).');
    expect(text(card(2).querySelector('.board-state')!)).toBe('Партия окончена: 0-1, сдача.');
    expect(announced).toEqual(['Доска 2. Партия окончена: 0-1, сдача. По доскам: Школа № 1 2 — 0 Школа № 5 (окончено 2 из 4).']);
  });

  it('reads the match again after a game ends and watches the Armageddon decider once it is scheduled', async () => {
    const level = match({ status: 'decider', decider: decider(SCHOOL_5) });
    const { sockets } = await mount([match(), level]);
    expect(document.querySelector('#decider-title')).toBeNull();
    sockets.get(gameOf(4))!.serverSays(state(gameOf(4)));
    sockets.get(gameOf(4))!.serverSays({ type: 'game-ended', version: 3, result: '1/2-1/2', termination: 'draw-agreement' });
    await vi.advanceTimersByTimeAsync(RESULT_REFRESH_MILLIS);
    expect(text(document.querySelector('.match-state')!)).toBe('Счёт по доскам равный: матч решает армагеддон.');
    const section = document.querySelector('#decider-title')!.closest('section')!;
    expect(text(section)).toContain('Решающая партия игроков 1-й доски; при ничьей побеждают чёрные.');
    expect(text(section.querySelector('h3')!)).toBe('Армагеддон');
    expect(text(section.querySelector('[data-side="white"]')!)).toBe('белые Школа № 5');
    expect(section.querySelector('a.mini-board-link')!.getAttribute('href')).toBe(`#/games/${decider(SCHOOL_5).gameId}`);
    const deciderSocket = sockets.get(decider(SCHOOL_5).gameId)!;
    deciderSocket.onopen?.({});
    await settle();
    expect(deciderSocket.sent).toEqual([{ type: 'hello' }]);
  });

  it('shows the ended match\'s board points, match points and who won the decider', async () => {
    await mount([match({
      status: 'ended', decider: decider(SCHOOL_5), deciderWinnerTeamId: SCHOOL_1, outcome: 'first-team-won',
      firstTeamBoardPoints: 2, secondTeamBoardPoints: 2, firstTeamMatchPoints: 2, secondTeamMatchPoints: 0,
      boards: match().boards.map((board, index) => ({ ...board, result: index < 2 ? '1-0' : '0-1' })),
    })]);
    expect(text(document.querySelector('.match-result')!)).toBe('Победила команда «Школа № 1». По доскам: Школа № 1 2 — 2 Школа № 5. '
      + 'Командные очки: Школа № 1 2 — 0 Школа № 5. Армагеддон выиграла команда «Школа № 1».');
    // Before the sockets answer, each board shows the tournament's result.
    expect(text(card(3).querySelector('.board-state')!)).toBe('Результат: 0-1.');
  });

  it('writes unplayed boards as +/−, −/+ and −/− (Art. 24.3), and says who forfeited the match', async () => {
    const results = ['1-0', '0-1', '0-0', '1/2-1/2'];
    await mount([match({
      status: 'ended', outcome: 'first-team-won', forfeitedByTeamId: SCHOOL_5,
      boards: match().boards.map((board, index) => ({ ...board, result: results[index]!, unplayed: index < 3 })),
    })]);
    expect(text(card(1).querySelector('.board-state')!)).toBe('Результат: +/−, партия не игралась (ст. 24.3).');
    expect(text(card(2).querySelector('.board-state')!)).toBe('Результат: −/+, партия не игралась (ст. 24.3).');
    expect(text(card(3).querySelector('.board-state')!)).toBe('Результат: −/−, партия не игралась (ст. 24.3).');
    expect(text(card(4).querySelector('.board-state')!)).toBe('Результат: ½-½.');
    expect(text(document.querySelector('.match-forfeit')!)).toBe('Матч не игрался: команда «Школа № 5» выбыла из турнира, сопернику засчитана победа без игры (ст. 24.3).');
    expect(text(document.querySelector('.board-score')!)).toContain('окончено 4 из 4');
  });

  it('asks for a login when the game service admits no anonymous spectators', async () => {
    const { sockets, logins } = await mount([match()]);
    window.location.hash = `#/tournaments/${TOURNAMENT}/matches/${MATCH}`;
    sockets.forEach((socket) => socket.serverSays({ type: 'error', code: 'unauthorized', reason: 'no token' }));
    expect(text(document.querySelector('.notice')!)).toBe('Смотреть партии без входа здесь нельзя: войдите, чтобы видеть доски.');
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Войти')!.click();
    expect(logins).toEqual([`#/tournaments/${TOURNAMENT}/matches/${MATCH}`]);
  });

  it('says when the boards are not announced yet, and closes every socket on leaving', async () => {
    const { sockets } = await mount([match()]);
    page!.leave();
    expect([...sockets.values()].every((socket) => socket.closed)).toBe(true);
    const scheduled = await mount([match({ status: 'scheduled', boards: [] })]);
    expect(scheduled.sockets.size).toBe(0);
    expect(text(scheduled.container.querySelector('.match-state')!)).toBe(
      'Матч начнётся 7 марта 2026 г. в 12:00 (Asia/Anadyr); у вас: 7 марта 2026 г. в 00:00 (UTC); расстановка по доскам ещё не объявлена.');
  });

  it('shows the result an arbiter gave a board whose game was never played out', async () => {
    const corrected = match({ boards: match().boards.map((board, index) => index === 0 ? { ...board, result: '1/2-1/2' } : board) });
    const { sockets } = await mount([corrected]);
    sockets.get(gameOf(1))!.serverSays(state(gameOf(1), { status: 'scheduled', moves: [], ply: 0, fen: START }));
    expect(text(card(1).querySelector('.board-state')!)).toBe('Результат: ½-½.');
  });

  it('tells a match whose boards are announced days before its start from one in play', async () => {
    const before = await mount([match()], { now: () => new Date('2026-03-05T00:00:00Z') });
    expect(text(before.container.querySelector('.match-state')!)).toBe(
      'Расстановка по доскам объявлена; матч начнётся 7 марта 2026 г. в 12:00 (Asia/Anadyr); у вас: 7 марта 2026 г. в 00:00 (UTC).');
    page!.leave();
    const during = await mount([match()], { now: () => new Date('2026-03-07T00:05:00Z') });
    expect(text(during.container.querySelector('.match-state')!)).toBe('Матч идёт.');
    // A parent without an account sees the boards late by the tournament's delay, and the crosstable under them.
    during.sockets.get(gameOf(1))!.serverSays(state(gameOf(1), { delaySeconds: 30 }));
    expect(text(document.querySelector('.spectator-delay')!)).toBe('Зрители видят партии с задержкой 30 с: так решили организаторы турнира.');
    expect(document.querySelectorAll('table.crosstable tbody tr').length).toBe(4);
    page!.leave();
    const level = await mount([match({ status: 'decider', decider: decider(SCHOOL_5) })], { now: () => new Date('2026-03-07T01:05:00Z') });
    expect(text(level.container.querySelector('.match-state')!)).toBe('Счёт по доскам равный: матч решает армагеддон.');
  });
});
