// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../auth';
import { setLocale } from '../i18n/i18n';
import { GamePage } from './game';
import { FakeSocket, jsonResponse, mountPage, type Answer } from './harness';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
let page: GamePage | undefined;

const PLAYER = { claims: () => ({ subject: 'p1', name: 'Игрок', roles: ['player'] }), accessToken: async () => 'token' } as unknown as Auth;
const ANONYMOUS = { claims: () => null, accessToken: async () => null } as unknown as Auth;

/** The page joined; the server answers with a state made of `state`, or not at all when there is none. */
async function mount(state: object | undefined, auth = PLAYER, answers: Record<string, Answer> = {}) {
  const socket = new FakeSocket();
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`] ?? [404, { status: 404, title: 'Not Found' }];
    return jsonResponse(answer[0], answer[1]);
  }) as typeof fetch;
  const mounted = mountPage((context) => new GamePage(context, 'g1', () => socket), {
    auth,
    fetcher,
    config: { gameUrl: 'http://game', tournamentUrl: 'http://tournament' },
  });
  page = mounted.page;
  const { announced, container, logins } = mounted;
  page.enter();
  socket.onopen?.({});
  await settle();
  if (!state) {
    return { socket, announced, container, logins, requests };
  }
  socket.serverSays({ type: 'state', gameId: 'g1', version: 0, seat: 'white', status: 'playing', startFen: START, fen: START,
    moves: [], ply: 0, toMove: 'white', timeControl: '15+10',
    clocks: { whiteMillis: 900_000, blackMillis: 900_000, running: 'white', status: 'running', at: '2026-01-01T00:00:00Z' }, ...state });
  await settle();
  return { socket, announced, container, logins, requests };
}

const square = (name: string) => document.querySelector(`[data-square="${name}"]`) as HTMLButtonElement;
const button = (text: string) => [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === text)!;

beforeEach(() => {
  window.localStorage.clear();
  setLocale('ru');
});
afterEach(() => page?.leave());

describe('game page', () => {
  it('draws the board from the FEN as 64 named buttons, the clocks and the connection', async () => {
    const { socket } = await mount({});
    expect(socket.sent[0]).toEqual({ type: 'hello', accessToken: 'token' });
    const squares = document.querySelectorAll('.board [data-square]');
    expect(squares).toHaveLength(64);
    expect(squares[0]!.getAttribute('data-square')).toBe('a8');
    expect(square('g1').getAttribute('aria-label')).toBe('белый конь g1');
    expect(square('e4').getAttribute('aria-label')).toBe('пустое поле e4');
    expect(document.body.textContent).toContain('Соединение: установлено.');
    expect(document.body.textContent).toContain('Вы играете: белые.');
    expect(document.querySelector('.clock[data-side="white"]')!.textContent).toMatch(/(15:00|14:5\d)\s+идут/);
    expect(document.body.textContent).toContain('Контроль времени: 15+10.');
  });

  it('shows tenths under ten seconds', async () => {
    await mount({ clocks: { whiteMillis: 9_450, blackMillis: 300_000, running: 'white', status: 'running', at: '2026-01-01T00:00:00Z' } });
    expect(document.querySelector('.player-bar[data-side="white"] .clock-time')!.textContent).toMatch(/^0:0\d\.\d$/);
    expect(document.querySelector('.player-bar[data-side="black"] .clock-time')!.textContent).toBe('5:00');
  });

  it('counts down to the start and runs White\'s clock from the start without a reload', async () => {
    const start = new Date(Date.now() + 60_000).toISOString();
    await mount({ status: 'scheduled', scheduledStart: start,
      clocks: { whiteMillis: 900_000, blackMillis: 900_000, status: 'scheduled', at: new Date().toISOString() } });
    expect(document.querySelector('.scheduled')!.textContent).toMatch(/через (1:00|0:59)/);
    expect(document.querySelector('.player-clock.running')).toBeNull();
    expect(button('Предложить ничью')).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    page!['tick']();
    expect(document.querySelector('.player-clock.running')!.getAttribute('data-side')).toBe('white');
    expect(document.querySelector('.scheduled')).toBeNull();
    expect(document.querySelector('.to-move')!.textContent).toContain('ваш ход');
    vi.useRealTimers();
  });

  it('says when a scheduled game starts', async () => {
    await mount({ status: 'scheduled', scheduledStart: new Date(Date.now() + 3_600_000).toISOString() });
    expect(document.querySelector('.scheduled')!.textContent).toContain('Партия начнётся');
  });

  it('turns the board for Black', async () => {
    await mount({ seat: 'black' });
    expect(document.querySelectorAll('.board [data-square]')[0]!.getAttribute('data-square')).toBe('h1');
  });

  it('sends a clicked move, shows legal targets, and refuses an illegal one in words without sending', async () => {
    const { socket } = await mount({});
    square('g1').click();
    expect(square('f3').getAttribute('aria-label')).toBe('пустое поле f3, можно пойти');
    square('f3').click();
    expect(socket.sent.at(-1)).toMatchObject({ type: 'move', uci: 'g1f3' });
    const sent = socket.sent.length;
    square('e2').click();
    square('e5').click();
    expect(socket.sent).toHaveLength(sent);
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('ход e2–e5 невозможен в этой позиции.');
  });

  it('asks which piece a pawn becomes', async () => {
    const { socket } = await mount({ fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1' });
    square('e7').click();
    square('e8').click();
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('Превратить пешку в');
    button('♞︎ коня').click();
    expect(socket.sent.at(-1)).toMatchObject({ type: 'move', uci: 'e7e8n' });
  });

  it('applies the server\'s move, announces it with the Appendix E names and lists it in Russian notation', async () => {
    const { socket, announced } = await mount({ fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1', toMove: 'black', moves: [] });
    socket.serverSays({ type: 'move', version: 1, ply: 1, side: 'black', san: 'Nf6', uci: 'g8f6',
      fen: 'rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 1', status: 'playing' });
    expect(announced.at(-1)).toBe('Чёрные: конь Густав восемь — Феликс шесть.');
    expect(document.querySelector('.move-list')!.textContent).toContain('Кf6');
    button('английская').click();
    expect(document.querySelector('.move-list')!.textContent).toContain('Nf6');
  });

  it('says every refusal in plain Russian next to the board: no code, no English, no UTC', async () => {
    const { socket } = await mount({});
    socket.serverSays({ type: 'error', code: 'not-your-turn', reason: 'black is to move', replyTo: 'move' });
    const alert = () => document.querySelector('.game-info [role="alert"]')!.textContent!.trim();
    expect(alert()).toBe('Сейчас не ваш ход.');
    socket.serverSays({ type: 'error', code: 'something-new', reason: 'at 2026-11-25T15:50:27.708Z' });
    expect(alert()).toBe('Сервер не принял действие. Попробуйте ещё раз или позовите судью.');
  });

  it('says a refused early move with the start in the viewer\'s time, and drops the old refusal after the next move', async () => {
    const { socket } = await mount({ scheduledStart: '2026-11-25T15:50:00Z' });
    socket.serverSays({ type: 'error', code: 'not-started', reason: 'the game starts at 2026-11-25T15:50:00Z' });
    const alert = document.querySelector('.game-info [role="alert"]')!.textContent!;
    expect(alert).toMatch(/^Партия ещё не началась: ходить можно с .*25.*2026/);
    expect(alert).not.toContain('T15:50');
    socket.serverSays({ type: 'move', version: 1, ply: 1, side: 'white', san: 'e4', uci: 'e2e4',
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', status: 'playing' });
    expect(document.querySelector('.game-info [role="alert"]')).toBeNull();
  });

  it('puts names, teams and the own side at the bottom from the tournament, and the coordinates on the edge', async () => {
    await mount({ seat: 'black' }, PLAYER, {
      'GET http://game/api/games/g1': [200, { matchId: 'm1', competitionId: 'c1', round: 2, board: 3 }],
      'GET http://tournament/api/tournaments?competitionId=c1': [200, [{ id: 't1', competitionId: 'c1', name: 'Кубок Чукотки' }]],
      'GET http://tournament/api/tournaments/t1/matches/m1': [200, { matchId: 'm1', firstTeamId: 'A', secondTeamId: 'B', firstTeamName: 'Школа № 1',
        secondTeamName: 'Лицей', boards: [{ board: 3, gameId: 'g1', whitePlayerId: 'w', blackPlayerId: 'b', whitePlayerName: 'Аня Петрова',
          blackPlayerName: 'Ваня Сидоров', whiteTeamId: 'A', result: null, unplayed: false }], decider: null }],
    });
    await settle();
    expect(document.querySelector('h1')!.textContent).toBe('Кубок Чукотки: тур 2, доска 3');
    const bottom = document.querySelector('.player-bar.bottom')!;
    expect(bottom.getAttribute('data-side')).toBe('black');
    expect(bottom.textContent).toContain('Ваня Сидоров');
    expect(bottom.textContent).toContain('(вы)');
    expect(bottom.textContent).toContain('Лицей');
    expect(document.querySelector('.player-bar.top')!.textContent).toContain('Аня Петрова');
    // Black's view: rank numbers on the h-file, file letters on the 8th rank.
    expect([...document.querySelectorAll('.coords .coord.rank')].map((coord) => coord.textContent).join('')).toBe('12345678');
    expect([...document.querySelectorAll('.coords .coord.file')].map((coord) => coord.textContent).join('')).toBe('hgfedcba');
    expect(document.querySelector('.board .coord')).toBeNull();
  });

  it('shades the last move and the king in check', async () => {
    const { socket } = await mount({ fen: 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2', toMove: 'black', moves: ['f3', 'e5', 'g4'] });
    socket.serverSays({ type: 'move', version: 4, ply: 4, side: 'black', san: 'Qh4#', uci: 'd8h4',
      fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', status: 'playing' });
    expect(square('d8').classList.contains('last')).toBe(true);
    expect(square('h4').classList.contains('last')).toBe(true);
    expect(square('e1').classList.contains('check')).toBe(true);
    expect(square('e1').getAttribute('aria-label')).toBe('белый король e1, шах');
  });

  it('shows claim buttons only when the claim applies', async () => {
    await mount({});
    expect(button('Ничья: троекратное повторение')).toBeUndefined();
    expect(button('Ничья: правило 50 ходов')).toBeUndefined();
    page?.leave();
    await mount({ moves: ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'] });
    expect(button('Ничья: троекратное повторение')).toBeDefined();
  });

  it('plays a premove as soon as the opponent has moved', async () => {
    const { socket } = await mount({ fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', toMove: 'black', moves: ['e4'] });
    square('g1').click();
    square('f3').click();
    expect(socket.sent.filter((message) => (message as { type: string }).type === 'move')).toHaveLength(0);
    expect(square('f3').classList.contains('premove')).toBe(true);
    socket.serverSays({ type: 'move', version: 2, ply: 2, side: 'black', san: 'e5', uci: 'e7e5',
      fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', status: 'playing' });
    expect(socket.sent.at(-1)).toMatchObject({ type: 'move', uci: 'g1f3' });
  });

  it('lets a player call the arbiter with a short message and shows the call as waiting', async () => {
    const call = { id: 'c1', gameId: 'g1', side: 'white', callerName: 'Игрок', message: 'Соперник подсказывает', calledAt: '2026-11-25T15:55:00Z',
      handledAt: null, handledBy: null, note: null, round: 1, board: 1, matchId: 'm', competitionId: null };
    const { requests } = await mount({}, PLAYER, { 'POST http://game/api/arbiter-calls': [201, call], 'GET http://game/api/arbiter-calls?gameId=g1': [200, []] });
    button('Позвать судью').click();
    const text = document.getElementById('call-message') as HTMLTextAreaElement;
    text.value = 'Соперник подсказывает';
    text.dispatchEvent(new Event('input'));
    (text.form as HTMLFormElement).requestSubmit();
    await settle();
    expect(requests.at(-1)).toEqual({ method: 'POST', url: 'http://game/api/arbiter-calls', body: { gameId: 'g1', message: 'Соперник подсказывает' } });
    expect(document.querySelector('.arbiter-call')!.textContent).toContain('Судья вызван');
    expect(document.querySelector('.call-thread')!.textContent).toContain('Соперник подсказывает');
  });

  it('shows an open call as a thread with the arbiter, and the player answers in it', async () => {
    const call = { id: 'c1', gameId: 'g1', side: 'white', callerName: 'Игрок', message: 'Соперник подсказывает', calledAt: '2026-11-25T15:55:00Z',
      handledAt: null, handledBy: null, note: null, round: 1, board: 1, matchId: 'm', competitionId: null,
      replies: [{ authorName: 'Ирина Петрова', authorRole: 'arbiter', text: 'Иду', postedAt: '2026-11-25T15:56:00Z' }] };
    const answered = { ...call, replies: [...call.replies, { authorName: 'Игрок', authorRole: 'player', text: 'Я у доски 3', postedAt: '2026-11-25T15:56:30Z' }] };
    const { requests } = await mount({}, PLAYER, { 'GET http://game/api/arbiter-calls?gameId=g1': [200, [call]],
      'POST http://game/api/arbiter-calls/c1/replies': [201, answered] });
    await settle();
    const lines = () => [...document.querySelectorAll('.call-thread .call-text')].map((line) => line.textContent);
    expect(lines()).toEqual(['Соперник подсказывает', 'Иду']);
    expect(document.querySelector('.call-line[data-role="arbiter"] .call-who')!.textContent).toContain('Ирина Петрова (судья)');
    const input = document.getElementById('call-reply-c1') as HTMLInputElement;
    input.value = ' Я у доски 3 ';
    input.dispatchEvent(new Event('input'));
    (input.form as HTMLFormElement).requestSubmit();
    await settle();
    expect(requests.at(-1)).toEqual({ method: 'POST', url: 'http://game/api/arbiter-calls/c1/replies', body: { text: 'Я у доски 3' } });
    expect(lines()).toEqual(['Соперник подсказывает', 'Иду', 'Я у доски 3']);
  });

  it('says the position and the last move in the words of Appendix E, German on request', async () => {
    const { socket, announced } = await mount({});
    button('Режим для незрячих').click();
    socket.serverSays({ type: 'move', version: 1, ply: 1, side: 'white', san: 'e4', uci: 'e2e4',
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', status: 'playing' });
    button('Повторить последний ход (Alt+M)').click();
    expect(announced.at(-1)).toBe('Последний ход: Белые: пешка Ева два — Ева четыре.');
    button('как в Приложении E (айн, цвай…, лойфер)').click();
    button('Повторить последний ход (Alt+M)').click();
    expect(announced.at(-1)).toBe('Последний ход: Белые: бауэр Ева цвай — Ева фир.');
    button('Сказать позицию (Alt+P)').click();
    expect(announced.at(-1)).toMatch(/^Белые: кениг Ева айн, даме Давид айн, турм Анна айн, Хектор айн, .* Ход чёрных\.$/);
    expect(document.querySelector('.move-list .visually-hidden')!.textContent).toBe('бауэр Ева цвай — Ева фир');
  });

  it('takes a typed move in Russian in the accessible mode and sends it as English SAN', async () => {
    const { socket } = await mount({});
    button('Режим для незрячих').click();
    const input = document.getElementById('typed-move') as HTMLInputElement;
    input.value = 'Кf3';
    input.dispatchEvent(new Event('input'));
    input.form!.requestSubmit();
    expect(socket.sent.at(-1)).toMatchObject({ type: 'move', san: 'Nf3' });
    input.value = 'Кe5';
    input.dispatchEvent(new Event('input'));
    input.form!.requestSubmit();
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('ход «Кe5» невозможен');
    expect((document.getElementById('legal-moves') as HTMLSelectElement).options).toHaveLength(20);
  });

  it('offers the opponent\'s draw to accept or decline, and resigns after a confirmation', async () => {
    const { socket } = await mount({ drawOffer: 'black' });
    expect(document.body.textContent).toContain('Соперник предлагает ничью.');
    button('Принять ничью').click();
    expect(socket.sent.at(-1)).toEqual({ type: 'accept-draw' });
    button('Сдаться').click();
    expect(socket.sent.at(-1)).toEqual({ type: 'accept-draw' });
    button('Да, сдаться').click();
    expect(socket.sent.at(-1)).toEqual({ type: 'resign' });
  });

  it('shows each player\'s connection in words and announces the opponent\'s disconnect and return once each', async () => {
    const { socket, announced } = await mount({ presence: { white: { connected: true, since: '2026-01-01T00:00:00Z' }, black: { connected: true, since: '2026-01-01T00:00:01Z' } } });
    const presenceOf = (side: string) => document.querySelector(`.presence[data-side="${side}"]`)!.textContent!.trim();
    expect(presenceOf('white')).toBe('в сети');
    expect(presenceOf('black')).toBe('в сети');
    expect(document.querySelector('.player-bar[data-side="black"]')!.textContent).toContain('в сети');
    const before = announced.length;
    const black = (connected: boolean) => ({ type: 'presence', white: { connected: true, since: '2026-01-01T00:00:00Z' },
      black: connected ? { connected: true, since: '2026-01-01T00:05:00Z' } : { connected: false } });
    socket.serverSays(black(false));
    socket.serverSays(black(false));
    expect(presenceOf('black')).toBe('не в сети');
    socket.serverSays(black(true));
    socket.serverSays(black(true));
    expect(presenceOf('black')).toBe('в сети');
    // My own second tab opening or closing is no news either.
    socket.serverSays({ ...black(true), white: { connected: false } });
    expect(announced.slice(before)).toEqual(['Соперник отключился.', 'Соперник снова в игре.']);
  });

  it('says the opponent joined when he first comes, and is back only after he had left', async () => {
    const { socket, announced } = await mount({ presence: { white: { connected: true }, black: { connected: false } } });
    const black = (connected: boolean) => ({ type: 'presence', white: { connected: true }, black: { connected } });
    socket.serverSays(black(true));
    socket.serverSays(black(false));
    socket.serverSays(black(true));
    expect(announced.filter((text) => text.startsWith('Соперник'))).toEqual(['Соперник подключился.', 'Соперник отключился.', 'Соперник снова в игре.']);
  });

  it('tells the offerer that he offered a draw, not which colour offers it', async () => {
    const { socket, announced } = await mount({});
    socket.serverSays({ type: 'draw-offered', version: 1, by: 'white', ply: 0 });
    expect(announced.at(-1)).toBe('Вы предложили ничью. Ждём ответа соперника.');
    expect(document.querySelector('.game-controls')!.textContent).toContain('Вы предложили ничью.');
    expect(document.body.textContent).not.toContain('Ничью предлагают белые');
  });

  it('does not announce the first presence, and tells a spectator nothing but shows both', async () => {
    const { socket, announced } = await mount({ seat: 'spectator', presence: { white: { connected: true }, black: { connected: false } } });
    expect(announced.filter((text) => text.startsWith('Соперник'))).toEqual([]);
    expect(document.querySelector('.presence[data-side="white"]')!.textContent).toBe('в сети');
    expect(document.querySelector('.presence[data-side="black"]')!.textContent).toBe('не в сети');
    socket.serverSays({ type: 'presence', white: { connected: false }, black: { connected: true } });
    expect(document.querySelector('.presence[data-side="black"]')!.textContent).toBe('в сети');
    expect(announced.filter((text) => text.startsWith('Соперник'))).toEqual([]);
  });

  it('shows a no-show in words, and before the start the deadline to be present', async () => {
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    const { socket } = await mount({ status: 'scheduled', scheduledStart: deadline, arrivalDeadline: deadline });
    expect(document.querySelector('.arrival-deadline')!.textContent).toContain('Оба игрока должны быть на странице партии до');
    socket.serverSays({ type: 'game-ended', version: 1, result: '0-1', termination: 'no-show', article: '6.7.1', endedAt: deadline });
    expect(document.querySelector('.arrival-deadline')).toBeNull();
    expect(document.querySelector('.result')!.textContent).toContain('Партия окончена: −/+, неявка (ст. 6.7.1), партия не игралась.');
    setLocale('en');
    socket.serverSays({ type: 'presence', white: { connected: false }, black: { connected: true } });
    expect(document.querySelector('.result')!.textContent).toContain('no-show (Art. 6.7.1), game not played');
  });

  it('offers the quickplay-finish claim only to the player to move with under 2 minutes and no increment, and explains it', async () => {
    const running = (whiteMillis: number) => ({ whiteMillis, blackMillis: 300_000, running: 'white', status: 'running', at: '2026-01-01T00:00:00Z' });
    const claimButton = () => button('Потребовать ничью (ст. 10.2)');
    const { socket } = await mount({ timeControl: '5+0', clocks: running(90_000) });
    expect(claimButton().getAttribute('aria-describedby')).toBe('quickplay-explained');
    expect(document.getElementById('quickplay-explained')!.textContent).toContain('Часы не остановятся');
    claimButton().click();
    expect(socket.sent.at(-1)).toEqual({ type: 'claim-quickplay-draw' });
    page!.leave();
    await mount({ timeControl: '5+0', clocks: running(150_000) });
    expect(claimButton()).toBeUndefined();
    page!.leave();
    await mount({ timeControl: '3+2', clocks: running(90_000) });
    expect(claimButton()).toBeUndefined();
    page!.leave();
    await mount({ timeControl: '5+0', clocks: running(90_000), toMove: 'black', fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', moves: ['e4'] });
    expect(claimButton()).toBeUndefined();
    page!.leave();
    const refused = await mount({ timeControl: '5+0', clocks: running(90_000) });
    refused.socket.serverSays({ type: 'error', code: 'quickplay-too-early', reason: '2 minutes or more left', replyTo: 'claim-quickplay-draw' });
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('Требовать ничью можно, когда у вас меньше 2 минут');
  });

  it('shows and announces the claim and the arbiter\'s decisions to the claimant', async () => {
    const { socket, announced } = await mount({ timeControl: '5+0',
      clocks: { whiteMillis: 90_000, blackMillis: 300_000, running: 'white', status: 'running', at: '2026-01-01T00:00:00Z' } });
    socket.serverSays({ type: 'quickplay-claimed', version: 1, by: 'white', ply: 0, remainingMillis: 90_000, claimedAt: '2026-01-01T00:00:01Z' });
    expect(document.querySelector('.quickplay-claim')!.textContent).toContain('Вы потребовали ничью (ст. 10.2): ждём решения судьи. Часы идут, игра продолжается.');
    expect(announced.at(-1)).toBe('Вы потребовали ничью (ст. 10.2): ждём решения судьи. Часы идут, игра продолжается.');
    expect(button('Потребовать ничью (ст. 10.2)')).toBeUndefined();
    socket.serverSays({ type: 'quickplay-decided', version: 2, by: 'white', decision: 'postponed', article: '10.2.2', timeAddedTo: 'black',
      arbiter: 'Ирина Петрова', reason: 'посмотрю ещё' });
    const said = 'Решение судьи по требованию ничьей: решение отложено (ст. 10.2.2). Судья: Ирина Петрова. Добавлено 2 минуты: чёрные. Причина: посмотрю ещё';
    expect(announced.at(-1)).toBe(said);
    expect(document.querySelector('.quickplay-claim')!.textContent).toContain('Судья отложил решение.');
    expect(document.querySelector('.quickplay-claim')!.textContent).toContain(said);
    socket.serverSays({ type: 'quickplay-decided', version: 3, by: 'white', decision: 'draw', article: '10.2.2', arbiter: 'Ирина Петрова', reason: 'нет попыток выиграть' });
    socket.serverSays({ type: 'game-ended', version: 4, result: '1/2-1/2', termination: 'quickplay-finish', article: '10.2.2', reason: 'нет попыток выиграть' });
    expect(announced).toContain('Решение судьи по требованию ничьей: ничья (ст. 10.2.2). Судья: Ирина Петрова. Причина: нет попыток выиграть');
    expect(document.querySelector('.result')!.textContent).toContain('Партия окончена: ½-½, ничья по требованию, решение судьи (ст. 10.2). Причина: нет попыток выиграть');
  });

  it('tells the opponent who claimed, and a flag fallen meanwhile', async () => {
    const { socket, announced } = await mount({ seat: 'black', quickplayClaim: { by: 'white', claimedAt: '2026-01-01T00:00:01Z', postponed: true } });
    expect(document.querySelector('.quickplay-claim')!.textContent).toContain('Требование ничьей (ст. 10.2) заявили белые: ждём решения судьи. Судья отложил решение.');
    socket.serverSays({ type: 'flag-fell', version: 1, side: 'white', ply: 0, fellAt: '2026-01-01T00:02:00Z' });
    expect(announced.at(-1)).toContain('Флажок упал (белые): ходы больше не принимаются, результат объявит судья.');
  });

  it('says a voided game and a double forfeit in words with the arbiter\'s reason', async () => {
    const { socket } = await mount({});
    socket.serverSays({ type: 'game-ended', version: 1, result: '*', termination: 'voided', article: '12.2', reason: 'сбой сервера' });
    expect(document.querySelector('.result')!.textContent).toContain('Партия аннулирована судьёй (ст. 12.2): результата нет; её переиграют или результат определит судья. Причина: сбой сервера');
    page!.leave();
    const forfeit = await mount({});
    forfeit.socket.serverSays({ type: 'game-ended', version: 1, result: '0-0', termination: 'forfeit', article: '12.9', reason: 'оба не явились' });
    expect(document.querySelector('.result')!.textContent).toContain('Партия окончена: −/−, присуждено судьёй без игры, партия не игралась. Причина: оба не явились');
  });

  it('lets a spectator watch without a login where the service allows it', async () => {
    const { socket } = await mount({ seat: 'spectator' }, ANONYMOUS);
    expect(socket.sent[0]).toEqual({ type: 'hello' });
    expect(document.body.textContent).toContain('Вы зритель.');
    expect(document.querySelectorAll('.board [data-square]')).toHaveLength(64);
  });

  it('asks for a login when the service admits no anonymous spectators', async () => {
    window.location.hash = '#/games/g1';
    const { socket, logins } = await mount(undefined, ANONYMOUS);
    socket.serverSays({ type: 'error', code: 'unauthorized', reason: 'no token' });
    expect(document.body.textContent).toContain('Войдите, чтобы играть или смотреть партию.');
    button('Войти').click();
    expect(logins).toEqual(['#/games/g1']);
  });
});
