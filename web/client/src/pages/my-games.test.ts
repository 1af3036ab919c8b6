// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { GamesPage } from './games';
import { MyGames, newGames, nextGame, type MyGame, type NotificationPort } from './my-games';
import type { Page } from '../context';
import { mountWithServices, settle, text, type Answers } from './tournament-harness';

const COMPETITION = 'c0000000-0000-4000-8000-000000000001';
const games = [
  { id: 'g2000000-0000-4000-8000-000000000002', competitionId: COMPETITION, round: 2, board: 3, scheduledStart: '2026-03-07T02:00:00Z', status: 'scheduled', result: null, seat: 'black' },
  { id: 'g1000000-0000-4000-8000-000000000001', competitionId: null, round: 1, board: 1, scheduledStart: '2026-03-01T10:00:00Z', status: 'finished', result: '1/2-1/2', seat: 'white' },
];

async function open(answers: Answers, roles = ['player']) {
  const mounted = await mountWithServices((context) => new GamesPage(context), answers, roles);
  mounted.context.update();
  await settle();
  return mounted;
}

beforeEach(() => {
  setLocale('ru');
});

describe('«Мои партии»', () => {
  it('shows the next game as a card with the opponent, colour, start, countdown and a button, and the games played with PGN', async () => {
    await open({
      'GET /api/games/mine': [200, [{ ...games[0], matchId: 'm2' }, games[1]]],
      'GET /api/tournaments': [200, [{ id: 't1', competitionId: COMPETITION, name: 'Кубок Чукотки', timeZone: 'Asia/Anadyr' }]],
      'GET /api/tournaments/t1/matches/m2': [200, { matchId: 'm2', firstTeamId: 'A', secondTeamId: 'B', firstTeamName: 'Школа № 1', secondTeamName: 'Лицей',
        boards: [{ board: 3, gameId: games[0]!.id, whitePlayerId: 'w', blackPlayerId: 'b', whitePlayerName: 'Аня Петрова', blackPlayerName: 'Ваня Сидоров',
          whiteTeamId: 'A', result: null, unplayed: false }], decider: null }],
    });
    await settle();
    await settle();
    const card = document.querySelector('.next-game')!;
    expect(text(card.querySelector('h3')!)).toBe('Следующая партия');
    expect(text(card)).toContain('Кубок Чукотки: тур 2, доска 3');
    expect(text(card)).toContain('СоперникАня Петрова (Школа № 1)');
    expect(text(card)).toContain('Ваша командаЛицей');
    expect(text(card)).toContain('Цвет чёрные');
    expect(text(card)).toMatch(/Начало7 марта 2026 г\.,? (в )?14:00 \(Asia\/Anadyr\)/);
    // The page's clock says 2 March, 00:00 UTC: five days and two hours before.
    expect(text(card.querySelector('.countdown')!)).toBe('До начала: 5 дней');
    expect(card.querySelector('a.to-board')!.getAttribute('href')).toBe(`#/games/${games[0]!.id}`);
    const ahead = [...document.querySelectorAll('ul.my-games:not(.played) li')];
    expect(text(ahead[0]!)).toMatch(/^Доска 3, чёрными, начало 7 марта/);
    const played = [...document.querySelectorAll('ul.my-games.played li')];
    expect(played).toHaveLength(1);
    expect(text(played[0]!)).toMatch(/^Доска 1, белыми, начало 1 марта 2026 г\.,? (в )?\d\d:00 — окончена: ½-½ PGN/);
  });

  it('says a voided game and a game not played as such', async () => {
    await open({ 'GET /api/games/mine': [200, [{ ...games[1], result: '*' }, { ...games[1], id: 'g4', result: '1-0', termination: 'no-show' }]] });
    const items = [...document.querySelectorAll('ul.my-games li')].map((item) => text(item));
    expect(items[0]).toContain('— аннулирована судьёй');
    expect(items[1]).toContain('— окончена: +/−');
  });

  it('puts a game in play first, with the way to the board', async () => {
    await open({ 'GET /api/games/mine': [200, [games[0], { ...games[1], id: 'g3', status: 'playing', result: null }]] });
    expect(text(document.querySelector('.next-game h3')!)).toBe('Ваша партия идёт');
    expect(text(document.querySelector('.next-game a.to-board')!)).toBe('К доске — партия идёт!');
  });

  it('says when there are none, and what went wrong', async () => {
    await open({ 'GET /api/games/mine': [200, []] });
    expect(text(document.querySelector('section[aria-labelledby="my-games-title"] p')!)).toBe(
      'Партий пока нет: они появятся, когда тур с вашим участием будет опубликован.');
    await open({ 'GET /api/games/mine': [500, { type: 'about:blank', title: 'Server Error', status: 500, detail: 'down' }] });
    expect(text(document.querySelector('section[aria-labelledby="my-games-title"] [role="alert"]')!)).toBe('Ошибка сервера (500): down');
  });

  it('is for players only', async () => {
    const { requests } = await open({}, ['organizer']);
    expect(document.getElementById('my-games-title')).toBeNull();
    // An organizer's page reads only the players of its friendly game form, not any games of his own.
    expect(requests.filter((request) => request.path.includes('/api/games'))).toEqual([]);
  });
});

describe('the lobby\'s choices', () => {
  const game = (id: string, status: string, start: string) => ({ ...games[0], id, status, scheduledStart: start }) as MyGame;
  it('goes to a game in play first, else the soonest scheduled', () => {
    expect(nextGame([game('a', 'scheduled', '2026-03-07T02:00:00Z'), game('b', 'scheduled', '2026-03-06T02:00:00Z')])!.id).toBe('b');
    expect(nextGame([game('a', 'scheduled', '2026-03-07T02:00:00Z'), game('c', 'playing', '2026-03-08T02:00:00Z')])!.id).toBe('c');
    expect(nextGame([game('d', 'finished', '2026-03-01T02:00:00Z')])).toBeUndefined();
  });

  it('calls new only the games ahead this browser has not seen (a round published since)', () => {
    const list = [game('a', 'scheduled', '2026-03-07T02:00:00Z'), game('b', 'finished', '2026-03-01T02:00:00Z'), game('c', 'scheduled', '2026-03-14T02:00:00Z')];
    expect(newGames(list, new Set(['a'])).map((one) => one.id)).toEqual(['c']);
  });
});

describe('the lobby\'s reminders', () => {
  function port(): NotificationPort & { shown: string[] } {
    const shown: string[] = [];
    return { shown, supported: () => true, permission: () => 'granted', ask: async () => 'granted', show: (_title, body) => { shown.push(body); } };
  }

  async function lobby(answers: Answers, notifications: NotificationPort, now: () => Date) {
    let lobby: MyGames | undefined;
    const mounted = await mountWithServices((context) => {
      lobby = new MyGames(context, notifications);
      return { title: () => '', enter: () => void lobby!.load(), leave: () => lobby!.stop(), view: () => lobby!.view() } satisfies Page;
    }, answers, ['player'], now);
    await settle();
    return { ...mounted, lobby: lobby! };
  }

  it('tells of a round published since the last visit, not of everything on the first one, and reminds 5 minutes before', async () => {
    window.localStorage.clear();
    const notifications = port();
    const first = await lobby({ 'GET /api/games/mine': [200, [games[1]]] }, notifications, () => new Date('2026-03-02T00:00:00Z'));
    first.lobby.stop();
    expect(notifications.shown).toEqual([]);
    const second = await lobby({ 'GET /api/games/mine': [200, games] }, notifications, () => new Date('2026-03-07T01:56:00Z'));
    expect(notifications.shown).toEqual([expect.stringMatching(/^Опубликован тур 2: вы играете чёрными на доске 3, начало 7 марта 2026/)]);
    second.lobby['tick']();
    second.lobby['tick']();
    second.lobby.stop();
    expect(notifications.shown.slice(1)).toEqual(['Через 4 мин. начинается ваша партия на доске 3. Пора к доске!']);
    expect(second.announced).toContain('Через 4 мин. начинается ваша партия на доске 3. Пора к доске!');
  });
});
